import { gstinCheckCharacter } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, insertVisit } from '../../test/factories';
import { callsTo, openTwoShops, type TestApp, type TestBusiness } from '../../test/test-app';

/*
 * GST invoices, credit notes and payments through both doors, on worked examples a chartered
 * accountant can check by hand. Shop A is a registered dealer in Maharashtra (27); shop B an
 * unregistered one in Karnataka (29).
 */

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
const { rest, query, mutation } = callsTo(() => t.app);

/** A Karnataka GSTIN with a correct check character. */
const karnatakaGstin = `29AAGCB7383J1Z${gstinCheckCharacter('29AAGCB7383J1Z')}`;

let roPurifier: { id: string }, filterKit: { id: string };
let kavita: { id: string; customerProductId: string }, bengaluruHotel: { id: string };
let employeeId: string;

const profileOfA = {
  legalName: 'Aqua Care Services Private Limited',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  address: 'Shop 4, FC Road, Shivajinagar, Pune',
  pinCode: '411005',
  phoneNumber: '9876543210',
  email: 'accounts@aquacare.in',
  upiId: 'aquacare@okhdfcbank',
  invoicePrefix: 'AQC',
  pricesIncludeTax: false,
  serviceGstRate: 18,
};

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
  expect((await rest('PUT', '/admin/billing-profile', cookieA, profileOfA)).statusCode).toBe(200);
  roPurifier = (await rest('POST', '/admin/product', cookieA, { name: 'Kent Grand Plus RO', price: 15000, quantity: 10, hsnCode: '84212120', gstRate: 18 })).json().data;
  filterKit = (await rest('POST', '/admin/product', cookieA, { name: 'Sediment filter kit', price: 450, quantity: 100, hsnCode: '84219900', gstRate: 5 })).json().data;
  const kavitaCreated = (
    await rest('POST', '/admin/customer', cookieA, {
      fullname: 'Kavita Joshi',
      phoneNumber: '9822012345',
      address: 'Flat 7, Kothrud, Pune',
      productId: roPurifier.id,
      invoiceDate: '2026-11-18',
      billNumber: 'AQ-7001',
      price: 15000,
    })
  ).json().data;
  kavita = { id: kavitaCreated.id, customerProductId: kavitaCreated.customerProduct[0].id };
  bengaluruHotel = (
    await rest('POST', '/admin/customer', cookieA, {
      fullname: 'Hotel Brindavan Bengaluru',
      phoneNumber: '9845098450',
      gstin: karnatakaGstin,
      stateCode: '29',
      productId: filterKit.id,
      invoiceDate: '2026-11-18',
      billNumber: 'AQ-7002',
    })
  ).json().data;
  employeeId = (await insertEmployee(t.database, shopA.businessId, 'Suresh Kale')).id;
});
afterAll(() => t.close());

const count = async (table: 'invoices' | 'payments' | 'invoice_lines') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const visitOfKavita = (charges = 499, paymentStatus: 'PENDING' | 'PAID' = 'PENDING') =>
  insertVisit(t.database, shopA.businessId, {
    customerId: kavita.id,
    employeeId,
    customerProductId: kavita.customerProductId,
    visitDate: '2026-11-19T05:30:00.000Z',
    serviceCharges: charges,
    isDone: true,
    paymentStatus,
  });

describe('a GST invoice (POST /api/v1/admin/invoice)', () => {
  let invoiceId: string, visitId: string;

  it('bills a purchase, a visit and a free-text line within the state: CGST + SGST, round-off, words, the first number of the year', async () => {
    visitId = (await visitOfKavita()).id;
    const created = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [
        { customerProductID: kavita.customerProductId, quantity: 1, unitPrice: 15000, gstRate: 18, discount: 500 },
        { visitID: visitId, quantity: 1, unitPrice: 499, gstRate: 18 },
        { description: 'Water testing kit', hsnCode: '38220090', quantity: 2, unitPrice: 75.25, gstRate: 0 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const invoice = created.json().data;
    invoiceId = invoice.id;
    expect(invoice).toMatchObject({
      invoiceNumber: 'AQC/26-27/0001',
      documentTitle: 'Tax Invoice',
      intraState: true,
      placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
      taxableValue: 15149.5,
      cgst: 1349.91,
      sgst: 1349.91,
      igst: 0,
      roundOff: -0.32,
      total: 17849,
      amountInWords: 'Rupees Seventeen Thousand Eight Hundred Forty-Nine Only',
      balanceDue: 17849,
      status: 'UNPAID',
      seller: { gstin: '27AAPFU0939F1ZV', stateCode: '27' },
      buyer: { name: 'Kavita Joshi', gstin: null, stateCode: '27' },
      missingHsn: [],
    });
    expect(invoice.lines.map((line: { description: string; hsnCode: string; taxableValue: number; cgst: number; total: number }) => [line.description, line.hsnCode, line.taxableValue, line.cgst, line.total])).toEqual([
      ['Kent Grand Plus RO', '84212120', 14500, 1305, 17110],
      ['Service visit on 19 Nov 2026 — Quarterly service', '9987', 499, 44.91, 588.82],
      ['Water testing kit', '38220090', 150.5, 0, 150.5],
    ]);
    expect(invoice.byRate).toEqual([
      { gstRate: 0, taxableValue: 150.5, cgst: 0, sgst: 0, igst: 0 },
      { gstRate: 18, taxableValue: 14999, cgst: 1349.91, sgst: 1349.91, igst: 0 },
    ]);
    expect(invoice.upiPaymentLink).toBe(
      'upi://pay?pa=aquacare%40okhdfcbank&pn=Aqua%20Care%20Services%20Private%20Limited&am=17849.00&cu=INR&tn=Tax%20Invoice%20AQC%2F26-27%2F0001',
    );
    // The same invoice through tRPC.
    expect((await query('admin.invoices.get', cookieA, { id: invoiceId })).json().result.data.total).toBe(17849);
  });

  it('bills a purchase or a visit once: a second invoice of it is refused, saving nothing', async () => {
    const before = await count('invoices');
    const again = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-21',
      lines: [{ visitID: visitId, quantity: 1, unitPrice: 499, gstRate: 18 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already billed on invoice AQC/26-27/0001: cancel that invoice first to bill it again.');
    expect(await count('invoices')).toBe(before);
  });

  it('charges IGST to a registered buyer in another state, and lists the buyer’s GSTIN', async () => {
    const created = await rest('POST', '/admin/invoice', cookieA, {
      customerID: bengaluruHotel.id,
      invoiceDate: '2026-11-20',
      lines: [{ productID: filterKit.id, quantity: 2, unitPrice: 450, gstRate: 5 }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      invoiceNumber: 'AQC/26-27/0002',
      intraState: false,
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
      buyer: { gstin: karnatakaGstin },
      taxableValue: 900,
      cgst: 0,
      sgst: 0,
      igst: 45,
      roundOff: 0,
      total: 945,
      amountInWords: 'Rupees Nine Hundred Forty-Five Only',
      byHsn: [{ hsnCode: '84219900', quantity: 2, gstRate: 5, taxableValue: 900, igst: 45, cgst: 0, sgst: 0 }],
    });
  });

  it('rounds exactly 50 paise up, as its own Round off line', async () => {
    const created = await mutation('admin.invoices.create', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ description: 'Installation material', hsnCode: '3917', quantity: 1, unitPrice: 100.5, gstRate: 0 }],
    });
    expect(created.json().result.data).toMatchObject({ total: 101, roundOff: 0.5, amountInWords: 'Rupees One Hundred One Only' });
  });

  it('takes the tax out of prices that include it, when the profile says they do', async () => {
    await rest('PUT', '/admin/billing-profile', cookieA, { ...profileOfA, pricesIncludeTax: true });
    const created = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ description: 'Annual maintenance', hsnCode: '9987', quantity: 1, unitPrice: 1180, gstRate: 18 }],
    });
    await rest('PUT', '/admin/billing-profile', cookieA, profileOfA);
    expect(created.json().data).toMatchObject({ pricesIncludeTax: true, taxableValue: 1000, cgst: 90, sgst: 90, total: 1180, roundOff: 0 });
  });

  it('says which lines have no HSN code, and still issues the invoice', async () => {
    const noHsn = (await rest('POST', '/admin/product', cookieA, { name: 'Tap adaptor', price: 120, quantity: 5 })).json().data;
    const created = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ productID: noHsn.id, quantity: 1, unitPrice: 120, gstRate: 18 }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.missingHsn).toEqual(['Tap adaptor']);
  });

  it('gives two invoices created at the same moment consecutive numbers, no gap and no duplicate', async () => {
    const line = { description: 'Filter change', hsnCode: '9987', quantity: 1, unitPrice: 300, gstRate: 18 };
    const both = await Promise.all(
      [1, 2].map(() => rest('POST', '/admin/invoice', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [line] })),
    );
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(both.map((response) => response.json().data.invoiceNumber).sort()).toEqual(['AQC/26-27/0006', 'AQC/26-27/0007']);
  });

  it('refuses bad input with a clear 4xx and saves nothing', async () => {
    const [invoices, lines] = [await count('invoices'), await count('invoice_lines')];
    const negative = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ description: 'Refund', hsnCode: '9987', quantity: -1, unitPrice: 100, gstRate: 18 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toContain('Quantity must be more than zero, with at most three decimals');

    const oldSlab = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ description: 'Old rate', hsnCode: '9987', quantity: 1, unitPrice: 100, gstRate: 12 }],
    });
    expect(oldSlab.statusCode).toBe(400);
    expect(oldSlab.json().errors).toContain('Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 %');

    const otherShopsCustomer = await rest('POST', '/admin/invoice', cookieB, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ description: 'Filter change', hsnCode: '9987', quantity: 1, unitPrice: 300, gstRate: 18 }],
    });
    expect(otherShopsCustomer.statusCode).toBe(404);
    expect(otherShopsCustomer.json().message).toBe('Customer not found.');

    const tooLarge = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-20',
      lines: [{ description: 'Bulk order', hsnCode: '9987', quantity: 1_000_000, unitPrice: 99_999_999, gstRate: 18 }],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe("An invoice's total must be at most ₹99,99,99,999.99.");
    expect([await count('invoices'), await count('invoice_lines')]).toEqual([invoices, lines]);
  });

  it('accepts 12 % on an invoice dated before the slabs changed on 22 Sep 2025', async () => {
    const created = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2025-09-10',
      lines: [{ description: 'Old rate', hsnCode: '9987', quantity: 1, unitPrice: 100, gstRate: 12 }],
    });
    expect(created.statusCode).toBe(201);
    // Its own financial year's series.
    expect(created.json().data).toMatchObject({ invoiceNumber: 'AQC/25-26/0001', cgst: 6, sgst: 6, total: 112 });
  });

  describe('payments', () => {
    it('takes part payments with receipts until the balance is paid, then the billed visit is PAID in the spec’s API', async () => {
      const part = await rest('POST', '/admin/payment', cookieA, { invoiceID: invoiceId, amount: 5000, mode: 'UPI', paidOn: '2026-11-20', reference: 'UPI 6301' });
      expect(part.statusCode).toBe(201);
      expect(part.json().data).toMatchObject({ balanceDue: 12849, status: 'PARTIAL', payment: { receiptNumber: 'RC/26-27/0001', amount: 5000, mode: 'UPI' } });
      expect((await rest('GET', `/admin/invoice/${invoiceId}`, cookieA)).json().data).toMatchObject({ status: 'PARTIAL', amountPaid: 5000, balanceDue: 12849 });
      expect((await rest('GET', `/admin/visit/${visitId}`, cookieA)).json().data.PaymentStatus).toBe('PENDING');

      const rest_ = await rest('POST', '/admin/payment', cookieA, { invoiceID: invoiceId, amount: 12849, mode: 'CASH', paidOn: '2026-11-21' });
      expect(rest_.json().data).toMatchObject({ balanceDue: 0, status: 'PAID', payment: { receiptNumber: 'RC/26-27/0002' } });
      expect((await rest('GET', `/admin/visit/${visitId}`, cookieA)).json().data.PaymentStatus).toBe('PAID');
      expect((await query('admin.payments.visitBalance', cookieA, { id: visitId })).json().result.data).toMatchObject({
        balanceDue: 0,
        status: 'PAID',
        invoice: { invoiceNumber: 'AQC/26-27/0001' },
      });
    });

    it('refuses an overpayment and a payment on a paid invoice, saving nothing', async () => {
      const payments = await count('payments');
      const second = (await rest('GET', '/admin/invoice?search=AQC/26-27/0002', cookieA)).json().data[0];
      const over = await rest('POST', '/admin/payment', cookieA, { invoiceID: second.id, amount: 945.01, mode: 'CASH', paidOn: '2026-11-21' });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('Amount is more than the balance due (₹945.00).');
      const paidAlready = await rest('POST', '/admin/payment', cookieA, { invoiceID: invoiceId, amount: 1, mode: 'CASH', paidOn: '2026-11-21' });
      expect(paidAlready.statusCode).toBe(409);
      expect(await count('payments')).toBe(payments);
    });

    it('pays a visit not yet billed in part, in advance; PARTIAL shows in billing while the spec’s visit stays PENDING', async () => {
      const visit = await visitOfKavita(800);
      const advance = await rest('POST', '/admin/payment', cookieA, { visitID: visit.id, amount: 300, mode: 'CASH', paidOn: '2026-11-18' });
      expect(advance.json().data).toMatchObject({ balanceDue: 500, status: 'PARTIAL' });
      expect((await rest('GET', `/admin/visit/${visit.id}/balance`, cookieA)).json().data).toMatchObject({ charges: 800, amountPaid: 300, balanceDue: 500, status: 'PARTIAL' });
      expect((await rest('GET', `/admin/visit/${visit.id}`, cookieA)).json().data.PaymentStatus).toBe('PENDING');

      // Billed afterwards, the advance pays the invoice.
      const billed = await rest('POST', '/admin/invoice', cookieA, {
        customerID: kavita.id,
        invoiceDate: '2026-11-21',
        lines: [{ visitID: visit.id, quantity: 1, unitPrice: 800, gstRate: 0 }],
      });
      expect(billed.json().data).toMatchObject({ total: 800, amountPaid: 300, balanceDue: 500, status: 'PARTIAL' });
      // A payment on the billed visit goes to its invoice.
      const onVisit = await rest('POST', '/admin/payment', cookieA, { visitID: visit.id, amount: 500, mode: 'CARD', paidOn: '2026-11-21' });
      expect(onVisit.json().data).toMatchObject({ balanceDue: 0, status: 'PAID', payment: { invoiceID: billed.json().data.id } });
      expect((await rest('GET', `/admin/visit/${visit.id}`, cookieA)).json().data.PaymentStatus).toBe('PAID');
    });

    it('records the balance as a payment when the spec’s visit form marks a visit Paid, and takes it back when marked Pending', async () => {
      const visit = await visitOfKavita(650);
      const form = {
        customerID: kavita.id,
        employeeID: employeeId,
        customerProductId: kavita.customerProductId,
        serviceCharges: 650,
        visitDate: '2026-11-19T05:30:00.000Z',
        isDone: true,
      };
      await rest('POST', '/admin/payment', cookieA, { visitID: visit.id, amount: 150, mode: 'UPI', paidOn: '2026-11-19' });
      const paid = await rest('PUT', `/admin/visit/${visit.id}`, cookieA, { ...form, PaymentStatus: 'PAID' });
      expect(paid.json().data.PaymentStatus).toBe('PAID');
      const balance = (await rest('GET', `/admin/visit/${visit.id}/balance`, cookieA)).json().data;
      expect(balance).toMatchObject({ amountPaid: 650, balanceDue: 0, status: 'PAID' });
      expect(balance.payments.map((payment: { amount: number; mode: string }) => [payment.amount, payment.mode])).toEqual([
        [150, 'UPI'],
        [500, 'CASH'],
      ]);

      const pending = await rest('PUT', `/admin/visit/${visit.id}`, cookieA, { ...form, PaymentStatus: 'PENDING' });
      expect(pending.json().data.PaymentStatus).toBe('PENDING');
      expect((await rest('GET', `/admin/visit/${visit.id}/balance`, cookieA)).json().data).toMatchObject({ amountPaid: 150, balanceDue: 500, status: 'PARTIAL' });
      // A visit with a payment taken in Billing is not deleted: the money would be lost.
      const deleted = await rest('DELETE', `/admin/visit/${visit.id}`, cookieA);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().message).toBe('This visit has a payment recorded in Billing.');

      // One only marked Paid on its form is deleted with the payment that marking recorded.
      const marked = await visitOfKavita(400);
      await rest('PUT', `/admin/visit/${marked.id}`, cookieA, { ...form, serviceCharges: 400, PaymentStatus: 'PAID' });
      expect((await rest('GET', `/admin/visit/${marked.id}/balance`, cookieA)).json().data.payments).toHaveLength(1);
      expect((await rest('DELETE', `/admin/visit/${marked.id}`, cookieA)).statusCode).toBe(200);
    });
  });

  describe('cancelling', () => {
    it('issues a credit note in its own series; the invoice stays, cancelled, and refuses payments; what it billed can be billed again', async () => {
      const second = (await rest('GET', '/admin/invoice?search=AQC/26-27/0002', cookieA)).json().data[0];
      const cancelled = await rest('POST', `/admin/invoice/${second.id}/cancel`, cookieA, { reason: 'Wrong quantity' });
      expect(cancelled.statusCode).toBe(201);
      expect(cancelled.json().data).toMatchObject({
        kind: 'CREDIT_NOTE',
        documentTitle: 'Credit Note',
        invoiceNumber: 'CN/26-27/0001',
        total: 945,
        igst: 45,
        creditNoteOf: { id: second.id, invoiceNumber: 'AQC/26-27/0002' },
      });
      expect((await rest('GET', `/admin/invoice/${second.id}`, cookieA)).json().data).toMatchObject({
        status: 'CANCELLED',
        balanceDue: 0,
        cancelReason: 'Wrong quantity',
        cancelledBy: { invoiceNumber: 'CN/26-27/0001' },
        upiPaymentLink: null,
      });

      const payments = await count('payments');
      const onCancelled = await rest('POST', '/admin/payment', cookieA, { invoiceID: second.id, amount: 100, mode: 'CASH', paidOn: '2026-11-21' });
      expect(onCancelled.statusCode).toBe(409);
      expect(onCancelled.json().message).toBe('Invoice AQC/26-27/0002 is cancelled by credit note CN/26-27/0001: no payment can be recorded against it.');
      expect(await count('payments')).toBe(payments);
      expect((await rest('POST', `/admin/invoice/${second.id}/cancel`, cookieA, {})).statusCode).toBe(409);

      // Both documents are in the list.
      const listed = await rest('GET', `/admin/invoice?customerId=${bengaluruHotel.id}`, cookieA);
      expect(listed.json().data.map((row: { invoiceNumber: string; status: string }) => `${row.invoiceNumber} ${row.status}`)).toEqual([
        'CN/26-27/0001 PAID',
        'AQC/26-27/0002 CANCELLED',
      ]);
      expect(listed.headers['x-total-count']).toBe('2');
    });
  });

  it('lists invoices newest first, paged, searchable by number, customer or phone; B sees none of A’s', async () => {
    const page = await rest('GET', '/admin/invoice?page=1&pageSize=3', cookieA);
    expect(page.json().data).toHaveLength(3);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(8);
    const byPhone = (await query('admin.invoices.list', cookieA, { search: '9845098450', pageSize: 10, page: 1 })).json().result.data;
    expect(byPhone.items.every((row: { customerName: string }) => row.customerName === 'Hotel Brindavan Bengaluru')).toBe(true);
    const unpaid = (await rest('GET', '/admin/invoice?status=UNPAID&kind=INVOICE', cookieA)).json().data;
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((row: { status: string }) => row.status === 'UNPAID')).toBe(true);
    expect((await rest('GET', '/admin/invoice', cookieB)).json().data).toEqual([]);

    // Sorted by customer name, then by what is due.
    const byName = (await rest('GET', '/admin/invoice?page=1&pageSize=100&sortBy=customerName', cookieA)).json().data as { customerName: string }[];
    expect(byName[0]!.customerName).toBe('Hotel Brindavan Bengaluru');
    expect(byName.at(-1)!.customerName).toBe('Kavita Joshi');
    const byDue = (await rest('GET', '/admin/invoice?page=1&pageSize=100&sortBy=balanceDue&sortOrder=desc', cookieA)).json().data as { balanceDue: number }[];
    expect(byDue.map((row) => row.balanceDue)).toEqual([...byDue.map((row) => row.balanceDue)].sort((x, y) => y - x));
    expect(byDue[0]!.balanceDue).toBeGreaterThan(0);
  });

  it('downloads the invoice as a PDF', async () => {
    const pdf = await rest('GET', `/admin/invoice/${invoiceId}/pdf`, cookieA);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('AQC-26-27-0001.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rest('GET', `/admin/invoice/${invoiceId}/pdf`, cookieB)).statusCode).toBe(404);
  });
});

describe('the customer’s statement, the dashboard’s money, the month’s GST summary', () => {
  it('runs the customer’s balance over invoices, visits not billed, payments and credit notes', async () => {
    const statement = (await rest('GET', `/admin/customer/${bengaluruHotel.id}/statement`, cookieA)).json().data;
    expect(statement.entries.map((entry: { kind: string; reference: string; debit: number; credit: number; balance: number }) => [entry.kind, entry.reference, entry.debit, entry.credit, entry.balance])).toEqual([
      ['INVOICE', 'AQC/26-27/0002', 945, 0, 945],
      ['CREDIT_NOTE', 'CN/26-27/0001', 0, 945, 0],
    ]);
    expect(statement.balanceDue).toBe(0);

    const kavitas = (await query('admin.billing.statement', cookieA, { id: kavita.id })).json().result.data;
    const last = kavitas.entries.at(-1);
    expect(last.balance).toBe(kavitas.balanceDue);
    expect(kavitas.totalPaid).toBeGreaterThanOrEqual(17849 + 800 + 150);
  });

  it('shows what was collected this month and what is outstanding', async () => {
    const figures = (await rest('GET', '/admin/billing/dashboard', cookieA)).json().data;
    const invoices = (await rest('GET', '/admin/invoice?kind=INVOICE', cookieA)).json().data as { balanceDue: number }[];
    const invoiceDue = invoices.reduce((sum, row) => sum + Math.round(row.balanceDue * 100), 0);
    // Kavita's 650 visit owes 500 and is billed on no invoice.
    expect(Math.round(figures.outstanding * 100)).toBe(invoiceDue + 50_000);
    expect(figures.collectedThisMonth).toBe(5000 + 12849 + 300 + 500 + 150);
    expect(figures.oldestUnpaid[0].invoiceDate).toBe('2025-09-10');
  });

  it('summarises November for GSTR-1: B2B, B2C by rate and place, credit notes, HSN; as JSON and as CSV', async () => {
    const summary = (await rest('GET', '/admin/gst-summary?month=2026-11', cookieA)).json().data;
    expect(summary.b2b).toEqual([
      expect.objectContaining({ buyerGstin: karnatakaGstin, invoiceNumber: 'AQC/26-27/0002', invoiceValue: 945, gstRate: 5, taxableValue: 900, igst: 45 }),
    ]);
    expect(summary.b2c).toContainEqual(expect.objectContaining({ placeOfSupply: '27', gstRate: 0 }));
    expect(summary.creditNotes).toEqual([expect.objectContaining({ noteNumber: 'CN/26-27/0001', invoiceNumber: 'AQC/26-27/0002', igst: 45 })]);
    expect(summary.hsn).toContainEqual(expect.objectContaining({ hsnCode: '84212120', quantity: 1, taxableValue: 14500, cgst: 1305, sgst: 1305 }));
    // The September 2025 invoice is not November's.
    expect(summary.b2c.some((row: { gstRate: number }) => row.gstRate === 12)).toBe(false);

    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/admin/gst-summary?month=2026-11', headers: { cookie: cookieA, accept: 'text/csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain(karnatakaGstin);
    expect((await rest('GET', '/admin/gst-summary?month=2026-13', cookieA)).statusCode).toBe(400);
  });

  it('issues a Bill of Supply without tax from an unregistered shop, and no invoice before the Tax Profile', async () => {
    const customerOfB = (
      await rest('POST', '/admin/customer', cookieB, {
        fullname: 'Meera Iyer',
        phoneNumber: '9845011111',
        productId: (await rest('POST', '/admin/product', cookieB, { name: 'Split AC 1.5 ton', price: 42000, quantity: 4 })).json().data.id,
        invoiceDate: '2026-11-18',
        billNumber: 'CA-1',
      })
    ).json().data;
    const line = { description: 'Gas top-up', hsnCode: '9987', quantity: 1, unitPrice: 2500, gstRate: 18 };
    const early = await rest('POST', '/admin/invoice', cookieB, { customerID: customerOfB.id, invoiceDate: '2026-11-20', lines: [line] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Fill in the Tax Profile (Billing > Tax Profile) before the first invoice.');

    await rest('PUT', '/admin/billing-profile', cookieB, { ...profileOfA, gstin: '', stateCode: '29', upiId: null, invoicePrefix: 'CA', legalName: 'Cool Air' });
    const bill = await rest('POST', '/admin/invoice', cookieB, { customerID: customerOfB.id, invoiceDate: '2026-11-20', lines: [line] });
    expect(bill.json().data).toMatchObject({ documentTitle: 'Bill of Supply', invoiceNumber: 'CA/26-27/0001', cgst: 0, sgst: 0, igst: 0, total: 2500, upiPaymentLink: null });
    expect(shopB.businessId).not.toBe(shopA.businessId);
  });
});

describe('an AMC contract on an invoice', () => {
  let contractId: string, invoiceId: string;
  const amcLine = (id: string) => ({ amcContractID: id, quantity: 1, unitPrice: 1, gstRate: 18 });

  beforeAll(async () => {
    const withSerial = await rest('POST', `/admin/customer/${kavita.id}/product`, cookieA, {
      productId: roPurifier.id,
      invoiceDate: '2026-11-20',
      billNumber: 'AQ-7101',
      serialNumber: 'KGP-26-0042',
    });
    const purchase = withSerial.json().data.customerProduct.find((row: { billNumber: string }) => row.billNumber === 'AQ-7101');
    contractId = (
      await rest('POST', '/admin/amc', cookieA, {
        customerProductID: purchase.id,
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        price: 2400,
        visitsIncluded: 4,
      })
    ).json().data.id;
  });

  it('is listed as billable with the line it will make, then billed once at its price, quantity 1, at the service rate under SAC 9987', async () => {
    const billable = (await rest('GET', `/admin/customer/${kavita.id}/billable`, cookieA)).json().data;
    expect(billable.amcContracts).toEqual([
      {
        amcContractID: contractId,
        description: 'AMC: Kent Grand Plus RO (KGP-26-0042) 1 Dec 2026 – 30 Nov 2027',
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        price: 2400,
        cancelled: false,
        invoice: null,
      },
    ]);

    // The line's own quantity, price and rate give way to the contract's and the Tax Profile's.
    const created = await rest('POST', '/admin/invoice', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [{ ...amcLine(contractId), gstRate: 5 }] });
    expect(created.statusCode).toBe(201);
    const invoice = created.json().data;
    invoiceId = invoice.id;
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        kind: 'AMC',
        amcContractID: contractId,
        productID: null,
        customerProductID: null,
        visitID: null,
        description: 'AMC: Kent Grand Plus RO (KGP-26-0042) 1 Dec 2026 – 30 Nov 2027',
        hsnCode: '9987',
        quantity: 1,
        unitPrice: 2400,
        gstRate: 18,
        taxableValue: 2400,
        cgst: 216,
        sgst: 216,
        total: 2832,
      }),
    ]);
    expect(invoice.total).toBe(2832);
    expect((await rest('GET', `/admin/amc/${contractId}`, cookieA)).json().data.invoice).toEqual({ id: invoiceId, invoiceNumber: invoice.invoiceNumber });
    expect((await query('admin.billing.billable', cookieA, { id: kavita.id })).json().result.data.amcContracts[0].invoice).toMatchObject({
      id: invoiceId,
      invoiceNumber: invoice.invoiceNumber,
    });
  });

  it('refuses a contract already billed, billed twice on one invoice, of another customer or cancelled, saving nothing', async () => {
    const [invoices, lines] = [await count('invoices'), await count('invoice_lines')];
    const billedNumber = (await rest('GET', `/admin/invoice/${invoiceId}`, cookieA)).json().data.invoiceNumber;
    const again = await rest('POST', '/admin/invoice', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [amcLine(contractId)] });
    expect([again.statusCode, again.json().message]).toEqual([409, `Already billed on invoice ${billedNumber}: cancel that invoice first to bill it again.`]);

    const other = (
      await rest('POST', '/admin/amc', cookieA, { customerProductID: kavita.customerProductId, startDate: '2027-01-01', endDate: '2027-12-31', price: 1800, visitsIncluded: 2 })
    ).json().data;
    const twice = await rest('POST', '/admin/invoice', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [amcLine(other.id), amcLine(other.id)] });
    expect([twice.statusCode, twice.json().message]).toEqual([400, 'An AMC contract is billed once: it appears on two lines.']);
    const notHers = await rest('POST', '/admin/invoice', cookieA, { customerID: bengaluruHotel.id, invoiceDate: '2026-11-21', lines: [amcLine(other.id)] });
    expect([notHers.statusCode, notHers.json().message]).toEqual([400, "That AMC contract is not this customer's."]);
    const unknown = await rest('POST', '/admin/invoice', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [amcLine('6f1c2a52-3d43-4e2b-9d35-0b1f7c1d9a00')] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'AMC contract not found.']);
    const withVisit = await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-21',
      lines: [{ ...amcLine(other.id), visitID: other.visits[0].id }],
    });
    expect([withVisit.statusCode, withVisit.json().errors]).toEqual([400, ['A line bills one thing: a product, a visit or an AMC contract']]);

    await rest('POST', `/admin/amc/${other.id}/cancel`, cookieA);
    const cancelled = await rest('POST', '/admin/invoice', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [amcLine(other.id)] });
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, 'A cancelled AMC contract cannot be billed.']);
    expect([await count('invoices'), await count('invoice_lines')]).toEqual([invoices, lines]);
  });

  it('may be billed again once its invoice is cancelled by a credit note', async () => {
    const note = (await rest('POST', `/admin/invoice/${invoiceId}/cancel`, cookieA, { reason: 'Wrong price' })).json().data;
    expect(note.lines[0]).toMatchObject({ kind: 'AMC', amcContractID: contractId, total: 2832 });
    expect((await rest('GET', `/admin/amc/${contractId}`, cookieA)).json().data.invoice).toBeNull();
    const rebilled = await mutation('admin.invoices.create', cookieA, { customerID: kavita.id, invoiceDate: '2026-11-21', lines: [{ ...amcLine(contractId), discount: 400 }] });
    expect(rebilled.json().result.data).toMatchObject({ taxableValue: 2000, cgst: 180, sgst: 180, total: 2360 });
  });
});
