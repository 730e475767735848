import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { GIN_PENDING_LIST_KB } from '../migrations/2026_12_01_1200_gin_pending_lists';
import type { DbHandle } from './create-db';
import { migrateDown, migrateToEmpty, migrateToLatest } from './migrate';
import { ENGINES, engineOpener } from './test-engines';

/*
 * The schema on both engines: PGlite always, PostgreSQL when DATABASE_URL names a server
 * (a throwaway database is created on it for this file).
 */

const openEngine = engineOpener();

async function tableNames(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(handle.db);
  return rows.map((row) => row.name);
}

const ALL_TABLES = [
  'amc_contracts',
  'audit_log',
  'billing_profiles',
  'business_usage',
  'businesses',
  'customer_products',
  'customers',
  'digest_runs',
  'employees',
  'enquiries',
  'help_desk_replies',
  'help_desk_tickets',
  'idempotency_keys',
  'invoice_lines',
  'invoice_series',
  'invoices',
  'monthly_tallies',
  'open_visit_days',
  'payments',
  'plans',
  'platform_settings',
  'product_categories',
  'product_sub_categories',
  'products',
  'reminder_templates',
  'reminders',
  'row_tallies',
  'sessions',
  'sign_in_failures',
  'subscription_receipt_series',
  'subscriptions',
  'support_access',
  'users',
  'visits',
];

describe.each(ENGINES)('schema on %s', (engine) => {
  let handle: DbHandle;

  it('migrates up to every table, down to none, and up again', async () => {
    handle = await openEngine(engine);
    await migrateToLatest(handle.db);
    expect(await tableNames(handle)).toEqual(ALL_TABLES);
    for (let remaining = Object.keys(migrations).length; remaining > 0; remaining -= 1) await migrateDown(handle.db);
    expect(await tableNames(handle)).toEqual([]);
    await migrateToLatest(handle.db);
    await migrateToEmpty(handle.db);
    expect(await tableNames(handle)).toEqual([]);
    await migrateToLatest(handle.db);
    expect(await tableNames(handle)).toEqual(ALL_TABLES);
  });

  it('keeps the pending list of every search index short, so a search never reads a long unmerged list', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_class c join pg_am am on am.oid = c.relam
      where am.amname = 'gin' and c.relnamespace = 'public'::regnamespace order by 1`.execute(handle.db);
    expect(rows.length).toBeGreaterThan(10);
    const unbounded = rows.filter((index) => !index.options?.includes(`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`)).map((index) => index.name);
    expect(unbounded).toEqual([]);
  });

  it("refuses a row of one business pointing at another business's row", async () => {
    const db = handle.db;
    const [a, b] = await db
      .insertInto('businesses')
      .values([
        { start_date: '2026-01-01', expiry_date: '2026-12-31' },
        { start_date: '2026-01-01', expiry_date: '2026-12-31' },
      ])
      .returning('id')
      .execute();
    const category = await db
      .insertInto('product_categories')
      .values({ business_id: a!.id, name: 'Water Purifiers' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const crossing = db
      .insertInto('products')
      .values({ business_id: b!.id, name: 'Kent RO', price: 100, quantity: 1, product_category_id: category.id })
      .execute();
    await expect(crossing).rejects.toMatchObject({ code: '23503' });
    await db
      .insertInto('products')
      .values({ business_id: a!.id, name: 'Kent RO', price: 100, quantity: 1, product_category_id: category.id })
      .execute();
  });

  it('refuses negative money and quantity, and an expiry before the start', async () => {
    const db = handle.db;
    await expect(
      db.insertInto('businesses').values({ start_date: '2026-05-01', expiry_date: '2026-04-30' }).execute(),
    ).rejects.toMatchObject({ code: '23514' });
    const business = await db
      .insertInto('businesses')
      .values({ start_date: '2026-01-01', expiry_date: '2026-12-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const values of [{ price: -1, quantity: 1 }, { price: 1, quantity: -1 }]) {
      await expect(
        db.insertInto('products').values({ business_id: business.id, name: 'Geyser', ...values }).execute(),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('keeps employee and customer phones unique per business, and admin phones unique among admins', async () => {
    const db = handle.db;
    const [a, b] = await db
      .insertInto('businesses')
      .values([
        { start_date: '2026-01-01', expiry_date: '2026-12-31' },
        { start_date: '2026-01-01', expiry_date: '2026-12-31' },
      ])
      .returning('id')
      .execute();
    const person = { role: 'CUSTOMER' as const, fullname: 'Sanjay Joshi', phone_number: '9850012345' };
    await db.insertInto('users').values({ ...person, business_id: a!.id }).execute();
    await db.insertInto('users').values({ ...person, business_id: b!.id }).execute();
    await expect(db.insertInto('users').values({ ...person, business_id: a!.id }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    const owner = { role: 'ADMIN' as const, fullname: 'Aqua Care', phone_number: '9876500000' };
    await db.insertInto('users').values({ ...owner, business_id: a!.id }).execute();
    await expect(db.insertInto('users').values({ ...owner, business_id: b!.id }).execute()).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('answers case-insensitive searches through the trigram extension', async () => {
    const { rows } = await sql<{ similar: boolean }>`select 'Kent Grand Plus' % 'kent grand' as similar`.execute(handle.db);
    expect(rows[0]?.similar).toBe(true);
  });
});
