import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATES, REMINDER_PLACEHOLDERS } from '@sevak/shared';
import { servicePlansMessagesHi } from '@sevak/shared/service-plans/messages.hi';
import { insertCustomer, insertEmployee, insertProduct } from '../../test/factories';
import { callsTo, createBusiness, openTwoShops, signInAs, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp, cookieB: string;

beforeAll(async () => {
  // Sessions outlive the clock moves these tests make.
  ({ t, cookieB } = await openTwoShops({ config: { sessionIdleMinutes: 10_000_000, sessionAbsoluteHours: 1_000_000 } }));
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

/** 1 Dec 2026, 23:59 in India, and two minutes later: 00:01 on 2 Dec. */
const BEFORE_MIDNIGHT = '2026-12-01T23:59:00+05:30';
const AFTER_MIDNIGHT = '2026-12-02T00:01:00+05:30';

/** A business of its own, so every list starts empty: its owner, a product, a customer in Kothrud (411038), a technician. */
async function freshShop() {
  const shop = await createBusiness(t.database, undefined, 'Jal Seva Purifiers');
  const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
  const admin = await t.database.db
    .selectFrom('users')
    .where('business_id', '=', shop.businessId)
    .where('role', '=', 'ADMIN')
    .select('id')
    .executeTakeFirstOrThrow();
  const product = await insertProduct(t.database, shop.businessId, { name: 'Kent Grand Plus RO' });
  const customer = await insertCustomer(t.database, shop.businessId, product.id, {
    fullname: 'Sanjay Joshi',
    phone: '9823012345',
    address: 'Flat 302, Shanti Heights, Kothrud, Pune 411038',
    // The warranty ends on 1 Nov 2027: far from every range below.
    invoiceDate: '2026-11-01',
  });
  const technician = await insertEmployee(t.database, shop.businessId, 'Ramesh Patil');
  return { ...shop, cookie, adminUserId: admin.id, product, customer, technician };
}
type Shop = Awaited<ReturnType<typeof freshShop>>;

/** A visit written as the app leaves it; `employeeId: null` is unassigned. */
async function visitOn(
  shop: Shop,
  visitDate: string,
  fields: { employeeId?: string | null; status?: 'scheduled' | 'done' | 'missed' | 'cancelled'; customerId?: string; customerProductId?: string | null } = {},
) {
  const row = await t.database.db
    .insertInto('visits')
    .values({
      business_id: shop.businessId,
      customer_id: fields.customerId ?? shop.customer.id,
      customer_product_id: fields.customerProductId === undefined ? shop.customer.customerProductId : fields.customerProductId,
      employee_id: fields.employeeId === undefined ? shop.technician.id : fields.employeeId,
      visit_date: visitDate,
      service_charges: 0,
      status: fields.status ?? 'scheduled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let serials = 0;
/** Another customer with a purchase whose warranty ends on `warrantyEnd`. */
async function purchaseEnding(shop: Shop, warrantyEnd: string, customer: { fullname?: string; address?: string; phone?: string } = {}) {
  // Bought a year before: a year's warranty.
  const invoiceDate = `${Number(warrantyEnd.slice(0, 4)) - 1}${warrantyEnd.slice(4)}`;
  const buyer = await insertCustomer(t.database, shop.businessId, shop.product.id, { fullname: 'Meera Iyer', invoiceDate, ...customer });
  await t.database.db
    .updateTable('customer_products')
    .set({ serial_number: `KGP-${++serials}` })
    .where('id', '=', buyer.customerProductId)
    .execute();
  return buyer;
}

async function contract(
  shop: Shop,
  buyer: { id: string; customerProductId: string },
  period: { startDate: string; endDate: string },
  fields: { employeeId?: string | null; status?: 'active' | 'renewed' | 'cancelled' } = {},
) {
  const row = await t.database.db
    .insertInto('amc_contracts')
    .values({
      business_id: shop.businessId,
      customer_id: buyer.id,
      customer_product_id: buyer.customerProductId,
      start_date: period.startDate,
      end_date: period.endDate,
      price: 2500,
      visits_included: 2,
      employee_id: fields.employeeId === undefined ? shop.technician.id : fields.employeeId,
      status: fields.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Row {
  kind: string;
  id: string;
  dueAt: string;
  overdue: boolean;
  visitStatus: string | null;
  enquiryStatus: string | null;
  customer: { id: string | null; name: string; phoneNumber: string; pinCode: string | null; language: string };
  employee: { id: string; name: string } | null;
  lastReminder: { channel: string; at: string; by: string } | null;
  message: string;
  whatsappUrl: string;
  smsUrl: string;
}

async function dueList(shop: { cookie: string }, params: Record<string, string> = {}) {
  const response = await rest('GET', `/admin/due?${new URLSearchParams(params)}`, shop.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json().data as Row[], total: Number(response.headers['x-total-count']) };
}
const idsIn = async (shop: { cookie: string }, params: Record<string, string>) => (await dueList(shop, params)).rows.map((row) => row.id);

async function summary(shop: { cookie: string }, params: Record<string, string> = {}) {
  const response = await rest('GET', `/admin/due/summary?${new URLSearchParams(params)}`, shop.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Sevak's own Hindi texts. */
const HINDI = servicePlansMessagesHi.reminders.defaults;

describe('the due list across midnight in India', () => {
  it('moves a visit at 23:30 from today to overdue at 00:01, and one at 00:30 tomorrow from this week to today', async () => {
    const shop = await freshShop();
    const lateTonight = await visitOn(shop, '2026-12-01T23:30:00+05:30');
    const afterMidnight = await visitOn(shop, '2026-12-02T00:30:00+05:30');
    const lastWeek = await visitOn(shop, '2026-11-24T10:00:00+05:30', { status: 'missed' });
    await visitOn(shop, '2026-11-25T10:00:00+05:30', { status: 'done' });
    await visitOn(shop, '2026-12-01T11:00:00+05:30', { status: 'cancelled' });

    t.clock.set(BEFORE_MIDNIGHT);
    expect(await idsIn(shop, { range: 'today' })).toEqual([lateTonight]);
    expect(await idsIn(shop, { range: 'week' })).toEqual([lateTonight, afterMidnight]);
    expect(await idsIn(shop, { range: 'overdue' })).toEqual([lastWeek]);
    expect(await summary(shop)).toEqual({ overdue: 1, today: 1, week: 2, month: 2 });
    const tonight = (await dueList(shop, { range: 'today' })).rows[0]!;
    expect(tonight).toMatchObject({ kind: 'visit', visitStatus: 'scheduled', overdue: false, dueAt: '2026-12-01T18:00:00.000Z' });

    t.clock.set(AFTER_MIDNIGHT);
    expect(await idsIn(shop, { range: 'today' })).toEqual([afterMidnight]);
    // Most recent first.
    expect(await idsIn(shop, { range: 'overdue' })).toEqual([lateTonight, lastWeek]);
    expect(await summary(shop)).toEqual({ overdue: 2, today: 1, week: 1, month: 1 });
    expect((await dueList(shop, { range: 'overdue' })).rows.map((row) => [row.overdue, row.visitStatus])).toEqual([
      [true, 'scheduled'],
      [true, 'missed'],
    ]);
  });
});

describe('warranties and AMC contracts ending', () => {
  it('lists those ending in the next 30 days under month, in order of the day they end, and leaves out covered or settled ones', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    const visit = await visitOn(shop, '2026-12-05T10:00:00+05:30');
    const warrantyIn10Days = await purchaseEnding(shop, '2026-12-11');
    const warrantyToday = await purchaseEnding(shop, '2026-12-01');
    // The 30th day from today is 30 Dec; the 31st is beyond the range.
    const warrantyOnDay30 = await purchaseEnding(shop, '2026-12-30');
    await purchaseEnding(shop, '2026-12-31');
    await purchaseEnding(shop, '2026-11-30');
    // An active AMC takes over where this warranty ends: nothing is about to lapse.
    const covered = await purchaseEnding(shop, '2026-12-15');
    await contract(shop, covered, { startDate: '2026-12-16', endDate: '2027-12-15' });
    const amcBuyer = await purchaseEnding(shop, '2026-06-01');
    const amcEnding = await contract(shop, amcBuyer, { startDate: '2025-12-20', endDate: '2026-12-19' });
    const renewedBuyer = await purchaseEnding(shop, '2026-06-01');
    await contract(shop, renewedBuyer, { startDate: '2025-12-10', endDate: '2026-12-09' }, { status: 'renewed' });
    const cancelledBuyer = await purchaseEnding(shop, '2026-06-01');
    await contract(shop, cancelledBuyer, { startDate: '2025-12-10', endDate: '2026-12-09' }, { status: 'cancelled' });

    const month = await dueList(shop, { range: 'month' });
    expect(month.rows.map((row) => [row.kind, row.id])).toEqual([
      ['warranty', warrantyToday.customerProductId],
      ['visit', visit],
      ['warranty', warrantyIn10Days.customerProductId],
      ['amc', amcEnding],
      ['warranty', warrantyOnDay30.customerProductId],
    ]);
    expect(month.total).toBe(5);
    expect(month.rows[0]).toMatchObject({ dueAt: '2026-11-30T18:30:00.000Z', overdue: false, visitStatus: null, employee: null });
    expect(month.rows[3]).toMatchObject({ employee: { id: shop.technician.id, name: 'Ramesh Patil' } });
    expect(await idsIn(shop, { range: 'week' })).toEqual([warrantyToday.customerProductId, visit]);
    // A page cut from both kinds, each read in its own order up to the rows the page can reach.
    const weekPages = await Promise.all(['1', '2'].map((page) => dueList(shop, { range: 'week', page, pageSize: '1' })));
    expect(weekPages.map((page) => page.rows.map((row) => row.id))).toEqual([[warrantyToday.customerProductId], [visit]]);
    expect(weekPages.map((page) => page.total)).toEqual([2, 2]);
    expect(await idsIn(shop, { range: 'today' })).toEqual([warrantyToday.customerProductId]);
    expect(await summary(shop)).toEqual({ overdue: 0, today: 1, week: 2, month: 5 });
  });

  it('pages the whole filtered list, the total counting all of it', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    const ids = [];
    for (const day of ['02', '03', '04', '05', '06']) ids.push(await visitOn(shop, `2026-12-${day}T10:00:00+05:30`));
    const second = await dueList(shop, { range: 'week', page: '2', pageSize: '2' });
    expect(second.rows.map((row) => row.id)).toEqual(ids.slice(2, 4));
    expect(second.total).toBe(5);
    const trpc = await query('admin.due.list', shop.cookie, { range: 'week', page: 3, pageSize: 2 });
    expect(trpc.json().result.data.items.map((row: Row) => row.id)).toEqual(ids.slice(4));
    expect(trpc.json().result.data.total).toBe(5);
  });
});

/** An enquiry as the owner leaves it: to follow up on `followUpDate`, new unless said. */
async function enquiryOn(
  shop: Shop,
  followUpDate: string | null,
  fields: { name?: string; status?: 'new' | 'contacted' | 'converted' | 'lost'; address?: string; productId?: string | null; customerId?: string } = {},
) {
  const row = await t.database.db
    .insertInto('enquiries')
    .values({
      business_id: shop.businessId,
      name: fields.name ?? 'Deepak Wagh',
      phone_number: '9890011111',
      address: fields.address ?? 'Pimple Saudagar, Pune 411027',
      product_id: fields.productId === undefined ? shop.product.id : fields.productId,
      status: fields.status ?? 'new',
      follow_up_date: followUpDate,
      // A customer's own request from the portal names them.
      ...(fields.customerId ? { kind: 'service_request' as const, customer_id: fields.customerId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('enquiries to follow up', () => {
  it('lists open follow-ups by their day, overdue ones with late visits, and leaves out converted, lost and undated ones', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    const lateVisit = await visitOn(shop, '2026-11-28T10:00:00+05:30');
    const overdue = await enquiryOn(shop, '2026-11-29');
    const today = await enquiryOn(shop, '2026-12-01', { name: 'Farah Shaikh', status: 'contacted', productId: null });
    const nextWeek = await enquiryOn(shop, '2026-12-05');
    await enquiryOn(shop, '2026-11-30', { status: 'converted' });
    await enquiryOn(shop, '2026-12-01', { status: 'lost' });
    await enquiryOn(shop, null);
    const visitToday = await visitOn(shop, '2026-12-01T15:00:00+05:30');

    // Overdue: most recent first, the follow-up of the 29th before the visit of the 28th.
    expect((await dueList(shop, { range: 'overdue' })).rows.map((row) => [row.kind, row.id])).toEqual([
      ['enquiry', overdue],
      ['visit', lateVisit],
    ]);
    // The same day: a follow-up is due from the start of its day, ahead of the day's visits.
    expect(await idsIn(shop, { range: 'today' })).toEqual([today, visitToday]);
    expect(await idsIn(shop, { range: 'week' })).toEqual([today, visitToday, nextWeek]);
    expect(await summary(shop)).toEqual({ overdue: 2, today: 2, week: 3, month: 3 });

    const [row] = (await dueList(shop, { range: 'today', kind: 'enquiry' })).rows;
    expect(row).toMatchObject({
      kind: 'enquiry',
      id: today,
      dueAt: '2026-11-30T18:30:00.000Z',
      overdue: false,
      visitStatus: null,
      enquiryStatus: 'contacted',
      customer: { id: null, name: 'Farah Shaikh', phoneNumber: '9890011111', pinCode: '411027' },
      employee: null,
      lastReminder: null,
    });
    const message = `Namaste Farah Shaikh, thank you for asking us about our products. May we help you choose? - Jal Seva Purifiers, ${shop.adminPhone}`;
    expect(row!.message).toBe(message);
    expect(row!.whatsappUrl).toBe(`https://wa.me/919890011111?text=${encodeURIComponent(message)}`);
    const late = (await dueList(shop, { range: 'overdue', kind: 'enquiry' })).rows[0]!;
    expect(late).toMatchObject({ id: overdue, overdue: true, enquiryStatus: 'new', product: { id: shop.product.id, name: 'Kent Grand Plus RO' } });
    expect(late.message).toContain('asking us about Kent Grand Plus RO');
  });

  it('pages the overdue list across both kinds, filters by kind and area, and leaves follow-ups out of a technician’s list', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    const visits = [await visitOn(shop, '2026-11-25T10:00:00+05:30'), await visitOn(shop, '2026-11-27T10:00:00+05:30')];
    const followUps = [await enquiryOn(shop, '2026-11-26'), await enquiryOn(shop, '2026-11-28', { address: 'Baner, Pune 411045' })];
    // Most recent first: 28th (follow-up), 27th (visit), 26th (follow-up), 25th (visit).
    const second = await dueList(shop, { range: 'overdue', page: '2', pageSize: '2' });
    expect(second.rows.map((row) => row.id)).toEqual([followUps[0], visits[0]]);
    expect(second.total).toBe(4);
    expect((await dueList(shop, { range: 'overdue', page: '3', pageSize: '2' })).total).toBe(4);
    expect(await idsIn(shop, { range: 'overdue', kind: 'enquiry' })).toEqual([followUps[1], followUps[0]]);
    expect(await idsIn(shop, { range: 'overdue', pinCode: '411045' })).toEqual([followUps[1]]);
    expect(await idsIn(shop, { range: 'overdue', employeeID: shop.technician.id })).toEqual([visits[1], visits[0]]);
    expect(await summary(shop, { kind: 'enquiry' })).toEqual({ overdue: 2, today: 0, week: 0, month: 0 });
    expect(await summary(shop, { employeeID: 'unassigned' })).toEqual({ overdue: 0, today: 0, week: 0, month: 0 });
    // Through tRPC the same rows.
    const trpc = await query('admin.due.list', shop.cookie, { range: 'overdue', kind: 'enquiry', page: 1, pageSize: 10 });
    expect(trpc.json().result.data).toMatchObject({ total: 2, items: [{ id: followUps[1], kind: 'enquiry' }, { id: followUps[0] }] });
  });
});

describe('filters', () => {
  it('narrows to a technician, to the unassigned, to a PIN code and to a kind', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    const other = await insertEmployee(t.database, shop.businessId, 'Sunil Jadhav');
    const baner = await insertCustomer(t.database, shop.businessId, shop.product.id, {
      fullname: 'Priya Kulkarni',
      address: 'B-12, Pancard Club Road, Baner, Pune 411045',
    });
    const byRamesh = await visitOn(shop, '2026-12-02T10:00:00+05:30');
    const bySunil = await visitOn(shop, '2026-12-03T10:00:00+05:30', { employeeId: other.id, customerId: baner.id, customerProductId: baner.customerProductId });
    const nobodys = await visitOn(shop, '2026-12-04T10:00:00+05:30', { employeeId: null });
    const warranty = await purchaseEnding(shop, '2026-12-10', { address: 'Lane 5, Baner, Pune 411045' });
    const amcBuyer = await purchaseEnding(shop, '2026-01-01', { address: 'Kothrud, Pune 411038' });
    const amcOfNobody = await contract(shop, amcBuyer, { startDate: '2025-12-20', endDate: '2026-12-19' }, { employeeId: null });

    expect(await idsIn(shop, { range: 'month', employeeID: shop.technician.id })).toEqual([byRamesh]);
    expect(await idsIn(shop, { range: 'month', employeeID: other.id })).toEqual([bySunil]);
    expect(await idsIn(shop, { range: 'month', employeeID: 'unassigned' })).toEqual([nobodys, amcOfNobody]);
    expect(await idsIn(shop, { range: 'month', pinCode: '411045' })).toEqual([bySunil, warranty.customerProductId]);
    expect(await idsIn(shop, { range: 'month', pinCode: '411038' })).toEqual([byRamesh, nobodys, amcOfNobody]);
    expect(await idsIn(shop, { range: 'month', pinCode: '411001' })).toEqual([]);
    expect(await idsIn(shop, { range: 'month', kind: 'warranty' })).toEqual([warranty.customerProductId]);
    expect(await idsIn(shop, { range: 'month', kind: 'amc', pinCode: '411038' })).toEqual([amcOfNobody]);
    expect(await idsIn(shop, { range: 'month', kind: 'visit', employeeID: 'unassigned' })).toEqual([nobodys]);
    expect(await summary(shop, { employeeID: 'unassigned' })).toEqual({ overdue: 0, today: 0, week: 1, month: 2 });
    expect(await summary(shop, { pinCode: '411045', kind: 'visit' })).toEqual({ overdue: 0, today: 0, week: 1, month: 1 });

    const rows = (await dueList(shop, { range: 'month', pinCode: '411045' })).rows;
    expect(rows.map((row) => row.customer.pinCode)).toEqual(['411045', '411045']);
  });

  it('refuses a PIN code that is not 6 digits, an unknown range and an employee that is not an id', async () => {
    const shop = await freshShop();
    for (const [params, message] of [
      [{ pinCode: '4110' }, 'PIN code must be 6 digits'],
      [{ range: 'year' }, 'Range must be overdue, today, week or month'],
      [{ employeeID: 'ramesh' }, 'Invalid Employee ID'],
      [{ kind: 'invoice' }, 'Kind must be visit, warranty, amc or enquiry'],
    ] as const) {
      const response = await rest('GET', `/admin/due?${new URLSearchParams(params)}`, shop.cookie);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().errors).toEqual([message]);
    }
  });

  it('says what is wrong in Hindi to a caller who asks for Hindi', async () => {
    const shop = await freshShop();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/due?pinCode=4110',
      headers: { cookie: shop.cookie, 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['पिन कोड 6 अंकों का होना चाहिए']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/admin/due', headers: { cookie: shop.cookie, 'accept-language': 'hi' } });
    expect(listed.json().message).toBe('बकाया काम की सूची मिल गई');
  });
});

describe('reminder messages and links', () => {
  it("fills Sevak's text with the customer, product, day, shop name and phone, and links WhatsApp and SMS to the customer's number", async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    await visitOn(shop, '2026-12-03T10:00:00+05:30');
    const [row] = (await dueList(shop, { range: 'week' })).rows;
    const message = `Namaste Sanjay Joshi, your Kent Grand Plus RO is due for service on 3 Dec 2026. Reply to fix a time. - Jal Seva Purifiers, ${shop.adminPhone}`;
    expect(row!.message).toBe(message);
    expect(row!.whatsappUrl).toBe(`https://wa.me/919823012345?text=${encodeURIComponent(message)}`);
    expect(row!.smsUrl).toBe(`sms:+919823012345?body=${encodeURIComponent(message)}`);
  });

  it("sends the business's saved text, a Hindi one intact through the link", async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    await visitOn(shop, '2026-12-03T10:00:00+05:30', { customerProductId: null });
    const warranty = await purchaseEnding(shop, '2026-12-20', { fullname: 'सुनीता शर्मा', phone: '9876501234' });
    const hindi = {
      visit: 'नमस्ते {customerName}, आपकी {product} सर्विस {dueDate} को है। - {shopName} {shopPhone}',
      warranty: 'नमस्ते {customerName}, आपके {product} की वारंटी {dueDate} को समाप्त हो रही है। 🙏 {shopName}',
      amc: DEFAULT_REMINDER_TEMPLATES.amc,
    };
    const saved = await rest('PUT', '/admin/reminder-templates', shop.cookie, hindi);
    expect(saved.statusCode, saved.body).toBe(200);

    const rows = (await dueList(shop, { range: 'month' })).rows;
    const visitText = `नमस्ते Sanjay Joshi, आपकी service visit सर्विस 3 Dec 2026 को है। - Jal Seva Purifiers ${shop.adminPhone}`;
    const warrantyText = 'नमस्ते सुनीता शर्मा, आपके Kent Grand Plus RO की वारंटी 20 Dec 2026 को समाप्त हो रही है। 🙏 Jal Seva Purifiers';
    expect(rows.map((row) => [row.id, row.message])).toEqual([
      [expect.any(String), visitText],
      [warranty.customerProductId, warrantyText],
    ]);
    const link = new URL(rows[1]!.whatsappUrl);
    expect(link.origin + link.pathname).toBe('https://wa.me/919876501234');
    expect(link.searchParams.get('text')).toBe(warrantyText);
    // Encoded for a URL: no raw Devanagari, spaces or ampersands that would cut the text short.
    expect(rows[1]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919876501234\?text=[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(decodeURIComponent(rows[1]!.smsUrl.split('?body=')[1]!)).toBe(warrantyText);
  });
});

describe("reminders in the customer's language", () => {
  /** Sets the language on a customer's user row, as the customer form does. */
  async function speaks(customerId: string, language: 'en' | 'hi') {
    const customer = await t.database.db.selectFrom('customers').where('id', '=', customerId).select('user_id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ language }).where('id', '=', customer.user_id).execute();
  }

  it("writes to a Hindi customer in Sevak's Hindi text and to an English one in the English", async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    await visitOn(shop, '2026-12-03T10:00:00+05:30');
    const hindiBuyer = await purchaseEnding(shop, '2026-12-20', { fullname: 'Sunita Sharma', phone: '9876501234' });
    await speaks(hindiBuyer.id, 'hi');
    const englishBuyer = await purchaseEnding(shop, '2026-12-22', { fullname: 'Meera Iyer', phone: '9876505678' });

    const rows = (await dueList(shop, { range: 'month' })).rows;
    expect(rows.map((row) => [row.customer.name, row.customer.language])).toEqual([
      ['Sanjay Joshi', 'en'],
      ['Sunita Sharma', 'hi'],
      ['Meera Iyer', 'en'],
    ]);
    const hindiText = `नमस्ते Sunita Sharma, आपके Kent Grand Plus RO की वारंटी 20 Dec 2026 को खत्म हो रही है। सर्विस जारी रखने के लिए हमसे AMC के बारे में पूछें। - Jal Seva Purifiers, ${shop.adminPhone}`;
    expect(rows[1]!.message).toBe(hindiText);
    expect(new URL(rows[1]!.whatsappUrl).searchParams.get('text')).toBe(hindiText);
    expect(decodeURIComponent(rows[1]!.smsUrl.split('?body=')[1]!)).toBe(hindiText);
    expect(rows[2]!.id).toBe(englishBuyer.customerProductId);
    expect(rows[2]!.message).toBe(
      `Namaste Meera Iyer, the warranty of your Kent Grand Plus RO ends on 22 Dec 2026. Ask us about an AMC to keep it serviced. - Jal Seva Purifiers, ${shop.adminPhone}`,
    );
    expect(rows[0]!.message).toMatch(/^Namaste Sanjay Joshi, your Kent Grand Plus RO is due for service/);
  });

  it("sends the business's own Hindi text to a Hindi customer, and its English one to the rest", async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    await speaks(shop.customer.id, 'hi');
    await visitOn(shop, '2026-12-03T10:00:00+05:30');
    await visitOn(shop, '2026-12-04T10:00:00+05:30', { customerProductId: null });
    const english = await purchaseEnding(shop, '2026-12-20', { fullname: 'Meera Iyer' });
    const own = {
      ...DEFAULT_REMINDER_TEMPLATES,
      warranty: 'Dear {customerName}, {product} warranty ends {dueDate}. {shopName}',
      hi: { ...HINDI, visit: 'नमस्ते {customerName} जी, आपके {product} की सर्विस {dueDate} को है। {shopName}' },
    };
    expect((await rest('PUT', '/admin/reminder-templates', shop.cookie, own)).statusCode).toBe(200);

    const rows = (await dueList(shop, { range: 'month' })).rows;
    expect(rows.map((row) => row.message)).toEqual([
      'नमस्ते Sanjay Joshi जी, आपके Kent Grand Plus RO की सर्विस 3 Dec 2026 को है। Jal Seva Purifiers',
      // A visit without a purchase: the product is named in the customer's language too.
      'नमस्ते Sanjay Joshi जी, आपके उपकरण की सर्विस 4 Dec 2026 को है। Jal Seva Purifiers',
      'Dear Meera Iyer, Kent Grand Plus RO warranty ends 20 Dec 2026. Jal Seva Purifiers',
    ]);
    expect(rows[2]!.id).toBe(english.customerProductId);
  });

  it("follows up a customer's enquiry in their language, and anyone else's in English", async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    await speaks(shop.customer.id, 'hi');
    await enquiryOn(shop, '2026-12-02', { name: 'Sanjay Joshi', productId: null, customerId: shop.customer.id });
    await enquiryOn(shop, '2026-12-03', { name: 'Farah Shaikh' });

    const rows = (await dueList(shop, { range: 'week', kind: 'enquiry' })).rows;
    expect(rows.map((row) => [row.customer.name, row.customer.language, row.message])).toEqual([
      [
        'Sanjay Joshi',
        'hi',
        `नमस्ते Sanjay Joshi, हमारे प्रोडक्ट के बारे में पूछने के लिए धन्यवाद। क्या हम आपको सही चुनने में मदद करें? - Jal Seva Purifiers, ${shop.adminPhone}`,
      ],
      [
        'Farah Shaikh',
        'en',
        `Namaste Farah Shaikh, thank you for asking us about Kent Grand Plus RO. May we help you choose? - Jal Seva Purifiers, ${shop.adminPhone}`,
      ],
    ]);
  });
});

describe('reminders', () => {
  it('records who reminded, when and how, and shows the latest on the row', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    const visit = await visitOn(shop, '2026-12-03T10:00:00+05:30');
    const other = await visitOn(shop, '2026-12-04T10:00:00+05:30');
    const warranty = await purchaseEnding(shop, '2026-12-20');
    const amcBuyer = await purchaseEnding(shop, '2026-01-01');
    const amc = await contract(shop, amcBuyer, { startDate: '2025-12-25', endDate: '2026-12-24' });

    const first = await rest('POST', `/admin/visit/${visit}/reminder`, shop.cookie, { channel: 'whatsapp' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Reminder recorded successfully',
      data: { id: expect.any(String), kind: 'visit', channel: 'whatsapp', remindedAt: '2026-12-01T03:30:00.000Z' },
    });
    t.clock.set('2026-12-01T11:00:00+05:30');
    expect((await rest('POST', `/admin/visit/${visit}/reminder`, shop.cookie, { channel: 'call' })).statusCode).toBe(201);
    for (const [kind, id] of [
      ['warranty', warranty.customerProductId],
      ['amc', amc],
    ]) {
      const response = await rest('POST', '/admin/due/reminder', shop.cookie, { kind, id, channel: 'sms' });
      expect(response.statusCode, response.body).toBe(201);
    }

    const reminders = await t.database.db
      .selectFrom('reminders')
      .where('business_id', '=', shop.businessId)
      .select(['kind', 'visit_id', 'customer_product_id', 'amc_contract_id', 'channel', 'reminded_by', 'reminded_at'])
      .orderBy('reminded_at')
      .orderBy('kind')
      .execute();
    expect(reminders).toEqual([
      { kind: 'visit', visit_id: visit, customer_product_id: null, amc_contract_id: null, channel: 'whatsapp', reminded_by: shop.adminUserId, reminded_at: new Date('2026-12-01T03:30:00.000Z') },
      { kind: 'amc', visit_id: null, customer_product_id: null, amc_contract_id: amc, channel: 'sms', reminded_by: shop.adminUserId, reminded_at: new Date('2026-12-01T05:30:00.000Z') },
      { kind: 'visit', visit_id: visit, customer_product_id: null, amc_contract_id: null, channel: 'call', reminded_by: shop.adminUserId, reminded_at: new Date('2026-12-01T05:30:00.000Z') },
      { kind: 'warranty', visit_id: null, customer_product_id: warranty.customerProductId, amc_contract_id: null, channel: 'sms', reminded_by: shop.adminUserId, reminded_at: new Date('2026-12-01T05:30:00.000Z') },
    ]);

    const rows = (await dueList(shop, { range: 'month' })).rows;
    const reminded = Object.fromEntries(rows.map((row) => [row.id, row.lastReminder]));
    const latest = { at: '2026-12-01T05:30:00.000Z', by: 'Jal Seva Purifiers' };
    expect(reminded).toEqual({
      [visit]: { channel: 'call', ...latest },
      [other]: null,
      [warranty.customerProductId]: { channel: 'sms', ...latest },
      [amc]: { channel: 'sms', ...latest },
    });
  });

  it("refuses a reminder about another business's row or a record that is not there, and records nothing", async () => {
    const shop = await freshShop();
    const visit = await visitOn(shop, '2026-12-03T10:00:00+05:30');
    const amcBuyer = await purchaseEnding(shop, '2026-01-01');
    const amc = await contract(shop, amcBuyer, { startDate: '2025-12-25', endDate: '2026-12-24' });
    for (const [kind, id, message] of [
      ['visit', visit, 'Visit not found.'],
      ['warranty', shop.customer.customerProductId, 'Purchase not found.'],
      ['amc', amc, 'AMC contract not found.'],
      // Each id read as the kind it is sent as: a visit's id is no purchase.
      ['warranty', visit, 'Purchase not found.'],
    ]) {
      const response = await rest('POST', '/admin/due/reminder', cookieB, { kind, id, channel: 'whatsapp' });
      expect(response.statusCode, `${kind} ${response.body}`).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect((await rest('POST', `/admin/visit/${visit}/reminder`, cookieB, { channel: 'sms' })).statusCode).toBe(404);
    expect((await rest('POST', `/admin/visit/${visit}/reminder`, shop.cookie, { channel: 'fax' })).statusCode).toBe(400);
    const recorded = await t.database.db.selectFrom('reminders').where('visit_id', '=', visit).select('id').execute();
    expect(recorded).toEqual([]);
  });
});

describe('reminder texts', () => {
  it("gives Sevak's texts until the business saves its own, with the placeholders it may use", async () => {
    const shop = await freshShop();
    const fresh = await rest('GET', '/admin/reminder-templates', shop.cookie);
    const sevaks = { en: { templates: DEFAULT_REMINDER_TEMPLATES, defaults: DEFAULT_REMINDER_TEMPLATES }, hi: { templates: HINDI, defaults: HINDI } };
    expect(fresh.json().data).toEqual({
      templates: DEFAULT_REMINDER_TEMPLATES,
      defaults: DEFAULT_REMINDER_TEMPLATES,
      placeholders: [...REMINDER_PLACEHOLDERS],
      byLanguage: sevaks,
    });
    const own = { ...DEFAULT_REMINDER_TEMPLATES, visit: 'Hello {customerName}, service on {dueDate}. {shopName}' };
    expect((await rest('PUT', '/admin/reminder-templates', shop.cookie, own)).json().data.templates).toEqual(own);
    expect((await query('admin.reminders.templates', shop.cookie)).json().result.data.templates).toEqual(own);
    // The other business still has Sevak's.
    expect((await rest('GET', '/admin/reminder-templates', cookieB)).json().data.templates).toEqual(DEFAULT_REMINDER_TEMPLATES);
    // Saved without `hi`, the Hindi texts stay Sevak's.
    expect((await rest('GET', '/admin/reminder-templates', shop.cookie)).json().data.byLanguage.hi).toEqual(sevaks.hi);
  });

  it('keeps a Hindi text of each kind beside the English one, saved together', async () => {
    const shop = await freshShop();
    const hindi = { ...HINDI, visit: 'नमस्ते {customerName} जी, {dueDate} को {product} की सर्विस है। - {shopName}' };
    const saved = await rest('PUT', '/admin/reminder-templates', shop.cookie, { ...DEFAULT_REMINDER_TEMPLATES, hi: hindi });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.byLanguage).toEqual({
      en: { templates: DEFAULT_REMINDER_TEMPLATES, defaults: DEFAULT_REMINDER_TEMPLATES },
      hi: { templates: hindi, defaults: HINDI },
    });
    const trpc = await query('admin.reminders.templates', shop.cookie);
    expect(trpc.json().result.data.byLanguage.hi.templates).toEqual(hindi);
    const rows = await t.database.db
      .selectFrom('reminder_templates')
      .where('business_id', '=', shop.businessId)
      .select(['language', 'kind'])
      .orderBy('language')
      .orderBy('kind')
      .execute();
    expect(rows.map((row) => `${row.language}:${row.kind}`)).toEqual(['en:amc', 'en:visit', 'en:warranty', 'hi:amc', 'hi:visit', 'hi:warranty']);

    // An unknown placeholder in a Hindi text refuses the whole save, in the caller's language.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/reminder-templates',
      headers: { cookie: shop.cookie, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: { ...DEFAULT_REMINDER_TEMPLATES, visit: 'Hello', hi: { ...hindi, amc: 'नमस्ते {naam}' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      'अनजान प्लेसहोल्डर {naam}। इनमें से इस्तेमाल करें: {customerName}, {product}, {dueDate}, {shopName}, {shopPhone}।',
    ]);
    expect((await rest('GET', '/admin/reminder-templates', shop.cookie)).json().data.templates.visit).toBe(DEFAULT_REMINDER_TEMPLATES.visit);
  });

  it('refuses a text with an unknown placeholder, saving none of the three', async () => {
    const shop = await freshShop();
    const response = await rest('PUT', '/admin/reminder-templates', shop.cookie, {
      visit: 'Hello {customerName}, see you on {dueDate}',
      warranty: 'Your {product} warranty ends {dueDate}, call {shopPhone}',
      amc: 'Dear {name}, your AMC ends on {endDate}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'Unknown placeholders {name}, {endDate}. Use {customerName}, {product}, {dueDate}, {shopName}, {shopPhone}.',
    ]);
    expect(await t.database.db.selectFrom('reminder_templates').where('business_id', '=', shop.businessId).selectAll().execute()).toEqual([]);
    expect((await rest('GET', '/admin/reminder-templates', shop.cookie)).json().data.templates).toEqual(DEFAULT_REMINDER_TEMPLATES);
  });
});

describe('another business', () => {
  it('sees none of the rows of this one', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-01T09:00:00+05:30');
    await visitOn(shop, '2026-11-20T10:00:00+05:30');
    await visitOn(shop, '2026-12-02T10:00:00+05:30');
    await purchaseEnding(shop, '2026-12-10');
    await enquiryOn(shop, '2026-11-30');
    expect((await dueList(shop, { range: 'month' })).total).toBe(2);
    const seenByB = await rest('GET', '/admin/due?range=month', cookieB);
    expect(seenByB.json().data).toEqual([]);
    expect((await rest('GET', '/admin/due?range=overdue', cookieB)).json().data).toEqual([]);
    expect((await rest('GET', `/admin/due?range=month&employeeID=${shop.technician.id}`, cookieB)).json().data).toEqual([]);
  });
});
