import { sql, type Kysely } from 'kysely';

/*
 * An employee's or a customer's record is unique per account within its business, not across the
 * platform: the keys carry business_id, as every key of a business table does
 * (db/src/distribution.ts, docs/SCALING.md). Nothing changes for the data: an account id names
 * one user, whose business the composite foreign key (business_id, user_id) already fixes, so
 * unique (business_id, user_id) refuses exactly what unique (user_id) refused. The new index
 * serves the look-ups by account as the old one did, since they name the business too.
 */

const TABLES = ['employees', 'customers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`alter table ${table} add constraint ${table}_business_id_user_id_key unique (business_id, user_id)`).execute(db);
    await sql.raw(`alter table ${table} drop constraint ${table}_user_id_key`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`alter table ${table} add constraint ${table}_user_id_key unique (user_id)`).execute(db);
    await sql.raw(`alter table ${table} drop constraint ${table}_business_id_user_id_key`).execute(db);
  }
}
