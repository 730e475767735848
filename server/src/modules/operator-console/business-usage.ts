import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { BusinessUsage } from '@sevak/shared';

/*
 * What a business uses, read from figures kept as it changes (business_usage, row_tallies and
 * monthly_tallies): a few primary-key look-ups beside each row of a page, never a count of the
 * business's customers or visits. The columns read the `businesses` row of the query they join.
 */

/** The usage columns of a query over `businesses`; `thisMonth` is this month's first day (business time zone). */
export function usageColumns(thisMonth: string) {
  return [
    sql<number>`coalesce((select t.row_count from row_tallies t where t.business_id = businesses.id and t.table_name = 'customers'), 0)`.as(
      'usageCustomers',
    ),
    sql<number>`coalesce((select m.figure from monthly_tallies m
      where m.business_id = businesses.id and m.series = 'visits' and m.month = ${thisMonth}), 0)`.as('usageVisitsThisMonth'),
    sql<Date | null>`(select u.last_sign_in_at from business_usage u where u.business_id = businesses.id)`.as('usageLastSignInAt'),
    sql<number>`coalesce((select u.storage_bytes from business_usage u where u.business_id = businesses.id), 0)`.as('usageStorageBytes'),
  ] as const;
}

export interface UsageRow {
  usageCustomers: number;
  usageVisitsThisMonth: number;
  usageLastSignInAt: Date | null;
  usageStorageBytes: number;
}

export function usageOf(row: UsageRow): BusinessUsage {
  return {
    customers: Number(row.usageCustomers),
    visitsThisMonth: Number(row.usageVisitsThisMonth),
    lastSignInAt: row.usageLastSignInAt,
    storageBytes: Number(row.usageStorageBytes),
  };
}

/** Someone of the business signed in at `at`. */
export async function recordSignIn(db: Kysely<Database>, businessId: string, at: Date): Promise<void> {
  await db
    .insertInto('business_usage')
    .values({ business_id: businessId, last_sign_in_at: at })
    .onConflict((conflict) =>
      conflict.column('business_id').doUpdateSet({ last_sign_in_at: sql<Date>`greatest(business_usage.last_sign_in_at, excluded.last_sign_in_at)` }),
    )
    .execute();
}
