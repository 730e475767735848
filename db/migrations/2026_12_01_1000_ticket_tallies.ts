import { sql, type Kysely } from 'kysely';

/*
 * The operator's help desk says how many queries there are, across every business. Counted, that
 * reads every ticket of the platform on every page of the list. Each business's tickets are now
 * kept in row_tallies by the same statement-level triggers as its long lists
 * (2026_11_21_1100_list_totals), and the platform's total is the sum of one tally per business,
 * read off an index of the tallies by table: as many entries as businesses, however many
 * tickets they write.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger help_desk_tickets_tally_inserts after insert on help_desk_tickets
    referencing new table as inserted_rows for each statement execute function tally_inserted_rows()`.execute(db);
  await sql`create trigger help_desk_tickets_tally_deletes after delete on help_desk_tickets
    referencing old table as deleted_rows for each statement execute function tally_deleted_rows()`.execute(db);
  await sql`insert into row_tallies (business_id, table_name, row_count)
    select business_id, 'help_desk_tickets', count(*) from help_desk_tickets group by business_id`.execute(db);
  await sql`create index row_tallies_table_idx on row_tallies (table_name, business_id) include (row_count)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index row_tallies_table_idx`.execute(db);
  await sql`drop trigger help_desk_tickets_tally_inserts on help_desk_tickets`.execute(db);
  await sql`drop trigger help_desk_tickets_tally_deletes on help_desk_tickets`.execute(db);
  await sql`delete from row_tallies where table_name = 'help_desk_tickets'`.execute(db);
}
