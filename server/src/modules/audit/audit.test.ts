import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDataScope } from '../../tenancy/data-scope';
import { callsTo, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';

/*
 * The audit trail: every change through either door leaves who, when, what and the fields'
 * before → after, in the change's own transaction; sign-ins, sign-outs and wrong passwords too.
 * The application's roles can add and read rows, never change or remove them.
 */

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
const { rest, query, mutation } = callsTo(() => t.app);

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
});
afterAll(() => t.close());

interface Entry {
  entity: string;
  entityId: string | null;
  entityLabel: string | null;
  action: string;
  user: { name: string; role: string } | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  operation: string | null;
  at: string;
}

async function trail(cookie: string, params = ''): Promise<Entry[]> {
  const answer = await rest('GET', `/admin/audit${params}`, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const auditRowCount = async () =>
  Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('changes in the trail', () => {
  it('shows a price change as old → new, with who made it and through which operation, on both doors', async () => {
    const created = await rest('POST', '/admin/product', cookieA, { name: 'Kent Grand Plus', price: 15000, quantity: 4 });
    const productId = created.json().data.id;
    expect((await rest('PUT', `/admin/product/${productId}`, cookieA, { name: 'Kent Grand Plus', price: 16500, quantity: 4 })).statusCode).toBe(200);
    const viaTrpc = await mutation('admin.products.update', cookieA, { id: productId, data: { name: 'Kent Grand Plus', price: 17250.5, quantity: 4 } });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);

    const history = await trail(cookieA, `?entity=product&entityID=${productId}`);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    const [second, first, creation] = history;
    expect(first).toMatchObject({
      entity: 'product',
      entityId: productId,
      entityLabel: 'Kent Grand Plus',
      user: { name: 'Aqua Care Pune', role: 'ADMIN' },
      operation: 'admin.products.update',
      changes: [{ field: 'price', before: 15000, after: 16500 }],
    });
    expect(second!.changes).toEqual([{ field: 'price', before: 16500, after: 17250.5 }]);
    expect(creation!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Kent Grand Plus' },
        { field: 'price', before: null, after: 15000 },
      ]),
    );
    // Stamped with the app's clock, as everything else the call wrote.
    expect(new Date(first!.at).getTime()).toBe(t.clock.now().getTime());
  });

  it('writes nothing for a save that changed nothing, and a removal with what the record held', async () => {
    const productId = (await rest('POST', '/admin/product', cookieA, { name: 'Pureit Vital', price: 9000, quantity: 1 })).json().data.id;
    await rest('PUT', `/admin/product/${productId}`, cookieA, { name: 'Pureit Vital', price: 9000, quantity: 1 });
    expect((await rest('DELETE', `/admin/product/${productId}`, cookieA)).statusCode).toBe(200);
    const history = await trail(cookieA, `?entity=product&entityID=${productId}`);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(history[0]!.changes).toEqual(expect.arrayContaining([{ field: 'name', before: 'Pureit Vital', after: null }]));
  });

  it("gathers a customer's own changes, their account's and their visits' into the customer's history", async () => {
    const product = (await rest('POST', '/admin/product', cookieA, { name: 'Aquaguard Aura', price: 12000, quantity: 5 })).json().data;
    const customer = await rest('POST', '/admin/customer', cookieA, {
      fullname: 'Kavita Joshi',
      phoneNumber: '9822012345',
      address: 'Kothrud, Pune',
      productId: product.id,
      invoiceDate: '2026-01-10',
      billNumber: 'AQ-9001',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const customerId = customer.json().data.id;
    const renamed = await rest('PUT', `/admin/customer/${customerId}`, cookieA, {
      fullname: 'Kavita R. Joshi',
      phoneNumber: '9822012345',
      address: 'Kothrud, Pune',
      productId: product.id,
      invoiceDate: '2026-01-10',
      billNumber: 'AQ-9001',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const purchaseId = customer.json().data.customerProduct[0].id;
    const technician = await rest('POST', '/admin/employee', cookieA, { fullname: 'Imran Shaikh', phoneNumber: '9822033002', address: 'Warje', password: 'field-pass-2' });
    const booked = await rest('POST', '/admin/visit', cookieA, {
      customerID: customerId,
      customerProductId: purchaseId,
      employeeID: technician.json().data.id,
      visitDate: '2026-12-01T11:00:00+05:30',
      serviceCharges: 300,
      autoVisitTime: 0,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const history = await trail(cookieA, `?entity=customer&entityID=${customerId}`);
    const entities = new Set(history.map((entry) => entry.entity));
    expect(entities).toEqual(new Set(['customer', 'user', 'purchase', 'visit']));
    expect(history.find((entry) => entry.entity === 'user' && entry.action === 'update')?.changes).toEqual([
      { field: 'fullname', before: 'Kavita Joshi', after: 'Kavita R. Joshi' },
    ]);
    expect(history.find((entry) => entry.entity === 'visit')?.entityLabel).toMatch(/Kavita/);
    // Shop B's trail has none of it.
    expect((await trail(cookieB, `?entity=customer&entityID=${customerId}`)).length).toBe(0);
  });

  it('never stores a password: a changed one is written as hidden', async () => {
    const employee = await rest('POST', '/admin/employee', cookieA, { fullname: 'Suresh Kale', phoneNumber: '9822033001', address: 'Warje', password: 'field-pass-1' });
    expect(employee.statusCode, employee.body).toBe(201);
    const rows = await t.database.db.selectFrom('audit_log').select('changes').execute();
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain('argon2');
    expect(everything).not.toContain('field-pass-1');
    const accountCreation = (await trail(cookieA, `?entity=employee&entityID=${employee.json().data.id}`)).find((entry) => entry.entity === 'user');
    expect(accountCreation?.changes).toContainEqual({ field: 'password_hash', before: null, after: '[hidden]' });
  });

  it('leaves no rows for a change that was refused and rolled back', async () => {
    const product = (await rest('POST', '/admin/product', cookieA, { name: 'Livpure Glo', price: 8000, quantity: 2 })).json().data;
    const first = { phoneNumber: '9822099001', address: 'Baner', productId: product.id, invoiceDate: '2026-02-01', billNumber: 'AQ-DUP-1' };
    expect((await rest('POST', '/admin/customer', cookieA, { fullname: 'Anil Deshmukh', ...first })).statusCode).toBe(201);
    const before = await auditRowCount();
    // The second customer's account is written before its purchase's bill number is found taken: all of it is undone.
    const refused = await rest('POST', '/admin/customer', cookieA, { fullname: 'Sunil Gokhale', ...first, phoneNumber: '9822099002' });
    expect(refused.statusCode).toBe(409);
    expect(await auditRowCount()).toBe(before);
    const labels = (await trail(cookieA, '?pageSize=100')).map((entry) => entry.entityLabel);
    expect(labels).not.toContain('Sunil Gokhale');
  });

  it('filters by who, what and when, and pages newest first', async () => {
    const everything = await trail(cookieA, '?pageSize=100');
    expect(everything.length).toBeGreaterThan(10);
    // Always a page, newest first: the trail only grows.
    const firstPage = await rest('GET', '/admin/audit', cookieA);
    expect(firstPage.json().data).toEqual(everything.slice(0, 10));
    expect(Number(firstPage.headers['x-total-count'])).toBe(everything.length);
    const products = await trail(cookieA, '?entity=product&pageSize=100');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((entry) => entry.entity === 'product')).toBe(true);

    const actors = (await rest('GET', '/admin/audit/actors', cookieA)).json().data;
    expect(actors).toContainEqual(expect.objectContaining({ name: 'Aqua Care Pune', role: 'ADMIN' }));
    const byAdmin = await trail(cookieA, `?userID=${actors.find((actor: { role: string }) => actor.role === 'ADMIN').id}`);
    expect(byAdmin.length).toBeGreaterThan(0);

    // The clock's day in India is 21 Nov 2026.
    expect((await trail(cookieA, '?from=2026-11-21&to=2026-11-21&pageSize=100')).length).toBe(everything.length);
    expect((await trail(cookieA, '?from=2026-11-22')).length).toBe(0);

    const page = await rest('GET', '/admin/audit?page=1&pageSize=2', cookieA);
    expect(page.json().data).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBe(everything.length);
    const viaTrpc = await query('admin.audit.list', cookieA, { entity: 'product', page: 1, pageSize: 100 });
    expect(viaTrpc.json().result.data.total).toBe(products.length);
  });

  it('refuses a filter it cannot read, with a clear message', async () => {
    const answer = await rest('GET', '/admin/audit?entity=spaceship', cookieA);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toContain('Unknown kind of record');
    const backwards = await rest('GET', '/admin/audit?from=2026-11-21&to=2026-11-01', cookieA);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContain('From must be on or before To');
  });
});

describe('signing in and out', () => {
  it("writes sign-in, sign-out and a wrong password into the account's business trail, and the operator sees them", async () => {
    const cookie = await signInAs(t.app, shopB.adminPhone, shopB.adminPassword);
    expect((await rest('POST', '/users/logout', cookie)).statusCode).toBe(200);
    const wrong = await rest('POST', '/users/login', undefined, { phoneNumber: shopB.adminPhone, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await rest('POST', '/users/login', undefined, { phoneNumber: '9000011111', password: 'guess-guess' });
    expect(unknown.statusCode).toBe(401);

    const events = (await trail(cookieB, '?entity=session')).map((entry) => [entry.action, entry.user?.name]);
    expect(events.slice(0, 3)).toEqual([
      ['sign_in_failed', 'Cool Air Bengaluru'],
      ['sign_out', 'Cool Air Bengaluru'],
      ['sign_in', 'Cool Air Bengaluru'],
    ]);
    expect((await trail(cookieA, '?entity=session')).some((entry) => entry.user?.name === 'Cool Air Bengaluru')).toBe(false);

    const operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const platform = await rest('GET', '/superAdmin/audit?pageSize=100&page=1', operator);
    expect(platform.statusCode, platform.body).toBe(200);
    const rows: Array<Entry & { businessName: string | null }> = platform.json().data;
    expect(rows.find((entry) => entry.action === 'sign_in_failed' && entry.entityLabel === '9000011111')?.user).toBeNull();
    expect(rows.find((entry) => entry.action === 'sign_out')?.businessName).toBe('Cool Air Bengaluru');
    // A business's own product changes are its trail's, not the operator's.
    expect(rows.some((entry) => entry.entity === 'product')).toBe(false);
    const onlyB = (await rest('GET', `/superAdmin/audit?businessID=${shopB.businessId}`, operator)).json().data as Entry[];
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((entry) => entry.action.startsWith('sign_') || entry.entity === 'business')).toBe(true);
  });
});

describe('the database keeps the trail', () => {
  it("refuses to change or remove a row, under the application's role and even as the tables' owner", async () => {
    const scope = { businessId: shopA.businessId };
    await expect(inDataScope(t.database.db, scope, (db) => db.updateTable('audit_log').set({ entity_label: 'forged' }).execute())).rejects.toThrow(
      /permission denied/,
    );
    await expect(inDataScope(t.database.db, scope, (db) => db.deleteFrom('audit_log').execute())).rejects.toThrow(/permission denied/);
    await expect(inDataScope(t.database.db, 'platform', (db) => db.deleteFrom('audit_log').execute())).rejects.toThrow(/permission denied/);
    await expect(t.database.db.updateTable('audit_log').set({ entity_label: 'forged' }).execute()).rejects.toThrow(/cannot be changed/);
    await expect(sql`delete from audit_log`.execute(t.database.db)).rejects.toThrow(/cannot be changed/);
    const forged = await t.database.db.selectFrom('audit_log').where('entity_label', '=', 'forged').select('id').execute();
    expect(forged).toEqual([]);
    // It may still add rows, and only its own business's.
    await expect(
      inDataScope(t.database.db, scope, (db) =>
        db.insertInto('audit_log').values({ business_id: shopB.businessId, at: new Date(), entity: 'product', action: 'create' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
