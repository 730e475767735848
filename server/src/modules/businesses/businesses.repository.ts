import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';

/** A business's name is its admin's full name (spec §3 "Admin"). */
export function findBusinessName(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('users')
    .where('business_id', '=', businessId)
    .where('role', '=', 'ADMIN')
    .select('fullname as name')
    .executeTakeFirst();
}
