import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoBusiness } from '../../seed/demo-business';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import { callsTo, createBusiness, openTwoShops, signInAs, TEST_NOW, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  // Sessions outlive the clock jumps these tests make.
  ({ t, shopA, cookieA, cookieB } = await openTwoShops({ config: { sessionIdleMinutes: 10_000_000, sessionAbsoluteHours: 1_000_000 } }));
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

describe('the admin dashboard', () => {
  it("counts this month's sales and visits by India's calendar, and lists today's visits earliest first", async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Voltas Split AC', price: 36990, quantity: 5 });
    await insertProduct(t.database, shopA.businessId, { name: 'Bajaj Geyser', price: 3899.5, quantity: 2 });
    const employee = await insertEmployee(t.database, shopA.businessId, 'Ramesh Patil');
    const buyer = (invoiceDate: string, price: number) =>
      insertCustomer(t.database, shopA.businessId, product.id, { invoiceDate, price, fullname: `Bought ${invoiceDate}` });
    const firstOfMonth = await buyer('2026-12-01', 36990);
    await buyer('2026-11-30', 10000);
    await buyer('2026-12-31', 1500.25);
    await buyer('2027-01-01', 20000);
    const visit = (instant: string, serviceCharges: number, paymentStatus: 'PAID' | 'PENDING' = 'PENDING') =>
      insertVisit(t.database, shopA.businessId, {
        customerId: firstOfMonth.id,
        employeeId: employee.id,
        customerProductId: firstOfMonth.customerProductId,
        visitDate: instant,
        serviceCharges,
        paymentStatus,
      });
    await visit('2026-11-30T18:29:59Z', 1000); // 30 Nov, 23:59:59 in India
    await visit('2026-11-30T19:00:00Z', 499, 'PAID'); // 1 Dec, 00:30 in India
    const evening = await visit('2026-12-15T19:30:00+05:30', 650.5);
    const morning = await visit('2026-12-15T09:00:00+05:30', 300);
    await visit('2026-12-31T18:30:00Z', 2000); // 1 Jan, 00:00 in India

    t.clock.set('2026-12-15T12:00:00+05:30');
    const dashboard = (await rest('GET', '/admin/dashboard', cookieA)).json();
    expect(dashboard).toMatchObject({ success: true, message: 'Dashboard fetched successfully' });
    expect(dashboard.data).toMatchObject({
      totalCustomer: 4,
      totalEmployee: 1,
      totalProduct: 2,
      currentMonthProductRevenue: 38490.25,
      currentMonthVisitRevenue: 1449.5,
      inventory: { totalProducts: 2, totalInventoryValue: 36990 * 5 + 3899.5 * 2 },
      // Pending Pay leaves out the 1 January visit: nothing is owed for a visit still to come.
      visitSummary: { total: 5, today: 2, upcoming: 0, completed: 0, pendingPay: 3 },
    });
    expect(dashboard.data.visit.map((v: { id: string }) => v.id)).toEqual([morning.id, evening.id]);
    expect(dashboard.data.visit[0]).toMatchObject({
      customer: { user: { fullname: 'Bought 2026-12-01' } },
      employee: { user: { fullname: 'Ramesh Patil' } },
      product: { name: 'Voltas Split AC' },
    });

    // On the last evening of November in India, November's figures show.
    t.clock.set('2026-11-30T18:29:00Z');
    expect((await query('admin.dashboard.get', cookieA)).json().result.data).toMatchObject({
      currentMonthProductRevenue: 10000,
      currentMonthVisitRevenue: 1000,
    });
  });

  it('says how many whole days of access are left: 0 on the last day', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-21' });
    const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const expiryOn = async (expiryDate: string) => {
      await t.database.db.updateTable('businesses').set({ expiry_date: expiryDate }).where('id', '=', shop.businessId).execute();
      return (await rest('GET', '/admin/dashboard', cookie)).json().data.expiry;
    };
    // 23:50 on 21 November in India: still the 21st.
    t.clock.set('2026-11-21T18:20:00Z');
    expect(await expiryOn('2026-11-21')).toBe(0);
    expect(await expiryOn('2026-11-22')).toBe(1);
    expect(await expiryOn('2026-11-28')).toBe(7);
    expect(await expiryOn('2026-11-29')).toBe(8);
    // Ten minutes later it is the 22nd.
    t.clock.advance(10 * 60_000);
    expect(await expiryOn('2026-11-29')).toBe(7);
  });

  it('equals the sums of its own rows on the demo business', async () => {
    const { businessId } = await seedDemoBusiness(t.app.deps);
    const cookie = await signInAs(t.app, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.password);
    const dashboard = (await query('admin.dashboard.get', cookie)).json().result.data;
    const db = t.database.db;

    const [customers, employees, products, purchases, visits] = await Promise.all([
      db.selectFrom('customers').where('business_id', '=', businessId).select('id').execute(),
      db.selectFrom('employees').where('business_id', '=', businessId).select('id').execute(),
      db.selectFrom('products').where('business_id', '=', businessId).select(['price', 'quantity']).execute(),
      db.selectFrom('customer_products').where('business_id', '=', businessId).select(['price', 'invoice_date']).execute(),
      db.selectFrom('visits').where('business_id', '=', businessId).select(['id', 'visit_date', 'service_charges', 'is_done', 'payment_status']).execute(),
    ]);
    const month = '2026-11';
    const inIndia = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const paise = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
    const today = inIndia(new Date(TEST_NOW));
    const todays = visits.filter((v) => inIndia(v.visit_date) === today);

    expect(dashboard.totalCustomer).toBe(customers.length);
    expect(dashboard.totalEmployee).toBe(employees.length);
    expect(dashboard.totalProduct).toBe(products.length);
    expect(dashboard.inventory.totalInventoryValue).toBe(paise(products.map((p) => p.price * p.quantity)));
    expect(dashboard.currentMonthProductRevenue).toBe(paise(purchases.filter((p) => p.invoice_date.startsWith(month)).map((p) => p.price)));
    expect(dashboard.currentMonthVisitRevenue).toBe(
      paise(visits.filter((v) => inIndia(v.visit_date).startsWith(month)).map((v) => v.service_charges)),
    );
    expect(dashboard.currentMonthProductRevenue).toBeGreaterThan(0);
    expect(dashboard.expiry).toBe(185);
    expect(dashboard.visit.map((v: { id: string }) => v.id).sort()).toEqual(todays.map((v) => v.id).sort());
    expect(todays.length).toBeGreaterThan(0);
    expect(dashboard.visitSummary).toEqual({
      total: visits.length,
      today: todays.length,
      upcoming: visits.filter((v) => inIndia(v.visit_date) > today && inIndia(v.visit_date) <= '2026-11-28').length,
      completed: visits.filter((v) => v.is_done).length,
      pendingPay: visits.filter((v) => v.payment_status === 'PENDING' && (v.is_done || inIndia(v.visit_date) <= today)).length,
    });
  });

  it("never shows business A's rows to business B", async () => {
    const product = await insertProduct(t.database, shopA.businessId);
    const customer = await insertCustomer(t.database, shopA.businessId, product.id, { invoiceDate: '2026-11-20' });
    const employee = await insertEmployee(t.database, shopA.businessId);
    await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: TEST_NOW });
    const dashboard = (await rest('GET', '/admin/dashboard', cookieB)).json().data;
    expect(dashboard).toEqual({
      totalCustomer: 0,
      totalEmployee: 0,
      totalProduct: 0,
      currentMonthProductRevenue: 0,
      currentMonthVisitRevenue: 0,
      expiry: 405,
      visit: [],
      visitSummary: { total: 0, today: 0, upcoming: 0, completed: 0, pendingPay: 0 },
      inventory: { totalProducts: 0, totalInventoryValue: 0 },
    });
    expect((await rest('GET', '/admin/dashboard', cookieA)).json().data.visit).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    expect((await rest('GET', '/admin/dashboard', '')).statusCode).toBe(401);
    expect((await query('admin.dashboard.get', '')).statusCode).toBe(401);
  });
});
