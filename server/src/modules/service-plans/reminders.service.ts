import {
  DEFAULT_REMINDER_TEMPLATES,
  LANGUAGES,
  MSG,
  REMINDER_KINDS,
  REMINDER_PLACEHOLDERS,
  type Language,
  type MessageKey,
  type RecordedReminder,
  type RecordReminderInput,
  type ReminderChannel,
  type ReminderKind,
  type ReminderTemplates,
  type ReminderTemplateTexts,
} from '@sevak/shared';
import { servicePlansMessagesHi } from '@sevak/shared/service-plans/messages.hi';
import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import type { AdminCaller } from '../auth/admission';
import * as repository from './reminders.repository';

/*
 * Reminders sent from the due list (the owner's own WhatsApp, SMS or phone: Sevak only records
 * who reminded whom, when and how), and the business's reminder texts.
 */

/** What each kind's id names, for "not found". */
const SUBJECT_NOT_FOUND: Record<ReminderKind, MessageKey> = {
  visit: MSG.servicePlans.errors.visitNotFound,
  warranty: MSG.servicePlans.errors.purchaseNotFound,
  amc: MSG.servicePlans.errors.contractNotFound,
};

/** Sevak's own texts in each language, used where the business saved none. */
export const SEVAK_REMINDER_TEMPLATES: Record<Language, Record<ReminderKind, string>> = {
  en: DEFAULT_REMINDER_TEMPLATES,
  hi: servicePlansMessagesHi.reminders.defaults,
};

/** Records that the signed-in owner reminded the customer of a due row (a visit, a purchase's warranty, a contract). */
export async function recordReminder(deps: AppDeps, caller: AdminCaller, input: RecordReminderInput): Promise<RecordedReminder> {
  const subject = await repository.findReminderSubject(deps.db, caller.businessId, input.kind, input.id);
  if (!subject) throw AppError.notFound(SUBJECT_NOT_FOUND[input.kind]);
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

/** The texts the business sends in each language for each kind: its own where saved, Sevak's otherwise. */
export async function reminderTemplatesOf(db: Kysely<Database>, businessId: string): Promise<Record<Language, Record<ReminderKind, string>>> {
  const saved = await repository.findReminderTemplates(db, businessId);
  const inLanguage = (language: Language) =>
    Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, saved[language][kind] ?? SEVAK_REMINDER_TEMPLATES[language][kind]])) as Record<
      ReminderKind,
      string
    >;
  return { en: inLanguage('en'), hi: inLanguage('hi') };
}

export async function getReminderTemplates(deps: AppDeps, business: BusinessScope): Promise<ReminderTemplateTexts> {
  const templates = await reminderTemplatesOf(deps.db, business.businessId);
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, { templates: templates[language], defaults: SEVAK_REMINDER_TEMPLATES[language] }]),
  ) as ReminderTemplateTexts['byLanguage'];
  return {
    templates: templates.en,
    defaults: SEVAK_REMINDER_TEMPLATES.en,
    placeholders: REMINDER_PLACEHOLDERS,
    byLanguage,
  };
}

/**
 * Saves the English three and, when sent, the Hindi three, together; the input schema has
 * already refused any unknown placeholder.
 */
export async function saveReminderTemplates(deps: AppDeps, business: BusinessScope, input: ReminderTemplates): Promise<ReminderTemplateTexts> {
  const { hi, ...english } = input;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await repository.saveReminderTemplates(trx, business.businessId, 'en', english, now);
    if (hi) await repository.saveReminderTemplates(trx, business.businessId, 'hi', hi, now);
  });
  return getReminderTemplates(deps, business);
}
