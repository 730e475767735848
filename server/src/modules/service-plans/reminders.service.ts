import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_KINDS,
  REMINDER_PLACEHOLDERS,
  type RecordedReminder,
  type RecordReminderInput,
  type ReminderChannel,
  type ReminderKind,
  type ReminderTemplates,
  type ReminderTemplateTexts,
} from '@sevak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { BusinessScope } from '../../tenancy/data-scope';
import type { AdminCaller } from '../auth/admission';
import * as repository from './reminders.repository';

/*
 * Reminders sent from the due list (the owner's own WhatsApp, SMS or phone: Sevak only records
 * who reminded whom, when and how), and the business's reminder texts.
 */

/** What each kind's id names, for "not found". */
const SUBJECT_NAMES: Record<ReminderKind, string> = { visit: 'Visit', warranty: 'Purchase', amc: 'AMC contract' };

/** Records that the signed-in owner reminded the customer of a due row (a visit, a purchase's warranty, a contract). */
export async function recordReminder(deps: AppDeps, caller: AdminCaller, input: RecordReminderInput): Promise<RecordedReminder> {
  const subject = await repository.findReminderSubject(deps.db, caller.businessId, input.kind, input.id);
  if (!subject) throw AppError.notFound(SUBJECT_NAMES[input.kind]);
  return repository.insertReminder(deps.db, caller.businessId, {
    kind: input.kind,
    subject,
    channel: input.channel,
    remindedBy: caller.userId,
    remindedAt: deps.clock.now(),
  });
}

/** The visit's reminder (REST: POST /admin/visit/{id}/reminder). */
export function remindOfVisit(deps: AppDeps, caller: AdminCaller, id: string, channel: ReminderChannel): Promise<RecordedReminder> {
  return recordReminder(deps, caller, { kind: 'visit', id, channel });
}

/** The text the business sends for each kind: its own where saved, Sevak's otherwise. */
export async function reminderTemplatesOf(db: Kysely<Database>, businessId: string): Promise<Record<ReminderKind, string>> {
  const saved = await repository.findReminderTemplates(db, businessId);
  return Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, saved[kind] ?? DEFAULT_REMINDER_TEMPLATES[kind]])) as Record<ReminderKind, string>;
}

export async function getReminderTemplates(deps: AppDeps, business: BusinessScope): Promise<ReminderTemplateTexts> {
  return {
    templates: await reminderTemplatesOf(deps.db, business.businessId),
    defaults: DEFAULT_REMINDER_TEMPLATES,
    placeholders: REMINDER_PLACEHOLDERS,
  };
}

/** Saves the three texts; the input schema has already refused any unknown placeholder. */
export async function saveReminderTemplates(deps: AppDeps, business: BusinessScope, templates: ReminderTemplates): Promise<ReminderTemplateTexts> {
  await repository.saveReminderTemplates(deps.db, business.businessId, templates, deps.clock.now());
  return getReminderTemplates(deps, business);
}
