import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AmcContractStatusColumn, Database } from '@sevak/db';
import { AMC_EXPIRING_DAYS, type AmcStatus, type AmcVisit, type ListAmcInput } from '@sevak/shared';
import { addDays } from '../../lib/business-time';
import { containsPattern, countRows, isAnyOf, listPage, type ListSort, phoneContains } from '../../lib/list-query';

/*
 * AMC contracts and what is read with them: the customer, the purchase and its product, the
 * technician, the visits the contract planned and the invoice that billed it. A contract's stored
 * status is what a person decided (active, renewed, cancelled); expiring and expired are read from
 * its end date against the business's today, here in SQL for a filter and in the service for a row.
 */

const SORT: ListSort<NonNullable<ListAmcInput['sortBy']>> = {
  columns: { endDate: 'ac.end_date', startDate: 'ac.start_date', customerName: 'cu.fullname', price: 'ac.price' },
  byDefault: 'endDate',
  tiebreak: 'ac.id',
};

/** The contract's stored columns, as the service resolved them. */
export interface AmcContractValues {
  customerId: string;
  customerProductId: string;
  startDate: string;
  endDate: string;
  price: number;
  visitsIncluded: number;
  employeeId: string | null;
  renewalOf: string | null;
}

/** The business's contracts, on their own table. */
function contractsTable(db: Kysely<Database>, businessId: string) {
  return db.selectFrom('amc_contracts as ac').where('ac.business_id', '=', businessId);
}

/**
 * `contracts` with their customer joined, for the customer's name to sort and search by. The
 * purchase and the technician are read per row in small subqueries (withColumns): a seven-table
 * join cost PostgreSQL three times as long to plan as the page of ten took to run.
 */
function withCustomer(contracts: ReturnType<typeof contractsTable>) {
  return contracts
    .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'ac.business_id').onRef('c.id', '=', 'ac.customer_id'))
    .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'));
}

function contractsOf(db: Kysely<Database>, businessId: string) {
  return withCustomer(contractsTable(db, businessId));
}

type ContractsQuery = ReturnType<typeof contractsOf>;

/** How many of the contract's visits are in these states, by its visits' index. */
function visitsCounted(statuses: string) {
  return sql<number>`(select count(*) from visits v
    where v.business_id = ac.business_id and v.amc_contract_id = ac.id and v.status in (${sql.raw(statuses)}))`;
}

/** The contract's purchase: its product and serial number. Every contract has one, with its product (composite foreign keys). */
const purchaseJson = sql<{ productId: string; productName: string; serialNumber: string | null }>`(
    select json_build_object('productId', p.id, 'productName', p.name, 'serialNumber', cp.serial_number)
    from customer_products cp
    join products p on p.business_id = cp.business_id and p.id = cp.product_id
    where cp.business_id = ac.business_id and cp.id = ac.customer_product_id
  )`;

function withColumns(query: ContractsQuery) {
  return query.select((eb) => [
    'ac.id',
    'ac.customer_id as customerId',
    'ac.customer_product_id as customerProductId',
    'cu.fullname as customerName',
    'cu.phone_number as customerPhone',
    purchaseJson.as('purchase'),
    'ac.start_date as startDate',
    'ac.end_date as endDate',
    'ac.price',
    'ac.visits_included as visitsIncluded',
    'ac.employee_id as employeeId',
    eb
      .selectFrom('employees as e')
      .innerJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
      .whereRef('e.business_id', '=', 'ac.business_id')
      .whereRef('e.id', '=', 'ac.employee_id')
      .select('eu.fullname')
      .as('employeeName'),
    'ac.status as storedStatus',
    'ac.renewal_of as renewalOf',
    'ac.created_at as createdAt',
    eb
      .selectFrom('amc_contracts as renewal')
      .whereRef('renewal.business_id', '=', 'ac.business_id')
      .whereRef('renewal.renewal_of', '=', 'ac.id')
      .select('renewal.id')
      .as('renewedBy'),
    visitsCounted(`'done'`).as('visitsDone'),
    visitsCounted(`'scheduled', 'missed'`).as('visitsRemaining'),
    jsonObjectFrom(
      eb
        .selectFrom('invoice_lines as il')
        .innerJoin('invoices as i', (join) => join.onRef('i.business_id', '=', 'il.business_id').onRef('i.id', '=', 'il.invoice_id'))
        .whereRef('il.business_id', '=', 'ac.business_id')
        .whereRef('il.amc_contract_id', '=', 'ac.id')
        .where('i.kind', '=', 'INVOICE')
        .where('i.cancelled_at', 'is', null)
        .select(['i.id', 'i.number as invoiceNumber'])
        .limit(1),
    ).as('invoice'),
  ]);
}

export type AmcContractRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** The contracts whose status on `today` is `status`, as a condition on `ac`. */
function statusIs(status: AmcStatus, today: string): RawBuilder<SqlBool> {
  if (status === 'renewed' || status === 'cancelled') return sql<SqlBool>`ac.status = ${status}`;
  const active = sql<SqlBool>`ac.status = 'active'`;
  const expiringUntil = addDays(today, AMC_EXPIRING_DAYS);
  if (status === 'expired') return sql<SqlBool>`${active} and ac.end_date < ${today}::date`;
  if (status === 'expiring') return sql<SqlBool>`${active} and ac.end_date between ${today}::date and ${expiringUntil}::date`;
  return sql<SqlBool>`${active} and ac.end_date > ${expiringUntil}::date`;
}

/** A page of the business's contracts: searched by customer, phone, serial number or product. */
export async function listContracts(db: Kysely<Database>, businessId: string, input: ListAmcInput, today: string) {
  let contracts = contractsTable(db, businessId);
  if (input.status) contracts = contracts.where(statusIs(input.status, today));
  if (input.customerProductId) contracts = contracts.where('ac.customer_product_id', '=', input.customerProductId);
  let filtered = withCustomer(contracts);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('cu.fullname', 'ilike', pattern),
        phoneContains('cu.phone_number', input.search),
        isAnyOf(
          'ac.customer_product_id',
          eb
            .selectFrom('customer_products as scp')
            .innerJoin('products as sp', (join) => join.onRef('sp.business_id', '=', 'scp.business_id').onRef('sp.id', '=', 'scp.product_id'))
            .where('scp.business_id', '=', businessId)
            .where((inner) => inner.or([inner('scp.serial_number', 'ilike', pattern), inner('sp.name', 'ilike', pattern)]))
            .select('scp.id'),
        ),
      ]),
    );
  }
  // Every contract has its customer (a composite foreign key): unsearched, it is counted on its own table.
  return listPage(withColumns(filtered), input, SORT, () => countRows(input.search ? filtered : contracts));
}

export function findContract(db: Kysely<Database>, businessId: string, id: string): Promise<AmcContractRow | undefined> {
  return withColumns(contractsOf(db, businessId).where('ac.id', '=', id)).executeTakeFirst();
}

/** A customer's contracts, newest first: what the new-invoice screen may bill. */
export function contractsOfCustomer(db: Kysely<Database>, businessId: string, customerId: string): Promise<AmcContractRow[]> {
  return withColumns(contractsOf(db, businessId).where('ac.customer_id', '=', customerId))
    .orderBy('ac.start_date', 'desc')
    .orderBy('ac.created_at', 'desc')
    .execute();
}

/** The latest contract of each purchase (by start date), for the warranty look-up. */
export async function latestContractsOf(db: Kysely<Database>, businessId: string, customerProductIds: string[]): Promise<Map<string, AmcContractRow>> {
  if (customerProductIds.length === 0) return new Map();
  const rows = await withColumns(contractsOf(db, businessId).where('ac.customer_product_id', 'in', customerProductIds))
    .orderBy('ac.start_date', 'desc')
    .orderBy('ac.created_at', 'desc')
    .execute();
  const latest = new Map<string, AmcContractRow>();
  for (const row of rows) if (!latest.has(row.customerProductId)) latest.set(row.customerProductId, row);
  return latest;
}

/** The visits a contract planned, by date. */
export async function visitsOfContract(db: Kysely<Database>, businessId: string, id: string): Promise<AmcVisit[]> {
  const rows = await db
    .selectFrom('visits as v')
    .leftJoin('employees as e', (join) => join.onRef('e.business_id', '=', 'v.business_id').onRef('e.id', '=', 'v.employee_id'))
    .leftJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
    .where('v.business_id', '=', businessId)
    .where('v.amc_contract_id', '=', id)
    .select(['v.id', 'v.visit_date as visitDate', 'v.status', 'v.employee_id as employeeId', 'eu.fullname as employeeName'])
    .orderBy('v.visit_date')
    .orderBy('v.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    visitDate: row.visitDate,
    status: row.status,
    employee: row.employeeId ? { id: row.employeeId, name: row.employeeName ?? '' } : null,
  }));
}

/** A contract's row, locked until the transaction ends: a renewal or a cancellation waits for another. */
export function lockContract(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('amc_contracts')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select([
      'id',
      'customer_id as customerId',
      'customer_product_id as customerProductId',
      'start_date as startDate',
      'end_date as endDate',
      'price',
      'visits_included as visitsIncluded',
      'employee_id as employeeId',
      'status',
    ])
    .forUpdate()
    .executeTakeFirst();
}

export async function insertContract(db: Kysely<Database>, businessId: string, values: AmcContractValues): Promise<string> {
  const row = await db
    .insertInto('amc_contracts')
    .values({
      business_id: businessId,
      customer_id: values.customerId,
      customer_product_id: values.customerProductId,
      start_date: values.startDate,
      end_date: values.endDate,
      price: values.price,
      visits_included: values.visitsIncluded,
      employee_id: values.employeeId,
      renewal_of: values.renewalOf,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContract(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  changes: { price: number; employeeId: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('amc_contracts')
    .set({ price: changes.price, employee_id: changes.employeeId, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function setContractStatus(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  status: Exclude<AmcContractStatusColumn, 'active'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('amc_contracts')
    .set({ status, updated_at: now, ...(status === 'cancelled' ? { cancelled_at: now } : {}) })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}
