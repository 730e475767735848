import { sql, type Kysely } from 'kysely';
import type { Database, VisitStatus } from '@sevak/db';
import type { RowWindow } from '../../lib/list-query';

/*
 * The technician's visits: every query names the technician as well as the business, so a visit
 * given to someone else is not found, exactly as a visit of another business is not.
 */

/** Which of the technician's visits a list shows: a span of time and the states that count. */
export interface MyVisitSpan {
  from?: Date;
  before?: Date;
  statuses: readonly VisitStatus[];
}

function visitsOfTechnician(db: Kysely<Database>, businessId: string, employeeId: string) {
  return db
    .selectFrom('visits as v')
    .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'v.business_id').onRef('c.id', '=', 'v.customer_id'))
    .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'))
    .leftJoin('customer_products as cp', (join) =>
      join.onRef('cp.business_id', '=', 'v.business_id').onRef('cp.id', '=', 'v.customer_product_id'),
    )
    .leftJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
    .where('v.business_id', '=', businessId)
    .where('v.employee_id', '=', employeeId);
}

function withSpan<Q extends ReturnType<typeof visitsOfTechnician>>(query: Q, span: MyVisitSpan): Q {
  let spanned = query.where('v.status', 'in', span.statuses) as Q;
  if (span.from) spanned = spanned.where('v.visit_date', '>=', span.from) as Q;
  if (span.before) spanned = spanned.where('v.visit_date', '<', span.before) as Q;
  return spanned;
}

/** The columns of a visit card: the visit, who it is for and where, and what is still to collect. */
function selectCard(query: ReturnType<typeof visitsOfTechnician>) {
  return query.select([
    'v.id',
    'v.visit_date as visitDate',
    'v.status',
    'v.service_description as serviceDescription',
    'v.service_charges as serviceCharges',
    'v.payment_status as paymentStatus',
    'v.auto_visit_time as autoVisitMonths',
    'v.customer_id as customerId',
    'v.customer_product_id as customerProductId',
    'cu.fullname as customerName',
    'cu.phone_number as customerPhone',
    sql<string | null>`coalesce(v.service_address, cu.address)`.as('address'),
    'p.name as productName',
    'cp.serial_number as serialNumber',
    'cp.warranty_end_date as warrantyEndDate',
    sql<number>`(select coalesce(sum(pay.amount), 0) from payments pay
      where pay.business_id = v.business_id and pay.visit_id = v.id)::float8`.as('paid'),
  ]);
}

export type MyVisitRow = Awaited<ReturnType<ReturnType<typeof selectCard>['executeTakeFirstOrThrow']>>;

/** The technician's visits in the span, earliest first. */
export function listMyVisitRows(
  db: Kysely<Database>,
  businessId: string,
  employeeId: string,
  span: MyVisitSpan,
  window: RowWindow,
): Promise<MyVisitRow[]> {
  return selectCard(withSpan(visitsOfTechnician(db, businessId, employeeId), span))
    .orderBy('v.visit_date')
    .orderBy('v.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countMyVisits(db: Kysely<Database>, businessId: string, employeeId: string, span: MyVisitSpan): Promise<number> {
  const row = await withSpan(visitsOfTechnician(db, businessId, employeeId), span)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One of the technician's visits, or undefined when it is not theirs (or not the business's). */
export function findMyVisitRow(db: Kysely<Database>, businessId: string, employeeId: string, id: string): Promise<MyVisitRow | undefined> {
  return selectCard(visitsOfTechnician(db, businessId, employeeId)).where('v.id', '=', id).executeTakeFirst();
}

/** Locks one of the technician's visits for completing it; undefined when it is not theirs. */
export function lockMyVisit(db: Kysely<Database>, businessId: string, employeeId: string, id: string) {
  return db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('employee_id', '=', employeeId)
    .where('id', '=', id)
    .select(['id', 'status', 'visit_date as visitDate'])
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The work notes of the three latest visits done for the customer before this one (of the same
 * purchase when the visit names one): dates and notes only, never prices or who did them.
 */
export function recentVisitNotes(
  db: Kysely<Database>,
  businessId: string,
  visit: { id: string; customerId: string; customerProductId: string | null; visitDate: Date },
) {
  let query = db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', visit.customerId)
    .where('status', '=', 'done')
    .where('id', '<>', visit.id)
    .where('visit_date', '<=', visit.visitDate);
  if (visit.customerProductId) query = query.where('customer_product_id', '=', visit.customerProductId);
  return query
    .select(['visit_date as visitDate', 'service_description as serviceDescription'])
    .orderBy('visit_date', 'desc')
    .orderBy('id')
    .limit(3)
    .execute();
}

/** The work notes and charges the technician wrote on Done. */
export async function writeWorkDone(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  work: { notes: string | null; serviceCharges: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('visits')
    .set((eb) => ({
      service_description: work.notes ?? eb.ref('service_description'),
      service_charges: work.serviceCharges,
      updated_at: now,
    }))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}
