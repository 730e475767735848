import { sql, type Kysely } from 'kysely';

/*
 * The due list leaves out a warranty whose purchase has an active AMC running past it, asking
 * for each warranty ending in the range (some 640 in 30 days at a large shop) whether such a
 * contract exists, once for the page and once for the count. The purchase index answered with
 * every contract the purchase ever had, each read from the table for its state and end date;
 * this one holds the active contracts alone with their end dates, so each question is one
 * index-only look-up.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index amc_contracts_active_purchase_idx on amc_contracts (business_id, customer_product_id) include (end_date) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index amc_contracts_active_purchase_idx`.execute(db);
}
