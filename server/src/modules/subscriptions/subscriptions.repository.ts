import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { CreatePlanFields, Plan, RenewBusinessFields, Subscription, UpdatePlanFields } from '@sevak/shared';

/*
 * Plans and subscriptions. Plans are the platform's; subscriptions belong to a business, and a
 * business's reads of its own always name it (row-level security would hide the others anyway).
 */

const PLAN_COLUMNS = [
  'plans.id',
  'plans.name',
  'plans.months',
  'plans.price_per_year as pricePerYear',
  'plans.max_technicians as maxTechnicians',
  'plans.max_customers as maxCustomers',
  'plans.active',
  'plans.created_at as createdAt',
] as const;

type PlanRow = Omit<Plan, 'createdAt'> & { createdAt: Date };

function toPlan(row: PlanRow): Plan {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Every plan, those on sale first, then the shortest, then by price; or only those on sale. */
export async function listPlans(db: Kysely<Database>, options: { activeOnly: boolean }): Promise<Plan[]> {
  let query = db.selectFrom('plans').select(PLAN_COLUMNS);
  if (options.activeOnly) query = query.where('plans.active', '=', true);
  const rows = await query.orderBy('plans.active', 'desc').orderBy('plans.months').orderBy('plans.price_per_year').orderBy('plans.name').execute();
  return rows.map(toPlan);
}

export async function findPlan(db: Kysely<Database>, id: string): Promise<Plan | undefined> {
  const row = await db.selectFrom('plans').select(PLAN_COLUMNS).where('plans.id', '=', id).executeTakeFirst();
  return row && toPlan(row);
}

/** Whether another plan has this name, ignoring case. */
export async function planNameTaken(db: Kysely<Database>, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('plans').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPlan(db: Kysely<Database>, fields: CreatePlanFields): Promise<string> {
  const row = await db
    .insertInto('plans')
    .values({
      name: fields.name,
      months: fields.months,
      price_per_year: fields.pricePerYear,
      max_technicians: fields.maxTechnicians,
      max_customers: fields.maxCustomers,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a plan; without `months` it keeps its length. */
export async function updatePlan(db: Kysely<Database>, id: string, fields: UpdatePlanFields['data'], now: Date): Promise<boolean> {
  const result = await db
    .updateTable('plans')
    .set({
      name: fields.name,
      ...(fields.months === undefined ? {} : { months: fields.months }),
      price_per_year: fields.pricePerYear,
      max_technicians: fields.maxTechnicians,
      max_customers: fields.maxCustomers,
      active: fields.active,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The business's access period, its row locked until the transaction ends: two renewals at once take turns. */
export function lockAccessPeriod(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('businesses')
    .select(['id', 'start_date as startDate', 'expiry_date as expiryDate'])
    .where('id', '=', businessId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setExpiryDate(db: Kysely<Database>, businessId: string, expiryDate: string, now: Date): Promise<void> {
  await db.updateTable('businesses').set({ expiry_date: expiryDate, updated_at: now }).where('id', '=', businessId).execute();
}

/** The next number of `year`'s receipt series, its counter row held until the transaction ends. */
export async function takeNextReceiptNumber(db: Kysely<Database>, year: number): Promise<number> {
  const row = await db
    .insertInto('subscription_receipt_series')
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet((eb) => ({ last_number: eb('subscription_receipt_series.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertSubscription(
  db: Kysely<Database>,
  businessId: string,
  fields: Pick<RenewBusinessFields, 'planID' | 'amount' | 'mode' | 'paidOn' | 'reference'> & {
    periodStart: string;
    periodEnd: string;
    receiptNumber: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('subscriptions')
    .values({
      business_id: businessId,
      plan_id: fields.planID,
      period_start: fields.periodStart,
      period_end: fields.periodEnd,
      amount: fields.amount,
      mode: fields.mode,
      paid_on: fields.paidOn,
      reference: fields.reference,
      receipt_number: fields.receiptNumber,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function subscriptionsWithPlans(db: Kysely<Database>) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select([
      'subscriptions.id',
      'subscriptions.business_id as businessID',
      'subscriptions.plan_id as planID',
      'plans.name as planName',
      'subscriptions.period_start as periodStart',
      'subscriptions.period_end as periodEnd',
      'subscriptions.amount',
      'subscriptions.mode',
      'subscriptions.paid_on as paidOn',
      'subscriptions.reference',
      'subscriptions.receipt_number as receiptNumber',
      'subscriptions.created_at as createdAt',
    ]);
}

type SubscriptionRow = Omit<Subscription, 'createdAt' | 'reference'> & { createdAt: Date; reference: string | null };

function toSubscription(row: SubscriptionRow): Subscription {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A business's subscriptions, the latest period first. */
export async function listSubscriptionsOfBusiness(db: Kysely<Database>, businessId: string): Promise<Subscription[]> {
  const rows = await subscriptionsWithPlans(db)
    .where('subscriptions.business_id', '=', businessId)
    .orderBy('subscriptions.period_end', 'desc')
    .orderBy('subscriptions.created_at', 'desc')
    .execute();
  return rows.map(toSubscription);
}

/** The subscription whose period ends last: the plan the business is on. */
export async function latestSubscriptionOfBusiness(db: Kysely<Database>, businessId: string): Promise<Subscription | undefined> {
  const row = await subscriptionsWithPlans(db)
    .where('subscriptions.business_id', '=', businessId)
    .orderBy('subscriptions.period_end', 'desc')
    .orderBy('subscriptions.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toSubscription(row);
}

export async function findSubscription(db: Kysely<Database>, id: string): Promise<Subscription | undefined> {
  const row = await subscriptionsWithPlans(db).where('subscriptions.id', '=', id).executeTakeFirst();
  return row && toSubscription(row);
}

/** Who receives the platform's payments, as the receipt names them: the operator's account. */
export function findOperatorContact(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['fullname', 'phone_number as phoneNumber', 'email'])
    .where('role', '=', 'SUPERADMIN')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}
