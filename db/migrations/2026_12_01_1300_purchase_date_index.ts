import { sql, type Kysely } from 'kysely';

/*
 * A year of purchases, counted and summed off the date index alone. The product report's totals
 * and the dashboard's top products read every purchase with an invoice date in the range (some
 * 11,000 a year at a large shop) for its product and price; with both in the index, they are
 * index-only scans of the year's entries instead of as many table rows.
 */

async function rebuild(db: Kysely<unknown>, definition: string): Promise<void> {
  await sql.raw(`create index customer_products_invoice_date_idx_next ${definition}`).execute(db);
  await sql.raw('drop index customer_products_invoice_date_idx').execute(db);
  await sql.raw('alter index customer_products_invoice_date_idx_next rename to customer_products_invoice_date_idx').execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, 'on customer_products (business_id, invoice_date desc) include (product_id, price)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, 'on customer_products (business_id, invoice_date desc)');
}
