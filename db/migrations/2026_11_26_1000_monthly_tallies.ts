import { sql, type Kysely } from 'kysely';

/*
 * Month-by-month figures of each business, kept as the rows change: the dashboard's charts read
 * twelve months of them, and the operator's console a business's visits this month, without
 * summing a year of visits, purchases, invoices and payments on every view.
 *
 * `monthly_tallies` holds one row per business, figure and month (the month's first day in the
 * business time zone). Statement-level triggers on the five tables move the figures in the same
 * transaction as the change, from the rows the statement inserted, updated or deleted, as
 * `row_tallies` moves the lists' sizes (2026_11_21_1100_list_totals): a new code path cannot
 * forget them, and a bulk insert moves each month once. An update that leaves a figure's
 * columns alone writes nothing.
 *
 * Visits and customers are dated by instants, whose month depends on the business time zone
 * (TZ_BUSINESS). The zone the tallies were made in is kept in platform_settings; a start with a
 * different zone makes them again (server/src/modules/dashboard/monthly-tallies.ts).
 */

const APP_ROLE = 'sevak_app';
const PLATFORM_ROLE = 'sevak_platform';

/** The platform setting naming the time zone the tallies' months are in. */
export const TALLY_TIME_ZONE_SETTING = 'monthly_tallies_time_zone';

interface Series {
  name: string;
  /** The row's month, in SQL over the row's columns; `zone` is the business time zone. */
  month: string;
  /** What the row adds to the figure. */
  figure: string;
  /** Which rows count, if not all. */
  where?: string;
}

const monthOfInstant = (column: string) => `date_trunc('month', ${column} at time zone zone)::date`;
const monthOfDate = (column: string) => `date_trunc('month', ${column})::date`;

/** Each table's figures (shared ChartMonth's fields, and the month's visits). */
const TALLIED: Record<string, Series[]> = {
  visits: [
    { name: 'serviceRevenue', month: monthOfInstant('visit_date'), figure: 'service_charges' },
    { name: 'visits', month: monthOfInstant('visit_date'), figure: '1' },
  ],
  customers: [{ name: 'newCustomers', month: monthOfInstant('created_at'), figure: '1' }],
  customer_products: [{ name: 'productRevenue', month: monthOfDate('invoice_date'), figure: 'price' }],
  invoices: [
    { name: 'invoiced', month: monthOfDate('invoice_date'), figure: 'total', where: `kind = 'INVOICE' and cancelled_at is null` },
  ],
  payments: [{ name: 'collected', month: monthOfDate('paid_on'), figure: 'amount' }],
};

/** The figures `rows` add (sign 1) or take away (sign -1), one select per series. */
const contributions = (table: string, rows: string, sign: 1 | -1) =>
  TALLIED[table]!.map(
    (series) =>
      `select business_id, '${series.name}' as series, ${series.month} as month, ${sign} * ${series.figure} as figure
         from ${rows}${series.where ? ` where ${series.where}` : ''}`,
  ).join(' union all ');

/*
 * Adds the deltas to the tallies. Rows whose changes cancel out (an update of a visit's status)
 * write nothing; months are taken in order, so two statements lock shared months in one order.
 */
const applyDeltas = (deltas: string) => `
    insert into monthly_tallies as t (business_id, series, month, figure)
      select business_id, series, month, sum(figure) from (${deltas}) d
      group by business_id, series, month having sum(figure) <> 0
      order by business_id, series, month
      on conflict (business_id, series, month) do update set figure = t.figure + excluded.figure`;

/*
 * One trigger function per table. An insert adds its rows; an update adds the rows as they are
 * now and takes them away as they were; a delete only lowers tallies that exist (an update,
 * never an insert), so deleting a business, whose cascade removes its tallies too, inserts nothing.
 */
const tallyFunction = (table: string) => `
  create function tally_months_of_${table}() returns trigger language plpgsql as $$
  declare
    zone text := business_time_zone();
  begin
    if tg_op = 'INSERT' then
      ${applyDeltas(contributions(table, 'new_rows', 1))};
    elsif tg_op = 'UPDATE' then
      ${applyDeltas(`${contributions(table, 'new_rows', 1)} union all ${contributions(table, 'old_rows', -1)}`)};
    else
      update monthly_tallies t set figure = t.figure + d.figure
        from (select business_id, series, month, sum(figure) as figure from (${contributions(table, 'old_rows', -1)}) removed
              group by business_id, series, month) d
        where t.business_id = d.business_id and t.series = d.series and t.month = d.month;
    end if;
    return null;
  end $$`;

const triggers = (table: string) => [
  `create trigger ${table}_tally_months_inserted after insert on ${table}
     referencing new table as new_rows for each statement execute function tally_months_of_${table}()`,
  `create trigger ${table}_tally_months_updated after update on ${table}
     referencing old table as old_rows new table as new_rows for each statement execute function tally_months_of_${table}()`,
  `create trigger ${table}_tally_months_deleted after delete on ${table}
     referencing old table as old_rows for each statement execute function tally_months_of_${table}()`,
];

const statements = [
  `create table monthly_tallies (
    business_id uuid not null references businesses (id) on delete cascade,
    series text not null,
    month date not null,
    figure numeric(16, 2) not null,
    primary key (business_id, series, month)
  )`,

  /*
   * The business time zone, for triggers running as the application's roles, which may not read
   * platform_settings themselves: this one value is all the function reveals.
   */
  `create function business_time_zone() returns text language sql stable security definer set search_path = public as $$
     select coalesce((select value from platform_settings where name = '${TALLY_TIME_ZONE_SETTING}'), 'Asia/Kolkata')
   $$`,
  `insert into platform_settings (name, value) values ('${TALLY_TIME_ZONE_SETTING}', 'Asia/Kolkata') on conflict (name) do nothing`,

  // Makes every tally again from the rows: here, and at a start whose time zone changed.
  `create function rebuild_monthly_tallies() returns void language plpgsql as $$
  declare
    zone text := business_time_zone();
  begin
    delete from monthly_tallies;
    ${Object.keys(TALLIED)
      .map((table) => applyDeltas(contributions(table, table, 1)))
      .join(';\n')};
  end $$`,

  ...Object.keys(TALLIED).flatMap((table) => [tallyFunction(table), ...triggers(table)]),
  `select rebuild_monthly_tallies()`,

  `alter table monthly_tallies enable row level security`,
  `alter table monthly_tallies force row level security`,
  `create policy monthly_tallies_of_the_business on monthly_tallies to ${APP_ROLE}
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy monthly_tallies_of_the_platform on monthly_tallies to ${PLATFORM_ROLE} using (true) with check (true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(TALLIED)) {
    for (const event of ['inserted', 'updated', 'deleted']) {
      await sql.raw(`drop trigger ${table}_tally_months_${event} on ${table}`).execute(db);
    }
    await sql.raw(`drop function tally_months_of_${table}()`).execute(db);
  }
  await sql.raw('drop function rebuild_monthly_tallies()').execute(db);
  await sql.raw('drop function business_time_zone()').execute(db);
  await sql.raw(`delete from platform_settings where name = '${TALLY_TIME_ZONE_SETTING}'`).execute(db);
  await sql.raw('drop table monthly_tallies').execute(db);
}
