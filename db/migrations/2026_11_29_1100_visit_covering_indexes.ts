import { sql, type Kysely } from 'kysely';

/*
 * One technician's or one customer's visits in the list's work order, off the index alone. The
 * list narrowed to a technician reads all of that technician's visits to count each part and cut
 * the page (visits.repository.ts narrowedInWorkOrder); with whether each is done and its id in
 * the index, that is an index-only scan of a few thousand entries instead of as many table rows.
 */

const COVERED = [
  ['visits_employee_idx', 'employee_id'],
  ['visits_customer_idx', 'customer_id'],
] as const;

async function rebuild(db: Kysely<unknown>, index: string, definition: string): Promise<void> {
  await sql.raw(`create index ${index}_next ${definition}`).execute(db);
  await sql.raw(`drop index ${index}`).execute(db);
  await sql.raw(`alter index ${index}_next rename to ${index}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [index, column] of COVERED) {
    await rebuild(db, index, `on visits (business_id, ${column}, visit_date desc) include (is_done, id)`);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [index, column] of COVERED) await rebuild(db, index, `on visits (business_id, ${column}, visit_date desc)`);
}
