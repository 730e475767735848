import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { Language, ReminderChannel, ReminderKind, RecordedReminder } from '@sevak/shared';

/** The customer (and purchase, and contract) a reminder is about, found within the business. */
export interface ReminderSubject {
  customerId: string;
  visitId: string | null;
  customerProductId: string | null;
  amcContractId: string | null;
}

/** What a due row of `kind` with this id is about, or undefined when the business has no such record. */
export async function findReminderSubject(
  db: Kysely<Database>,
  businessId: string,
  kind: ReminderKind,
  id: string,
): Promise<ReminderSubject | undefined> {
  switch (kind) {
    case 'visit':
      return db
        .selectFrom('visits')
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .select(['customer_id as customerId', 'id as visitId', 'customer_product_id as customerProductId', 'amc_contract_id as amcContractId'])
        .executeTakeFirst();
    case 'warranty':
      return db
        .selectFrom('customer_products')
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .select(['customer_id as customerId', sql<null>`null`.as('visitId'), 'id as customerProductId', sql<null>`null`.as('amcContractId')])
        .executeTakeFirst();
    case 'amc':
      return db
        .selectFrom('amc_contracts')
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .select(['customer_id as customerId', sql<null>`null`.as('visitId'), 'customer_product_id as customerProductId', 'id as amcContractId'])
        .executeTakeFirst();
  }
}

/**
 * Records a reminder. A visit's reminder names the visit alone (the reminders of its purchase
 * are the warranty's), and a contract's the contract: each row's "last reminded" reads one
 * subject's reminders.
 */
export async function insertReminder(
  db: Kysely<Database>,
  businessId: string,
  reminder: { kind: ReminderKind; subject: ReminderSubject; channel: ReminderChannel; remindedBy: string; remindedAt: Date },
): Promise<RecordedReminder> {
  const { kind, subject } = reminder;
  const row = await db
    .insertInto('reminders')
    .values({
      business_id: businessId,
      kind,
      customer_id: subject.customerId,
      visit_id: kind === 'visit' ? subject.visitId : null,
      customer_product_id: kind === 'warranty' ? subject.customerProductId : null,
      amc_contract_id: kind === 'amc' ? subject.amcContractId : null,
      channel: reminder.channel,
      reminded_by: reminder.remindedBy,
      reminded_at: reminder.remindedAt,
    })
    .returning(['id', 'kind', 'channel', 'reminded_at as remindedAt'])
    .executeTakeFirstOrThrow();
  return row;
}

/** The business's own reminder texts, by language and kind; a text it never saved is missing. */
export async function findReminderTemplates(
  db: Kysely<Database>,
  businessId: string,
): Promise<Record<Language, Partial<Record<ReminderKind, string>>>> {
  const rows = await db.selectFrom('reminder_templates').where('business_id', '=', businessId).select(['language', 'kind', 'body']).execute();
  const saved: Record<Language, Partial<Record<ReminderKind, string>>> = { en: {}, hi: {} };
  for (const row of rows) saved[row.language][row.kind] = row.body;
  return saved;
}

/** Saves the texts of one language, each kind's replacing the one saved before. */
export async function saveReminderTemplates(
  db: Kysely<Database>,
  businessId: string,
  language: Language,
  templates: Record<ReminderKind, string>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('reminder_templates')
    .values(
      Object.entries(templates).map(([kind, body]) => ({ business_id: businessId, kind: kind as ReminderKind, language, body, updated_at: now })),
    )
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'kind', 'language']).doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), updated_at: now })),
    )
    .execute();
}
