import { reminderTemplatesInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './reminders.service';

/** The business's reminder texts, one per kind of due row, with placeholders Sevak fills in. */
export const reminderOperations = {
  /** The three texts (Sevak's where the business saved none), Sevak's own, and the placeholders. */
  templates: admin.query({
    rest: { method: 'GET', path: '/admin/reminder-templates', message: 'Reminder texts fetched successfully' },
    run: ({ deps, caller }) => service.getReminderTemplates(deps, caller),
  }),
  /** An unknown placeholder is refused (400) and nothing is saved. */
  saveTemplates: admin.mutation({
    input: reminderTemplatesInput,
    rest: { method: 'PUT', path: '/admin/reminder-templates', message: 'Reminder texts saved successfully' },
    run: ({ deps, caller, input }) => service.saveReminderTemplates(deps, caller, input),
  }),
};
