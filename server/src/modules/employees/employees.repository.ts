import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  Employee,
  EmployeeOption,
  EmployeeVisit,
  ExportEmployeesInput,
  ListEmployeesInput,
  ListEmployeeVisitsInput,
  Page,
} from '@sevak/shared';
import { keysOf, readKeysetPage, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, countRows, listOrder, listPage, type ListSort, phoneContains, talliedTotal } from '../../lib/list-query';

const SORT: ListSort<NonNullable<ListEmployeesInput['sortBy']>> = {
  columns: { fullname: 'users.fullname', phoneNumber: 'users.phone_number', visitCount: 'visitCount', createdAt: 'employees.created_at' },
  byDefault: 'createdAt',
  tiebreak: 'employees.id',
};

const SORT_KEY_TYPES = {
  'users.fullname': 'text',
  'users.phone_number': 'text',
  visitCount: 'bigint',
  'employees.created_at': 'timestamptz',
  'employees.id': 'uuid',
} as const;

const OPTIONS_LIMIT = 20;

/** Employees of the business with their user row; the join carries business_id on both sides. */
function employeesOf(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('employees')
    .innerJoin('users', (join) =>
      join.onRef('users.business_id', '=', 'employees.business_id').onRef('users.id', '=', 'employees.user_id'),
    )
    .where('employees.business_id', '=', businessId);
}

type EmployeesQuery = ReturnType<typeof employeesOf>;

function searched(query: EmployeesQuery, search: string): EmployeesQuery {
  if (!search) return query;
  const pattern = containsPattern(search);
  return query.where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), phoneContains('users.phone_number', search)]));
}

/*
 * The visit count is a correlated count on visits_employee_idx: PostgreSQL works it out only for
 * the rows of the page, unless the page is sorted by it.
 */
const visitCount = sql<number>`(select count(*) from visits where visits.business_id = employees.business_id and visits.employee_id = employees.id)`;

function withColumns(query: EmployeesQuery) {
  return query.select([
    'employees.id',
    'employees.created_at as createdAt',
    'users.id as userId',
    'users.fullname',
    'users.email',
    'users.address',
    'users.phone_number as phoneNumber',
    visitCount.as('visitCount'),
  ]);
}

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    visitCount: row.visitCount,
    user: { id: row.userId, fullname: row.fullname, email: row.email, address: row.address, phoneNumber: row.phoneNumber },
    createdAt: row.createdAt,
  };
}

export async function listEmployees(db: Kysely<Database>, businessId: string, input: ListEmployeesInput): Promise<Page<Employee>> {
  const filtered = searched(employeesOf(db, businessId), input.search);
  const page = await listPage(withColumns(filtered), input, SORT, () =>
    input.search ? countRows(filtered) : talliedTotal(db, businessId, 'employees'),
  );
  return { items: page.items.map(toEmployee), total: page.total };
}

/** The employees of a list's export: the `limit` after `after` in the list's order. */
export async function employeesAfter(
  db: Kysely<Database>,
  businessId: string,
  input: ExportEmployeesInput,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<Employee>> {
  const keys = keysOf(listOrder(input, SORT), SORT_KEY_TYPES, { visitCount });
  const page = await readKeysetPage(withColumns(searched(employeesOf(db, businessId), input.search)), keys, after, limit);
  return { rows: page.rows.map(toEmployee), next: page.next };
}

export async function findEmployee(db: Kysely<Database>, businessId: string, id: string): Promise<Employee | undefined> {
  const row = await withColumns(employeesOf(db, businessId).where('employees.id', '=', id)).executeTakeFirst();
  return row && toEmployee(row);
}

/** The employee's user id, or undefined when the business has no such employee. */
export async function findEmployeeUserId(db: Kysely<Database>, businessId: string, id: string): Promise<string | undefined> {
  const row = await employeesOf(db, businessId).where('employees.id', '=', id).select('users.id').executeTakeFirst();
  return row?.id;
}

export function listEmployeeOptions(db: Kysely<Database>, businessId: string, search: string): Promise<EmployeeOption[]> {
  return searched(employeesOf(db, businessId), search)
    .select(['employees.id', 'users.fullname', 'users.phone_number as phoneNumber'])
    .orderBy('users.fullname')
    .orderBy('employees.id')
    .limit(OPTIONS_LIMIT)
    .execute();
}

/** The employee record beside the account `userId` (accounts.repository). */
export async function insertEmployee(db: Kysely<Database>, businessId: string, userId: string): Promise<string> {
  const row = await db.insertInto('employees').values({ business_id: businessId, user_id: userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function countEmployeeVisits(db: Kysely<Database>, businessId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('employee_id', '=', id)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Removes the employee record; the account goes after it. False when there was none. */
export async function deleteEmployee(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('employees').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

const VISIT_SORT: ListSort<'visitDate'> = { columns: { visitDate: 'visits.visit_date' }, byDefault: 'visitDate', tiebreak: 'visits.id' };

/** One employee's visits with the customer and the serviced product, newest first. */
export async function listEmployeeVisits(
  db: Kysely<Database>,
  businessId: string,
  input: ListEmployeeVisitsInput,
): Promise<Page<EmployeeVisit>> {
  let filtered = db
    .selectFrom('visits')
    .innerJoin('customers', (join) =>
      join.onRef('customers.business_id', '=', 'visits.business_id').onRef('customers.id', '=', 'visits.customer_id'),
    )
    .innerJoin('users', (join) =>
      join.onRef('users.business_id', '=', 'customers.business_id').onRef('users.id', '=', 'customers.user_id'),
    )
    .where('visits.business_id', '=', businessId)
    .where('visits.employee_id', '=', input.id);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), phoneContains('users.phone_number', input.search)]));
  }
  const rows = filtered
    .leftJoin('customer_products', (join) =>
      join
        .onRef('customer_products.business_id', '=', 'visits.business_id')
        .onRef('customer_products.id', '=', 'visits.customer_product_id'),
    )
    .leftJoin('products', (join) =>
      join
        .onRef('products.business_id', '=', 'customer_products.business_id')
        .onRef('products.id', '=', 'customer_products.product_id'),
    )
    .select([
      'visits.id',
      'visits.customer_id as customerId',
      'visits.employee_id as employeeId',
      'visits.visit_date as visitDate',
      'visits.service_description as serviceDescription',
      'visits.service_charges as serviceCharges',
      'visits.service_address as serviceAddress',
      'visits.installation_date as installationDate',
      'visits.payment_status as paymentStatus',
      'visits.is_done as isDone',
      'users.fullname as customerName',
      'users.phone_number as customerPhone',
      'users.address as customerAddress',
      'products.id as productId',
      'products.name as productName',
    ]);
  const page = await listPage(rows, input, VISIT_SORT, () => countRows(filtered));
  return {
    items: page.items.map((row) => ({
      id: row.id,
      customerID: row.customerId,
      // The list is this employee's visits: each names them.
      employeeID: row.employeeId ?? input.id,
      visitDate: row.visitDate,
      serviceDiscription: row.serviceDescription,
      serviceCharges: row.serviceCharges,
      serviceAddress: row.serviceAddress,
      installationDate: row.installationDate,
      PaymentStatus: row.paymentStatus,
      isDone: row.isDone,
      customer: { id: row.customerId, user: { fullname: row.customerName, phoneNumber: row.customerPhone, address: row.customerAddress } },
      product: row.productId && row.productName ? { id: row.productId, name: row.productName } : null,
    })),
    total: page.total,
  };
}
