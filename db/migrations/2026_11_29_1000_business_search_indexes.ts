import { sql, type Kysely } from 'kysely';

/*
 * Searches counted within one business. The trigram indexes so far covered a column across every
 * business, so "Kulkarni" at one shop read the matches of all thousand shops and then threw away
 * those of the others. With btree_gin, one GIN index holds the business and the trigrams together:
 * a search reads its own business's matches alone. The operator's console, which searches owners
 * across businesses, uses the same indexes on the text column alone (GIN takes any of its columns).
 *
 * Three indexes of the visit and invoice lists are rebuilt to cover what it reads, so counts and deep pages come
 * off the index without visiting the table.
 */

/** [index, table, text column]: each becomes (business_id, column gin_trgm_ops). */
const BUSINESS_SEARCHES: [index: string, table: string, column: string, replaces?: string][] = [
  ['users_business_fullname_trgm_idx', 'users', 'fullname', 'users_fullname_trgm_idx'],
  ['users_business_phone_number_trgm_idx', 'users', 'phone_number', 'users_phone_number_trgm_idx'],
  ['product_categories_business_name_trgm_idx', 'product_categories', 'name', 'product_categories_name_trgm_idx'],
  ['product_sub_categories_business_name_trgm_idx', 'product_sub_categories', 'name', 'product_sub_categories_name_trgm_idx'],
  ['products_business_name_trgm_idx', 'products', 'name', 'products_name_trgm_idx'],
  ['customer_products_business_bill_number_trgm_idx', 'customer_products', 'bill_number', 'customer_products_bill_number_trgm_idx'],
  ['customer_products_business_serial_number_trgm_idx', 'customer_products', 'serial_number'],
  ['enquiries_business_name_trgm_idx', 'enquiries', 'name', 'enquiries_name_trgm_idx'],
  ['enquiries_business_phone_number_trgm_idx', 'enquiries', 'phone_number', 'enquiries_phone_number_trgm_idx'],
  ['visits_business_service_description_trgm_idx', 'visits', 'service_description', 'visits_service_description_trgm_idx'],
  ['visits_business_service_address_trgm_idx', 'visits', 'service_address', 'visits_service_address_trgm_idx'],
  ['invoices_business_number_trgm_idx', 'invoices', 'number', 'invoices_number_trgm_idx'],
  ['payments_business_receipt_number_trgm_idx', 'payments', 'receipt_number'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('create extension if not exists btree_gin').execute(db);
  for (const [index, table, column, replaces] of BUSINESS_SEARCHES) {
    await sql.raw(`create index ${index} on ${table} using gin (business_id, ${column} gin_trgm_ops)`).execute(db);
    if (replaces) await sql.raw(`drop index ${replaces}`).execute(db);
  }
  // The operator finds a business by its owner's e-mail too (an owner is the only user with one to search).
  await sql.raw(`create index users_owner_email_trgm_idx on users using gin (email gin_trgm_ops) where role = 'ADMIN'`).execute(db);
  // The open visits in the list's own order, id breaking ties: a deep page is read off the index, unsorted.
  await replaceIndex(db, 'visits_open_idx', 'on visits (business_id, visit_date desc, id desc) where not is_done');
  // Pending Pay counts the unpaid visits done or due by today: with is_done at hand, off the index alone.
  await replaceIndex(db, 'visits_pending_pay_idx', `on visits (business_id, visit_date desc) include (is_done) where payment_status = 'PENDING'`);
  // The invoice list's whole order (newest date, then the latest entered), so a deep page is read off the index.
  await replaceIndex(db, 'invoices_page_order_idx', 'on invoices (business_id, invoice_date desc, created_at desc, id)');
}

/** Builds `index` anew as `definition`, under the same name. */
async function replaceIndex(db: Kysely<unknown>, index: string, definition: string): Promise<void> {
  await sql.raw(`create index ${index}_next ${definition}`).execute(db);
  await sql.raw(`drop index ${index}`).execute(db);
  await sql.raw(`alter index ${index}_next rename to ${index}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceIndex(db, 'invoices_page_order_idx', 'on invoices (business_id, invoice_date, id)');
  await replaceIndex(db, 'visits_pending_pay_idx', `on visits (business_id, visit_date desc) where payment_status = 'PENDING'`);
  await replaceIndex(db, 'visits_open_idx', 'on visits (business_id, visit_date desc) where not is_done');
  await sql.raw('drop index users_owner_email_trgm_idx').execute(db);
  for (const [index, table, column, replaces] of BUSINESS_SEARCHES) {
    if (replaces) await sql.raw(`create index ${replaces} on ${table} using gin (${column} gin_trgm_ops)`).execute(db);
    await sql.raw(`drop index ${index}`).execute(db);
  }
  await sql.raw('drop extension btree_gin').execute(db);
}
