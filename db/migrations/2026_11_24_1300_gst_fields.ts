import { sql, type Kysely } from 'kysely';

/*
 * What a GST invoice needs from the records it bills: a product's HSN code and GST rate, and a
 * customer's GSTIN (a registered buyer) and state (the place of supply; none means the
 * business's own). All may be empty: a product without them can still be sold, and the invoice
 * screen says what is missing.
 */

const statements = [
  `alter table products add column hsn_code text check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$')`,
  `alter table products add column gst_rate_bp integer check (gst_rate_bp >= 0)`,
  `alter table customers add column gstin text`,
  `alter table customers add column state_code text check (state_code ~ '^[0-9]{2}$')`,
  `alter table customers add constraint customers_gstin_state check (gstin is null or state_code is null or left(gstin, 2) = state_code)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customers drop column gstin, drop column state_code`.execute(db);
  await sql`alter table products drop column hsn_code, drop column gst_rate_bp`.execute(db);
}
