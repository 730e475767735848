import type { Kysely } from 'kysely';
import type { Database, Role } from '@sevak/db';

/** Every account that signs in with this phone, with its business's access period. */
export function findAccountsByPhone(db: Kysely<Database>, phoneNumber: string) {
  return db
    .selectFrom('users')
    .leftJoin('businesses', 'businesses.id', 'users.business_id')
    .where('users.phone_number', '=', phoneNumber)
    .select([
      'users.id',
      'users.role',
      'users.fullname',
      'users.phone_number as phoneNumber',
      'users.email',
      'users.address',
      'users.image',
      'users.business_id as businessId',
      'users.password_hash as passwordHash',
      'users.created_at as createdAt',
      'businesses.start_date as startDate',
      'businesses.expiry_date as expiryDate',
      'businesses.logo as businessLogo',
    ])
    .execute();
}

export function findOperatorByPhone(db: Kysely<Database>, phoneNumber: string, role: Extract<Role, 'SUPERADMIN'>) {
  return db
    .selectFrom('users')
    .where('phone_number', '=', phoneNumber)
    .where('role', '=', role)
    .select(['id'])
    .executeTakeFirst();
}
