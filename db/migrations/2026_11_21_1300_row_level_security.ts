import { sql, type Kysely } from 'kysely';

/*
 * A second wall between businesses, inside PostgreSQL. The application already scopes every
 * query by business_id; with row-level security a query that forgot to would still see only the
 * business of the request.
 *
 * Requests run as the role `sevak_app`: it owns nothing, is no superuser and cannot bypass row
 * security. Each request's transaction says whose rows it may touch with two settings, local to
 * that transaction (server/src/tenancy/data-scope.ts):
 *   sevak.business_id  the business of a signed-in admin, employee or customer;
 *   sevak.platform     'on' for the superadmin's calls and the sign-in and session lookups,
 *                      which by their nature read across businesses.
 * With neither set, every business table is empty. Policies apply to reads (USING) and to the
 * rows written (WITH CHECK), and FORCE makes them hold for the tables' owner too.
 */

export const APP_ROLE = 'sevak_app';

/** Tables whose every row belongs to one business, by the column named. */
const BUSINESS_TABLES: Record<string, string> = {
  businesses: 'id',
  users: 'business_id',
  sessions: 'business_id',
  product_categories: 'business_id',
  product_sub_categories: 'business_id',
  products: 'business_id',
  employees: 'business_id',
  customers: 'business_id',
  customer_products: 'business_id',
  visits: 'business_id',
  enquiries: 'business_id',
  help_desk_tickets: 'business_id',
  row_tallies: 'business_id',
};

const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

const statements = [
  // The role is shared by every database of the server: create it once, whoever gets there first.
  `do $$ begin
     create role ${APP_ROLE} login nosuperuser nocreatedb nocreaterole noinherit nobypassrls;
   exception when duplicate_object or unique_violation then null;
   end $$`,
  `grant usage on schema public to ${APP_ROLE}`,
  `grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`,
  `grant usage, select on all sequences in schema public to ${APP_ROLE}`,
  `revoke all on ${MIGRATION_TABLES.join(', ')} from ${APP_ROLE}`,
  `alter default privileges in schema public grant select, insert, update, delete on tables to ${APP_ROLE}`,
  `alter default privileges in schema public grant usage, select on sequences to ${APP_ROLE}`,

  // Whether the current transaction may see a row of `business`. Inlined into each policy.
  `create function sevak_may_access(business uuid) returns boolean language sql stable as $$
     select current_setting('sevak.platform', true) = 'on'
         or business = nullif(current_setting('sevak.business_id', true), '')::uuid
   $$`,
  ...Object.entries(BUSINESS_TABLES).flatMap(([table, column]) => [
    `alter table ${table} enable row level security`,
    `alter table ${table} force row level security`,
    `create policy ${table}_of_the_business on ${table}
       using (sevak_may_access(${column})) with check (sevak_may_access(${column}))`,
  ]),

  /*
   * Under row security PostgreSQL applies a condition through an index only if its operator is
   * LEAKPROOF, and ILIKE's is not marked so: every search would read all the business's rows.
   * texticlike returns true or false and raises no error that depends on the row's text (a
   * malformed pattern fails the same for every row), so marking it leakproof reveals nothing
   * and lets the trigram indexes serve searches. Only a superuser may mark it; a migration run
   * by a lesser owner skips this and searches stay correct, only slower.
   */
  `do $$ begin
     if (select rolsuper from pg_roles where rolname = current_user) then
       alter function texticlike(text, text) leakproof;
     end if;
   end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `do $$ begin
         if (select rolsuper from pg_roles where rolname = current_user) then
           alter function texticlike(text, text) not leakproof;
         end if;
       end $$`,
    )
    .execute(db);
  for (const table of Object.keys(BUSINESS_TABLES)) {
    await sql.raw(`drop policy ${table}_of_the_business on ${table}`).execute(db);
    await sql.raw(`alter table ${table} no force row level security`).execute(db);
    await sql.raw(`alter table ${table} disable row level security`).execute(db);
  }
  await sql.raw('drop function sevak_may_access(uuid)').execute(db);
  await sql.raw(`alter default privileges in schema public revoke all on tables from ${APP_ROLE}`).execute(db);
  await sql.raw(`alter default privileges in schema public revoke all on sequences from ${APP_ROLE}`).execute(db);
  await sql.raw(`revoke all on all tables in schema public from ${APP_ROLE}`).execute(db);
  await sql.raw(`revoke all on all sequences in schema public from ${APP_ROLE}`).execute(db);
  await sql.raw(`revoke usage on schema public from ${APP_ROLE}`).execute(db);
}
