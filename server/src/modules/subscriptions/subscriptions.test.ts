import { extractText, getDocumentProxy } from 'unpdf';
import { CUSTOMER_CSV_COLUMNS, pricePerPeriod } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDataScope } from '../../tenancy/data-scope';
import { insertProduct, nextBillNumber } from '../../test/factories';
import { callsTo, createBusiness, createTestApp, signInAs, uniquePhone, type TestApp } from '../../test/test-app';

/*
 * The operator's plans and renewals (issue 18). The test clock reads 21 Nov 2026, 12:00 in India.
 */

let t: TestApp;
let operator: string;
let yearPlanId: string;
let halfYearPlanId: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
  const plans = (await rest('GET', '/superadmin/plans', operator)).json().data as { id: string; name: string }[];
  yearPlanId = plans.find((plan) => plan.name === '12 Months')!.id;
  halfYearPlanId = plans.find((plan) => plan.name === '6 Months')!.id;
});
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

const payment = (overrides: Record<string, unknown> = {}) => ({
  planID: yearPlanId,
  amount: 10000,
  mode: 'UPI',
  paidOn: '2026-11-21',
  reference: 'UPI-448812',
  ...overrides,
});

const expiryOf = async (businessId: string) =>
  (await t.database.db.selectFrom('businesses').select('expiry_date').where('id', '=', businessId).executeTakeFirstOrThrow()).expiry_date;
const subscriptionsOf = async (businessId: string) =>
  (await t.database.db.selectFrom('subscriptions').select('id').where('business_id', '=', businessId).execute()).length;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('plans', () => {
  it('offers the two plans of a fresh install, and the operator adds one with limits', async () => {
    const listed = await rest('GET', '/superadmin/plans', operator);
    expect(listed.statusCode).toBe(200);
    // The help desk's plan cards: 6 months for ₹6,000 (a yearly rate of ₹12,000), 12 months for ₹10,000; shortest first.
    expect(listed.json().data.slice(0, 2)).toEqual([
      expect.objectContaining({ name: '6 Months', months: 6, pricePerYear: 12000, maxTechnicians: null, maxCustomers: null, active: true }),
      expect.objectContaining({ name: '12 Months', months: 12, pricePerYear: 10000, active: true }),
    ]);
    expect(listed.json().data.slice(0, 2).map(pricePerPeriod)).toEqual([6000, 10000]);

    // Without a length a plan runs a year.
    const created = await rest('POST', '/superadmin/plans', operator, { name: 'Starter', pricePerYear: '3999.50', maxTechnicians: 2, maxCustomers: 500 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Starter', months: 12, pricePerYear: 3999.5, maxTechnicians: 2, maxCustomers: 500, active: true });

    expect((await rest('POST', '/superadmin/plans', operator, { name: 'starter', pricePerYear: 5000 })).statusCode).toBe(409);
    const bad = await rest('POST', '/superadmin/plans', operator, { name: '', pricePerYear: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(expect.arrayContaining(['Plan name is required', 'Price per year cannot be negative']));

    const id = created.json().data.id as string;
    const retired = await rest('PUT', `/superadmin/plans/${id}`, operator, { name: 'Starter', pricePerYear: 3999.5, maxTechnicians: null, maxCustomers: 500, active: false });
    expect(retired.json().data).toMatchObject({ active: false, maxTechnicians: null, months: 12 });
  });

  it('keeps a length of 1 to 36 whole months, priced as the yearly rate for those months', async () => {
    const quarterly = await rest('POST', '/superadmin/plans', operator, { name: 'Quarterly', months: '3', pricePerYear: 10000 });
    expect(quarterly.statusCode).toBe(201);
    expect(quarterly.json().data).toMatchObject({ name: 'Quarterly', months: 3, pricePerYear: 10000 });
    // ₹10,000 a year for 3 months is ₹2,500; for 7 months ₹5,833.33…, rounded to the rupee.
    expect(pricePerPeriod(quarterly.json().data)).toBe(2500);
    expect(pricePerPeriod({ pricePerYear: 10000, months: 7 })).toBe(5833);
    expect(pricePerPeriod({ pricePerYear: 3999.5, months: 6 })).toBe(2000);
    expect(pricePerPeriod({ pricePerYear: 10000, months: 36 })).toBe(30000);

    const id = quarterly.json().data.id as string;
    // A change that does not name the length keeps it; one that does changes it.
    const kept = await rest('PUT', `/superadmin/plans/${id}`, operator, { name: 'Quarterly', pricePerYear: 9600, active: true });
    expect(kept.json().data).toMatchObject({ months: 3, pricePerYear: 9600 });
    const changed = await rest('PUT', `/superadmin/plans/${id}`, operator, { name: 'Quarterly', months: 4, pricePerYear: 9600, active: false });
    expect(changed.json().data).toMatchObject({ months: 4, active: false });

    const cases: [unknown, string][] = [
      [0, 'Months must be between 1 and 36'],
      [37, 'Months must be between 1 and 36'],
      [-6, 'Months cannot be negative'],
      ['2.5', 'Enter a whole number, like 12'],
    ];
    for (const [months, message] of cases) {
      const refused = await rest('POST', '/superadmin/plans', operator, { name: `Bad ${String(months)}`, months, pricePerYear: 1000 });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().errors).toContain(message);
    }
    expect((await rest('PUT', `/superadmin/plans/${id}`, operator, { name: 'Quarterly', months: 40, pricePerYear: 9600, active: true })).statusCode).toBe(400);
  });
});

describe('renewing a business', () => {
  it('extends an active business by a year from the day after its expiry', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-11', expiryDate: '2027-01-10' });
    const renewed = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment());
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().data).toMatchObject({
      expiryDate: '2028-01-10',
      subscription: { planName: '12 Months', periodStart: '2027-01-11', periodEnd: '2028-01-10', amount: 10000, mode: 'UPI', paidOn: '2026-11-21' },
    });
    expect(renewed.json().data.subscription.receiptNumber).toMatch(/^SVK-R-2026-\d{4}$/);
    expect(await expiryOf(shop.businessId)).toBe('2028-01-10');

    // Its history, and the business's own view of its plan.
    const history = await rest('GET', `/superadmin/business/${shop.businessId}/subscriptions`, operator);
    expect(history.json().data).toHaveLength(1);
    const owner = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const own = await rest('GET', '/admin/subscription', owner);
    expect(own.json().data).toMatchObject({ expiryDate: '2028-01-10', current: { planName: '12 Months', periodEnd: '2028-01-10' } });
    expect(own.json().data.plans.map((plan: { name: string }) => plan.name)).toEqual(expect.arrayContaining(['6 Months', '12 Months']));

    // A business that has paid keeps its receipts: it can no longer be deleted, only left to expire.
    const removed = await rest('DELETE', `/superAdmin/admin/${shop.businessId}`, operator);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain('1 subscription payment');
  });

  it('renews an expired business from today in India, and its owner can sign in again', async () => {
    const shop = await createBusiness(t.database, { startDate: '2025-10-02', expiryDate: '2026-10-01' });
    expect((await rest('POST', '/users/login', undefined, { phoneNumber: shop.adminPhone, password: shop.adminPassword })).statusCode).toBe(403);
    const renewed = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment({ mode: 'CASH', reference: null }));
    expect(renewed.json().data).toMatchObject({ expiryDate: '2027-11-20', subscription: { periodStart: '2026-11-21', periodEnd: '2027-11-20', reference: null } });
    await signInAs(t.app, shop.adminPhone, shop.adminPassword);
  });

  it('extends an active business by 6 months on the 6-month plan, across a month end', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-08-31', expiryDate: '2027-08-30' });
    const renewed = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment({ planID: halfYearPlanId, amount: 6000 }));
    expect(renewed.statusCode).toBe(201);
    // From 31 Aug 2027, six whole months: there is no 31 Feb, so February's last day ends them.
    expect(renewed.json().data).toMatchObject({
      expiryDate: '2028-02-29',
      subscription: { planName: '6 Months', periodStart: '2027-08-31', periodEnd: '2028-02-29', amount: 6000 },
    });
    expect(await expiryOf(shop.businessId)).toBe('2028-02-29');

    // The next 6 months follow on from the day after, 1 Mar 2028.
    const again = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment({ planID: halfYearPlanId, amount: 6000 }));
    expect(again.json().data).toMatchObject({ expiryDate: '2028-08-31', subscription: { periodStart: '2028-03-01', periodEnd: '2028-08-31' } });
  });

  it('renews an expired business for 6 months from today in India', async () => {
    const shop = await createBusiness(t.database, { startDate: '2025-09-15', expiryDate: '2026-09-14' });
    expect((await rest('POST', '/users/login', undefined, { phoneNumber: shop.adminPhone, password: shop.adminPassword })).statusCode).toBe(403);
    const renewed = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment({ planID: halfYearPlanId, amount: 6000, mode: 'CASH' }));
    expect(renewed.json().data).toMatchObject({
      expiryDate: '2027-05-20',
      subscription: { planName: '6 Months', periodStart: '2026-11-21', periodEnd: '2027-05-20', amount: 6000, mode: 'CASH' },
    });
    await signInAs(t.app, shop.adminPhone, shop.adminPassword);
  });

  it('renews a year from 29 February to the last day of the next February', async () => {
    const shop = await createBusiness(t.database, { startDate: '2027-03-01', expiryDate: '2028-02-28' });
    const renewed = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment());
    expect(renewed.json().data).toMatchObject({ expiryDate: '2029-02-28', subscription: { periodStart: '2028-02-29', periodEnd: '2029-02-28' } });
  });

  it('refuses bad payments with a clear message and saves nothing', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-11', expiryDate: '2027-01-10' });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -500 }, 'Amount cannot be negative'],
      [{ amount: 0 }, 'Amount must be more than zero'],
      [{ mode: 'BARTER' }, 'Mode must be CASH, UPI, CARD, BANK_TRANSFER or CHEQUE'],
      [{ paidOn: '2026-11-22' }, 'Payment date cannot be after today (21 Nov 2026).'],
      [{ planID: '00000000-0000-4000-8000-000000000000' }, 'Plan not found.'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment(overrides));
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().errors).toContain(message);
    }
    expect(await subscriptionsOf(shop.businessId)).toBe(0);
    expect(await expiryOf(shop.businessId)).toBe('2027-01-10');
    expect((await rest('POST', '/superadmin/business/00000000-0000-4000-8000-000000000000/renew', operator, payment())).statusCode).toBe(404);
  });

  it('says what is wrong with a payment in Hindi when the request asks for Hindi', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-11', expiryDate: '2027-01-10' });
    const inHindi = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/superadmin/business/${shop.businessId}/renew`,
        headers: { cookie: operator, 'accept-language': 'hi' },
        payload,
      });
    expect((await inHindi(payment({ amount: 0 }))).json().errors).toEqual(['रकम शून्य से ज़्यादा होनी चाहिए']);
    expect((await inHindi(payment({ planID: '' }))).json().errors).toEqual(['प्लान चुनें']);
    expect((await inHindi(payment({ planID: 'not-an-id' }))).json().errors).toEqual(['प्लान की आईडी सही नहीं है']);
    expect((await inHindi(payment({ paidOn: '2026-11-22' }))).json().errors).toEqual(['भुगतान की तारीख आज (21 Nov 2026) के बाद की नहीं हो सकती।']);
    expect(await subscriptionsOf(shop.businessId)).toBe(0);
  });

  it('renews once when the same request is sent again with its idempotency key', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-11', expiryDate: '2027-01-10' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/superadmin/business/${shop.businessId}/renew`,
        headers: { cookie: operator, 'idempotency-key': `renew-${shop.businessId}` },
        payload: payment(),
      });
    const [first, again] = [await send(), await send()];
    expect(again.json()).toEqual(first.json());
    expect(await subscriptionsOf(shop.businessId)).toBe(1);
    expect(await expiryOf(shop.businessId)).toBe('2028-01-10');
  });
});

describe('the receipt and who may see a subscription', () => {
  it('downloads the receipt PDF with its number, and keeps each business to its own plan', async () => {
    const shop = await createBusiness(t.database, { startDate: '2026-01-11', expiryDate: '2027-01-10' }, 'Aqua Care Pune');
    const other = await createBusiness(t.database, undefined, 'Neer Water Nashik');
    const { subscription } = (await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment())).json().data;

    const pdf = await rest('GET', `/superadmin/subscriptions/${subscription.id}/pdf`, operator);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${subscription.receiptNumber}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(subscription.receiptNumber);
    expect(text).toContain('Aqua Care Pune');
    expect(text).toContain('₹10,000.00');
    expect(text).toContain('11-01-2027 to 10-01-2028');

    const otherOwner = await signInAs(t.app, other.adminPhone, other.adminPassword);
    const ownView = (await query('admin.subscription.get', otherOwner)).json().result.data;
    expect(ownView).toMatchObject({ expiryDate: '2027-12-31', current: null });
    expect(JSON.stringify(ownView)).not.toContain(subscription.receiptNumber);
    // The business cannot reach the operator's receipts, its own or another's.
    expect((await rest('GET', `/superadmin/subscriptions/${subscription.id}/pdf`, otherOwner)).statusCode).toBe(403);
    // Row-level security: a query of the business's scope sees only its own subscriptions.
    const seen = await inDataScope(t.database.db, { businessId: other.businessId }, (db) => db.selectFrom('subscriptions').select('id').execute());
    expect(seen).toEqual([]);
  });
});

describe("a plan's limits", () => {
  it('stop a business adding technicians and customers beyond its plan, and save nothing when they do', async () => {
    const plan = await rest('POST', '/superadmin/plans', operator, { name: 'Solo', pricePerYear: 3000, maxTechnicians: 1, maxCustomers: 2 });
    expect(plan.statusCode, plan.body).toBe(201);
    const shop = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-12-31' });
    const owner = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const product = await insertProduct(t.database, shop.businessId);
    const technician = () => ({ fullname: 'Ramesh Patil', phoneNumber: uniquePhone(), email: 'ramesh@example.in', address: 'Kothrud, Pune' });
    const customer = () => ({ fullname: 'Sanjay Joshi', phoneNumber: uniquePhone(), productId: product.id, invoiceDate: '2026-11-21', billNumber: nextBillNumber() });

    // Before any subscription nothing is limited.
    expect((await rest('POST', '/admin/employee', owner, technician())).statusCode).toBe(201);
    expect((await rest('POST', '/admin/employee', owner, technician())).statusCode).toBe(201);
    expect((await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment({ planID: plan.json().data.id, amount: 3000 }))).statusCode).toBe(201);

    const third = await rest('POST', '/admin/employee', owner, technician());
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('The Solo plan allows 1 technician, and this business has 2. Ask Sevak support about a bigger plan.');
    expect(await rowsOf(shop.businessId, 'employees')).toBe(2);

    expect((await rest('POST', '/admin/customer', owner, customer())).statusCode).toBe(201);
    expect((await rest('POST', '/admin/customer', owner, customer())).statusCode).toBe(201);
    const over = await rest('POST', '/admin/customer', owner, customer());
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('The Solo plan allows 2 customers, and this business has 2. Ask Sevak support about a bigger plan.');
    expect(await rowsOf(shop.businessId, 'customers')).toBe(2);
    // An import is held to the same limit, all or nothing.
    const C = CUSTOMER_CSV_COLUMNS;
    const file = [
      [C.name, C.phone, C.product, C.billNumber, C.purchaseDate, C.price].join(','),
      ['Asha Bhosle', uniquePhone(), product.name, nextBillNumber(), '21-11-2026', '15000'].join(','),
    ].join('\r\n');
    const imported = await rest('POST', '/admin/import/customers?dryRun=false', owner, file);
    expect(imported.statusCode, imported.body).toBe(409);
    expect(imported.json().message).toBe('The Solo plan allows 2 customers, and this business has 2. Ask Sevak support about a bigger plan.');
    expect(await rowsOf(shop.businessId, 'customers')).toBe(2);

    // On a plan without limits the business adds again.
    expect((await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment())).statusCode).toBe(201);
    expect((await rest('POST', '/admin/customer', owner, customer())).statusCode).toBe(201);
  });

  it('hold an import of several slices to the room the plan left before it, all or nothing', async () => {
    const plan = await rest('POST', '/superadmin/plans', operator, { name: 'Shop', pricePerYear: 6000, maxTechnicians: null, maxCustomers: 1_000 });
    expect(plan.statusCode, plan.body).toBe(201);
    const shop = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-12-31' });
    const owner = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const product = await insertProduct(t.database, shop.businessId);
    expect((await rest('POST', `/superadmin/business/${shop.businessId}/renew`, operator, payment({ planID: plan.json().data.id, amount: 6000 }))).statusCode).toBe(201);
    const C = CUSTOMER_CSV_COLUMNS;
    const fileOf = (count: number) =>
      [
        [C.name, C.phone, C.product, C.billNumber, C.purchaseDate].join(','),
        ...Array.from({ length: count }, (_, n) => [`Customer ${n}`, uniquePhone(), product.name, nextBillNumber(), '21-11-2026'].join(',')),
      ].join('\r\n');

    // 1,200 new customers, saved a slice at a time: the first thousand fit, the file does not.
    const over = await rest('POST', '/admin/import/customers?dryRun=false', owner, fileOf(1_200));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toBe('The Shop plan allows 1000 customers, and this business has 0. Ask Sevak support about a bigger plan.');
    expect(await rowsOf(shop.businessId, 'customers')).toBe(0);

    const within = await rest('POST', '/admin/import/customers?dryRun=false', owner, fileOf(1_000));
    expect(within.statusCode, within.body).toBe(200);
    expect(await rowsOf(shop.businessId, 'customers')).toBe(1_000);
  });
});

const rowsOf = async (businessId: string, table: 'employees' | 'customers') =>
  (await t.database.db.selectFrom(table).select('id').where('business_id', '=', businessId).execute()).length;
