import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { Customer, CustomerOption, CustomerPurchase, ExportCustomersInput, Language, ListCustomersInput, Page } from '@sevak/shared';
import { keysOf, readKeysetPage, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, countRows, isAnyOf, listOrder, listPage, type ListSort, phoneContains, talliedTotal } from '../../lib/list-query';

const SORT: ListSort<NonNullable<ListCustomersInput['sortBy']>> = {
  columns: { fullname: 'users.fullname', phoneNumber: 'users.phone_number', createdAt: 'customers.created_at' },
  byDefault: 'createdAt',
  tiebreak: 'customers.id',
};

const SORT_KEY_TYPES = { 'users.fullname': 'text', 'users.phone_number': 'text', 'customers.created_at': 'timestamptz', 'customers.id': 'uuid' } as const;

const OPTIONS_LIMIT = 20;

/** A purchase as it is written: every default already applied. */
export interface PurchaseValues {
  productId: string;
  invoiceDate: string;
  billNumber: string;
  price: number;
  warrantyStartDate: string;
  warrantyEndDate: string;
  /** Undefined keeps the saved serial number (a client that does not send one); null clears it. */
  serialNumber?: string | null | undefined;
}

function customersOf(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('customers')
    .innerJoin('users', (join) =>
      join.onRef('users.business_id', '=', 'customers.business_id').onRef('users.id', '=', 'customers.user_id'),
    )
    .where('customers.business_id', '=', businessId);
}

type CustomersQuery = ReturnType<typeof customersOf>;

function searched(query: CustomersQuery, businessId: string, search: string): CustomersQuery {
  if (!search) return query;
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or([
      eb('users.fullname', 'ilike', pattern),
      phoneContains('users.phone_number', search),
      // A bill number names the customer's account, so all three conditions read `users` indexes.
      isAnyOf(
        'users.id',
        eb
          .selectFrom('customer_products as cp')
          .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'cp.business_id').onRef('c.id', '=', 'cp.customer_id'))
          .where('cp.business_id', '=', businessId)
          .where('cp.bill_number', 'ilike', pattern)
          .select('c.user_id'),
      ),
    ]),
  );
}

/*
 * A customer's purchases as one JSON array, oldest invoice first, computed for each row of the
 * page in the same query. Inside JSON, numeric stays a JSON number and date is 'YYYY-MM-DD' on
 * both engines, so the shape matches the columns read elsewhere.
 */
const purchasesJson = sql<CustomerPurchase[]>`coalesce((
    select json_agg(json_build_object(
      'id', cp.id,
      'productID', cp.product_id,
      'product', json_build_object('id', p.id, 'name', p.name, 'price', p.price),
      'invoiceDate', cp.invoice_date,
      'billNumber', cp.bill_number,
      'price', cp.price,
      'warrantyStartDate', cp.warranty_start_date,
      'warrantyEndDate', cp.warranty_end_date,
      'serialNumber', cp.serial_number
    ) order by cp.invoice_date, cp.created_at, cp.id)
    from customer_products cp
    join products p on p.business_id = cp.business_id and p.id = cp.product_id
    where cp.business_id = customers.business_id and cp.customer_id = customers.id
  ), '[]'::json)`;

function withColumns(query: CustomersQuery) {
  return query.select([
    'customers.id',
    'customers.created_at as createdAt',
    'customers.gstin',
    'customers.state_code as stateCode',
    'users.id as userId',
    'users.fullname',
    'users.address',
    'users.phone_number as phoneNumber',
    'users.email',
    'users.language',
    purchasesJson.as('customerProduct'),
  ]);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    user: {
      id: row.userId,
      fullname: row.fullname,
      address: row.address,
      phoneNumber: row.phoneNumber,
      email: row.email,
      language: row.language,
    },
    gstin: row.gstin,
    stateCode: row.stateCode,
    customerProduct: row.customerProduct,
    createdAt: row.createdAt,
  };
}

export async function listCustomers(db: Kysely<Database>, businessId: string, input: ListCustomersInput): Promise<Page<Customer>> {
  const filtered = searched(customersOf(db, businessId), businessId, input.search);
  const page = await listPage(withColumns(filtered), input, SORT, () =>
    input.search ? countRows(filtered) : talliedTotal(db, businessId, 'customers'),
  );
  return { items: page.items.map(toCustomer), total: page.total };
}

/** The customers of a list's export, with their purchases: the `limit` after `after` in the list's order. */
export async function customersAfter(
  db: Kysely<Database>,
  businessId: string,
  input: ExportCustomersInput,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<Customer>> {
  const filtered = searched(customersOf(db, businessId), businessId, input.search);
  const page = await readKeysetPage(withColumns(filtered), keysOf(listOrder(input, SORT), SORT_KEY_TYPES), after, limit);
  return { rows: page.rows.map(toCustomer), next: page.next };
}

export async function findCustomer(db: Kysely<Database>, businessId: string, id: string): Promise<Customer | undefined> {
  const row = await withColumns(customersOf(db, businessId).where('customers.id', '=', id)).executeTakeFirst();
  return row && toCustomer(row);
}

export async function findCustomerUserId(db: Kysely<Database>, businessId: string, id: string): Promise<string | undefined> {
  const row = await customersOf(db, businessId).where('customers.id', '=', id).select('users.id').executeTakeFirst();
  return row?.id;
}

export async function listCustomerOptions(db: Kysely<Database>, businessId: string, search: string): Promise<CustomerOption[]> {
  const rows = await searched(customersOf(db, businessId), businessId, search)
    .select([
      'customers.id',
      'users.fullname',
      'users.phone_number as phoneNumber',
      'users.address',
      sql<{ id: string; productName: string; warrantyStartDate: string }[]>`coalesce((
        select json_agg(json_build_object('id', cp.id, 'productName', p.name, 'warrantyStartDate', cp.warranty_start_date)
          order by cp.invoice_date, cp.created_at, cp.id)
        from customer_products cp
        join products p on p.business_id = cp.business_id and p.id = cp.product_id
        where cp.business_id = customers.business_id and cp.customer_id = customers.id
      ), '[]'::json)`.as('purchases'),
    ])
    .orderBy('users.fullname')
    .orderBy('customers.id')
    .limit(OPTIONS_LIMIT)
    .execute();
  return rows.map(({ purchases, ...customer }) => {
    const first = purchases[0];
    return {
      ...customer,
      firstPurchase: first ? { id: first.id, warrantyStartDate: first.warrantyStartDate } : null,
      purchases: purchases.map(({ id, productName }) => ({ id, productName })),
    };
  });
}

export function findProductPrice(db: Kysely<Database>, businessId: string, productId: string): Promise<{ price: number } | undefined> {
  return db
    .selectFrom('products')
    .where('business_id', '=', businessId)
    .where('id', '=', productId)
    .select('price')
    .executeTakeFirst();
}

/** What a GST invoice needs of a customer; a field left undefined keeps what is saved. */
export interface CustomerTaxFields {
  gstin?: string | null | undefined;
  stateCode?: string | null | undefined;
}

function taxColumnsOf(fields: CustomerTaxFields) {
  return {
    ...(fields.gstin === undefined ? {} : { gstin: fields.gstin }),
    ...(fields.stateCode === undefined ? {} : { state_code: fields.stateCode }),
  };
}

/** The customer record beside the account `userId` (accounts.repository). */
export async function insertCustomer(db: Kysely<Database>, businessId: string, userId: string, tax: CustomerTaxFields = {}): Promise<string> {
  const row = await db
    .insertInto('customers')
    .values({ business_id: businessId, user_id: userId, ...taxColumnsOf(tax) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Several customer records in one statement (an import), each beside its account; their ids by account. */
export async function insertCustomers(
  db: Kysely<Database>,
  businessId: string,
  customers: (CustomerTaxFields & { userId: string })[],
): Promise<Map<string, string>> {
  if (customers.length === 0) return new Map();
  const rows = await db
    .insertInto('customers')
    .values(customers.map(({ userId, ...tax }) => ({ business_id: businessId, user_id: userId, ...taxColumnsOf(tax) })))
    .returning(['id', 'user_id'])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.id]));
}

/** A customer as an import compares a row with them: the person, the account and the tax fields. */
export interface CustomerOnFile {
  id: string;
  userId: string;
  fullname: string;
  phoneNumber: string;
  email: string | null;
  address: string | null;
  language: Language;
  gstin: string | null;
  stateCode: string | null;
}

/** The business's customers with any of these phones, in one query. */
export function findCustomersByPhone(db: Kysely<Database>, businessId: string, phones: string[]): Promise<CustomerOnFile[]> {
  if (phones.length === 0) return Promise.resolve([]);
  return customersOf(db, businessId)
    // The role lets PostgreSQL use the index of customers' phones within a business.
    .where('users.role', '=', 'CUSTOMER')
    .where(sql<boolean>`users.phone_number = any(${phones}::text[])`)
    .select([
      'customers.id',
      'users.id as userId',
      'users.fullname',
      'users.phone_number as phoneNumber',
      'users.email',
      'users.address',
      'users.language',
      'customers.gstin',
      'customers.state_code as stateCode',
    ])
    .execute();
}

/** A saved purchase as an import compares a row with it. */
export interface PurchaseOnFile extends Required<PurchaseValues> {
  id: string;
  customerId: string;
}

/** The business's purchases with any of these bill numbers (compared in lower case) or serial numbers, in one query. */
export function findPurchasesByBillOrSerial(
  db: Kysely<Database>,
  businessId: string,
  billNumbers: string[],
  serialNumbers: string[],
): Promise<PurchaseOnFile[]> {
  if (billNumbers.length === 0 && serialNumbers.length === 0) return Promise.resolve([]);
  const lowerBills = billNumbers.map((bill) => bill.toLowerCase());
  return db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where(sql<boolean>`(lower(bill_number) = any(${lowerBills}::text[]) or serial_number = any(${serialNumbers}::text[]))`)
    .select([
      'id',
      'customer_id as customerId',
      'product_id as productId',
      'invoice_date as invoiceDate',
      'bill_number as billNumber',
      'price',
      'warranty_start_date as warrantyStartDate',
      'warranty_end_date as warrantyEndDate',
      'serial_number as serialNumber',
    ])
    .execute();
}

export async function updateCustomerTaxFields(db: Kysely<Database>, businessId: string, id: string, tax: CustomerTaxFields): Promise<void> {
  const columns = taxColumnsOf(tax);
  if (Object.keys(columns).length === 0) return;
  await db.updateTable('customers').set(columns).where('business_id', '=', businessId).where('id', '=', id).execute();
}

/** A purchase's columns; a serial number left undefined is none on a new purchase and kept on a changed one. */
const purchaseColumns = (purchase: PurchaseValues) => ({
  product_id: purchase.productId,
  invoice_date: purchase.invoiceDate,
  bill_number: purchase.billNumber,
  price: purchase.price,
  warranty_start_date: purchase.warrantyStartDate,
  warranty_end_date: purchase.warrantyEndDate,
  ...(purchase.serialNumber === undefined ? {} : { serial_number: purchase.serialNumber }),
});

export async function insertPurchase(
  db: Kysely<Database>,
  businessId: string,
  customerId: string,
  purchase: PurchaseValues,
): Promise<string> {
  const row = await db
    .insertInto('customer_products')
    .values({ business_id: businessId, customer_id: customerId, ...purchaseColumns(purchase) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Several purchases, of one customer or many, in one statement (an import). */
export async function insertPurchases(
  db: Kysely<Database>,
  businessId: string,
  purchases: (PurchaseValues & { customerId: string })[],
): Promise<void> {
  if (purchases.length === 0) return;
  await db
    .insertInto('customer_products')
    .values(purchases.map(({ customerId, ...purchase }) => ({ business_id: businessId, customer_id: customerId, ...purchaseColumns(purchase) })))
    .execute();
}

export async function updatePurchase(
  db: Kysely<Database>,
  businessId: string,
  customerId: string,
  id: string,
  purchase: PurchaseValues,
): Promise<void> {
  await db
    .updateTable('customer_products')
    .set(purchaseColumns(purchase))
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

/** Whether a purchase of the business other than `exceptId` has this bill number, in any case. */
export async function billNumberTaken(db: Kysely<Database>, businessId: string, billNumber: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where(sql`lower(bill_number)`, '=', billNumber.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.select('id').executeTakeFirst()) !== undefined;
}

/**
 * Whether a purchase of the business other than `exceptId` has this serial number. Checked
 * before writing: under row-level security PostgreSQL withholds the values of a unique
 * violation, so the index alone could not say which serial number is taken.
 */
export async function serialNumberTaken(db: Kysely<Database>, businessId: string, serialNumber: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('customer_products').where('business_id', '=', businessId).where('serial_number', '=', serialNumber);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.select('id').executeTakeFirst()) !== undefined;
}

/** The purchase `id` of this customer, or their first purchase when no id is given. */
export async function findPurchaseId(
  db: Kysely<Database>,
  businessId: string,
  customerId: string,
  id?: string,
): Promise<string | undefined> {
  let query = db.selectFrom('customer_products').where('business_id', '=', businessId).where('customer_id', '=', customerId);
  query = id ? query.where('id', '=', id) : query.orderBy('invoice_date').orderBy('created_at').orderBy('id').limit(1);
  return (await query.select('id').executeTakeFirst())?.id;
}

export async function countPurchases(db: Kysely<Database>, businessId: string, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function countVisits(
  db: Kysely<Database>,
  businessId: string,
  of: { customerId: string; customerProductId?: string },
): Promise<number> {
  let query = db.selectFrom('visits').where('business_id', '=', businessId).where('customer_id', '=', of.customerId);
  if (of.customerProductId) query = query.where('customer_product_id', '=', of.customerProductId);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return row.count;
}

export async function deletePurchase(db: Kysely<Database>, businessId: string, customerId: string, id: string): Promise<void> {
  await db
    .deleteFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

/** Removes the customer's purchases and the customer record; the account goes after it. */
export async function deleteCustomer(db: Kysely<Database>, businessId: string, id: string): Promise<void> {
  await db.deleteFrom('customer_products').where('business_id', '=', businessId).where('customer_id', '=', id).execute();
  await db.deleteFrom('customers').where('business_id', '=', businessId).where('id', '=', id).execute();
}
