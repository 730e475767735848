import { sql, type Kysely } from 'kysely';

/*
 * The dashboard's charts count this month's visits by state, and each technician's visits done
 * in it: some 3,500 visits at a large shop. The date index gave their dates alone, so both counts
 * read every one of those visits' rows for its state and technician. With both in the index, the
 * counts are index-only scans of the month's entries; the visit list's pages and date counts read
 * the same index as before.
 */

async function rebuild(db: Kysely<unknown>, definition: string): Promise<void> {
  await sql.raw(`create index visits_page_order_idx_next ${definition}`).execute(db);
  await sql.raw('drop index visits_page_order_idx').execute(db);
  await sql.raw('alter index visits_page_order_idx_next rename to visits_page_order_idx').execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, 'on visits (business_id, visit_date, id) include (status, employee_id)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, 'on visits (business_id, visit_date, id)');
}
