import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from '@sevak/db';
import { buildApp } from '../app';
import { DEV_SUPERADMIN, loadConfig } from '../config';
import { callsTo, createBusiness, createTestApp, signInAs, type TestApp, type TestBusiness } from '../test/test-app';
import { insertCategory, insertEmployee, insertProduct } from '../test/factories';
import { openSecondConnection } from '../test/test-database';
import { APP_ROLE, inDataScope, PLATFORM_ROLE } from './data-scope';

/*
 * The second wall: PostgreSQL itself keeps each request to its business's rows, whatever the
 * SQL says. Each check runs a query with no business filter at all, as a bug would.
 */

const BUSINESS_TABLES = [
  'businesses',
  'users',
  'sessions',
  'product_categories',
  'product_sub_categories',
  'products',
  'employees',
  'customers',
  'customer_products',
  'visits',
  'enquiries',
  'help_desk_tickets',
  'help_desk_replies',
  'row_tallies',
  'monthly_tallies',
  'open_visit_days',
  'business_usage',
  'billing_profiles',
  'invoice_series',
  'invoices',
  'invoice_lines',
  'payments',
  'amc_contracts',
  'reminders',
  'reminder_templates',
  'digest_runs',
  'subscriptions',
  'support_access',
] as const;

let t: TestApp;
let shopA: TestBusiness;
let shopB: TestBusiness;
const { rest } = callsTo(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createBusiness(t.database);
  shopB = await createBusiness(t.database, undefined, 'Cool Breeze AC Services');
  for (const shop of [shopA, shopB]) {
    await insertCategory(t.database, shop.businessId);
    await insertProduct(t.database, shop.businessId);
    await insertEmployee(t.database, shop.businessId);
  }
  await signInAs(t.app, shopA.adminPhone, shopA.adminPassword);
});
afterAll(() => t.close());

/** Rows of `table` a query without any `where` sees. */
async function visibleRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]!.n;
}

async function businessesSeenBy(db: Kysely<Database>, table: 'products' | 'employees' | 'users'): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select distinct business_id as id from ${sql.table(table)} where business_id is not null`.execute(db);
  return rows.map((row) => row.id).sort();
}

describe('row-level security', () => {
  it('runs requests under roles that own nothing, are no superusers and cannot bypass row security', async () => {
    for (const [scope, role] of [
      [{ businessId: shopA.businessId }, APP_ROLE],
      ['platform', PLATFORM_ROLE],
    ] as const) {
      const seen = await inDataScope(t.database.db, scope, async (db) => {
        const { rows } = await sql<{ role: string; superuser: boolean; bypassrls: boolean; owned: number }>`
          select current_user as role, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
            (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
          from pg_roles r where r.rolname = current_user`.execute(db);
        return rows[0];
      });
      expect(seen).toEqual({ role, superuser: false, bypassrls: false, owned: 0 });
    }
  });

  it('shows no rows of any business table when no business is set', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${APP_ROLE}, true)`.execute(trx);
      for (const table of BUSINESS_TABLES) expect({ table, rows: await visibleRows(trx, table) }).toEqual({ table, rows: 0 });
    });
  });

  it("shows a business only its own rows, even to a query that forgot the business", async () => {
    for (const shop of [shopA, shopB]) {
      const seen = await inDataScope(t.database.db, { businessId: shop.businessId }, async (db) => ({
        products: await businessesSeenBy(db, 'products'),
        employees: await businessesSeenBy(db, 'employees'),
        users: await businessesSeenBy(db, 'users'),
        businesses: await visibleRows(db, 'businesses'),
      }));
      expect(seen).toEqual({ products: [shop.businessId], employees: [shop.businessId], users: [shop.businessId], businesses: 1 });
    }
  });

  it("refuses to write a row into another business, and to move a row there", async () => {
    const insertIntoB = inDataScope(t.database.db, { businessId: shopA.businessId }, (db) =>
      db.insertInto('product_categories').values({ business_id: shopB.businessId, name: 'Smuggled' }).execute(),
    );
    await expect(insertIntoB).rejects.toMatchObject({ code: '42501' });

    // An update can only reach rows it can see: B's rows are not there to change.
    const updated = await inDataScope(t.database.db, { businessId: shopA.businessId }, (db) =>
      db.updateTable('products').set({ name: 'Renamed by A' }).where('business_id', '=', shopB.businessId).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const namesInB = await t.database.db.selectFrom('products').where('business_id', '=', shopB.businessId).select('name').execute();
    expect(namesInB.map((row) => row.name)).not.toContain('Renamed by A');
  });

  it('leaks nothing between businesses taking turns on one pooled connection', async () => {
    const onePool: DbHandle = await openSecondConnection(t.database, 1);
    try {
      for (let turn = 0; turn < 6; turn += 1) {
        const shop = turn % 2 === 0 ? shopA : shopB;
        const seen = await inDataScope(onePool.db, { businessId: shop.businessId }, (db) => businessesSeenBy(db, 'products'));
        expect(seen).toEqual([shop.businessId]);
        // Between requests the connection holds no business at all.
        const { rows } = await sql<{ business: string | null; role: string }>`
          select nullif(current_setting('sevak.business_id', true), '') as business, current_user as role`.execute(onePool.db);
        expect(rows[0]!.business).toBeNull();
        expect(rows[0]!.role).not.toBe(APP_ROLE);
      }
    } finally {
      await onePool.close();
    }
  });

  it('lets the platform scope see every business, for the superadmin and sign-in only', async () => {
    const seen = await inDataScope(t.database.db, 'platform', (db) => businessesSeenBy(db, 'products'));
    expect(seen).toEqual([shopA.businessId, shopB.businessId].sort());
  });

  it('serves a signed-in admin through the wall: their list has their rows', async () => {
    const cookie = await signInAs(t.app, shopB.adminPhone, shopB.adminPassword);
    const response = await rest('GET', '/admin/product', cookie);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).data).toHaveLength(1);
  });

  // A server process can only log in as another role on a real server.
  it.runIf(process.env.DATABASE_URL)('serves from a connection that logs in as sevak_app when APP_DATABASE_URL is set', async () => {
    const serverUrl = new URL(process.env.DATABASE_URL!);
    const name = `sevak_app_role_${randomBytes(5).toString('hex')}`;
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl.toString(), max: 1 }) }) });
    await sql.raw(`create database ${name}`).execute(admin);
    const ownerUrl = new URL(serverUrl);
    ownerUrl.pathname = `/${name}`;
    const appUrl = new URL(ownerUrl);
    appUrl.username = APP_ROLE;
    appUrl.password = '';
    const config = { ...loadConfig({}), clientDistDir: '/nonexistent', databaseUrl: ownerUrl.toString(), appDatabaseUrl: appUrl.toString() };
    const app = await buildApp({ config, logger: false });
    try {
      const { rows } = await sql<{ user: string }>`select session_user as user`.execute(app.database.db);
      expect(rows[0]!.user).toBe(APP_ROLE);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { phoneNumber: DEV_SUPERADMIN.phone, password: DEV_SUPERADMIN.password },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const list = await app.inject({ method: 'GET', url: '/api/v1/superAdmin/admin', headers: { cookie } });
      expect(list.statusCode).toBe(200);
    } finally {
      await app.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    }
  });
});
