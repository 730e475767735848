import { sql, type Kysely } from 'kysely';

/*
 * Each business's open visits, counted by day. The visit list opens in work order (today's open
 * visits, the overdue ones, those to come, then the done), with each part's size, and the
 * dashboard's Completed card is all visits less the open ones. Counted from visits_open_idx,
 * that is every open visit of the business on every view: some 15,000 entries at a large shop,
 * and the entries only grow as auto-scheduled visits go unclosed. Counted by day, it is a sum
 * over the days that have open visits, a few hundred rows.
 *
 * `open_visit_days` holds one row per business and day (in the business time zone) with open
 * visits. Statement-level triggers move it in the same transaction as the visits, as the monthly
 * tallies move (2026_11_26_1000_monthly_tallies): a visit added open, closed, reopened, moved to
 * another day or deleted. A day left with no open visit loses its row. The days are in the zone
 * the monthly tallies keep in platform_settings, and are made again with them when it changes
 * (server/src/modules/dashboard/tallies-time-zone.ts).
 */

const APP_ROLE = 'sevak_app';
const PLATFORM_ROLE = 'sevak_platform';

/** Each open visit of `rows` as a change of `sign` to its day's count; `zone` is the business time zone. */
const changes = (rows: string, sign: 1 | -1) =>
  `select business_id, (visit_date at time zone zone)::date as day, ${sign} as change from ${rows} where not is_done`;

/*
 * Adds the changes to the days' counts, days in order so two statements lock shared days in one
 * order, and drops the days the changes emptied. Changes that cancel out (a visit edited but left
 * open on its day) write nothing.
 */
const applyChanges = (all: string) => `
    insert into open_visit_days as t (business_id, day, open_count)
      select business_id, day, sum(change) from (${all}) c
      group by business_id, day having sum(change) <> 0
      order by business_id, day
      on conflict (business_id, day) do update set open_count = t.open_count + excluded.open_count;
    delete from open_visit_days t
      using (select distinct business_id, day from (${all}) c) touched
      where t.business_id = touched.business_id and t.day = touched.day and t.open_count = 0`;

/*
 * A delete only lowers days that have a row (never an insert), so deleting a business, whose
 * cascade removes its days too, inserts nothing.
 */
const tallyFunction = `
  create function tally_open_visit_days() returns trigger language plpgsql as $$
  declare
    zone text := business_time_zone();
  begin
    if tg_op = 'INSERT' then
      ${applyChanges(changes('new_rows', 1))};
    elsif tg_op = 'UPDATE' then
      ${applyChanges(`${changes('new_rows', 1)} union all ${changes('old_rows', -1)}`)};
    else
      update open_visit_days t set open_count = t.open_count - removed.open_count
        from (select business_id, (visit_date at time zone zone)::date as day, count(*) as open_count
              from old_rows where not is_done group by 1, 2) removed
        where t.business_id = removed.business_id and t.day = removed.day;
      delete from open_visit_days t
        using (select distinct business_id, (visit_date at time zone zone)::date as day from old_rows where not is_done) touched
        where t.business_id = touched.business_id and t.day = touched.day and t.open_count = 0;
    end if;
    return null;
  end $$`;

const TRIGGERS = [
  ['inserted', 'insert', 'new table as new_rows'],
  ['updated', 'update', 'old table as old_rows new table as new_rows'],
  ['deleted', 'delete', 'old table as old_rows'],
] as const;

const statements = [
  `create table open_visit_days (
    business_id uuid not null references businesses (id) on delete cascade,
    day date not null,
    open_count integer not null,
    primary key (business_id, day)
  )`,
  // Counts every day again from the visits: here, and at a start whose time zone changed.
  `create function rebuild_open_visit_days() returns void language plpgsql as $$
  declare
    zone text := business_time_zone();
  begin
    delete from open_visit_days;
    insert into open_visit_days (business_id, day, open_count)
      select business_id, day, count(*) from (${changes('visits', 1)}) c group by business_id, day;
  end $$`,
  tallyFunction,
  ...TRIGGERS.map(
    ([event, operation, transition]) =>
      `create trigger visits_tally_open_days_${event} after ${operation} on visits
        referencing ${transition} for each statement execute function tally_open_visit_days()`,
  ),
  `select rebuild_open_visit_days()`,

  `alter table open_visit_days enable row level security`,
  `alter table open_visit_days force row level security`,
  `create policy open_visit_days_of_the_business on open_visit_days to ${APP_ROLE}
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy open_visit_days_of_the_platform on open_visit_days to ${PLATFORM_ROLE} using (true) with check (true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [event] of TRIGGERS) await sql.raw(`drop trigger visits_tally_open_days_${event} on visits`).execute(db);
  await sql.raw('drop function tally_open_visit_days()').execute(db);
  await sql.raw('drop function rebuild_open_visit_days()').execute(db);
  await sql.raw('drop table open_visit_days').execute(db);
}
