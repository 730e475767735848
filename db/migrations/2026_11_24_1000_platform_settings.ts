import { sql, type Kysely } from 'kysely';

/*
 * Settings of the platform itself, kept by name. The first: a hash of the superadmin password the
 * environment last set (SUPERADMIN_PASSWORD), so a start can tell a changed environment, which it
 * applies, from a password the operator changed since in the console, which it keeps.
 */

const statements = [
  `create table platform_settings (
    name text primary key,
    value text not null,
    updated_at timestamptz not null default now()
  )`,
  // Only the platform's own scope reads or writes it (server/src/tenancy/data-scope.ts).
  `grant select, insert, update on platform_settings to sevak_platform`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table platform_settings`.execute(db);
}
