import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ListBusinessesInput, Page } from '@sevak/shared';
import { containsPattern, countRows, listPage, type ListSort, phoneContains } from '../../lib/list-query';
import { logoColumns, logoUrl } from '../logos/logos';
import { usageColumns, type UsageRow } from '../operator-console/business-usage';

/*
 * The operator's queries. Businesses are what the operator manages, so these are not scoped to
 * one business; each joins a business to its one ADMIN user, its owner.
 */

/** A business's name is its admin's full name (spec §3 "Admin"). */
export function findBusinessName(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('users')
    .where('business_id', '=', businessId)
    .where('role', '=', 'ADMIN')
    .select('fullname as name')
    .executeTakeFirst();
}

export interface BusinessRecord {
  id: string;
  image: string | null;
  startDate: string;
  expiryDate: string;
  createdAt: Date;
  userId: string;
  fullname: string;
  email: string | null;
  phoneNumber: string;
  address: string | null;
}

const SORT: ListSort<NonNullable<ListBusinessesInput['sortBy']>> = {
  columns: { fullname: 'users.fullname', startDate: 'businesses.start_date', expiryDate: 'businesses.expiry_date', createdAt: 'businesses.created_at' },
  byDefault: 'createdAt',
  tiebreak: 'businesses.id',
};

function businessesWithOwners(db: Kysely<Database>) {
  return db
    .selectFrom('businesses')
    .innerJoin('users', (join) => join.onRef('users.business_id', '=', 'businesses.id').on('users.role', '=', 'ADMIN'));
}

const COLUMNS = [
  'businesses.id',
  logoUrl().as('image'),
  'businesses.start_date as startDate',
  'businesses.expiry_date as expiryDate',
  'businesses.created_at as createdAt',
  'users.id as userId',
  'users.fullname',
  'users.email',
  'users.phone_number as phoneNumber',
  'users.address',
] as const;

/** A page of businesses, each with what it uses (`thisMonth`: this month's first day, for its visits). */
export function listBusinesses(
  db: Kysely<Database>,
  input: ListBusinessesInput,
  thisMonth: string,
): Promise<Page<BusinessRecord & UsageRow>> {
  let filtered = businessesWithOwners(db);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('users.fullname', 'ilike', pattern),
        phoneContains('users.phone_number', input.search),
        eb('users.email', 'ilike', pattern),
      ]),
    );
  }
  return listPage(filtered.select([...COLUMNS, ...usageColumns(thisMonth)]), input, SORT, () => countRows(filtered));
}

export function findBusiness(db: Kysely<Database>, id: string): Promise<BusinessRecord | undefined> {
  return businessesWithOwners(db).where('businesses.id', '=', id).select(COLUMNS).executeTakeFirst();
}

export function insertBusiness(db: Kysely<Database>, fields: { startDate: string; expiryDate: string; logo: string | null }) {
  return db
    .insertInto('businesses')
    .values({ start_date: fields.startDate, expiry_date: fields.expiryDate, ...logoColumns(fields.logo) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A logo of `undefined` keeps the one there is. */
export async function updateBusiness(
  db: Kysely<Database>,
  id: string,
  fields: { startDate: string; expiryDate: string; logo: string | null | undefined },
  now: Date,
): Promise<void> {
  await db
    .updateTable('businesses')
    .set({
      start_date: fields.startDate,
      expiry_date: fields.expiryDate,
      ...(fields.logo === undefined ? {} : logoColumns(fields.logo)),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Everything a business has recorded, in one round trip. Employees and customers are counted as
 * accounts, so an account without its employee or customer row still counts.
 */
export function countBusinessRecords(db: Kysely<Database>, businessId: string) {
  const countIn = (table: 'product_categories' | 'products' | 'visits' | 'enquiries' | 'help_desk_tickets' | 'subscriptions') =>
    db
      .selectFrom(table)
      .where('business_id', '=', businessId)
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .$asScalar()
      .$notNull();
  const accountsWithRole = (role: 'EMPLOYEE' | 'CUSTOMER') =>
    db
      .selectFrom('users')
      .where('business_id', '=', businessId)
      .where('role', '=', role)
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .$asScalar()
      .$notNull();
  return db
    .selectNoFrom([
      countIn('product_categories').as('categories'),
      countIn('products').as('products'),
      accountsWithRole('EMPLOYEE').as('employees'),
      accountsWithRole('CUSTOMER').as('customers'),
      countIn('visits').as('visits'),
      countIn('enquiries').as('enquiries'),
      countIn('help_desk_tickets').as('tickets'),
      countIn('subscriptions').as('subscriptions'),
    ])
    .executeTakeFirstOrThrow();
}

/** Removes a business row; its owner's account and sessions must be gone first. */
export async function deleteBusiness(db: Kysely<Database>, businessId: string): Promise<boolean> {
  const result = await db.deleteFrom('businesses').where('id', '=', businessId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
