import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';

/*
 * Whose rows a request may touch, said to PostgreSQL itself. Every signed-in call runs in one
 * transaction that starts by taking the role `sevak_app` (subject to row-level security, see
 * db/migrations/2026_11_21_1300_row_level_security.ts) and naming its business, so a query that
 * forgot its `where business_id` still sees that business alone. The platform's calls take
 * `sevak_platform`, whose policies show every business. Each door opens the scope its
 * admission step names (modules/auth/admission.ts); services never do.
 */

/** The business whose rows a service works on. */
export interface BusinessScope {
  businessId: string;
  /**
   * The platform operator viewing the business (support access): the transaction is READ ONLY,
   * so even a read that wrongly writes is refused by PostgreSQL itself (25006).
   */
  readOnly?: true;
}

/**
 * One business's rows; every business's for the platform's own work; or none at all, for a call
 * that has no session behind it.
 */
export type DataScope = BusinessScope | 'platform' | 'nobody';

/** The roles of a business's calls and of the platform's (db/migrations/…_row_level_security.ts). */
export const APP_ROLE = 'sevak_app';
export const PLATFORM_ROLE = 'sevak_platform';

/** Runs `work` in one transaction scoped to `scope`; a throw rolls all of it back. */
export function inDataScope<T>(db: Kysely<Database>, scope: DataScope, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await enterDataScope(trx, scope);
    return work(trx);
  });
}

/** Moves the current transaction to `scope`: once the caller is known, a request narrows to it. */
export async function enterDataScope(trx: Kysely<Database>, scope: DataScope): Promise<void> {
  const [role, businessId] =
    scope === 'platform' ? [PLATFORM_ROLE, ''] : scope === 'nobody' ? [APP_ROLE, ''] : [APP_ROLE, scope.businessId];
  await sql`select set_config('role', ${role}, true), set_config('sevak.business_id', ${businessId}, true)`.execute(trx);
  // Only ever switched on: PostgreSQL refuses to make a transaction read-write again once it has read.
  if (typeof scope === 'object' && scope.readOnly) await sql`set transaction read only`.execute(trx);
}

/**
 * Runs `work` atomically: a request already runs in one transaction, which a failure rolls back
 * whole; outside a request (start-up, scripts) `work` gets a transaction of its own.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
