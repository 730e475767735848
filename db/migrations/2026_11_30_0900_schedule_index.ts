import { sql, type Kysely } from 'kysely';

/*
 * The schedule's visits off an index alone. The month view numbers every visit of its six weeks
 * that is not cancelled (some 4,500 at a large business) to keep the first few of each day; the
 * date index alone made PostgreSQL read each of those visits' rows to see its status. With the
 * cancelled visits left out of this one and the technician in it, the numbering, for everyone's
 * visits or one technician's, is an index-only scan.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index visits_schedule_idx on visits (business_id, visit_date, id) include (employee_id) where status <> 'cancelled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index visits_schedule_idx`.execute(db);
}
