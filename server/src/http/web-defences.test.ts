import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesEn } from '@sevak/shared';
import { loadConfig, type Config } from '../config';
import { restRoutes } from '../rest/rest-routes';
import { DEMO_ADMIN, seedDemoBusiness } from '../seed/demo-business';
import { hashPassword } from '../modules/auth/passwords';
import { createTestApp, signInAs, TEST_NOW, uniquePhone, type TestApp } from '../test/test-app';
import { appRouter } from '../trpc/app.router';

/*
 * What a browser needs from the server to be safe with it: headers that stop other sites from
 * framing or scripting Sevak's pages, no change accepted from another site's page, reads that
 * never write, bounded batches and bodies, and a client address that a header cannot fake.
 */

let t: TestApp;
let clientDir: string;
let demoBusinessId: string;
const cookies = { superadmin: '', admin: '' };

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'sevak-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Sevak</title><div id="root"></div>');
  t = await createTestApp({ clientDistDir: clientDir });
  ({ businessId: demoBusinessId } = await seedDemoBusiness(t.app.deps));
  cookies.superadmin = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
  cookies.admin = await signInAs(t.app, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.password);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The same app on the same database, configured otherwise. */
async function withApp(overrides: Partial<Config>, use: (other: TestApp) => Promise<void>) {
  const other = await createTestApp({ clientDistDir: clientDir, ...overrides }, t.database);
  try {
    await use(other);
  } finally {
    await other.close();
  }
}

const categoryCount = async () =>
  Number((await t.database.db.selectFrom('product_categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('security headers', () => {
  it('gives every page a Content-Security-Policy that allows only Sevak itself, and forbids framing', async () => {
    for (const url of ['/', '/visit']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      const policy = Object.fromEntries(
        String(page.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources.join(' ')]),
      );
      expect(policy).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'script-src-attr': "'none'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends HSTS only when Sevak is behind HTTPS (COOKIE_SECURE)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await withApp({ cookieSecure: true }, async (secure) => {
      const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    });
  });

  it('serves the API docs page under the same policy', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui-bundle.js');
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('changes sent from another site', () => {
  const createCategory = (app: TestApp['app'], headers: Record<string, string>, name = `Geysers ${uniquePhone()}`) =>
    app.inject({ method: 'POST', url: '/api/v1/admin/productCategory', headers: { cookie: cookies.admin, ...headers }, payload: { name } });

  it('refuses a REST change whose Origin is another site with 403, and changes nothing', async () => {
    const before = await categoryCount();
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'null']) {
      const refused = await createCategory(t.app, { host: 'localhost:3000', origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: messagesEn.common.crossSite });
    }
    const [category] = await t.database.db.selectFrom('product_categories').where('business_id', '=', demoBusinessId).select('id').execute();
    const foreign = { cookie: cookies.admin, host: 'localhost:3000', origin: 'https://evil.example' };
    const url = `/api/v1/admin/productCategory/${category!.id}`;
    expect((await t.app.inject({ method: 'PUT', url, headers: foreign, payload: { name: 'Hacked' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: foreign })).statusCode).toBe(403);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a change marked Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const before = await categoryCount();
    const refused = await createCategory(t.app, { 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messagesEn.common.crossSite);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a tRPC mutation from another site in tRPC’s error shape, so the screen can show why', async () => {
    const before = await categoryCount();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.productCategories.create?batch=1',
      headers: { cookie: cookies.admin, host: 'localhost:3000', origin: 'https://evil.example' },
      payload: { 0: { name: 'Chimneys' } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { message: messagesEn.common.crossSite, data: { code: 'FORBIDDEN', httpStatus: 403, errors: [messagesEn.common.crossSite] } },
    });
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a sign-in posted from another site, so no one is signed in to an attacker’s account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      payload: { phoneNumber: DEMO_ADMIN.phoneNumber, password: DEMO_ADMIN.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('accepts changes from Sevak’s own address, from callers that send no Origin, and from ALLOWED_ORIGINS', async () => {
    const before = await categoryCount();
    const ownAddress = { host: 'sevak.example.in', origin: 'https://sevak.example.in', 'sec-fetch-site': 'same-origin' };
    expect((await createCategory(t.app, ownAddress)).statusCode).toBe(201);
    expect((await createCategory(t.app, { host: 'localhost:5173', origin: 'http://localhost:5173' })).statusCode).toBe(201);
    expect((await createCategory(t.app, {})).statusCode).toBe(201); // curl, a script
    const officeFrontEnd = { host: 'api.example.in', origin: 'https://office.example.in', 'sec-fetch-site': 'cross-site' };
    expect((await createCategory(t.app, officeFrontEnd)).statusCode).toBe(403);
    await withApp({ allowedOrigins: ['https://office.example.in'] }, async (allowing) => {
      expect((await createCategory(allowing.app, officeFrontEnd)).statusCode).toBe(201);
    });
    expect(await categoryCount()).toBe(before + 4);
  });

  it('reads ALLOWED_ORIGINS as a comma-separated list of origins, and refuses anything else', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://office.example.in, http://localhost:5173/' }).allowedOrigins).toEqual([
      'https://office.example.in',
      'http://localhost:5173',
    ]);
    for (const wrong of ['office.example.in', 'https://office.example.in/app', '*']) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: wrong })).toThrow(/ALLOWED_ORIGINS/);
    }
  });

  it('answers reads whatever their origin: they change nothing', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/productCategory',
      headers: { cookie: cookies.admin, host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('reads', () => {
  /** Billing's reads need a record of each kind: an invoice for a purchase, and a part payment of it. */
  const billing = { invoiceId: '', paymentId: '', serialNumber: 'WD-0001', amcContractId: '', technicianVisitId: '', subscriptionId: '' };
  /** The technician and the customer who read here: one with a visit given to them, one with the invoice and payment above. */
  const readers = { employee: '', customer: '' };
  const thisMonth = new Date().toISOString().slice(0, 7);
  const thisWeek = { from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10) };
  /** The query a read cannot go without. */
  const readQuery: Record<string, string> = {
    '/admin/gst-summary': `?month=${thisMonth}`,
    '/admin/schedule': `?from=${thisWeek.from}&to=${thisWeek.to}`,
    '/admin/schedule/days': `?from=${thisWeek.from}&to=${thisWeek.to}`,
    '/admin/warranty': `?serial=${billing.serialNumber}`,
    '/superadmin/renewals': '?within=30',
  };
  beforeAll(async () => {
    const admin = { cookie: cookies.admin };
    const today = new Date().toISOString().slice(0, 10);
    // A demo customer with a purchase not billed yet (ids are random: look through them in turn).
    const customers = await t.database.db.selectFrom('customers').select('id').where('business_id', '=', demoBusinessId).orderBy('id').execute();
    let customerId = '';
    let purchase: { customerProductID: string; price: number; gstRate: number | null } | undefined;
    for (const customer of customers) {
      const billable = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/customer/${customer.id}/billable`, headers: admin })).json().data;
      purchase = billable.purchases.find((candidate: { invoice: unknown }) => !candidate.invoice);
      customerId = customer.id;
      if (purchase) break;
    }
    if (!purchase) throw new Error('The demo business has no purchase left to bill');
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/invoice',
      headers: admin,
      payload: {
        customerID: customerId,
        invoiceDate: today,
        lines: [{ customerProductID: purchase.customerProductID, quantity: 1, unitPrice: purchase.price, gstRate: purchase.gstRate ?? 18 }],
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    billing.invoiceId = invoice.json().data.id;
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payment',
      headers: admin,
      payload: { invoiceID: billing.invoiceId, amount: 1, mode: 'CASH', paidOn: today },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    billing.paymentId = payment.json().data.payment.id;
    // Service plans' reads need a contract, and a serial number to look up.
    const contract = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/amc',
      headers: admin,
      payload: { customerProductID: purchase.customerProductID, startDate: today, endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`, price: 2400, visitsIncluded: 4 },
    });
    expect(contract.statusCode, contract.body).toBe(201);
    billing.amcContractId = contract.json().data.id;
    await t.database.db.updateTable('customer_products').set({ serial_number: billing.serialNumber }).where('id', '=', purchase.customerProductID).execute();
    // The operator's receipt reads need a renewal of the business.
    const operator = { cookie: cookies.superadmin };
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v1/superadmin/plans', headers: operator })).json().data as { id: string }[];
    const renewal = await t.app.inject({
      method: 'POST',
      url: `/api/v1/superadmin/business/${demoBusinessId}/renew`,
      headers: operator,
      // Paid on the app clock's day: a payment may not be dated after it.
      payload: { planID: plans[0]!.id, amount: 6000, mode: 'UPI', paidOn: TEST_NOW.slice(0, 10) },
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    billing.subscriptionId = renewal.json().data.subscription.id;
    // The technician's and the customer's reads are of their own records: a visit given to the
    // technician, and the billed customer signed in with the sign-in the owner sends them.
    const technician = await t.database.db
      .selectFrom('employees')
      .innerJoin('users', 'users.id', 'employees.user_id')
      .where('employees.business_id', '=', demoBusinessId)
      .select(['employees.id', 'users.phone_number as phone'])
      .orderBy('users.fullname')
      .executeTakeFirstOrThrow();
    const given = await t.database.db.selectFrom('visits').select('id').where('employee_id', '=', technician.id).executeTakeFirstOrThrow();
    billing.technicianVisitId = given.id;
    const signIn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customer/${customerId}/sign-in`,
      headers: admin,
      payload: { password: 'portal-pass-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    readers.customer = await signInAs(t.app, signIn.json().data.phoneNumber, 'portal-pass-1');
    await t.database.db.updateTable('users').set({ password_hash: await hashPassword('field-pass-1') }).where('phone_number', '=', technician.phone).execute();
    readers.employee = await signInAs(t.app, technician.phone, 'field-pass-1');
  });

  /** Every table's rows, as one fingerprint per table. */
  async function databaseFingerprint() {
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.database.db);
    const fingerprint: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ rows: string }>`
        select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as rows
        from ${sql.table(name)} t`.execute(t.database.db);
      fingerprint[name] = rows[0]!.rows;
    }
    return fingerprint;
  }

  const cookieFor = (access: string) =>
    access === 'SUPERADMIN' ? cookies.superadmin : access === 'EMPLOYEE' ? readers.employee : access === 'CUSTOMER' ? readers.customer : cookies.admin;

  /** A real id for a `/:id` route: the first row of the list that the path sits under. */
  async function firstIdUnder(url: string, cookie: string): Promise<string> {
    // Payments are listed on their invoice, not under a list of their own; a customer's bills are one list.
    if (url.startsWith('/admin/payment/:id') || url === '/customer/receipt/:id/pdf') return billing.paymentId;
    if (url === '/customer/invoice/:id/pdf') return billing.invoiceId;
    // My day lists today's visits; the one given to the technician may be on another day.
    if (url === '/employee/visit/:id') return billing.technicianVisitId;
    if (url === '/superadmin/business/:id/subscriptions') return demoBusinessId;
    if (url === '/superadmin/subscriptions/:id/pdf') return billing.subscriptionId;
    const segments = url.slice(0, url.indexOf('/:id')).split('/');
    while (segments.length > 1) {
      const listUrl = segments.join('/');
      if (restRoutes.some((route) => route.method === 'GET' && route.path === listUrl)) {
        const list = await t.app.inject({ method: 'GET', url: `/api/v1${listUrl}`, headers: { cookie } });
        // Most lists are the data; a few keep the spec's { data: [...] } inside it.
        const data = list.json().data as { id: string }[] | { data: { id: string }[] };
        const first = (Array.isArray(data) ? data : data.data)[0];
        if (!first) throw new Error(`GET ${listUrl} lists nothing: ${list.body.slice(0, 200)}`);
        return first.id;
      }
      segments.pop();
    }
    throw new Error(`no list above ${url}`);
  }

  it('every GET REST route answers and leaves the database as it was', async () => {
    const reads = restRoutes.filter((route) => route.method === 'GET');
    const calls: { url: string; cookie: string }[] = [];
    for (const route of reads) {
      const cookie = cookieFor(route.access);
      const url = route.path.includes(':id') ? route.path.replace(':id', await firstIdUnder(route.path, cookie)) : route.path;
      // The GST summary is of a month, the schedule of some days, a look-up of a serial number.
      calls.push({ url: `${url}${readQuery[url] ?? ''}`, cookie });
    }
    const before = await databaseFingerprint();
    expect(Object.keys(before)).toContain('visits');
    for (const { url, cookie } of calls) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
    }
    expect(await databaseFingerprint()).toEqual(before);
  });

  it('every tRPC query answers and leaves the database as it was', async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
    const queries = procedures.filter(([, procedure]) => procedure._def.type === 'query').map(([name]) => name);
    const idOf = async (table: 'businesses' | 'customers' | 'employees' | 'products' | 'product_categories' | 'product_sub_categories' | 'visits' | 'enquiries') =>
      (await t.database.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const tableOfRouter = {
      businesses: 'businesses',
      customers: 'customers',
      employees: 'employees',
      products: 'products',
      productCategories: 'product_categories',
      productSubCategories: 'product_sub_categories',
      visits: 'visits',
      enquiries: 'enquiries',
    } as const;
    // Billing's reads take the id of what they read about.
    const billingInputs: Record<string, () => Promise<object>> = {
      'admin.billing.billable': async () => ({ id: await idOf('customers') }),
      'admin.billing.statement': async () => ({ id: await idOf('customers') }),
      'admin.invoices.get': async () => ({ id: billing.invoiceId }),
      'admin.payments.receipt': async () => ({ id: billing.paymentId }),
      'admin.payments.visitBalance': async () => ({ id: await idOf('visits') }),
      'admin.billing.gstSummary': async () => ({ month: thisMonth }),
      'admin.visits.schedule': async () => thisWeek,
      'admin.visits.scheduleDays': async () => thisWeek,
      'admin.amc.get': async () => ({ id: billing.amcContractId }),
      'admin.warranty.lookup': async () => ({ serial: billing.serialNumber }),
      'employee.visits.get': async () => ({ id: billing.technicianVisitId }),
      'superadmin.console.renewals': async () => ({ within: '30' }),
      'superadmin.subscriptions.history': async () => ({ id: demoBusinessId }),
    };
    const calls: { name: string; input: object; cookie: string }[] = [];
    for (const name of queries) {
      const [role, router, procedure] = name.split('.') as [string, keyof typeof tableOfRouter, string];
      const needsId = ['get', 'invoice', 'visits'].includes(procedure) && router in tableOfRouter;
      const input = billingInputs[name] ? await billingInputs[name]() : needsId ? { id: await idOf(tableOfRouter[router]) } : {};
      const cookie = role === 'users' ? cookies.admin : cookieFor(role.toUpperCase());
      calls.push({ name, input, cookie });
    }
    const before = await databaseFingerprint();
    for (const { name, input, cookie } of calls) {
      const url = `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, `${name} ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect(await databaseFingerprint()).toEqual(before);
  });

  it('tRPC refuses a mutation sent as GET', async () => {
    const before = await categoryCount();
    const input = encodeURIComponent(JSON.stringify({ name: 'Chimneys' }));
    const response = await t.app.inject({ method: 'GET', url: `/trpc/admin.productCategories.create?input=${input}`, headers: { cookie: cookies.admin } });
    expect(response.statusCode).toBe(405);
    expect(await categoryCount()).toBe(before);
  });
});

describe('limits', () => {
  it('answers a tRPC batch of at most 20 calls, and refuses 21 with 400', async () => {
    const batch = (size: number) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${Array.from({ length: size }, () => 'users.me').join(',')}?batch=1&input=%7B%7D`,
        headers: { cookie: cookies.admin },
      });
    expect((await batch(20)).statusCode).toBe(200);
    const refused = await batch(21);
    expect(refused.statusCode).toBe(400);
  });

  // A 1 MB logo is a 1.4 MB data URL; with the other fields that stays under the 1.5 MB limit.
  const profile = { fullname: DEMO_ADMIN.fullname, phoneNumber: DEMO_ADMIN.phoneNumber, email: DEMO_ADMIN.email, address: DEMO_ADMIN.address };
  const oversizedProfile = { ...profile, image: `data:image/png;base64,${'A'.repeat(1_500_000)}` };
  const TOO_LARGE = 'The request is too large. A logo must be an image of at most 1 MB.';

  it('refuses a REST body over the limit with 413 and says why', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/admin', headers: { cookie: cookies.admin }, payload: oversizedProfile });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, success: false, message: TOO_LARGE, errors: [TOO_LARGE] });
  });

  it('refuses a tRPC body over the limit with 413 in tRPC’s error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.profile.update?batch=1',
      headers: { cookie: cookies.admin },
      payload: { 0: oversizedProfile },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { message: TOO_LARGE, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } });
  });

  it('lets a logo just over 1 MB through the body limit, to be refused by the logo rule', async () => {
    const justOver = `data:image/png;base64,${'A'.repeat(Math.ceil((1024 * 1024 + 3) / 3) * 4)}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin',
      headers: { cookie: cookies.admin },
      payload: { ...profile, image: justOver },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messagesEn.businesses.validation.logoTooLarge);
  });
});

describe('the client address the sign-in throttle counts', () => {
  const strictThrottle = { signInMaxFailuresPerAddress: 3, signInMaxFailuresPerPhone: 100 };
  const failSignIn = (app: TestApp['app'], remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { phoneNumber: uniquePhone(), password: 'not-the-password' },
    });

  it('is the connection’s address by default: X-Forwarded-For cannot dodge the throttle', async () => {
    await withApp(strictThrottle, async ({ app }) => {
      const statuses = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push((await failSignIn(app, '203.0.113.7', `198.51.100.${attempt}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });

  it('is the X-Forwarded-For address with TRUST_PROXY, as behind the operator’s own proxy', async () => {
    await withApp({ ...strictThrottle, trustProxy: true }, async ({ app }) => {
      const statuses = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push((await failSignIn(app, '10.0.0.2', `198.51.100.${100 + attempt}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401]);
      for (let attempt = 1; attempt <= 3; attempt += 1) await failSignIn(app, '10.0.0.2', '198.51.100.200');
      expect((await failSignIn(app, '10.0.0.2', '198.51.100.200')).statusCode).toBe(429);
    });
  });
});
