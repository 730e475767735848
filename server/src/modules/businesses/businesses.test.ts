import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import {
  callsTo,
  createBusiness,
  createMember,
  createTestApp,
  jpegDataUrl,
  logoServedAt,
  signInAs,
  TEST_NOW,
  uniquePhone,
  type TestApp,
  type TestBusiness,
} from '../../test/test-app';

let t: TestApp;
let operator: string;
let shopA: TestBusiness;
let adminA: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
  shopA = await createBusiness(t.database);
  adminA = await signInAs(t.app, shopA.adminPhone, shopA.adminPassword);
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const PNG_DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const adminForm = (overrides: Record<string, unknown> = {}) => ({
  email: 'owner@aquacare.in',
  fullname: 'Aqua Care Pune',
  password: 'aqua-pass-1',
  phoneNumber: uniquePhone(),
  address: 'Shop 4, FC Road, Pune',
  startDate: '2026-11-01',
  expiryDate: '2027-10-31',
  ...overrides,
});

const countRows = async () => {
  const [businesses, users] = await Promise.all([
    t.database.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    t.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { businesses: businesses.n, users: users.n };
};

/** The update form for a business as it is, with the owner's email filled in (test owners have none). */
const editForm = async (businessId: string) => {
  const current = (await rest('GET', `/superAdmin/admin/${businessId}`, operator)).json().data;
  return { ...current.user, email: 'owner@shop.in', startDate: current.startDate, expiryDate: current.expiryDate };
};

const sessionsOf = async (businessId: string) =>
  (await t.database.db.selectFrom('sessions').where('business_id', '=', businessId).select('user_id').execute()).length;

describe('businesses through REST (/superAdmin/admin)', () => {
  it('creates a business with its admin, lists, reads, updates and deletes it', async () => {
    const form = adminForm({ image: PNG_DOT, email: ' Owner@AquaCare.in ' });
    const created = await rest('POST', '/superAdmin/admin', operator, form);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Admin created successfully',
      data: {
        image: expect.stringMatching(/^\/logos\/[0-9a-f-]{36}\/[0-9a-f]{16}$/),
        startDate: '2026-11-01',
        expiryDate: '2027-10-31',
        status: 'ACTIVE',
        expiresInDays: 344,
        user: { fullname: 'Aqua Care Pune', email: 'Owner@AquaCare.in', phoneNumber: form.phoneNumber, address: 'Shop 4, FC Road, Pune' },
      },
    });
    expect(created.body).not.toMatch(/password/i);
    expect(await logoServedAt(t.app, created.json().data.image)).toBe(PNG_DOT);
    const id: string = created.json().data.id;
    const owner = await t.database.db.selectFrom('users').where('business_id', '=', id).select(['role', 'id']).execute();
    expect(owner).toEqual([{ role: 'ADMIN', id: created.json().data.user.id }]);

    // The new owner signs in with the password the operator set.
    const ownerCookie = await signInAs(t.app, form.phoneNumber, 'aqua-pass-1');
    expect((await rest('GET', '/admin', ownerCookie)).json().data.user.fullname).toBe('Aqua Care Pune');

    const list = await rest('GET', `/superAdmin/admin?search=${form.phoneNumber}`, operator);
    expect(list.statusCode).toBe(200);
    // A row of the list also says what the business uses: the owner's sign-in, and the logo's bytes.
    const usage = { customers: 0, visitsThisMonth: 0, lastSignInAt: TEST_NOW, storageBytes: Buffer.from(PNG_DOT.split(',')[1]!, 'base64').length };
    expect(list.json().data).toEqual([{ ...created.json().data, usage }]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await rest('GET', `/superAdmin/admin/${id}`, operator)).json().data).toEqual(created.json().data);

    const updated = await rest('PUT', `/superAdmin/admin/${id}`, operator, {
      ...form,
      fullname: 'Aqua Care Pune West',
      expiryDate: '2028-10-31',
      password: '',
      image: undefined,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Admin updated successfully',
      data: { id, image: created.json().data.image, expiryDate: '2028-10-31', user: { fullname: 'Aqua Care Pune West' } },
    });
    // A blank password leaves the old one, and the owner stays signed in.
    expect((await rest('GET', '/admin', ownerCookie)).statusCode).toBe(200);
    await signInAs(t.app, form.phoneNumber, 'aqua-pass-1');

    const deleted = await rest('DELETE', `/superAdmin/admin/${id}`, operator);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Admin deleted successfully', data: { id } });
    expect((await rest('GET', `/superAdmin/admin/${id}`, operator)).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('users').where('business_id', '=', id).select('id').execute()).toEqual([]);
    expect(await sessionsOf(id)).toBe(0);
    expect((await rest('GET', '/admin', ownerCookie)).statusCode).toBe(401);
  });

  it('pages, searches by name, phone or email and sorts on the server', async () => {
    for (const [fullname, expiryDate] of [
      ['Cool Breeze AC Services', '2027-03-01'],
      ['Cool Point Appliances', '2027-01-15'],
      ['Cool Zone Repairs', '2027-02-10'],
    ] as const) {
      expect((await rest('POST', '/superAdmin/admin', operator, adminForm({ fullname, expiryDate }))).statusCode).toBe(201);
    }
    const page = await rest('GET', '/superAdmin/admin?page=1&pageSize=2&search=cool&sortBy=expiryDate&sortOrder=asc', operator);
    expect(page.json().data.map((b: { user: { fullname: string } }) => b.user.fullname)).toEqual(['Cool Point Appliances', 'Cool Zone Repairs']);
    expect(page.headers['x-total-count']).toBe('3');
    const byEmail = await rest('GET', '/superAdmin/admin?search=owner%40aquacare', operator);
    expect(byEmail.json().data.length).toBeGreaterThanOrEqual(3);
  });

  it('says what is wrong with every field, in the spec words, and writes nothing', async () => {
    const before = await countRows();
    const response = await rest('POST', '/superAdmin/admin', operator, {
      email: 'not-an-email',
      fullname: 'AB',
      password: '12345',
      phoneNumber: '98765',
      startDate: '2026-13-40',
      expiryDate: 'soon',
      image: 'data:text/html;base64,PGgxPg==',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, statusCode: 400, message: 'Enter a valid email' });
    expect(response.json().errors).toEqual([
      'Enter a valid email',
      'Business name must be at least 3 characters',
      'Enter a valid mobile number',
      'Enter a valid start date',
      'Enter a valid expiry date',
      'Logo must be an image of at most 1 MB',
      'Password must be at least 6 characters',
    ]);
    const early = await rest('POST', '/superAdmin/admin', operator, adminForm({ startDate: '2027-01-01', expiryDate: '2026-12-31' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual(['Expiry date must be on or after the start date']);
    expect(await countRows()).toEqual(before);
  });

  it('accepts a logo of exactly 1 MB, refuses a larger one with a clear message, and a too-large body with 413', async () => {
    const oneMegabyte = jpegDataUrl(1024 * 1024);
    const accepted = await rest('POST', '/superAdmin/admin', operator, adminForm({ image: oneMegabyte }));
    expect(accepted.statusCode).toBe(201);
    expect(await logoServedAt(t.app, accepted.json().data.image)).toBe(oneMegabyte);

    const before = await countRows();
    const tooBig = jpegDataUrl(1024 * 1024 + 1);
    const refused = await rest('POST', '/superAdmin/admin', operator, adminForm({ image: tooBig }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['Logo must be an image of at most 1 MB']);

    const huge = jpegDataUrl(1_200_000);
    const tooLarge = await rest('POST', '/superAdmin/admin', operator, adminForm({ image: huge }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, message: 'The request is too large. A logo must be an image of at most 1 MB.' });
    expect(await countRows()).toEqual(before);
  });

  it("refuses an admin phone another admin or the operator uses, and leaves no business behind", async () => {
    const before = await countRows();
    for (const phoneNumber of [shopA.adminPhone, t.config.superadminPhone]) {
      const response = await rest('POST', '/superAdmin/admin', operator, adminForm({ phoneNumber }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('An account with this phone number already exists.');
    }
    expect(await countRows()).toEqual(before);
  });

  it('creates the business and its admin together: of two racing creates with one phone, one business is left', async () => {
    const before = await countRows();
    const phoneNumber = uniquePhone();
    const responses = await Promise.all([
      rest('POST', '/superAdmin/admin', operator, adminForm({ phoneNumber, fullname: 'First Shop' })),
      rest('POST', '/superAdmin/admin', operator, adminForm({ phoneNumber, fullname: 'Second Shop' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows()).toEqual({ businesses: before.businesses + 1, users: before.users + 1 });
  });

  // Needs a second connection to hold a competing insert open, which only a PostgreSQL server gives.
  it.runIf(process.env.DATABASE_URL)('rolls the new business back when its admin account cannot be written', async () => {
    const before = await countRows();
    const phoneNumber = uniquePhone();
    let pending: ReturnType<typeof rest> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      const rival = await trx.insertInto('businesses').values({ start_date: '2026-01-01', expiry_date: '2027-01-01' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('users').values({ business_id: rival.id, role: 'ADMIN', fullname: 'Rival Shop', phone_number: phoneNumber }).execute();
      // The create passes its phone check (the rival is not committed) and then waits on the unique index.
      pending = rest('POST', '/superAdmin/admin', operator, adminForm({ phoneNumber }));
      for (let waited = 0; waited < 100; waited++) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(t.database.db);
        if (waiting.rows[0]!.n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the create never waited on the rival insert');
    });
    const response = await pending!;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this phone number already exists.');
    expect(await countRows()).toEqual({ businesses: before.businesses + 1, users: before.users + 1 });
  });

  it('lets an admin phone match an employee or customer of some business', async () => {
    const employee = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    expect((await rest('POST', '/superAdmin/admin', operator, adminForm({ phoneNumber: employee.phone }))).statusCode).toBe(201);
  });

  it("refuses to change an admin's phone to another admin's, changing nothing", async () => {
    const created = (await rest('POST', '/superAdmin/admin', operator, adminForm({ fullname: 'Phone Keeper' }))).json().data;
    const response = await rest('PUT', `/superAdmin/admin/${created.id}`, operator, adminForm({ fullname: 'Renamed', phoneNumber: shopA.adminPhone }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this phone number already exists.');
    expect((await rest('GET', `/superAdmin/admin/${created.id}`, operator)).json().data.user).toEqual(created.user);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await rest('GET', `/superAdmin/admin/${unknown}`, operator)).statusCode).toBe(404);
    expect((await rest('PUT', `/superAdmin/admin/${unknown}`, operator, adminForm())).json()).toMatchObject({
      statusCode: 404,
      message: 'Business not found.',
    });
    expect((await rest('DELETE', `/superAdmin/admin/${unknown}`, operator)).statusCode).toBe(404);
    expect((await rest('DELETE', '/superAdmin/admin/not-a-uuid', operator)).statusCode).toBe(400);
  });
});

describe('deleting a business', () => {
  it('is refused while the business has records, saying what it has', async () => {
    const shop = await createBusiness(t.database);
    const product = await insertProduct(t.database, shop.businessId);
    const employee = await insertEmployee(t.database, shop.businessId);
    const customer = await insertCustomer(t.database, shop.businessId, product.id);
    for (const day of ['2026-11-01T06:30:00Z', '2026-11-10T06:30:00Z']) {
      await insertVisit(t.database, shop.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: day });
    }
    const response = await rest('DELETE', `/superAdmin/admin/${shop.businessId}`, operator);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This business has 1 customer, 2 visits, 1 employee and 1 product. Change its expiry date to end its access instead.',
    );
    expect((await rest('GET', `/superAdmin/admin/${shop.businessId}`, operator)).statusCode).toBe(200);
  });

  it('is refused for a business whose only record is a help-desk query', async () => {
    const shop = await createBusiness(t.database);
    await t.database.db.insertInto('help_desk_tickets').values({ business_id: shop.businessId, message: 'Please call me back.' }).execute();
    const response = await rest('DELETE', `/superAdmin/admin/${shop.businessId}`, operator);
    expect(response.json().message).toBe('This business has 1 help-desk query. Change its expiry date to end its access instead.');
  });

  it('says why in Hindi when the request asks for Hindi, the same refusals in English otherwise', async () => {
    const inHindi = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: operator, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, ...(payload ? { payload } : {}) });

    const invalid = await inHindi('POST', '/superAdmin/admin', adminForm({ fullname: 'AB', password: '12345' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(['बिज़नेस का नाम कम से कम 3 अक्षरों का होना चाहिए', 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए']);
    const early = await inHindi('POST', '/superAdmin/admin', adminForm({ startDate: '2027-01-01', expiryDate: '2026-12-31' }));
    expect(early.json().errors).toEqual(['समाप्ति तारीख शुरू होने की तारीख के दिन या उसके बाद की होनी चाहिए']);

    const shop = await createBusiness(t.database);
    const product = await insertProduct(t.database, shop.businessId);
    const employee = await insertEmployee(t.database, shop.businessId);
    const customer = await insertCustomer(t.database, shop.businessId, product.id);
    for (const day of ['2026-11-01T06:30:00Z', '2026-11-10T06:30:00Z']) {
      await insertVisit(t.database, shop.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: day });
    }
    const refused = await inHindi('DELETE', `/superAdmin/admin/${shop.businessId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'इस बिज़नेस में 1 ग्राहक, 2 विज़िट, 1 कर्मचारी और 1 प्रोडक्ट दर्ज हैं। इसका उपयोग बंद करने के लिए इसकी समाप्ति तारीख बदलें।',
    );
    expect((await inHindi('DELETE', '/superAdmin/admin/00000000-0000-4000-8000-000000000000')).json().message).toBe('बिज़नेस नहीं मिला।');
    expect((await rest('DELETE', `/superAdmin/admin/${shop.businessId}`, operator)).json().message).toBe(
      'This business has 1 customer, 2 visits, 1 employee and 1 product. Change its expiry date to end its access instead.',
    );
  });
});

describe('the access period set by the operator', () => {
  it('ends every session of a business whose expiry date moves into the past', async () => {
    const shop = await createBusiness(t.database);
    const employee = await createMember(t.database, shop.businessId, 'EMPLOYEE');
    const customer = await createMember(t.database, shop.businessId, 'CUSTOMER');
    const owner = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const employeeSession = await signInAs(t.app, employee.phone, employee.password);
    const customerSession = await signInAs(t.app, customer.phone, customer.password);
    expect(await sessionsOf(shop.businessId)).toBe(3);

    const response = await rest('PUT', `/superAdmin/admin/${shop.businessId}`, operator, {
      ...(await editForm(shop.businessId)),
      expiryDate: '2026-11-20',
    });
    expect(response.json().data).toMatchObject({ status: 'EXPIRED', expiresInDays: -1 });
    expect(await sessionsOf(shop.businessId)).toBe(0);
    expect((await rest('GET', '/admin', owner)).statusCode).toBe(401);
    for (const session of [employeeSession, customerSession]) expect((await rest('GET', '/users/me', session)).statusCode).toBe(401);
    expect((await rest('POST', '/users/login', undefined, { phoneNumber: shop.adminPhone, password: shop.adminPassword })).statusCode).toBe(403);
  });

  it('ends the sessions when the start moves into the future, and keeps them when the period stays open', async () => {
    const shop = await createBusiness(t.database);
    const owner = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const fields = await editForm(shop.businessId);

    await rest('PUT', `/superAdmin/admin/${shop.businessId}`, operator, { ...fields, expiryDate: '2026-11-21' });
    expect((await rest('GET', '/admin', owner)).statusCode).toBe(200);

    const later = await rest('PUT', `/superAdmin/admin/${shop.businessId}`, operator, { ...fields, startDate: '2026-11-22', expiryDate: '2027-11-21' });
    expect(later.json().data).toMatchObject({ status: 'NOT_STARTED' });
    expect((await rest('GET', '/admin', owner)).statusCode).toBe(401);
  });

  it("ends the owner's sessions when the operator sets a new password", async () => {
    const shop = await createBusiness(t.database);
    const owner = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    await rest('PUT', `/superAdmin/admin/${shop.businessId}`, operator, { ...(await editForm(shop.businessId)), password: 'fresh-pass-9' });
    expect((await rest('GET', '/admin', owner)).statusCode).toBe(401);
    await signInAs(t.app, shop.adminPhone, 'fresh-pass-9');
  });

  it('counts days left in India: the last day is 0 at 23:30 IST and expired a minute past midnight', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-21' });
    try {
      t.clock.set('2026-11-21T18:00:00Z');
      // A session of its own: the shared one would end after the clock's jump past its idle limit.
      const lateOperator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
      const read = async () => (await rest('GET', `/superAdmin/admin/${shop.businessId}`, lateOperator)).json().data;
      expect(await read()).toMatchObject({ status: 'ACTIVE', expiresInDays: 0 });
      t.clock.set('2026-11-21T18:31:00Z');
      expect(await read()).toMatchObject({ status: 'EXPIRED', expiresInDays: -1 });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('businesses through tRPC (superadmin.businesses)', () => {
  it('runs the same service for list, get, create, update and delete', async () => {
    const form = adminForm({ fullname: 'Trpc Traders' });
    const created = await mutation('superadmin.businesses.create', operator, form);
    expect(created.statusCode).toBe(200);
    const business = created.json().result.data;
    expect(business).toMatchObject({ user: { fullname: 'Trpc Traders' }, image: null, status: 'ACTIVE' });

    const list = await query('superadmin.businesses.list', operator, { page: 1, pageSize: 10, search: 'Trpc' });
    expect(list.json().result.data).toMatchObject({ total: 1, items: [{ id: business.id }] });
    expect((await query('superadmin.businesses.get', operator, { id: business.id })).json().result.data.id).toBe(business.id);

    const updated = await mutation('superadmin.businesses.update', operator, {
      id: business.id,
      data: { ...form, fullname: 'Trpc Traders & Sons', password: null },
    });
    expect(updated.json().result.data.user.fullname).toBe('Trpc Traders & Sons');

    const invalid = await mutation('superadmin.businesses.create', operator, { ...adminForm(), fullname: 'AB' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Business name must be at least 3 characters']);

    expect((await mutation('superadmin.businesses.delete', operator, { id: business.id })).statusCode).toBe(200);
    expect((await query('superadmin.businesses.get', operator, { id: business.id })).statusCode).toBe(404);
  });
});

describe('who may manage businesses', () => {
  it('refuses admins, employees and customers with 403 and anonymous callers with 401, writing nothing', async () => {
    const employee = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    const customer = await createMember(t.database, shopA.businessId, 'CUSTOMER');
    const staff = await signInAs(t.app, employee.phone, employee.password);
    const buyer = await signInAs(t.app, customer.phone, customer.password);
    const before = await countRows();
    for (const cookie of [adminA, staff, buyer]) {
      expect((await rest('GET', '/superAdmin/admin', cookie)).statusCode).toBe(403);
      expect((await rest('POST', '/superAdmin/admin', cookie, adminForm())).statusCode).toBe(403);
      expect((await rest('PUT', `/superAdmin/admin/${shopA.businessId}`, cookie, adminForm())).statusCode).toBe(403);
      expect((await rest('DELETE', `/superAdmin/admin/${shopA.businessId}`, cookie)).statusCode).toBe(403);
      expect((await query('superadmin.businesses.list', cookie, {})).statusCode).toBe(403);
      expect((await mutation('superadmin.businesses.create', cookie, adminForm())).statusCode).toBe(403);
    }
    expect((await rest('GET', '/superAdmin/admin')).statusCode).toBe(401);
    expect((await rest('POST', '/superAdmin/admin', undefined, adminForm())).statusCode).toBe(401);
    expect((await query('superadmin.businesses.list', undefined, {})).statusCode).toBe(401);
    expect(await countRows()).toEqual(before);
  });
});
