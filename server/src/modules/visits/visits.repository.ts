import { expressionBuilder, sql, type AliasedSelectQueryBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '@sevak/db';
import { UNASSIGNED, type Visit, type VisitPaymentStatus, type VisitSortField, type VisitStatus, type VisitSummary } from '@sevak/shared';
import { keyOrder, keysetColumns, keysetPageQuery, keysOf, nextPosition, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, countRows, isAnyOf, type OrderTerm, phoneContains, type RowWindow, talliedTotal, tallyOf } from '../../lib/list-query';

/** Which of a business's visits a list, a count or a report takes. Instants are [from, before). */
export interface VisitConditions {
  id?: string;
  search?: string;
  from?: Date;
  before?: Date;
  isDone?: boolean;
  /** Only visits already done or due before this instant (what can be owed now). */
  doneOrDueBefore?: Date;
  paymentStatus?: VisitPaymentStatus;
  employeeId?: string;
  customerId?: string;
}

/** Today's date, and the first instants of today, tomorrow and the day after the upcoming window, in the business zone. */
export interface VisitDayBounds {
  today: string;
  todayStart: Date;
  tomorrowStart: Date;
  upcomingEnd: Date;
}

/**
 * The business's visits matching `conditions`, on `visits` alone: the search looks up matching
 * customers, employees and products in subqueries, so a count never has to join.
 */
export function visitsWhere(db: Kysely<Database>, businessId: string, conditions: VisitConditions) {
  let query = db.selectFrom('visits as v').where('v.business_id', '=', businessId);
  if (conditions.id !== undefined) query = query.where('v.id', '=', conditions.id);
  if (conditions.from) query = query.where('v.visit_date', '>=', conditions.from);
  if (conditions.before) query = query.where('v.visit_date', '<', conditions.before);
  if (conditions.isDone !== undefined) query = query.where('v.is_done', '=', conditions.isDone);
  if (conditions.paymentStatus) query = query.where('v.payment_status', '=', conditions.paymentStatus);
  const doneOrDueBefore = conditions.doneOrDueBefore;
  if (doneOrDueBefore) query = query.where((eb) => eb.or([eb('v.is_done', '=', true), eb('v.visit_date', '<', doneOrDueBefore)]));
  if (conditions.employeeId) query = query.where('v.employee_id', '=', conditions.employeeId);
  if (conditions.customerId) query = query.where('v.customer_id', '=', conditions.customerId);
  const { search } = conditions;
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('v.service_description', 'ilike', pattern),
        eb('v.service_address', 'ilike', pattern),
        isAnyOf(
          'v.customer_id',
          eb
            .selectFrom('customers as sc')
            .innerJoin('users as su', (join) => join.onRef('su.business_id', '=', 'sc.business_id').onRef('su.id', '=', 'sc.user_id'))
            .where('sc.business_id', '=', businessId)
            .where((inner) => inner.or([inner('su.fullname', 'ilike', pattern), phoneContains('su.phone_number', search)]))
            .select('sc.id'),
        ),
        isAnyOf(
          'v.employee_id',
          eb
            .selectFrom('employees as se')
            .innerJoin('users as su', (join) => join.onRef('su.business_id', '=', 'se.business_id').onRef('su.id', '=', 'se.user_id'))
            .where('se.business_id', '=', businessId)
            .where('su.fullname', 'ilike', pattern)
            .select('se.id'),
        ),
        isAnyOf(
          'v.customer_product_id',
          eb
            .selectFrom('customer_products as scp')
            .innerJoin('products as sp', (join) =>
              join.onRef('sp.business_id', '=', 'scp.business_id').onRef('sp.id', '=', 'scp.product_id'),
            )
            .where('scp.business_id', '=', businessId)
            .where('sp.name', 'ilike', pattern)
            .select('scp.id'),
        ),
      ]),
    );
  }
  return query;
}

/** The visits a list shows, numbered in its order (`n`), as a query the details are read for. */
interface VisitPage {
  as(alias: 'pg'): AliasedSelectQueryBuilder<{ id: string; n: number }, 'pg'>;
}

/*
 * A visit's customer, employee and product, each a small subquery per visit rather than a join:
 * a seven-table join costs PostgreSQL more to plan (under row-level security, several times more)
 * than to run for the ten rows of a page. They name no value, only the visit's own columns, so
 * they are built once, here, not again for every page read: select them only in a query of
 * `visits as v`, which their references to `v` need.
 */
/** Expressions as within a query of `visits as v`. */
const onVisit = expressionBuilder(expressionBuilder<Database>().selectFrom('visits as v'));
const VISIT_DETAILS = [
  jsonObjectFrom(
    onVisit
      .selectFrom('customers as c')
      .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'))
      .whereRef('c.business_id', '=', 'v.business_id')
      .whereRef('c.id', '=', 'v.customer_id')
      .select(['cu.fullname', 'cu.phone_number as phoneNumber', 'cu.address']),
  ).as('customer'),
  jsonObjectFrom(
    onVisit
      .selectFrom('employees as e')
      .innerJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
      .whereRef('e.business_id', '=', 'v.business_id')
      .whereRef('e.id', '=', 'v.employee_id')
      .select(['eu.fullname', 'eu.phone_number as phoneNumber']),
  ).as('employee'),
  jsonObjectFrom(
    onVisit
      .selectFrom('customer_products as cp')
      .innerJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
      .whereRef('cp.business_id', '=', 'v.business_id')
      .whereRef('cp.id', '=', 'v.customer_product_id')
      .select(['p.id', 'p.name']),
  ).as('product'),
] as const;

/** The rows of a page with their customer, employee and product (VISIT_DETAILS), in one query. */
function detailedVisits(db: Kysely<Database>, businessId: string, page: VisitPage) {
  return db
    .selectFrom(page.as('pg'))
    .innerJoin('visits as v', (join) => join.on('v.business_id', '=', businessId).onRef('v.id', '=', 'pg.id'))
    .select([
      'v.id',
      'v.customer_id',
      'v.employee_id',
      'v.customer_product_id',
      'v.service_description',
      'v.service_charges',
      'v.visit_date',
      'v.installation_date',
      'v.service_address',
      'v.auto_visit_time',
      'v.payment_status',
      'v.is_done',
      'v.follow_up_of_visit_id',
      'v.status',
      'v.amc_contract_id',
      'v.created_at',
      'v.updated_at',
      ...VISIT_DETAILS,
    ])
    .orderBy('pg.n');
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof detailedVisits>['executeTakeFirstOrThrow']>>;

function toVisit(row: VisitRow): Visit {
  // A visit's customer always exists, and its employee when it names one: composite foreign keys.
  const customer = row.customer!;
  const employee = row.employee_id ? row.employee : null;
  return {
    id: row.id,
    customerID: row.customer_id,
    employeeID: row.employee_id,
    customerProductId: row.customer_product_id,
    serviceDiscription: row.service_description,
    serviceCharges: row.service_charges,
    visitDate: row.visit_date,
    installationDate: row.installation_date,
    serviceAddress: row.service_address,
    autoVisitTime: row.auto_visit_time,
    PaymentStatus: row.payment_status,
    isDone: row.is_done,
    status: row.status,
    amcContractId: row.amc_contract_id,
    followUpOfVisitId: row.follow_up_of_visit_id,
    customer: { id: row.customer_id, user: { fullname: customer.fullname, phoneNumber: customer.phoneNumber, address: customer.address } },
    employee: row.employee_id && employee ? { id: row.employee_id, user: { fullname: employee.fullname, phoneNumber: employee.phoneNumber } } : null,
    product: row.product ? { id: row.product.id, name: row.product.name } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface VisitOrder {
  sortBy: VisitSortField;
  sortOrder: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  visitDate: 'v.visit_date',
  customerName: 'cu.fullname',
  employeeName: 'eu.fullname',
  serviceCharges: 'v.service_charges',
  PaymentStatus: 'v.payment_status',
} as const;

/** A visit list's ORDER BY: the chosen column, then the visit date, then the id as a tiebreak. */
function orderTermsOf(order: VisitOrder): OrderTerm[] {
  const dateOrder = order.sortBy === 'visitDate' ? order.sortOrder : 'desc';
  const byDate: OrderTerm[] = [
    { column: 'v.visit_date', order: dateOrder },
    { column: 'v.id', order: dateOrder },
  ];
  return order.sortBy === 'visitDate' ? byDate : [{ column: SORT_COLUMNS[order.sortBy], order: order.sortOrder }, ...byDate];
}

/** The order's columns as keyset keys; a visit without a technician has no name to sort by. */
const SORT_KEY_TYPES = {
  'v.visit_date': 'timestamptz',
  'cu.fullname': 'text',
  'eu.fullname': { type: 'text', nullable: true },
  'v.service_charges': 'numeric',
  'v.payment_status': 'text',
  'v.id': 'uuid',
} as const;

/** The visits matching `conditions`, joined to the names `order` sorts by (only when it does). */
function visitsToOrder(db: Kysely<Database>, businessId: string, conditions: VisitConditions, order: VisitOrder) {
  let chosen = visitsWhere(db, businessId, conditions);
  if (order.sortBy === 'customerName') {
    chosen = chosen
      .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'v.business_id').onRef('c.id', '=', 'v.customer_id'))
      .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'));
  } else if (order.sortBy === 'employeeName') {
    // Left joins: a visit no technician has yet is listed too (after the named ones, ascending).
    chosen = chosen
      .leftJoin('employees as e', (join) => join.onRef('e.business_id', '=', 'v.business_id').onRef('e.id', '=', 'v.employee_id'))
      .leftJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'));
  }
  return chosen;
}

/** The visits matching `conditions`, each numbered (`n`) in the list's `order`: a page's visits, before their details are read. */
function numberedVisits(db: Kysely<Database>, businessId: string, conditions: VisitConditions, order: VisitOrder) {
  const ordering = keyOrder(orderTermsOf(order));
  return visitsToOrder(db, businessId, conditions, order).select(['v.id', sql<number>`row_number() over (order by ${ordering})`.as('n')]);
}

/**
 * One window of visits (or all of them without `window`), with their details. The window's
 * visits are chosen and numbered first, on `visits` and the index that gives its order (joined
 * to names only when sorted by a name); only those rows are then read with their details.
 */
export async function listVisitRows(
  db: Kysely<Database>,
  businessId: string,
  conditions: VisitConditions,
  order: VisitOrder,
  window?: RowWindow,
): Promise<Visit[]> {
  let page = numberedVisits(db, businessId, conditions, order).orderBy(keyOrder(orderTermsOf(order)));
  if (window) page = page.limit(window.limit).offset(window.offset);
  const rows = await detailedVisits(db, businessId, page).execute();
  return rows.map(toVisit);
}

/**
 * The visits of an export (the list's or a report's), with their details: the `limit` after
 * `after` in `order`. One statement a page: the page's visits are chosen on their index and
 * numbered, as a window of the list is, and only those rows are read with their details.
 */
export async function visitsAfter(
  db: Kysely<Database>,
  businessId: string,
  conditions: VisitConditions,
  order: VisitOrder,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<Visit>> {
  const keys = keysOf(orderTermsOf(order), SORT_KEY_TYPES);
  const page = keysetPageQuery(numberedVisits(db, businessId, conditions, order), keys, after, limit);
  const rows = await detailedVisits(db, businessId, page)
    .select(keysetColumns(keys).map((column) => sql.ref<string | null>(`pg.${column}`).as(column)))
    .execute();
  return { rows: rows.map(toVisit), next: nextPosition(rows, keys, limit) };
}

/** The visits `ids` names, with their details, in the order of `ids`. */
async function visitsInOrder(db: Kysely<Database>, businessId: string, ids: string[]): Promise<Visit[]> {
  if (ids.length === 0) return [];
  const chosen = visitsWhere(db, businessId, {})
    .where(sql<boolean>`v.id = any(${ids}::uuid[])`)
    .select(['v.id', sql<number>`array_position(${ids}::uuid[], v.id)`.as('n')]);
  const rows = await detailedVisits(db, businessId, chosen).execute();
  return rows.map(toVisit);
}

/** Whether `conditions` pick some of the visits (a search, dates, a technician, a customer…) beyond open or done alone. */
export function isNarrowed(conditions: VisitConditions): boolean {
  const { isDone: _openOrDone, ...narrowing } = conditions;
  return Object.values(narrowing).some((value) => value !== undefined && value !== '');
}

/**
 * How many visits match. All of them come from the business's tally, the open ones from its open
 * visits by day, and the completed ones are all minus the open: never a count of years of visits.
 */
export async function countVisits(db: Kysely<Database>, businessId: string, conditions: VisitConditions): Promise<number> {
  const { isDone } = conditions;
  if (isNarrowed(conditions)) return countRows(visitsWhere(db, businessId, conditions));
  const [all, open] = await Promise.all([
    isDone === false ? 0 : talliedTotal(db, businessId, 'visits'),
    isDone === undefined ? 0 : countOpenVisits(db, businessId),
  ]);
  return isDone === false ? open : all - open;
}

/** The business's open visits: a sum over its days with open visits (open_visit_days). */
async function countOpenVisits(db: Kysely<Database>, businessId: string): Promise<number> {
  const row = await openVisits(db, businessId).executeTakeFirstOrThrow();
  return row.open;
}

/** All of a business's open visits, summed over its rows of open_visit_days. */
const OPEN_VISITS_SUM = sql<number>`coalesce(sum(open_count), 0)`;

/** The sum of the business's open visits by day, as a query, to read alone or inside a larger one. */
function openVisits(db: Kysely<Database>, businessId: string) {
  return db.selectFrom('open_visit_days').where('business_id', '=', businessId).select(OPEN_VISITS_SUM.as('open'));
}

/** The parts of the visit list's work order (visits.service.ts), in the order a shop works them. */
export type WorkOrderPart = 'today' | 'overdue' | 'upcoming' | 'done';

/**
 * How many of the business's visits (all, or the open or done ones alone) fall in each part of the
 * work order, from its open visits by day (open_visit_days): today's day, the days before it and
 * those after; the done ones are the business's tally minus the open ones, never counted.
 */
export async function countWorkOrderParts(
  db: Kysely<Database>,
  businessId: string,
  isDone: boolean | undefined,
  bounds: VisitDayBounds,
): Promise<Record<WorkOrderPart, number>> {
  const { today } = bounds;
  const sumOf = (days: RawBuilder<SqlBool>) => sql<number>`coalesce(sum(open_count) filter (where ${days}), 0)`;
  const counted = await db
    .selectFrom('open_visit_days')
    .where('business_id', '=', businessId)
    .select((eb) => [
      sumOf(sql<SqlBool>`day = ${today}`).as('today'),
      sumOf(sql<SqlBool>`day < ${today}`).as('overdue'),
      sumOf(sql<SqlBool>`day > ${today}`).as('upcoming'),
      OPEN_VISITS_SUM.as('open'),
      eb.fn.coalesce(tallyOf(db, businessId, 'visits'), eb.lit(0)).as('all'),
    ])
    .executeTakeFirstOrThrow();
  const done = isDone === false ? 0 : counted.all - counted.open;
  if (isDone === true) return { today: 0, overdue: 0, upcoming: 0, done };
  return { today: counted.today, overdue: counted.overdue, upcoming: counted.upcoming, done };
}

/**
 * A narrowed list (searched, filtered, one technician's or one customer's) in work order, from one
 * read of its matching visits: how many fall in each part, and the window's visits in order. The
 * matches are read once, through whichever indexes the narrowing has, instead of once to count
 * and again for each part a page crosses.
 */
export async function narrowedInWorkOrder(
  db: Kysely<Database>,
  businessId: string,
  conditions: VisitConditions,
  bounds: VisitDayBounds,
  window: RowWindow | undefined,
): Promise<{ counts: Record<WorkOrderPart, number>; items: Visit[] }> {
  const { todayStart, tomorrowStart } = bounds;
  // 0 today's open visits, 1 the overdue ones, 2 those to come, 3 the visits done: the parts' order.
  const part = sql<number>`case when v.is_done then 3 when v.visit_date < ${todayStart} then 1
    when v.visit_date < ${tomorrowStart} then 0 else 2 end`;
  const matching = visitsWhere(db, businessId, conditions).select(['v.id', 'v.visit_date', part.as('part')]);
  // Parts 0 and 2 read soonest first, parts 1 and 3 latest first; the id breaks ties the same way.
  const windowClause = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const { rows } = await sql<{ today: number; overdue: number; upcoming: number; done: number; ids: string[] }>`
    with matched as materialized ${matching}
    select count(*) filter (where part = 0) as today, count(*) filter (where part = 1) as overdue,
      count(*) filter (where part = 2) as upcoming, count(*) filter (where part = 3) as done,
      array(
        select id from matched
        order by part,
          case when part in (0, 2) then visit_date end, case when part in (1, 3) then visit_date end desc,
          case when part in (0, 2) then id end, case when part in (1, 3) then id end desc
        ${windowClause}
      ) as ids
    from matched`.execute(db);
  const { ids, ...counts } = rows[0]!;
  return { counts, items: await visitsInOrder(db, businessId, ids) };
}

export async function findVisit(db: Kysely<Database>, businessId: string, id: string): Promise<Visit | undefined> {
  const visit = visitsWhere(db, businessId, { id }).select(['v.id', sql<number>`1`.as('n')]);
  const row = await detailedVisits(db, businessId, visit).executeTakeFirst();
  return row && toVisit(row);
}

/** Pending Pay: unpaid visits already done or due by today, never a follow-up still to come. */
export function pendingPayOf(bounds: VisitDayBounds): VisitConditions {
  return { paymentStatus: 'PENDING', doneOrDueBefore: bounds.tomorrowStart };
}

/**
 * The five card counts in one round trip, each on an index: the total from the tally, today and
 * upcoming on the date index, completed as the total minus the open visits (their count by day),
 * and Pending Pay on its partial index.
 */
export async function summarizeVisits(db: Kysely<Database>, businessId: string, bounds: VisitDayBounds): Promise<VisitSummary> {
  const count = (conditions: VisitConditions) =>
    visitsWhere(db, businessId, conditions).select((eb) => eb.fn.countAll<number>().as('count'));
  // A scalar subquery is typed nullable; count(*) never is.
  const figures = await db
    .selectNoFrom((eb) => [
      eb.fn.coalesce(tallyOf(db, businessId, 'visits'), eb.lit(0)).as('total'),
      count({ from: bounds.todayStart, before: bounds.tomorrowStart }).as('today'),
      count({ from: bounds.tomorrowStart, before: bounds.upcomingEnd }).as('upcoming'),
      openVisits(db, businessId).as('open'),
      count(pendingPayOf(bounds)).as('pendingPay'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: figures.total,
    today: figures.today ?? 0,
    upcoming: figures.upcoming ?? 0,
    completed: figures.total - (figures.open ?? 0),
    pendingPay: figures.pendingPay ?? 0,
  };
}

/** The current state of a visit, locked so two updates cannot both see it "not done". */
export function lockVisit(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select(['id', 'customer_id', 'customer_product_id', 'is_done', 'payment_status'])
    .forUpdate()
    .executeTakeFirst();
}

/** A visit's own values, its row locked until the transaction ends. */
export function lockVisitValues(db: Kysely<Database>, businessId: string, id: string): Promise<VisitValues | undefined> {
  return db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select([
      'customer_id as customerId',
      'employee_id as employeeId',
      'customer_product_id as customerProductId',
      'service_description as serviceDescription',
      'service_charges as serviceCharges',
      'visit_date as visitDate',
      'installation_date as installationDate',
      'service_address as serviceAddress',
      'auto_visit_time as autoVisitTime',
      'payment_status as paymentStatus',
      'is_done as isDone',
    ])
    .forUpdate()
    .executeTakeFirst();
}

export async function markVisitDone(db: Kysely<Database>, businessId: string, id: string, now: Date): Promise<void> {
  await db
    .updateTable('visits')
    .set({ is_done: true, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Where a visit stands, its row locked until the transaction ends. */
export function lockVisitState(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select(['status', 'visit_date as visitDate'])
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the visit's state; the trigger keeps `is_done` equal to it. */
export async function setVisitStatus(db: Kysely<Database>, businessId: string, id: string, status: VisitStatus, now: Date): Promise<void> {
  await db.updateTable('visits').set({ status, updated_at: now }).where('business_id', '=', businessId).where('id', '=', id).execute();
}

/** A new date and time; the visit is to be done again (a missed one is booked anew). */
export async function rescheduleVisit(db: Kysely<Database>, businessId: string, id: string, visitDate: Date, now: Date): Promise<void> {
  await db
    .updateTable('visits')
    .set({ visit_date: visitDate, status: 'scheduled', updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Gives the visit to a technician, or (null) leaves it unassigned. */
export async function assignVisit(db: Kysely<Database>, businessId: string, id: string, employeeId: string | null, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('visits')
    .set({ employee_id: employeeId, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whose visits the schedule shows: one technician's id, `unassigned` for those nobody has yet, or undefined for everyone's. */
type ScheduleTechnician = string | undefined;

function businessVisits(db: Kysely<Database>, businessId: string) {
  return db.selectFrom('visits as v').where('v.business_id', '=', businessId);
}

/** The schedule's visits, on `visits` alone: the business's in [from, before), except the cancelled ones, of the technician asked for. */
function scheduledVisitsWhere(db: Kysely<Database>, businessId: string, range: { from: Date; before: Date }, technician: ScheduleTechnician) {
  let query = businessVisits(db, businessId)
    .where('v.visit_date', '>=', range.from)
    .where('v.visit_date', '<', range.before)
    .where('v.status', '<>', 'cancelled');
  if (technician === UNASSIGNED) query = query.where('v.employee_id', 'is', null);
  else if (technician) query = query.where('v.employee_id', '=', technician);
  return query;
}

/** `visits` joined to their customer, product and technician. */
function withScheduleParties(visits: ReturnType<typeof businessVisits>) {
  return visits
    .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'v.business_id').onRef('c.id', '=', 'v.customer_id'))
    .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'))
    .leftJoin('employees as e', (join) => join.onRef('e.business_id', '=', 'v.business_id').onRef('e.id', '=', 'v.employee_id'))
    .leftJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
    .leftJoin('customer_products as cp', (join) =>
      join.onRef('cp.business_id', '=', 'v.business_id').onRef('cp.id', '=', 'v.customer_product_id'),
    )
    .leftJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'));
}

/** What the calendar shows of a visit. */
const SCHEDULED_VISIT_COLUMNS = [
  'v.id',
  'v.visit_date as visitDate',
  'v.status',
  'v.customer_id as customerId',
  'cu.fullname as customerName',
  'cu.phone_number as customerPhone',
  'cu.address as customerAddress',
  'v.service_address as serviceAddress',
  'v.service_description as serviceDescription',
  'p.id as productId',
  'p.name as productName',
  'v.employee_id as employeeId',
  'eu.fullname as employeeName',
  'v.amc_contract_id as amcContractId',
] as const;

/** The week view: every visit of the range except the cancelled ones, with its parties, by time. */
export function listScheduledVisits(db: Kysely<Database>, businessId: string, range: { from: Date; before: Date }, technician: ScheduleTechnician) {
  return withScheduleParties(scheduledVisitsWhere(db, businessId, range, technician))
    .select(SCHEDULED_VISIT_COLUMNS)
    .orderBy('v.visit_date')
    .orderBy('v.id')
    .execute();
}

/** A visit of the schedule with its customer, product and technician. */
export type ScheduledVisitRow = Awaited<ReturnType<typeof listScheduledVisits>>[number];

/**
 * The month and week views, in one statement: the range's visits numbered within their day in the business
 * time zone (by time, then id) and counted per day, on narrow rows picked by the date index; only
 * the first `perDay` of each day are read whole with their parties. Each row carries its day and
 * the day's count; rows come by time.
 */
export function listScheduleDayVisits(
  db: Kysely<Database>,
  businessId: string,
  range: { from: Date; before: Date },
  technician: ScheduleTechnician,
  timeZone: string,
  perDay: number,
) {
  const picked = scheduledVisitsWhere(db, businessId, range, technician).select([
    'v.id',
    'v.visit_date',
    sql<string>`(v.visit_date at time zone ${timeZone})::date`.as('day'),
  ]);
  // Both windows partition alike and the count's needs no order, so one sort serves the two.
  const numbered = db
    .selectFrom(picked.as('s'))
    .select([
      's.id',
      's.day',
      sql<number>`row_number() over (partition by s.day order by s.visit_date, s.id)`.as('rn'),
      sql<number>`count(*) over (partition by s.day)`.as('total'),
    ]);
  // The kept visits are read by id, not by the range again: PostgreSQL would read the whole range twice.
  return withScheduleParties(businessVisits(db, businessId))
    .innerJoin(numbered.as('k'), 'k.id', 'v.id')
    .where('k.rn', '<=', perDay)
    .select(SCHEDULED_VISIT_COLUMNS)
    .select([sql<string>`k.day::text`.as('day'), 'k.total'])
    .orderBy('v.visit_date')
    .orderBy('v.id')
    .execute();
}

export function findCustomerForVisit(db: Kysely<Database>, businessId: string, customerId: string) {
  return db
    .selectFrom('customers as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.business_id', '=', businessId)
    .where('c.id', '=', customerId)
    .select(['c.id', 'u.address'])
    .executeTakeFirst();
}

export async function employeeExists(db: Kysely<Database>, businessId: string, employeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .where('business_id', '=', businessId)
    .where('id', '=', employeeId)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findCustomerProduct(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select(['id', 'customer_id as customerId'])
    .executeTakeFirst();
}

/** The customer's first purchase: earliest invoice, then the earliest entered. */
export async function firstPurchaseOf(db: Kysely<Database>, businessId: string, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .orderBy('invoice_date')
    .orderBy('created_at')
    .orderBy('id')
    .select('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A visit's stored columns, as the service has resolved them. */
export interface VisitValues {
  customerId: string;
  /** Null: not yet given to a technician. */
  employeeId: string | null;
  customerProductId: string | null;
  serviceDescription: string | null;
  serviceCharges: number;
  visitDate: Date;
  installationDate: string | null;
  serviceAddress: string | null;
  autoVisitTime: number;
  paymentStatus: VisitPaymentStatus;
  isDone: boolean;
}

function columnsOf(values: VisitValues) {
  return {
    customer_id: values.customerId,
    employee_id: values.employeeId,
    customer_product_id: values.customerProductId,
    service_description: values.serviceDescription,
    service_charges: values.serviceCharges,
    visit_date: values.visitDate,
    installation_date: values.installationDate,
    service_address: values.serviceAddress,
    auto_visit_time: values.autoVisitTime,
    payment_status: values.paymentStatus,
    is_done: values.isDone,
  };
}

export async function insertVisit(db: Kysely<Database>, businessId: string, values: VisitValues): Promise<string> {
  const row = await db
    .insertInto('visits')
    .values({ business_id: businessId, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVisit(db: Kysely<Database>, businessId: string, id: string, values: VisitValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('visits')
    .set({ ...columnsOf(values), updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The visit scheduled after `followUpOf` was completed, unless one already exists: the unique
 * key on follow_up_of_visit_id keeps it to one however often the visit is marked done.
 * Returns the new visit's id, or undefined when it already existed.
 */
export async function insertFollowUpVisit(
  db: Kysely<Database>,
  businessId: string,
  followUpOf: string,
  values: VisitValues,
): Promise<string | undefined> {
  const row = await db
    .insertInto('visits')
    .values({ business_id: businessId, ...columnsOf(values), follow_up_of_visit_id: followUpOf })
    .onConflict((conflict) => conflict.columns(['business_id', 'follow_up_of_visit_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function deleteVisit(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('visits').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The contract a planned visit belongs to, and who it is for. */
export interface AmcVisitPlan {
  amcContractId: string;
  customerId: string;
  customerProductId: string;
  employeeId: string | null;
  visits: { visitDate: Date; serviceDescription: string }[];
}

/**
 * An AMC contract's planned visits, in one statement. The contract's price pays for them, so they
 * charge nothing and owe nothing; and they book no follow-ups when done (auto visit time 0): the
 * contract has planned the next ones already.
 */
export async function insertAmcVisits(db: Kysely<Database>, businessId: string, plan: AmcVisitPlan): Promise<void> {
  if (plan.visits.length === 0) return;
  await db
    .insertInto('visits')
    .values(
      plan.visits.map((visit) => ({
        business_id: businessId,
        customer_id: plan.customerId,
        customer_product_id: plan.customerProductId,
        employee_id: plan.employeeId,
        amc_contract_id: plan.amcContractId,
        service_description: visit.serviceDescription,
        service_charges: 0,
        visit_date: visit.visitDate,
        installation_date: null,
        service_address: null,
        follow_up_of_visit_id: null,
        auto_visit_time: 0,
        payment_status: 'PAID' as const,
        status: 'scheduled' as const,
      })),
    )
    .execute();
}

/** A contract's visits still to do: scheduled, or missed and to be rebooked. Done and cancelled ones are history. */
function openVisitsOfContract(db: Kysely<Database>, businessId: string, amcContractId: string) {
  return db
    .updateTable('visits')
    .where('business_id', '=', businessId)
    .where('amc_contract_id', '=', amcContractId)
    .where('status', 'in', ['scheduled', 'missed']);
}

/** Gives the contract's visits still to do to a technician, or (null) leaves them unassigned. */
export async function assignOpenAmcVisits(
  db: Kysely<Database>,
  businessId: string,
  amcContractId: string,
  employeeId: string | null,
  now: Date,
): Promise<void> {
  await openVisitsOfContract(db, businessId, amcContractId).set({ employee_id: employeeId, updated_at: now }).execute();
}

/** Cancels the contract's visits still to do; the trigger keeps `is_done` false with them. */
export async function cancelOpenAmcVisits(db: Kysely<Database>, businessId: string, amcContractId: string, now: Date): Promise<void> {
  await openVisitsOfContract(db, businessId, amcContractId).set({ status: 'cancelled', updated_at: now }).execute();
}
