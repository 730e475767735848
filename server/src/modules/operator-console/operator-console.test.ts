import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import { callsTo, createBusiness, createTestApp, jpegDataUrl, signInAs, TEST_NOW, type TestApp } from '../../test/test-app';
import { logoColumns } from '../logos/logos';

let t: TestApp;
let operator: string;
const { rest, query } = callsTo(() => t.app);

/** Moves the clock, and signs the operator in again: a session idle that long has ended. */
async function clockAt(instant: string) {
  t.clock.set(instant);
  operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
}

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => clockAt(TEST_NOW));
afterAll(() => t.close());

/** 00:15 on 1 Dec 2026 in India, still 30 Nov in UTC: India's "today" decides every window. */
const FIRST_OF_DECEMBER_IN_INDIA = '2026-11-30T18:45:00Z';

const renewals = async (query: string) => {
  const response = await rest('GET', `/superadmin/renewals?${query}`, operator);
  expect(response.statusCode).toBe(200);
  const rows = response.json().data as { name: string; expiresInDays: number; plan: { name: string } | null; whatsappUrl: string }[];
  return { rows, total: Number(response.headers['x-total-count']) };
};
const namesIn = async (query: string) => (await renewals(query)).rows.map((row) => `${row.name} ${row.expiresInDays}`);

const summary = async () => {
  const response = await query('superadmin.console.summary', operator);
  expect(response.statusCode).toBe(200);
  return response.json().result.data as {
    renewals: Record<'7' | '30' | 'expired', number>;
    activity: { active: number; dormant: number };
    months: { month: string; revenue: number; newBusinesses: number }[];
  };
};

async function insertSubscription(businessId: string, fields: { plan: string; paidOn: string; amount: number; periodEnd: string; receipt: string }) {
  const plan = await t.database.db.selectFrom('plans').where('name', '=', fields.plan).select('id').executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('subscriptions')
    .values({
      business_id: businessId,
      plan_id: plan.id,
      period_start: fields.paidOn,
      period_end: fields.periodEnd,
      amount: fields.amount,
      mode: 'UPI',
      paid_on: fields.paidOn,
      receipt_number: fields.receipt,
    })
    .execute();
}

describe('renewals due', () => {
  it('lists businesses expiring in 7 or 30 days, or expired in the last 30, by India dates, soonest first', async () => {
    const expiring = {
      'Edge Expired 31 Days': '2026-10-31',
      'Edge Expired 30 Days': '2026-11-01',
      'Edge Expired Yesterday': '2026-11-30',
      'Edge Last Day Today': '2026-12-01',
      'Edge Seven Days': '2026-12-08',
      'Edge Eight Days': '2026-12-09',
      'Edge Thirty Days': '2026-12-31',
      'Edge Thirty One Days': '2027-01-01',
    };
    const ids: Record<string, string> = {};
    for (const [name, expiryDate] of Object.entries(expiring)) {
      ids[name] = (await createBusiness(t.database, { startDate: '2025-12-01', expiryDate }, name)).businessId;
    }
    await insertSubscription(ids['Edge Seven Days']!, { plan: '6 Months', paidOn: '2025-12-01', amount: 6000, periodEnd: '2026-11-30', receipt: 'T-1' });
    await insertSubscription(ids['Edge Seven Days']!, { plan: '12 Months', paidOn: '2025-12-05', amount: 10000, periodEnd: '2026-12-08', receipt: 'T-2' });
    await clockAt(FIRST_OF_DECEMBER_IN_INDIA);

    expect(await namesIn('within=7&search=Edge')).toEqual(['Edge Last Day Today 0', 'Edge Seven Days 7']);
    expect(await namesIn('within=30&search=Edge')).toEqual([
      'Edge Last Day Today 0',
      'Edge Seven Days 7',
      'Edge Eight Days 8',
      'Edge Thirty Days 30',
    ]);
    expect(await namesIn('within=expired&search=Edge')).toEqual(['Edge Expired 30 Days -30', 'Edge Expired Yesterday -1']);

    const { rows } = await renewals('within=7&search=Edge');
    expect(rows.map((row) => row.plan?.name ?? null)).toEqual([null, '12 Months']);
    const message = decodeURIComponent(rows[0]!.whatsappUrl.split('?text=')[1]!);
    expect(rows[0]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(message).toContain('Namaste Edge Last Day Today, your Sevak access ends on 1 Dec 2026.');
    const expired = (await renewals('within=expired&search=Yesterday')).rows[0]!;
    expect(decodeURIComponent(expired.whatsappUrl)).toContain('access ended on 30 Nov 2026.');

    expect((await summary()).renewals).toEqual({ '7': 2, '30': 4, expired: 2 });
  });

  it('pages the renewals and finds them by name or phone', async () => {
    const phones: string[] = [];
    for (const day of ['10', '11', '12']) {
      phones.push((await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: `2026-12-${day}` }, `Paging Shop ${day}`)).adminPhone);
    }
    const second = await renewals('within=30&search=Paging&page=2&pageSize=2');
    expect(second.rows.map((row) => row.name)).toEqual(['Paging Shop 12']);
    expect(second.total).toBe(3);
    expect(await namesIn(`within=30&search=${phones[1]}`)).toEqual(['Paging Shop 11 20']);

    const wrong = await rest('GET', '/superadmin/renewals?within=14', operator);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContain('Within must be 7, 30 or expired');
  });
});

describe('the console at a glance', () => {
  it('counts a business active after a sign-in or a visit in the last 7 days, and an expired one never', async () => {
    const before = (await summary()).activity;
    const signedIn = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2027-12-31' }, 'Active By Sign In');
    const visited = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2027-12-31' }, 'Active By Visit');
    const endsTomorrow = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-22' }, 'Expires After Sign In');
    await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2027-12-31' }, 'Quiet Shop');
    await signInAs(t.app, signedIn.adminPhone, signedIn.adminPassword);
    await signInAs(t.app, endsTomorrow.adminPhone, endsTomorrow.adminPassword);
    const product = await insertProduct(t.database, visited.businessId);
    const customer = await insertCustomer(t.database, visited.businessId, product.id);
    const technician = await insertEmployee(t.database, visited.businessId);
    await insertVisit(t.database, visited.businessId, { customerId: customer.id, employeeId: technician.id, visitDate: TEST_NOW });

    expect((await summary()).activity).toEqual({ active: before.active + 3, dormant: before.dormant + 1 });
    // 23 Nov in India: the sign-in two days ago still counts, but that business's access has ended.
    await clockAt('2026-11-22T18:31:00Z');
    const later = (await summary()).activity;
    expect(later.active + later.dormant).toBe(before.active + before.dormant + 3);
    expect(later.active).toBe(before.active + 2);
  });

  it('sums subscriptions by month of payment, and counts new businesses by their month in India', async () => {
    const shop = await createBusiness(t.database, undefined, 'Revenue Shop');
    await insertSubscription(shop.businessId, { plan: '6 Months', paidOn: '2026-03-31', amount: 6000, periodEnd: '2027-03-31', receipt: 'R-1' });
    await insertSubscription(shop.businessId, { plan: '12 Months', paidOn: '2026-03-01', amount: 10000.5, periodEnd: '2027-03-01', receipt: 'R-2' });
    await insertSubscription(shop.businessId, { plan: '6 Months', paidOn: '2026-04-01', amount: 6000, periodEnd: '2027-04-01', receipt: 'R-3' });
    // A year before this month: outside the twelve months shown.
    await insertSubscription(shop.businessId, { plan: '6 Months', paidOn: '2025-11-30', amount: 6000, periodEnd: '2026-11-30', receipt: 'R-4' });
    // 00:30 on 1 July in India, still 30 June in UTC.
    await sql`update businesses set created_at = ${new Date('2026-06-30T19:00:00Z')} where id = ${shop.businessId}`.execute(t.database.db);

    const { months } = await summary();
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe('2025-12');
    expect(months.at(-1)!.month).toBe('2026-11');
    const of = (month: string) => months.find((row) => row.month === month);
    expect(of('2026-03')).toMatchObject({ revenue: 16000.5 });
    expect(of('2026-04')).toMatchObject({ revenue: 6000 });
    expect(of('2026-06')).toMatchObject({ newBusinesses: 0, revenue: 0 });
    expect(of('2026-07')).toMatchObject({ newBusinesses: 1 });
  });
});

describe('usage per business', () => {
  it('shows customers, visits this month, last sign-in and image storage on the business row, and a sign-in moves it', async () => {
    const shop = await createBusiness(t.database, undefined, 'Usage Shop Kothrud');
    const product = await insertProduct(t.database, shop.businessId);
    const technician = await insertEmployee(t.database, shop.businessId);
    const first = await insertCustomer(t.database, shop.businessId, product.id);
    await insertCustomer(t.database, shop.businessId, product.id);
    const visit = (visitDate: string) => insertVisit(t.database, shop.businessId, { customerId: first.id, employeeId: technician.id, visitDate });
    // 1 Nov 00:10 and 30 Nov 23:50 in India are this month; 31 Oct 23:50 is not.
    await visit('2026-10-31T18:40:00Z');
    await visit('2026-11-30T18:20:00Z');
    await visit('2026-10-31T18:20:00Z');
    await t.database.db.updateTable('businesses').set(logoColumns(jpegDataUrl(1234))).where('id', '=', shop.businessId).execute();

    const usageOf = async () => {
      const response = await rest('GET', '/superAdmin/admin?search=Usage%20Shop%20Kothrud&page=1', operator);
      return response.json().data[0].usage;
    };
    expect(await usageOf()).toEqual({ customers: 2, visitsThisMonth: 2, lastSignInAt: null, storageBytes: 1234 });

    await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    expect((await usageOf()).lastSignInAt).toBe(TEST_NOW);
    await clockAt('2026-11-21T09:00:00Z');
    await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    await t.database.db.updateTable('businesses').set(logoColumns(null)).where('id', '=', shop.businessId).execute();
    expect(await usageOf()).toEqual({ customers: 2, visitsThisMonth: 2, lastSignInAt: '2026-11-21T09:00:00.000Z', storageBytes: 0 });
  });
});
