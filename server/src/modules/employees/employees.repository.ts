import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  Employee,
  EmployeeOption,
  EmployeeVisit,
  ListEmployeesInput,
  ListEmployeeVisitsInput,
  Page,
} from '@sevak/shared';
import { containsPattern, countRows, pageOf, talliedTotal } from '../../lib/list-query';

const SORT_COLUMNS = {
  fullname: 'users.fullname',
  phoneNumber: 'users.phone_number',
  visitCount: 'visitCount',
  createdAt: 'employees.created_at',
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
  return query.where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), eb('users.phone_number', 'ilike', pattern)]));
}

/*
 * The visit count is a correlated count on visits_employee_idx: PostgreSQL works it out only for
 * the rows of the page, unless the page is sorted by it.
 */
function withColumns(query: EmployeesQuery) {
  return query.select((eb) => [
    'employees.id',
    'employees.created_at as createdAt',
    'users.id as userId',
    'users.fullname',
    'users.email',
    'users.address',
    'users.phone_number as phoneNumber',
    eb.fn
      .coalesce(
        eb
          .selectFrom('visits')
          .whereRef('visits.business_id', '=', 'employees.business_id')
          .whereRef('visits.employee_id', '=', 'employees.id')
          .select((count) => count.fn.countAll<number>().as('count')),
        eb.lit(0),
      )
      .as('visitCount'),
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
  const sortColumn = SORT_COLUMNS[input.sortBy ?? 'createdAt'];
  const order = input.sortOrder ?? (input.sortBy ? 'asc' : 'desc');
  const [rows, total] = await Promise.all([
    pageOf(withColumns(filtered).orderBy(sortColumn, order).orderBy('employees.id'), input).execute(),
    input.search ? countRows(filtered) : talliedTotal(db, businessId, 'employees'),
  ]);
  return { items: rows.map(toEmployee), total };
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

/** Another employee of the business (other than `exceptUserId`) already using this phone. */
export async function employeePhoneTaken(
  db: Kysely<Database>,
  businessId: string,
  phoneNumber: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .where('business_id', '=', businessId)
    .where('role', '=', 'EMPLOYEE')
    .where('phone_number', '=', phoneNumber);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.select('id').executeTakeFirst()) !== undefined;
}

export async function insertEmployee(
  db: Kysely<Database>,
  businessId: string,
  person: { fullname: string; phoneNumber: string; email: string | null; address: string; passwordHash: string },
): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      business_id: businessId,
      role: 'EMPLOYEE',
      fullname: person.fullname,
      phone_number: person.phoneNumber,
      email: person.email,
      address: person.address,
      password_hash: person.passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employees')
    .values({ business_id: businessId, user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return employee.id;
}

export async function updateEmployeeUser(
  db: Kysely<Database>,
  businessId: string,
  userId: string,
  person: { fullname: string; phoneNumber: string; email: string | null; address: string; passwordHash?: string | undefined },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      fullname: person.fullname,
      phone_number: person.phoneNumber,
      email: person.email,
      address: person.address,
      ...(person.passwordHash ? { password_hash: person.passwordHash } : {}),
      updated_at: now,
    })
    .where('business_id', '=', businessId)
    .where('role', '=', 'EMPLOYEE')
    .where('id', '=', userId)
    .execute();
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

/** Removes the employee row, then the account behind it and every session of that account. */
export async function deleteEmployee(db: Kysely<Database>, businessId: string, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('employees')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) return false;
  await deleteSessionsOfUser(db, userId);
  await db.deleteFrom('users').where('business_id', '=', businessId).where('id', '=', userId).execute();
  return true;
}

export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

const VISIT_SORT_COLUMNS = { visitDate: 'visits.visit_date' } as const;

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
    filtered = filtered.where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), eb('users.phone_number', 'ilike', pattern)]));
  }
  const sortColumn = VISIT_SORT_COLUMNS[input.sortBy ?? 'visitDate'];
  const order = input.sortOrder ?? 'desc';
  const [rows, count] = await Promise.all([
    pageOf(
      filtered
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
        ])
        .orderBy(sortColumn, order)
        .orderBy('visits.id'),
      input,
    ).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      customerID: row.customerId,
      employeeID: row.employeeId,
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
    total: count.total,
  };
}
