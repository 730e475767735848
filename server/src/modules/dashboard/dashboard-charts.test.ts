import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepTalliesInTimeZone } from './tallies-time-zone';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import { callsTo, createBusiness, createTestApp, signInAs, TEST_NOW, type TestApp, type TestBusiness } from '../../test/test-app';
import { PUNE_TAX_PROFILE } from '../../test/tax-profile';

/*
 * The dashboard's charts on known data. The clock stands at noon on 21 November 2026 in India,
 * so the twelve months run from December 2025 to November 2026.
 */

let t: TestApp;
const { rest, query } = callsTo(() => t.app);

beforeAll(async () => {
  // Sessions outlive the clock jumps these tests make.
  t = await createTestApp({ sessionIdleMinutes: 10_000_000, sessionAbsoluteHours: 1_000_000 });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** A business of its own for each test, and its admin's cookie. */
async function openShop(): Promise<TestBusiness & { cookie: string }> {
  const shop = await createBusiness(t.database);
  return { ...shop, cookie: await signInAs(t.app, shop.adminPhone, shop.adminPassword) };
}

const chartsOf = async (cookie: string) => {
  const response = await rest('GET', '/admin/dashboard/charts', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const TWELVE_MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const emptyMonth = { productRevenue: 0, serviceRevenue: 0, invoiced: 0, collected: 0, newCustomers: 0 };

/** A shop's sales and visits either side of the twelve months' edges, in India time. */
async function fillShop(businessId: string) {
  const product = await insertProduct(t.database, businessId, { name: 'Kent Grand Plus RO' });
  const employee = await insertEmployee(t.database, businessId, 'Ramesh Patil');
  const buyer = async (invoiceDate: string, price: number, addedAt: string) => {
    const customer = await insertCustomer(t.database, businessId, product.id, { invoiceDate, price, fullname: `Bought ${invoiceDate}` });
    // When a customer was added is never changed by the app, so its column type refuses an update.
    await sql`update customers set created_at = ${addedAt} where id = ${customer.id}`.execute(t.database.db);
    return customer;
  };
  const customer = await buyer('2025-11-30', 9000, '2025-11-30T18:29:59Z'); // 30 Nov 2025, 23:59:59 in India
  await buyer('2025-12-01', 15000, '2025-11-30T18:30:00Z'); // 1 Dec 2025, 00:00 in India
  await buyer('2026-03-15', 18500.5, '2026-03-15T06:00:00Z');
  await buyer('2026-11-30', 21000, '2026-11-21T05:00:00Z');
  const visit = (visitDate: string, serviceCharges: number) =>
    insertVisit(t.database, businessId, { customerId: customer.id, employeeId: employee.id, visitDate, serviceCharges, isDone: true });
  await visit('2025-11-30T18:29:59Z', 100); // November 2025 in India
  await visit('2025-11-30T18:30:00Z', 200); // December 2025 in India
  await visit('2026-05-10T09:00:00Z', 349.5);
  await visit('2026-11-30T18:29:59Z', 400); // still November 2026 in India
  await visit('2026-11-30T18:30:00Z', 800); // 1 December 2026, beyond the twelve months
}

describe('the dashboard charts', () => {
  it('sums each of the last twelve months in India time, a month without data as zeros, and never counts another shop', async () => {
    const shop = await openShop();
    const other = await openShop();
    await fillShop(shop.businessId);
    await fillShop(other.businessId);

    const charts = await chartsOf(shop.cookie);
    expect(charts.months.map((month: { month: string }) => month.month)).toEqual(TWELVE_MONTHS);
    const byMonth = Object.fromEntries(charts.months.map(({ month, ...figures }: { month: string }) => [month, figures]));
    expect(byMonth['2025-12']).toEqual({ ...emptyMonth, productRevenue: 15000, serviceRevenue: 200, newCustomers: 1 });
    expect(byMonth['2026-03']).toEqual({ ...emptyMonth, productRevenue: 18500.5, newCustomers: 1 });
    expect(byMonth['2026-05']).toEqual({ ...emptyMonth, serviceRevenue: 349.5 });
    expect(byMonth['2026-11']).toEqual({ ...emptyMonth, productRevenue: 21000, serviceRevenue: 400, newCustomers: 1 });
    for (const empty of ['2026-01', '2026-02', '2026-04', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']) {
      expect(byMonth[empty]).toEqual(emptyMonth);
    }
    // This month's bar is the card's figure.
    const cards = (await rest('GET', '/admin/dashboard', shop.cookie)).json().data;
    expect(byMonth['2026-11'].productRevenue).toBe(cards.currentMonthProductRevenue);
    expect(byMonth['2026-11'].serviceRevenue).toBe(cards.currentMonthVisitRevenue);

    expect(charts.topProducts).toEqual([{ productId: expect.any(String), name: 'Kent Grand Plus RO', purchases: 3, value: 54500.5 }]);
    // The same call through tRPC.
    expect((await query('admin.dashboard.charts', shop.cookie)).json().result.data).toEqual(charts);
  });

  it('moves the twelve months on at midnight in India, not in UTC', async () => {
    const shop = await openShop();
    await fillShop(shop.businessId);

    // 23:59 on 30 November 2026 in India: December 2025 is still the first month.
    t.clock.set('2026-11-30T18:29:00Z');
    const lastEvening = await chartsOf(shop.cookie);
    expect(lastEvening.months[0]).toEqual({ month: '2025-12', ...emptyMonth, productRevenue: 15000, serviceRevenue: 200, newCustomers: 1 });
    expect(lastEvening.months[11]).toMatchObject({ month: '2026-11', serviceRevenue: 400 });

    // A minute later it is December in India: December 2025 drops off and December 2026's visit shows.
    t.clock.set('2026-11-30T18:30:00Z');
    const nextMorning = await chartsOf(shop.cookie);
    expect(nextMorning.months.map((month: { month: string }) => month.month)).toEqual([...TWELVE_MONTHS.slice(1), '2026-12']);
    expect(nextMorning.months[11]).toEqual({ month: '2026-12', ...emptyMonth, serviceRevenue: 800 });
    expect(nextMorning.topProducts[0]).toMatchObject({ purchases: 2, value: 39500.5 });
  });

  it("counts this month's visits in each state, a cancelled one as cancelled, and each technician's done visits", async () => {
    const shop = await openShop();
    const product = await insertProduct(t.database, shop.businessId);
    const customer = await insertCustomer(t.database, shop.businessId, product.id);
    const ramesh = await insertEmployee(t.database, shop.businessId, 'Ramesh Patil');
    const suresh = await insertEmployee(t.database, shop.businessId, 'Suresh Kale');
    const anil = await insertEmployee(t.database, shop.businessId, 'Anil Jadhav');
    const visit = (employeeId: string, visitDate: string, isDone = false) =>
      insertVisit(t.database, shop.businessId, { customerId: customer.id, employeeId, visitDate, isDone });

    await visit(ramesh.id, '2026-11-03T05:00:00Z', true);
    await visit(ramesh.id, '2026-11-10T05:00:00Z', true);
    await visit(suresh.id, '2026-11-01T00:00:00+05:30', true);
    await visit(suresh.id, '2026-10-31T23:59:00+05:30', true); // October in India
    await visit(anil.id, '2026-11-25T05:00:00Z');
    await visit(anil.id, '2026-11-28T05:00:00Z');
    const cancelled = await visit(ramesh.id, '2026-11-22T05:00:00Z');
    const missed = await visit(suresh.id, '2026-11-15T05:00:00Z');
    expect((await rest('PUT', `/admin/visit/${cancelled.id}/status`, shop.cookie, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await rest('PUT', `/admin/visit/${missed.id}/status`, shop.cookie, { status: 'missed' })).statusCode).toBe(200);

    const charts = await chartsOf(shop.cookie);
    expect(charts.visitsThisMonth).toEqual([
      { status: 'scheduled', count: 2 },
      { status: 'done', count: 3 },
      { status: 'missed', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(charts.technicians).toEqual([
      { employeeId: ramesh.id, name: 'Ramesh Patil', visitsDone: 2 },
      { employeeId: suresh.id, name: 'Suresh Kale', visitsDone: 1 },
      { employeeId: anil.id, name: 'Anil Jadhav', visitsDone: 0 },
    ]);

    // Another shop sees none of it.
    const other = await openShop();
    expect(await chartsOf(other.cookie)).toEqual({
      months: TWELVE_MONTHS.map((month) => ({ month, ...emptyMonth })),
      billsWithInvoices: false,
      visitsThisMonth: [
        { status: 'scheduled', count: 0 },
        { status: 'done', count: 0 },
        { status: 'missed', count: 0 },
        { status: 'cancelled', count: 0 },
      ],
      topProducts: [],
      technicians: [],
    });
  });

  it('ranks the five products bought most in the twelve months, by count and then by value', async () => {
    const shop = await openShop();
    const buy = async (name: string, prices: number[], invoiceDate = '2026-06-01') => {
      const product = await insertProduct(t.database, shop.businessId, { name });
      for (const price of prices) await insertCustomer(t.database, shop.businessId, product.id, { invoiceDate, price });
    };
    await buy('Voltas Split AC', [36990, 36990, 34000]);
    await buy('Kent Grand Plus RO', [18500, 18500, 18500]);
    await buy('Bajaj Geyser', [3899, 3899, 3899, 3899]);
    await buy('Aquaguard Aura', [14000, 14000]);
    await buy('Havells Fan', [2500, 2500]);
    await buy('Pureit Classic', [1999]);
    // Bought long ago: many, but before the twelve months.
    await buy('Old Cooler', [5000, 5000, 5000, 5000, 5000], '2025-11-30');

    const { topProducts } = await chartsOf(shop.cookie);
    expect(topProducts.map(({ name, purchases, value }: { name: string; purchases: number; value: number }) => [name, purchases, value])).toEqual([
      ['Bajaj Geyser', 4, 15596],
      ['Voltas Split AC', 3, 107980],
      ['Kent Grand Plus RO', 3, 55500],
      ['Aquaguard Aura', 2, 28000],
      ['Havells Fan', 2, 5000],
    ]);
  });

  it('shows what was invoiced and what was collected each month once the shop bills with GST invoices', async () => {
    const shop = await openShop();
    const product = await insertProduct(t.database, shop.businessId, { name: 'Kent Grand Plus RO', price: 15000 });
    const customer = await insertCustomer(t.database, shop.businessId, product.id, { invoiceDate: '2026-10-05', price: 15000 });
    const employee = await insertEmployee(t.database, shop.businessId);
    expect((await chartsOf(shop.cookie)).billsWithInvoices).toBe(false);

    // A shop without a GSTIN bills without tax.
    const profile = await rest('PUT', '/admin/billing-profile', shop.cookie, { ...PUNE_TAX_PROFILE, gstin: '', serviceGstRate: 0 });
    expect(profile.statusCode).toBe(200);
    const invoice = async (invoiceDate: string, unitPrice: number) => {
      const created = await rest('POST', '/admin/invoice', shop.cookie, {
        customerID: customer.id,
        invoiceDate,
        lines: [{ description: 'Annual service', hsnCode: '9987', quantity: 1, unitPrice, gstRate: 0 }],
      });
      expect(created.statusCode).toBe(201);
      return created.json().data.id as string;
    };
    const pay = async (body: object) => expect((await rest('POST', '/admin/payment', shop.cookie, { mode: 'CASH', ...body })).statusCode).toBe(201);

    const october = await invoice('2026-10-20', 12000);
    const november = await invoice('2026-11-02', 5000);
    const cancelledInvoice = await invoice('2026-11-05', 7000);
    expect((await rest('POST', `/admin/invoice/${cancelledInvoice}/cancel`, shop.cookie, { reason: 'Wrong customer' })).statusCode).toBe(201);
    await pay({ invoiceID: october, amount: 4000, paidOn: '2026-10-25' });
    await pay({ invoiceID: october, amount: 8000, paidOn: '2026-11-03' });
    await pay({ invoiceID: november, amount: 1500, paidOn: '2026-11-20' });
    // Money taken on a visit no invoice bills is collected too.
    const visit = await insertVisit(t.database, shop.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: '2026-11-18T05:00:00Z', serviceCharges: 600, isDone: true });
    await pay({ visitID: visit.id, amount: 600, paidOn: '2026-11-18' });

    const charts = await chartsOf(shop.cookie);
    expect(charts.billsWithInvoices).toBe(true);
    expect(charts.months.at(-2)).toMatchObject({ month: '2026-10', invoiced: 12000, collected: 4000 });
    // The cancelled invoice is not counted as invoiced.
    expect(charts.months.at(-1)).toMatchObject({ month: '2026-11', invoiced: 5000, collected: 8000 + 1500 + 600 });
    expect(charts.months.at(-1).collected).toBe((await rest('GET', '/admin/billing/dashboard', shop.cookie)).json().data.collectedThisMonth);
    expect(charts.months.slice(0, -2).every((month: { invoiced: number; collected: number }) => month.invoiced === 0 && month.collected === 0)).toBe(true);
  });

  it('keeps each month right as visits are edited, moved and deleted, and as a customer is removed', async () => {
    const shop = await openShop();
    const product = await insertProduct(t.database, shop.businessId, { name: 'Kent Grand Plus RO' });
    const employee = await insertEmployee(t.database, shop.businessId);
    const customer = await insertCustomer(t.database, shop.businessId, product.id, { invoiceDate: '2026-11-02', price: 15000 });
    const visit = (visitDate: string, serviceCharges: number) =>
      insertVisit(t.database, shop.businessId, { customerId: customer.id, employeeId: employee.id, visitDate, serviceCharges, isDone: true });
    const first = await visit('2026-11-10T05:00:00Z', 500);
    const second = await visit('2026-11-12T05:00:00Z', 300);
    const monthsOf = async () => Object.fromEntries((await chartsOf(shop.cookie)).months.slice(-2).map((m: { month: string }) => [m.month, m]));
    expect((await monthsOf())['2026-11']).toMatchObject({ serviceRevenue: 800, productRevenue: 15000, newCustomers: 1 });

    // New charges, and a visit moved back into October (India time: 31 Oct, 23:00).
    await sql`update visits set service_charges = 750 where id = ${first.id}`.execute(t.database.db);
    await sql`update visits set visit_date = '2026-10-31T17:30:00Z' where id = ${second.id}`.execute(t.database.db);
    // A change of state alone moves no figure.
    await sql`update visits set status = 'missed' where id = ${first.id}`.execute(t.database.db);
    let months = await monthsOf();
    expect(months['2026-11']).toMatchObject({ serviceRevenue: 750 });
    expect(months['2026-10']).toMatchObject({ serviceRevenue: 300 });

    expect((await rest('DELETE', `/admin/visit/${first.id}`, shop.cookie)).statusCode).toBe(200);
    expect((await monthsOf())['2026-11']).toMatchObject({ serviceRevenue: 0, productRevenue: 15000 });

    // Removing the customer (once without visits) removes their purchase and themselves from the months.
    expect((await rest('DELETE', `/admin/visit/${second.id}`, shop.cookie)).statusCode).toBe(200);
    expect((await rest('DELETE', `/admin/customer/${customer.id}`, shop.cookie)).statusCode).toBe(200);
    months = await monthsOf();
    expect(months['2026-10']).toMatchObject(emptyMonth);
    expect(months['2026-11']).toMatchObject(emptyMonth);
  });

  it('makes every month again when the business time zone changes', async () => {
    const shop = await openShop();
    const product = await insertProduct(t.database, shop.businessId);
    const employee = await insertEmployee(t.database, shop.businessId);
    const customer = await insertCustomer(t.database, shop.businessId, product.id);
    // 1 November 2026, 00:30 in India; still 31 October in UTC.
    await insertVisit(t.database, shop.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: '2026-10-31T19:00:00Z', serviceCharges: 450 });
    const visitsIn = async (month: string) =>
      (
        await sql<{ figure: number }>`select figure from monthly_tallies
          where business_id = ${shop.businessId} and series = 'serviceRevenue' and month = ${month}`.execute(t.database.db)
      ).rows[0]?.figure ?? 0;
    const startIn = (businessTimeZone: string) => keepTalliesInTimeZone({ ...t.app.deps, config: { ...t.config, businessTimeZone } });

    expect(await startIn('Asia/Kolkata')).toBe(false);
    expect(await visitsIn('2026-11-01')).toBe(450);
    try {
      expect(await startIn('UTC')).toBe(true);
      expect(await visitsIn('2026-10-01')).toBe(450);
      expect(await visitsIn('2026-11-01')).toBe(0);
    } finally {
      await startIn('Asia/Kolkata');
    }
    expect(await visitsIn('2026-11-01')).toBe(450);
  });

  it('refuses anonymous callers', async () => {
    expect((await rest('GET', '/admin/dashboard/charts', '')).statusCode).toBe(401);
    expect((await query('admin.dashboard.charts', '')).statusCode).toBe(401);
  });
});
