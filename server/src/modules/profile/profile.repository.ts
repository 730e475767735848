import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AdminProfile } from '@sevak/shared';
import { logoColumns, logoUrl } from '../logos/logos';

/** The admin's own account and business; both keys come from the session, never from input. */
export async function findProfile(db: Kysely<Database>, businessId: string, userId: string): Promise<AdminProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('businesses', 'businesses.id', 'users.business_id')
    .where('users.business_id', '=', businessId)
    .where('users.id', '=', userId)
    .where('users.role', '=', 'ADMIN')
    .select([
      'businesses.id as businessId',
      logoUrl().as('image'),
      'businesses.start_date as startDate',
      'businesses.expiry_date as expiryDate',
      'users.id as userId',
      'users.fullname',
      'users.email',
      'users.phone_number as phoneNumber',
      'users.address',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.businessId,
    image: row.image,
    startDate: row.startDate,
    expiryDate: row.expiryDate,
    user: { id: row.userId, fullname: row.fullname, email: row.email, phoneNumber: row.phoneNumber, address: row.address },
  };
}

/**
 * The business as its invoices and screens name it: the owner's account carries the name,
 * address, phone and email, the business its logo.
 */
export function findSeller(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('businesses')
    .innerJoin('users', (join) => join.onRef('users.business_id', '=', 'businesses.id').on('users.role', '=', 'ADMIN'))
    .where('businesses.id', '=', businessId)
    .select(['users.fullname as name', 'users.address', 'users.phone_number as phoneNumber', 'users.email', logoUrl().as('logo')])
    .orderBy('users.created_at')
    .limit(1)
    .executeTakeFirst();
}

export async function updateLogo(db: Kysely<Database>, businessId: string, logo: string | null, now: Date): Promise<void> {
  await db.updateTable('businesses').set({ ...logoColumns(logo), updated_at: now }).where('id', '=', businessId).execute();
}
