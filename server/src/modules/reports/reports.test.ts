import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoBusiness } from '../../seed/demo-business';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import { callsTo, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, cookieA: string, cookieB: string;
/** Visits of shop A by the instant they fall on in India, and purchases by invoice date. */
const visitIds: Record<string, string> = {};
const purchaseIds: Record<string, string> = {};
/** The customer whose purchase the visits service. */
let serviced: string;

beforeAll(async () => {
  ({ t, shopA, cookieA, cookieB } = await openTwoShops());

  const product = await insertProduct(t.database, shopA.businessId, { name: 'Kent Grand Plus RO' });
  const employee = await insertEmployee(t.database, shopA.businessId, 'Ramesh Patil');
  for (const [invoiceDate, price] of [
    ['2026-10-31', 1000],
    ['2026-11-01', 18500],
    ['2026-11-15', 11499.5],
    ['2026-11-20', 15999],
    ['2026-11-21', 500],
  ] as const) {
    const customer = await insertCustomer(t.database, shopA.businessId, product.id, {
      fullname: `Customer ${invoiceDate}`,
      invoiceDate,
      price,
      billNumber: `AQ-${invoiceDate}`,
    });
    purchaseIds[invoiceDate] = customer.customerProductId;
    if (invoiceDate === '2026-11-01') {
      serviced = customer.id;
      for (const [inIndia, charges] of [
        ['2026-10-31T23:59:59', 100],
        ['2026-11-01T00:00:00', 200],
        ['2026-11-10T12:00:00', 350.75],
        ['2026-11-20T23:59:59', 400],
        ['2026-11-21T00:00:00', 800],
      ] as const) {
        const visit = await insertVisit(t.database, shopA.businessId, {
          customerId: customer.id,
          employeeId: employee.id,
          customerProductId: customer.customerProductId,
          visitDate: `${inIndia}+05:30`,
          serviceCharges: charges,
        });
        visitIds[inIndia] = visit.id;
      }
    }
  }
});
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

describe('the service report', () => {
  it('covers From Date 00:00 to To Date 23:59:59 in India, newest first, with its totals', async () => {
    const response = await rest('GET', '/admin/report/service?fromDate=2026-11-01&toDate=2026-11-20', cookieA);
    expect(response.statusCode).toBe(200);
    const { data, totals } = response.json().data;
    expect(data.map((row: { id: string }) => row.id)).toEqual([
      visitIds['2026-11-20T23:59:59'],
      visitIds['2026-11-10T12:00:00'],
      visitIds['2026-11-01T00:00:00'],
    ]);
    expect(totals).toEqual({ count: 3, totalCharges: 950.75 });
    expect(response.headers['x-total-count']).toBe('3');
    expect(data[0]).toEqual({
      id: visitIds['2026-11-20T23:59:59'],
      customerName: 'Customer 2026-11-01',
      phoneNumber: expect.any(String),
      address: 'Flat 302, Shanti Heights, Kothrud, Pune',
      employeeName: 'Ramesh Patil',
      productName: 'Kent Grand Plus RO',
      serviceDiscription: 'Quarterly service',
      serviceCharges: 400,
      visitDate: '2026-11-20T18:29:59.000Z',
      PaymentStatus: 'PENDING',
      isDone: false,
    });
  });

  it('pages through tRPC with the totals of the whole range, and leaves a missing end open', async () => {
    const page = (await query('admin.reports.service', cookieA, { fromDate: '2026-11-01', toDate: '2026-11-20', page: 2, pageSize: 2 })).json().result.data;
    expect(page).toMatchObject({ total: 3, totals: { count: 3, totalCharges: 950.75 } });
    expect(page.items.map((row: { id: string }) => row.id)).toEqual([visitIds['2026-11-01T00:00:00']]);

    const untilThe10th = (await query('admin.reports.service', cookieA, { toDate: '2026-11-10' })).json().result.data;
    expect(untilThe10th.totals).toEqual({ count: 3, totalCharges: 650.75 });
    const sinceThe21st = (await query('admin.reports.service', cookieA, { fromDate: '2026-11-21', toDate: '' })).json().result.data;
    expect(sinceThe21st.items.map((row: { id: string }) => row.id)).toEqual([visitIds['2026-11-21T00:00:00']]);
    const oneDay = (await query('admin.reports.service', cookieA, { fromDate: '2026-10-31', toDate: '2026-10-31' })).json().result.data;
    expect(oneDay.items.map((row: { id: string }) => row.id)).toEqual([visitIds['2026-10-31T23:59:59']]);
  });

  it('narrows to one technician and one payment status, totals included', async () => {
    const other = await insertEmployee(t.database, shopA.businessId, 'Sunil Jadhav');
    const byOther = await insertVisit(t.database, shopA.businessId, {
      customerId: serviced,
      employeeId: other.id,
      visitDate: '2026-11-12T10:00:00+05:30',
      serviceCharges: 275,
      paymentStatus: 'PAID',
    });
    const range = 'fromDate=2026-11-01&toDate=2026-11-20';
    const ofSunil = (await rest('GET', `/admin/report/service?${range}&employeeId=${other.id}`, cookieA)).json().data;
    expect(ofSunil.data.map((row: { id: string }) => row.id)).toEqual([byOther.id]);
    expect(ofSunil.totals).toEqual({ count: 1, totalCharges: 275 });
    const unpaid = (await query('admin.reports.service', cookieA, { fromDate: '2026-11-01', toDate: '2026-11-20', paymentStatus: 'PENDING' })).json().result.data;
    expect(unpaid.totals).toEqual({ count: 3, totalCharges: 950.75 });
    const paid = (await rest('GET', `/admin/report/service?${range}&paymentStatus=PAID`, cookieA)).json().data;
    expect(paid.data.map((row: { id: string }) => row.id)).toEqual([byOther.id]);
    expect((await rest('GET', `/admin/report/service?${range}&paymentStatus=LATER`, cookieA)).json().errors).toEqual(['Payment status must be PENDING or PAID']);
  });

  it('refuses a range that ends before it starts, or a date that is not one', async () => {
    const backwards = await rest('GET', '/admin/report/service?fromDate=2026-11-21&toDate=2026-11-20', cookieA);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual(['From Date must be on or before To Date']);
    const invalid = await query('admin.reports.service', cookieA, { fromDate: '2026-02-30', toDate: 'soon' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Enter a valid From Date', 'Enter a valid To Date']);
  });
});

describe('the product report', () => {
  it('covers invoices from From Date to To Date inclusive, newest first, with warranty dates and totals', async () => {
    const response = await rest('GET', '/admin/report/product?fromDate=2026-11-01&toDate=2026-11-20', cookieA);
    const { data, totals } = response.json().data;
    expect(data.map((row: { invoiceDate: string }) => row.invoiceDate)).toEqual(['2026-11-20', '2026-11-15', '2026-11-01']);
    expect(totals).toEqual({ count: 3, totalPrice: 45998.5 });
    expect(data[0]).toEqual({
      id: purchaseIds['2026-11-20'],
      billNumber: 'AQ-2026-11-20',
      customerName: 'Customer 2026-11-20',
      phoneNumber: expect.any(String),
      address: 'Flat 302, Shanti Heights, Kothrud, Pune',
      productName: 'Kent Grand Plus RO',
      price: 15999,
      invoiceDate: '2026-11-20',
      warrantyStartDate: '2026-11-20',
      warrantyEndDate: '2027-11-20',
    });
  });

  it('pages and searches through tRPC', async () => {
    const page = (await query('admin.reports.product', cookieA, { page: 1, pageSize: 2 })).json().result.data;
    expect(page.items.map((row: { invoiceDate: string }) => row.invoiceDate)).toEqual(['2026-11-21', '2026-11-20']);
    expect(page.totals).toEqual({ count: 5, totalPrice: 47498.5 });
    const search = (await query('admin.reports.product', cookieA, { search: 'AQ-2026-10' })).json().result.data;
    expect(search.items.map((row: { id: string }) => row.id)).toEqual([purchaseIds['2026-10-31']]);
    const backwards = await query('admin.reports.product', cookieA, { fromDate: '2026-11-02', toDate: '2026-11-01' });
    expect(backwards.json().error.message).toBe('From Date must be on or before To Date');
  });
});

describe('reports on the demo business', () => {
  it('total exactly their rows', async () => {
    await seedDemoBusiness(t.app.deps);
    const cookie = await signInAs(t.app, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.password);
    const paise = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

    const service = (await rest('GET', '/admin/report/service?fromDate=2026-10-01&toDate=2026-12-31', cookie)).json().data;
    expect(service.data.length).toBeGreaterThan(10);
    expect(service.totals).toEqual({
      count: service.data.length,
      totalCharges: paise(service.data.map((row: { serviceCharges: number }) => row.serviceCharges)),
    });
    const dates = service.data.map((row: { visitDate: string }) => row.visitDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const product = (await rest('GET', '/admin/report/product', cookie)).json().data;
    expect(product.data).toHaveLength(12);
    expect(product.totals).toEqual({ count: 12, totalPrice: paise(product.data.map((row: { price: number }) => row.price)) });
  });
});

describe('business B and business A', () => {
  it("B's reports never include A's visits or sales", async () => {
    const service = (await rest('GET', '/admin/report/service', cookieB)).json().data;
    expect(service).toEqual({ data: [], totals: { count: 0, totalCharges: 0 } });
    const product = (await query('admin.reports.product', cookieB, { search: 'Customer' })).json().result.data;
    expect(product).toEqual({ items: [], total: 0, totals: { count: 0, totalPrice: 0 } });
  });

  it('refuses anonymous callers', async () => {
    expect((await rest('GET', '/admin/report/service', '')).statusCode).toBe(401);
    expect((await query('admin.reports.product', '', {})).statusCode).toBe(401);
  });
});
