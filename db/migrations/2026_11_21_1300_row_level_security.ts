import { sql, type Kysely } from 'kysely';

/*
 * A second wall between businesses, inside PostgreSQL. The application already scopes every
 * query by business_id; with row-level security a query that forgot to would still see only the
 * business of the request.
 *
 * Requests run under one of two roles, taken at the start of each request's transaction
 * (server/src/tenancy/data-scope.ts). Neither owns anything, is a superuser or may bypass row
 * security:
 *   sevak_app       a business's calls: it sees the rows whose business is the transaction's
 *                   `sevak.business_id` setting, and with none set, no rows at all;
 *   sevak_platform  the superadmin's calls and the sign-in and session lookups, which by their
 *                   nature read across businesses.
 * sevak_app may log in and is a member of sevak_platform. Each role's policy is a plain
 * equality (or `true`), which PostgreSQL's planner folds into the query's own
 * `business_id = $1`, so plans and estimates are those of the query without the wall. Policies
 * hold for reads (USING) and for the rows written (WITH CHECK); FORCE makes them hold for the
 * tables' owner too.
 */

export const APP_ROLE = 'sevak_app';
export const PLATFORM_ROLE = 'sevak_platform';
const ROLES = [APP_ROLE, PLATFORM_ROLE];

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

/** A role is shared by every database of the server: create it once, whoever gets there first. */
const createRole = (name: string, options: string) => `do $$ begin
     create role ${name} ${options} nosuperuser nocreatedb nocreaterole noinherit nobypassrls;
   exception when duplicate_object or unique_violation then null;
   end $$`;

const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

const statements = [
  createRole(APP_ROLE, 'login'),
  createRole(PLATFORM_ROLE, 'nologin'),
  `do $$ begin
     if not pg_has_role('${APP_ROLE}', '${PLATFORM_ROLE}', 'member') then grant ${PLATFORM_ROLE} to ${APP_ROLE}; end if;
   end $$`,
  ...ROLES.flatMap((role) => [
    `grant usage on schema public to ${role}`,
    `grant select, insert, update, delete on all tables in schema public to ${role}`,
    `grant usage, select on all sequences in schema public to ${role}`,
    `revoke all on ${MIGRATION_TABLES.join(', ')} from ${role}`,
    `alter default privileges in schema public grant select, insert, update, delete on tables to ${role}`,
    `alter default privileges in schema public grant usage, select on sequences to ${role}`,
  ]),
  ...Object.entries(BUSINESS_TABLES).flatMap(([table, column]) => [
    `alter table ${table} enable row level security`,
    `alter table ${table} force row level security`,
    `create policy ${table}_of_the_business on ${table} to ${APP_ROLE}
       using (${column} = nullif(current_setting('sevak.business_id', true), '')::uuid)
       with check (${column} = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
    `create policy ${table}_of_the_platform on ${table} to ${PLATFORM_ROLE} using (true) with check (true)`,
  ]),

  /*
   * Under row security PostgreSQL withholds the key values of a unique violation, so the index a
   * duplicate phone hits must itself say whose phone it is: an employee's or a customer's.
   */
  `create unique index users_employee_phone_key on users (business_id, phone_number) where role = 'EMPLOYEE'`,
  `create unique index users_customer_phone_key on users (business_id, phone_number) where role = 'CUSTOMER'`,
  `drop index users_member_phone_key`,

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
    .raw(`create unique index users_member_phone_key on users (business_id, role, phone_number) where role in ('EMPLOYEE', 'CUSTOMER')`)
    .execute(db);
  await sql.raw('drop index users_employee_phone_key').execute(db);
  await sql.raw('drop index users_customer_phone_key').execute(db);
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
    await sql.raw(`drop policy ${table}_of_the_platform on ${table}`).execute(db);
    await sql.raw(`alter table ${table} no force row level security`).execute(db);
    await sql.raw(`alter table ${table} disable row level security`).execute(db);
  }
  for (const role of ROLES) {
    await sql.raw(`alter default privileges in schema public revoke all on tables from ${role}`).execute(db);
    await sql.raw(`alter default privileges in schema public revoke all on sequences from ${role}`).execute(db);
    await sql.raw(`revoke all on all tables in schema public from ${role}`).execute(db);
    await sql.raw(`revoke all on all sequences in schema public from ${role}`).execute(db);
    await sql.raw(`revoke usage on schema public from ${role}`).execute(db);
  }
}
