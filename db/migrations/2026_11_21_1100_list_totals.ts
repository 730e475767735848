import { sql, type Kysely } from 'kysely';

/*
 * Lists show "Showing x-y of n results". Counting a business's 100,000 visits for every page costs
 * more than the page itself, so the unfiltered size of each long list is kept in `row_tallies`,
 * one row per business and table, moved by statement-level triggers in the same transaction as
 * the insert or delete. A trigger cannot be forgotten by a new code path, and a bulk insert
 * moves the tally once per statement, not once per row.
 *
 * Filtered lists still count in SQL, on indexes that lead with business_id: partial indexes for
 * the visit filters that keep few rows, and trigram indexes for searches.
 */

const TALLIED_TABLES = ['customers', 'employees', 'visits', 'enquiries'] as const;

const statements = [
  `create table row_tallies (
    business_id uuid not null references businesses (id) on delete cascade,
    table_name text not null,
    row_count bigint not null,
    primary key (business_id, table_name),
    constraint row_tallies_not_negative check (row_count >= 0)
  )`,
  `create function tally_inserted_rows() returns trigger language plpgsql as $$
  begin
    insert into row_tallies as t (business_id, table_name, row_count)
      select business_id, tg_table_name, count(*) from inserted_rows group by business_id
      on conflict (business_id, table_name) do update set row_count = t.row_count + excluded.row_count;
    return null;
  end $$`,
  `create function tally_deleted_rows() returns trigger language plpgsql as $$
  begin
    update row_tallies t set row_count = t.row_count - deleted.row_count
      from (select business_id, count(*) as row_count from deleted_rows group by business_id) deleted
      where t.business_id = deleted.business_id and t.table_name = tg_table_name;
    return null;
  end $$`,
  ...TALLIED_TABLES.flatMap((table) => [
    `create trigger ${table}_tally_inserts after insert on ${table}
      referencing new table as inserted_rows for each statement execute function tally_inserted_rows()`,
    `create trigger ${table}_tally_deletes after delete on ${table}
      referencing old table as deleted_rows for each statement execute function tally_deleted_rows()`,
    `insert into row_tallies (business_id, table_name, row_count)
      select business_id, '${table}', count(*) from ${table} group by business_id`,
  ]),

  // A page of visits by date reads this index in order, both ways, with the id as the tiebreak.
  `create index visits_page_order_idx on visits (business_id, visit_date, id)`,
  `drop index visits_visit_date_idx`,

  // Completed is counted as all visits minus the open ones, and Pending Pay directly: both on
  // the few rows a shop has not closed yet.
  `create index visits_open_idx on visits (business_id, visit_date desc) where not is_done`,
  `create index visits_pending_pay_idx on visits (business_id, visit_date desc) where payment_status = 'PENDING'`,

  // Searches: trigram indexes on every column a search reads that had none.
  `create index visits_service_description_trgm_idx on visits using gin (service_description gin_trgm_ops)`,
  `create index visits_service_address_trgm_idx on visits using gin (service_address gin_trgm_ops)`,
  `create index enquiries_phone_number_trgm_idx on enquiries using gin (phone_number gin_trgm_ops)`,
  `create index users_business_role_idx on users (business_id, role)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TALLIED_TABLES) {
    await sql.raw(`drop trigger ${table}_tally_inserts on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_tally_deletes on ${table}`).execute(db);
  }
  await sql.raw('create index visits_visit_date_idx on visits (business_id, visit_date desc)').execute(db);
  for (const index of [
    'visits_page_order_idx',
    'visits_open_idx',
    'visits_pending_pay_idx',
    'visits_service_description_trgm_idx',
    'visits_service_address_trgm_idx',
    'enquiries_phone_number_trgm_idx',
    'users_business_role_idx',
  ]) {
    await sql.raw(`drop index ${index}`).execute(db);
  }
  await sql.raw('drop function tally_inserted_rows()').execute(db);
  await sql.raw('drop function tally_deleted_rows()').execute(db);
  await sql.raw('drop table row_tallies').execute(db);
}
