import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSignInMessage, whatsappUrl } from '@sevak/shared';
import { insertEmployee } from '../../test/factories';
import { callsTo, openTwoShops, signInAs, type TestApp } from '../../test/test-app';
import { PUNE_TAX_PROFILE } from '../../test/tax-profile';

/*
 * The customer's portal through both doors, for a customer the owner gave a sign-in: their
 * purchases with warranty, AMC and next visit; their invoices and receipts with PDFs; their
 * service history; and a service request that reaches the shop as an enquiry. Another customer
 * of the same shop sees none of it. The clock stands at noon on 21 Nov 2026 in India.
 */

let t: TestApp, cookieA: string, cookieB: string;
let kavita: string, rohan: string;
const { rest, query } = callsTo(() => t.app);
let kavitaId: string, purifierPurchase: string, softenerPurchase: string, rohanPurchase: string;
let invoice: { id: string; invoiceNumber: string }, paymentId: string, doneVisitId: string;

async function giveSignIn(customerId: string, password: string): Promise<string> {
  const given = await rest('POST', `/admin/customer/${customerId}/sign-in`, cookieA, { password });
  expect(given.statusCode, given.body).toBe(200);
  return signInAs(t.app, given.json().data.phoneNumber, password);
}

beforeAll(async () => {
  ({ t, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
  await rest('PUT', '/admin/billing-profile', cookieA, PUNE_TAX_PROFILE);
  const purifier = (await rest('POST', '/admin/product', cookieA, { name: 'Kent Grand Plus RO', price: 15000, quantity: 10 })).json().data;
  const softener = (await rest('POST', '/admin/product', cookieA, { name: 'Whirlpool Softener', price: 21000, quantity: 5 })).json().data;
  const created = await rest('POST', '/admin/customer', cookieA, {
    fullname: 'Kavita Joshi',
    phoneNumber: '9822012345',
    address: 'Flat 7, Kothrud, Pune 411038',
    productId: purifier.id,
    invoiceDate: '2026-11-18',
    billNumber: 'AQ-7001',
    serialNumber: 'KGP-26-0042',
  });
  kavitaId = created.json().data.id;
  purifierPurchase = created.json().data.customerProduct[0].id;
  const withSoftener = await rest('POST', `/admin/customer/${kavitaId}/product`, cookieA, {
    productId: softener.id,
    invoiceDate: '2025-12-01',
    billNumber: 'AQ-6001',
    warrantyEndDate: '2026-12-01',
  });
  softenerPurchase = withSoftener.json().data.customerProduct.find((purchase: { billNumber: string }) => purchase.billNumber === 'AQ-6001').id;
  const other = await rest('POST', '/admin/customer', cookieA, {
    fullname: 'Rohan Deshmukh',
    phoneNumber: '9822067890',
    productId: purifier.id,
    invoiceDate: '2026-10-02',
    billNumber: 'AQ-7002',
  });
  rohanPurchase = other.json().data.customerProduct[0].id;

  const suresh = await insertEmployee(t.database, (await rest('GET', '/users/me', cookieA)).json().data.businessId, 'Suresh Kale');
  await rest('POST', '/admin/amc', cookieA, {
    customerProductID: softenerPurchase,
    startDate: '2026-06-01',
    endDate: '2026-12-10',
    price: 2400,
    visitsIncluded: 2,
    employeeID: suresh.id,
  });
  const done = await rest('POST', '/admin/visit', cookieA, {
    customerID: kavitaId,
    employeeID: suresh.id,
    customerProductId: purifierPurchase,
    visitDate: '2026-11-19T10:00:00+05:30',
    serviceDiscription: 'Installed and explained the filters',
    serviceCharges: 500,
    isDone: true,
    autoVisitTime: 3,
  });
  doneVisitId = done.json().data.id;
  invoice = (
    await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavitaId,
      invoiceDate: '2026-11-18',
      lines: [{ customerProductID: purifierPurchase, quantity: 1, unitPrice: 15000, gstRate: 18 }],
    })
  ).json().data;
  paymentId = (await rest('POST', '/admin/payment', cookieA, { invoiceID: invoice.id, amount: 5000, mode: 'UPI', paidOn: '2026-11-19' })).json().data
    .payment.id;

  kavita = await giveSignIn(kavitaId, 'kavita-pass-1');
  rohan = await giveSignIn(other.json().data.id, 'rohan-pass-1');
});
afterAll(() => t.close());

describe('the owner sends a customer their sign-in (POST /api/v1/admin/customer/{id}/sign-in)', () => {
  it('sets the password and answers what the WhatsApp message needs', async () => {
    const given = await rest('POST', `/admin/customer/${kavitaId}/sign-in`, cookieA, { password: 'kavita-pass-2' });
    expect(given.json().data).toEqual({ customerId: kavitaId, phoneNumber: '9822012345', fullname: 'Kavita Joshi', businessName: 'Aqua Care Pune' });
    const message = customerSignInMessage(given.json().data, 'kavita-pass-2', 'https://sevak.example.in/signin');
    expect(message).toContain('Aqua Care Pune');
    expect(message).toContain('https://sevak.example.in/signin with your phone 9822012345 and password kavita-pass-2');
    expect(whatsappUrl('9822012345', message)).toMatch(/^https:\/\/wa\.me\/919822012345\?text=Namaste%20Kavita%20Joshi/);
    // The old password's session ends; the new password signs in.
    expect((await rest('GET', '/customer/products', kavita)).statusCode).toBe(401);
    kavita = await signInAs(t.app, '9822012345', 'kavita-pass-2');
  });

  it('refuses a password shorter than six characters, and changes nothing', async () => {
    const refused = await rest('POST', `/admin/customer/${kavitaId}/sign-in`, cookieA, { password: 'abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Password must be at least 6 characters');
    expect((await rest('GET', '/customer/products', kavita)).statusCode).toBe(200);
  });
});

describe('My products (GET /api/v1/customer/products)', () => {
  it('lists each purchase with its serial number, warranty, AMC and next visit', async () => {
    const products = await rest('GET', '/customer/products', kavita);
    expect(products.statusCode, products.body).toBe(200);
    const byId = Object.fromEntries(products.json().data.map((product: { id: string }) => [product.id, product]));
    expect(Object.keys(byId).sort()).toEqual([purifierPurchase, softenerPurchase].sort());
    expect(byId[purifierPurchase]).toMatchObject({
      productName: 'Kent Grand Plus RO',
      serialNumber: 'KGP-26-0042',
      invoiceDate: '2026-11-18',
      billNumber: 'AQ-7001',
      warrantyEndDate: '2027-11-18',
      warranty: { state: 'in_warranty', label: 'In warranty' },
      amc: null,
      nextVisitDate: new Date('2027-02-19T10:00:00+05:30').toISOString(),
    });
    expect(byId[softenerPurchase]).toMatchObject({
      warranty: { state: 'expiring', label: 'Expires in 10 days' },
      amc: { status: 'expiring', endDate: '2026-12-10' },
    });
  });

  it('does not call a visit the shop has not yet made "next": the next visit is from now on', async () => {
    const overdue = await rest('POST', '/admin/visit', cookieA, {
      customerID: kavitaId,
      employeeID: (await rest('GET', '/admin/employee', cookieA)).json().data[0].id,
      customerProductId: purifierPurchase,
      visitDate: '2026-11-20T10:00:00+05:30',
      serviceCharges: 0,
      autoVisitTime: 0,
    });
    expect(overdue.statusCode, overdue.body).toBe(201);
    const products = (await rest('GET', '/customer/products', kavita)).json().data;
    const purifier = products.find((product: { id: string }) => product.id === purifierPurchase);
    expect(purifier.nextVisitDate).toBe(new Date('2027-02-19T10:00:00+05:30').toISOString());
    await rest('DELETE', `/admin/visit/${overdue.json().data.id}`, cookieA);
  });

  it('shows another customer of the same shop only their own, and a customer of another shop nothing of this one', async () => {
    const theirs = (await query('customer.products', rohan)).json().result.data;
    expect(theirs.map((product: { id: string }) => product.id)).toEqual([rohanPurchase]);

    const elsewhere = await rest('POST', '/admin/customer', cookieB, {
      fullname: 'Kavita Joshi',
      phoneNumber: '9822012345',
      productId: (await rest('POST', '/admin/product', cookieB, { name: 'Voltas Split AC', price: 38000, quantity: 2 })).json().data.id,
      invoiceDate: '2026-09-01',
      billNumber: 'CA-101',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const given = await rest('POST', `/admin/customer/${elsewhere.json().data.id}/sign-in`, cookieB, { password: 'other-shop-1' });
    expect(given.statusCode, given.body).toBe(200);
    // The same phone at two shops: the sign-in names the shop's account by its password.
    const cookie = await signInAs(t.app, '9822012345', 'other-shop-1');
    const products = (await rest('GET', '/customer/products', cookie)).json().data;
    expect(products.map((product: { productName: string }) => product.productName)).toEqual(['Voltas Split AC']);
    expect((await rest('GET', `/customer/invoice/${invoice.id}/pdf`, cookie)).statusCode).toBe(404);
    const refused = await rest('POST', '/customer/service-request', cookie, { customerProductId: purifierPurchase, problem: 'Leaking' });
    expect(refused.statusCode).toBe(404);
  });
});

describe('invoices, receipts and service history', () => {
  it('lists the customer’s invoice with what is due, and the receipt of what they paid', async () => {
    const bills = (await rest('GET', '/customer/bills', kavita)).json().data;
    expect(bills.invoices).toEqual([
      { id: invoice.id, kind: 'INVOICE', number: invoice.invoiceNumber, invoiceDate: '2026-11-18', total: 17700, balanceDue: 12700, cancelled: false },
    ]);
    expect(bills.receipts).toEqual([
      { id: paymentId, receiptNumber: 'RC/26-27/0001', paidOn: '2026-11-19', amount: 5000, mode: 'UPI', invoiceNumber: invoice.invoiceNumber },
    ]);
    expect((await rest('GET', '/customer/bills', rohan)).json().data).toEqual({ invoices: [], receipts: [] });
  });

  it('downloads the customer’s own invoice and receipt as PDFs, and not another customer’s', async () => {
    for (const url of [`/customer/invoice/${invoice.id}/pdf`, `/customer/receipt/${paymentId}/pdf`]) {
      const pdf = await rest('GET', url, kavita);
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const refused = await rest('GET', url, rohan);
      expect(refused.statusCode, url).toBe(404);
    }
  });

  it('lists the visits, newest first, with their work notes', async () => {
    const visits = (await rest('GET', '/customer/visits', kavita)).json().data;
    const done = visits.find((visit: { id: string }) => visit.id === doneVisitId);
    expect(done).toMatchObject({
      status: 'done',
      productName: 'Kent Grand Plus RO',
      serviceDescription: 'Installed and explained the filters',
      serviceCharges: 500,
      technicianName: 'Suresh Kale',
    });
    const dates = visits.map((visit: { visitDate: string }) => visit.visitDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await rest('GET', '/customer/visits', rohan)).json().data).toEqual([]);
  });
});

describe('asking for service (POST /api/v1/customer/service-request)', () => {
  it('reaches the shop as an enquiry marked service request, and shows the customer it was received', async () => {
    const sent = await rest('POST', '/customer/service-request', kavita, {
      customerProductId: purifierPurchase,
      problem: 'Water tastes salty since Sunday',
      preferredDate: '2026-11-24',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ productName: 'Kent Grand Plus RO', status: 'received', preferredDate: '2026-11-24', visitDate: null });

    const enquiries = (await rest('GET', '/admin/enquiry', cookieA)).json().data;
    expect(enquiries[0]).toMatchObject({
      name: 'Kavita Joshi',
      phoneNumber: '9822012345',
      message: 'Water tastes salty since Sunday',
      kind: 'service_request',
      customerId: kavitaId,
      preferredDate: '2026-11-24',
      product: { name: 'Kent Grand Plus RO' },
    });
  });

  it('shows "visit booked" once the shop books a visit for that product, and "serviced" once it is done', async () => {
    const booked = await rest('POST', '/admin/visit', cookieA, {
      customerID: kavitaId,
      employeeID: (await rest('GET', '/admin/employee', cookieA)).json().data[0].id,
      customerProductId: purifierPurchase,
      visitDate: '2026-11-24T11:00:00+05:30',
      serviceCharges: 0,
      autoVisitTime: 0,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    let requests = (await query('customer.serviceRequests.list', kavita)).json().result.data;
    expect(requests[0]).toMatchObject({ status: 'visit_booked', visitDate: new Date('2026-11-24T11:00:00+05:30').toISOString() });
    await rest('POST', `/admin/visit/${booked.json().data.id}/complete`, cookieA);
    requests = (await rest('GET', '/customer/service-request', kavita)).json().data;
    expect(requests[0].status).toBe('done');
  });

  it('refuses a request for another customer’s product with 404, and saves nothing', async () => {
    const before = (await rest('GET', '/admin/enquiry', cookieA)).headers['x-total-count'];
    const refused = await rest('POST', '/customer/service-request', kavita, { customerProductId: rohanPurchase, problem: 'Leaking' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Purchase not found.');
    expect((await rest('GET', '/admin/enquiry', cookieA)).headers['x-total-count']).toBe(before);
    expect((await rest('GET', '/customer/service-request', rohan)).json().data).toEqual([]);
  });

  it('says what is missing from a request', async () => {
    const refused = await rest('POST', '/customer/service-request', kavita, { customerProductId: '', problem: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(expect.arrayContaining(['Select the product that needs service', 'Tell us what is wrong']));
  });
});
