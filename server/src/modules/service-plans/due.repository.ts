import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '@sevak/db';
import {
  UNASSIGNED,
  type DueKind,
  type EnquiryStatus,
  type Language,
  type ReminderChannel,
  type ReminderKind,
  type VisitStatus,
} from '@sevak/shared';
import type { RowWindow } from '../../lib/list-query';

/*
 * The due list's rows come from four tables: visits still to do (scheduled, or missed and to be
 * rebooked), warranties ending (customer_products.warranty_end_date), active AMC contracts
 * ending, and open enquiries to follow up (enquiries.follow_up_date). Each part is read on its
 * own index (visits_due_idx, customer_products_warranty_end_idx, amc_contracts_ending_idx,
 * enquiries_follow_up_idx) within the range's days, so a page costs the same whatever years of
 * closed visits lie behind it. A page's rows are chosen first as (kind, id), with the size of the
 * whole list in the same query; only they are then read with their details, in one more.
 */

/** Where the due list looks: before today (overdue visits), or from today for some days. */
export type DueSpan =
  | {
      overdue: true;
      /** The first instant of today, and today as a calendar date (for follow-up days). */
      before: Date;
      beforeDay: string;
    }
  | {
      overdue: false;
      /** The first instant of the first day, and of the day after the last. */
      from: Date;
      before: Date;
      /** The same days as calendar dates, for end dates: [firstDay, lastDay]. */
      firstDay: string;
      lastDay: string;
    };

export interface DueFilters {
  /** One technician's rows, or `unassigned` for the visits and contracts nobody has yet. */
  employeeId?: string | undefined;
  /** The customers of the area (a PIN code), found beforehand by `customersInArea`. */
  customerIds?: string[] | undefined;
  /** The area itself, for enquiries: the address they gave, not a customer's. */
  pinCode?: string | undefined;
  kind?: DueKind | undefined;
}

/** The order of kinds due at the same instant: visits, then warranties, contracts and enquiries. */
const KIND_RANK: Record<DueKind, number> = { visit: 0, warranty: 1, amc: 2, enquiry: 3 };

/**
 * The kinds a filtered range can hold: only visits and follow-ups are overdue (a warranty or a
 * contract that ended is over, not late), and only visits and contracts have a technician.
 */
function kindsIn(span: DueSpan, filters: DueFilters): DueKind[] {
  const inSpan: DueKind[] = span.overdue ? ['visit', 'enquiry'] : ['visit', 'warranty', 'amc', 'enquiry'];
  const kinds = filters.employeeId ? inSpan.filter((kind) => kind === 'visit' || kind === 'amc') : inSpan;
  return filters.kind ? kinds.filter((kind) => kind === filters.kind) : kinds;
}

/** `column` holds `pinCode` as a number of its own (not inside a longer one); the LIKE spares the pattern match on text without the digits. */
function holdsPinCode(column: string, pinCode: string) {
  return sql<boolean>`(${sql.ref(column)} like ${`%${pinCode}%`} and ${sql.ref(column)} ~ ${`(^|[^0-9])${pinCode}([^0-9]|$)`})`;
}

/**
 * The business's customers whose address holds `pinCode`. Read once per request and handed to
 * every part, rather than matched again in each.
 */
export async function customersInArea(db: Kysely<Database>, businessId: string, pinCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('customers as c')
    .innerJoin('users as u', (join) => join.onRef('u.business_id', '=', 'c.business_id').onRef('u.id', '=', 'c.user_id'))
    .where('c.business_id', '=', businessId)
    .where(holdsPinCode('u.address', pinCode))
    .select('c.id')
    .execute();
  return rows.map((row) => row.id);
}

const ofCustomers = (column: string, ids: string[]) => sql<boolean>`${sql.ref(column)} = any(${ids}::uuid[])`;

/**
 * Visits still to do in the span. The status test is written out, not bound, so PostgreSQL sees
 * that the partial index visits_due_idx holds every row it may return.
 */
function visitsDue(db: Kysely<Database>, businessId: string, span: DueSpan, filters: DueFilters) {
  let query = db
    .selectFrom('visits as v')
    .where('v.business_id', '=', businessId)
    .where(sql<boolean>`v.status in ('scheduled', 'missed')`)
    .where('v.visit_date', '<', span.before);
  if (!span.overdue) query = query.where('v.visit_date', '>=', span.from);
  if (filters.employeeId === UNASSIGNED) query = query.where('v.employee_id', 'is', null);
  else if (filters.employeeId) query = query.where('v.employee_id', '=', filters.employeeId);
  if (filters.customerIds) query = query.where(ofCustomers('v.customer_id', filters.customerIds));
  return query;
}

/**
 * Purchases whose warranty ends on one of the span's days. A purchase with an active AMC running
 * past the warranty's end (usually starting the day after) is left out: the customer is not about
 * to be without cover, and the warranty reminder's "ask us about an AMC" would be wrong. The
 * check is a subquery with LIMIT, which PostgreSQL runs per warranty, index-only, on the active
 * contracts by purchase (amc_contracts_active_purchase_idx) instead of hashing every contract of
 * the business.
 */
function warrantiesEnding(db: Kysely<Database>, businessId: string, days: { firstDay: string; lastDay: string }, filters: DueFilters) {
  const coveringContract = db
    .selectFrom('amc_contracts as covering')
    .where(sql<boolean>`covering.business_id = cp.business_id and covering.customer_product_id = cp.id`)
    .where(sql<boolean>`covering.status = 'active' and covering.end_date > cp.warranty_end_date`)
    .select(sql<number>`1`.as('one'))
    .limit(1);
  let query = db
    .selectFrom('customer_products as cp')
    .where('cp.business_id', '=', businessId)
    .where('cp.warranty_end_date', '>=', days.firstDay)
    .where('cp.warranty_end_date', '<=', days.lastDay)
    .where(sql<boolean>`(${coveringContract}) is null`);
  if (filters.customerIds) query = query.where(ofCustomers('cp.customer_id', filters.customerIds));
  return query;
}

/** Active contracts ending on one of the span's days (renewed and cancelled ones are settled). */
function contractsEnding(db: Kysely<Database>, businessId: string, days: { firstDay: string; lastDay: string }, filters: DueFilters) {
  let query = db
    .selectFrom('amc_contracts as ac')
    .where('ac.business_id', '=', businessId)
    .where(sql<boolean>`ac.status = 'active'`)
    .where('ac.end_date', '>=', days.firstDay)
    .where('ac.end_date', '<=', days.lastDay);
  if (filters.employeeId === UNASSIGNED) query = query.where('ac.employee_id', 'is', null);
  else if (filters.employeeId) query = query.where('ac.employee_id', '=', filters.employeeId);
  if (filters.customerIds) query = query.where(ofCustomers('ac.customer_id', filters.customerIds));
  return query;
}

/**
 * Open enquiries (new or contacted) to follow up on one of the span's days, or, overdue, before
 * today. The status test is written out, as the visits' is, for enquiries_follow_up_idx.
 */
function enquiriesDue(db: Kysely<Database>, businessId: string, span: DueSpan, filters: DueFilters) {
  let query = db
    .selectFrom('enquiries as en')
    .where('en.business_id', '=', businessId)
    .where(sql<boolean>`en.status in ('new', 'contacted')`);
  query = span.overdue
    ? query.where('en.follow_up_date', '<', span.beforeDay)
    : query.where('en.follow_up_date', '>=', span.firstDay).where('en.follow_up_date', '<=', span.lastDay);
  if (filters.pinCode) query = query.where(holdsPinCode('en.address', filters.pinCode));
  return query;
}

/** How many rows a span holds: the parts' counts added up, as one expression. */
function sizeOf(db: Kysely<Database>, businessId: string, span: DueSpan, filters: DueFilters) {
  const count = sql<number>`count(*)`.as('n');
  const counts = kindsIn(span, filters).map((kind) => {
    if (kind === 'visit') return visitsDue(db, businessId, span, filters).select(count);
    if (kind === 'enquiry') return enquiriesDue(db, businessId, span, filters).select(count);
    // Warranties and contracts are never overdue (kindsIn): past this, the span has days.
    if (span.overdue) return sql<number>`0`;
    if (kind === 'warranty') return warrantiesEnding(db, businessId, span, filters).select(count);
    return contractsEnding(db, businessId, span, filters).select(count);
  });
  return counts.length === 0 ? sql<number>`0` : sql<number>`(${sql.join(counts, sql` + `)})::int`;
}

/** A row of the due list before its details are read. */
export interface DueRef {
  kind: DueKind;
  id: string;
}

/**
 * One window of the due list as (kind, id), in its order, and the size of the whole list: by
 * the instant each is due (a warranty, contract or follow-up at the start of its day in the
 * business time zone), then kind, then id; overdue rows most recent first.
 */
export async function pageDue(
  db: Kysely<Database>,
  businessId: string,
  timeZone: string,
  span: DueSpan,
  filters: DueFilters,
  window: RowWindow | undefined,
): Promise<{ refs: DueRef[]; total: number }> {
  const kinds = kindsIn(span, filters);
  if (kinds.length === 0) return { refs: [], total: 0 };
  // The total is a subquery PostgreSQL runs once beside the page (an InitPlan), not per row.
  const total = sizeOf(db, businessId, span, filters).as('total');
  const direction = span.overdue ? 'desc' : 'asc';
  const reach = window ? window.offset + window.limit : undefined;
  /*
   * One part's rows as (kind, rank, id, due_at), named once by its table and due column: a visit
   * is due at its instant, the rest at the first instant of their day in the business time zone.
   * Each part is read in the list's own order (the order of days is that of their first instants,
   * so the column's order is the list's) and cut to the rows the window can reach: a page is then
   * cut from a few of each part's rows, read in order off its index, instead of every row of the
   * span sorted.
   */
  const partOf = <DB, TB extends keyof DB, O>(kind: DueKind, rows: SelectQueryBuilder<DB, TB, O>, table: string, due: string) => {
    const column = sql.ref(`${table}.${due}`);
    const dueAt = kind === 'visit' ? column : sql`(${column}::timestamp at time zone ${timeZone})`;
    const part = rows
      .select([sql.lit(kind).as('kind'), sql.lit(KIND_RANK[kind]).as('rank'), sql.ref(`${table}.id`).as('id'), dueAt.as('due_at')])
      .orderBy(column, direction)
      .orderBy(sql.ref(`${table}.id`), direction);
    return sql`(${reach === undefined ? part : part.limit(reach)})`;
  };
  const parts = kinds.flatMap((kind): Expression<unknown>[] => {
    if (kind === 'visit') return [partOf(kind, visitsDue(db, businessId, span, filters), 'v', 'visit_date')];
    if (kind === 'enquiry') return [partOf(kind, enquiriesDue(db, businessId, span, filters), 'en', 'follow_up_date')];
    // Warranties and contracts are never overdue (kindsIn): past this, the span has days.
    if (span.overdue) return [];
    if (kind === 'warranty') return [partOf(kind, warrantiesEnding(db, businessId, span, filters), 'cp', 'warranty_end_date')];
    return [partOf(kind, contractsEnding(db, businessId, span, filters), 'ac', 'end_date')];
  });
  const union = sql<{ kind: DueKind; rank: number; id: string; due_at: Date }>`(${sql.join(parts, sql` union all `)})`;
  let query = db
    .selectFrom(union.as('due'))
    .select(['due.kind', 'due.id', total])
    .orderBy('due.due_at', direction)
    .orderBy('due.rank')
    .orderBy('due.id', direction);
  if (window) query = query.limit(window.limit).offset(window.offset);
  const rows = await query.execute();
  const refs = rows.map(({ kind, id }) => ({ kind, id }));
  if (rows.length > 0) return { refs, total: rows[0]!.total };
  // A page past the end has no row to carry the total.
  return { refs, total: window && window.offset > 0 ? (await countDue(db, businessId, { total: span }, filters)).total : 0 };
}

/** How many rows each span holds, in one query. */
export async function countDue<Name extends string>(
  db: Kysely<Database>,
  businessId: string,
  spans: Record<Name, DueSpan>,
  filters: DueFilters,
): Promise<Record<Name, number>> {
  const names = Object.keys(spans) as Name[];
  const row = await db
    .selectNoFrom(names.map((name) => sizeOf(db, businessId, spans[name], filters).as(name)))
    .executeTakeFirstOrThrow();
  return Object.fromEntries(names.map((name) => [name, Number((row as Record<string, unknown>)[name] ?? 0)])) as Record<Name, number>;
}

/** Who and what a row is about, with its last reminder, read for a page's rows only. */
export interface DueDetail {
  kind: DueKind;
  id: string;
  /** Null for an enquiry from someone who is not a customer. */
  customerId: string | null;
  /** `language`: the customer's, for their reminder (English for an enquirer who is not a customer). */
  customer: { fullname: string; phoneNumber: string; address: string | null; language: Language };
  customerProductId: string | null;
  product: { id: string; name: string; serialNumber: string | null } | null;
  employeeId: string | null;
  employee: { fullname: string } | null;
  amcContractId: string | null;
  /** A visit's date and time and state. */
  visitDate: Date | null;
  visitStatus: VisitStatus | null;
  /** A warranty's or contract's last day. */
  endDate: string | null;
  /** The latest reminder about this row (`at` as JSON gives it: a timestamp string). */
  lastReminder: { channel: ReminderChannel; at: string; by: string } | null;
  enquiryStatus: EnquiryStatus | null;
}

/*
 * A page's details are small subqueries per row, as the visit list reads its own: a join of seven
 * tables costs PostgreSQL more to plan (under row-level security, several times more) than these
 * cost to run for the rows of a page. Each names the outer row's columns by `table.column`.
 */

const outer = (table: string, column: string) => sql.ref(`${table}.${column}`);

function customerOf(db: Kysely<Database>, table: string) {
  return jsonObjectFrom(
    db
      .selectFrom('customers as c')
      .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'))
      .where(sql<boolean>`c.business_id = ${outer(table, 'business_id')} and c.id = ${outer(table, 'customer_id')}`)
      .select(['cu.fullname', 'cu.phone_number as phoneNumber', 'cu.address', 'cu.language']),
  ).as('customer');
}

function purchaseOf(db: Kysely<Database>, table: string, column: string) {
  return jsonObjectFrom(
    db
      .selectFrom('customer_products as cp')
      .innerJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
      .where(sql<boolean>`cp.business_id = ${outer(table, 'business_id')} and cp.id = ${outer(table, column)}`)
      .select(['p.id', 'p.name', 'cp.serial_number as serialNumber']),
  ).as('product');
}

/** The language of the customer who made the outer enquiry; English for someone who is not a customer. */
function enquirerLanguageOf(db: Kysely<Database>) {
  const ofCustomer = db
    .selectFrom('customers as c')
    .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'))
    .where(sql<boolean>`c.business_id = ${outer('en', 'business_id')} and c.id = ${outer('en', 'customer_id')}`)
    .select('cu.language');
  return sql`coalesce((${ofCustomer}), 'en')`;
}

/** The product an enquiry asks about, if it still exists. */
function enquiredProductOf(db: Kysely<Database>) {
  return jsonObjectFrom(
    db
      .selectFrom('products as p')
      .where(sql<boolean>`p.business_id = ${outer('en', 'business_id')} and p.id = ${outer('en', 'product_id')}`)
      .select(['p.id', 'p.name', sql<null>`null::text`.as('serialNumber')]),
  ).as('product');
}

function employeeOf(db: Kysely<Database>, table: string) {
  return jsonObjectFrom(
    db
      .selectFrom('employees as e')
      .innerJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
      .where(sql<boolean>`e.business_id = ${outer(table, 'business_id')} and e.id = ${outer(table, 'employee_id')}`)
      .select('eu.fullname'),
  ).as('employee');
}

/** The latest reminder of one kind about the outer row, read on that kind's partial index. */
function latestReminderOf(db: Kysely<Database>, kind: ReminderKind, table: string) {
  const column = { visit: 'r.visit_id', warranty: 'r.customer_product_id', amc: 'r.amc_contract_id' }[kind];
  return jsonObjectFrom(
    db
      .selectFrom('reminders as r')
      .innerJoin('users as ru', (join) => join.onRef('ru.business_id', '=', 'r.business_id').onRef('ru.id', '=', 'r.reminded_by'))
      .where(sql<boolean>`r.business_id = ${outer(table, 'business_id')} and r.kind = ${kind} and ${sql.ref(column)} = ${outer(table, 'id')}`)
      .orderBy('r.reminded_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(1)
      .select(['r.channel', 'r.reminded_at as at', 'ru.fullname as by']),
  ).as('lastReminder');
}

/** The page's rows with their customer, product, technician and last reminder, in one query (a part per kind). */
export async function dueDetails(db: Kysely<Database>, businessId: string, refs: DueRef[]): Promise<DueDetail[]> {
  const idsOf = (kind: DueKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const parts = [];
  const visitIds = idsOf('visit');
  if (visitIds.length > 0) {
    parts.push(
      db
        .selectFrom('visits as v')
        .where('v.business_id', '=', businessId)
        .where('v.id', 'in', visitIds)
        .select([
          sql.lit('visit').as('kind'),
          'v.id',
          'v.customer_id as customerId',
          customerOf(db, 'v'),
          'v.customer_product_id as customerProductId',
          purchaseOf(db, 'v', 'customer_product_id'),
          'v.employee_id as employeeId',
          employeeOf(db, 'v'),
          'v.amc_contract_id as amcContractId',
          'v.visit_date as visitDate',
          'v.status as visitStatus',
          sql`null::date`.as('endDate'),
          latestReminderOf(db, 'visit', 'v'),
          sql`null::text`.as('enquiryStatus'),
        ]),
    );
  }
  const purchaseIds = idsOf('warranty');
  if (purchaseIds.length > 0) {
    parts.push(
      db
        .selectFrom('customer_products as w')
        .where('w.business_id', '=', businessId)
        .where('w.id', 'in', purchaseIds)
        .select([
          sql.lit('warranty').as('kind'),
          'w.id',
          'w.customer_id as customerId',
          customerOf(db, 'w'),
          'w.id as customerProductId',
          purchaseOf(db, 'w', 'id'),
          sql`null::uuid`.as('employeeId'),
          sql`null::json`.as('employee'),
          sql`null::uuid`.as('amcContractId'),
          sql`null::timestamptz`.as('visitDate'),
          sql`null::text`.as('visitStatus'),
          'w.warranty_end_date as endDate',
          latestReminderOf(db, 'warranty', 'w'),
          sql`null::text`.as('enquiryStatus'),
        ]),
    );
  }
  const contractIds = idsOf('amc');
  if (contractIds.length > 0) {
    parts.push(
      db
        .selectFrom('amc_contracts as ac')
        .where('ac.business_id', '=', businessId)
        .where('ac.id', 'in', contractIds)
        .select([
          sql.lit('amc').as('kind'),
          'ac.id',
          'ac.customer_id as customerId',
          customerOf(db, 'ac'),
          'ac.customer_product_id as customerProductId',
          purchaseOf(db, 'ac', 'customer_product_id'),
          'ac.employee_id as employeeId',
          employeeOf(db, 'ac'),
          'ac.id as amcContractId',
          sql`null::timestamptz`.as('visitDate'),
          sql`null::text`.as('visitStatus'),
          'ac.end_date as endDate',
          latestReminderOf(db, 'amc', 'ac'),
          sql`null::text`.as('enquiryStatus'),
        ]),
    );
  }
  const enquiryIds = idsOf('enquiry');
  if (enquiryIds.length > 0) {
    // The person who asked, as they gave themselves; a reminder about an enquiry is not recorded.
    parts.push(
      db
        .selectFrom('enquiries as en')
        .where('en.business_id', '=', businessId)
        .where('en.id', 'in', enquiryIds)
        .select([
          sql.lit('enquiry').as('kind'),
          'en.id',
          'en.customer_id as customerId',
          sql`json_build_object('fullname', en.name, 'phoneNumber', en.phone_number, 'address', en.address, 'language', ${enquirerLanguageOf(db)})`.as(
            'customer',
          ),
          sql`null::uuid`.as('customerProductId'),
          enquiredProductOf(db),
          sql`null::uuid`.as('employeeId'),
          sql`null::json`.as('employee'),
          sql`null::uuid`.as('amcContractId'),
          sql`null::timestamptz`.as('visitDate'),
          sql`null::text`.as('visitStatus'),
          'en.follow_up_date as endDate',
          sql`null::json`.as('lastReminder'),
          'en.status as enquiryStatus',
        ]),
    );
  }
  if (parts.length === 0) return [];
  const { rows } = await sql<DueDetail>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}
