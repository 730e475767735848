import { dueSummaryInput, listDueInput, MSG, recordReminderInput, remindVisitInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as due from './due.service';
import * as reminders from './reminders.service';

/*
 * The due list (issue: service plans): what is overdue and what falls due today, this week and
 * in the next 30 days, with the reminder each row sends, and the record of reminders sent.
 */

export const dueOperations = {
  /** Rows of one range; each carries the customer's phone and language, its message in that language and `whatsappUrl` / `smsUrl`. */
  list: admin.query({
    input: listDueInput,
    rest: { method: 'GET', path: '/admin/due', message: MSG.servicePlans.rest.dueList, list: 'rows' },
    run: ({ deps, caller, input }) => due.listDue(deps, caller, input),
  }),
  /** The count of each range, with the list's filters. */
  summary: admin.query({
    input: dueSummaryInput,
    rest: { method: 'GET', path: '/admin/due/summary', message: MSG.servicePlans.rest.dueSummary },
    run: ({ deps, caller, input }) => due.summarizeDue(deps, caller, input),
  }),
  /** A reminder about a visit, sent by the owner's WhatsApp, SMS or phone: who, when and how are kept. */
  remindVisit: admin.mutation({
    input: remindVisitInput,
    rest: { method: 'POST', path: '/admin/visit/:id/reminder', status: 201, message: MSG.servicePlans.rest.reminderRecorded },
    run: ({ deps, caller, input }) => reminders.remindOfVisit(deps, caller, input.id, input.channel),
  }),
  /** A reminder about any row: a visit's id, a purchase's (warranty) or a contract's (AMC). */
  remind: admin.mutation({
    input: recordReminderInput,
    rest: { method: 'POST', path: '/admin/due/reminder', status: 201, message: MSG.servicePlans.rest.reminderRecorded },
    run: ({ deps, caller, input }) => reminders.recordReminder(deps, caller, input),
  }),
};
