import { MSG, reminderTemplatesInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './reminders.service';

/** The business's reminder texts, one per kind of due row, with placeholders Sevak fills in. */
export const reminderOperations = {
  /** The three texts (Sevak's where the business saved none), Sevak's own, and the placeholders. */
  templates: admin.query({
    rest: { method: 'GET', path: '/admin/reminder-templates', message: MSG.servicePlans.rest.templates },
    run: ({ deps, caller }) => service.getReminderTemplates(deps, caller),
  }),
  /** The English texts and, with `hi`, the Hindi ones; an unknown placeholder is refused (400) and nothing is saved. */
  saveTemplates: admin.mutation({
    input: reminderTemplatesInput,
    rest: { method: 'PUT', path: '/admin/reminder-templates', message: MSG.servicePlans.rest.templatesSaved },
    run: ({ deps, caller, input }) => service.saveReminderTemplates(deps, caller, input),
  }),
};
