import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee } from '../../test/factories';
import { callsTo, openTwoShops, type TestApp, type TestBusiness } from '../../test/test-app';
import { PUNE_TAX_PROFILE } from '../../test/tax-profile';

/*
 * The warranty look-up through both doors: by a serial number typed any way, and by the
 * customer's phone; each card with the GST invoice, the warranty's state on India's today, the
 * latest AMC, the visits so far and the next one. The clock stands at noon on 21 Nov 2026.
 */

let t: TestApp, shopA: TestBusiness, cookieA: string, cookieB: string;
const { rest, query } = callsTo(() => t.app);

let purifier: { id: string }, softener: { id: string };
let kavita: { id: string }, purifierPurchase: string, softenerPurchase: string, oldPurchase: string;
let contractId: string, invoice: { id: string; invoiceNumber: string }, nextVisitId: string;

beforeAll(async () => {
  ({ t, shopA, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
  await rest('PUT', '/admin/billing-profile', cookieA, PUNE_TAX_PROFILE);
  purifier = (await rest('POST', '/admin/product', cookieA, { name: 'Kent Grand Plus RO', price: 15000, quantity: 10 })).json().data;
  softener = (await rest('POST', '/admin/product', cookieA, { name: 'Whirlpool Softener', price: 21000, quantity: 5 })).json().data;
  const created = await rest('POST', '/admin/customer', cookieA, {
    fullname: 'Kavita Joshi',
    phoneNumber: '9822012345',
    address: 'Flat 7, Kothrud, Pune 411038',
    productId: purifier.id,
    invoiceDate: '2026-11-18',
    billNumber: 'AQ-7001',
    serialNumber: 'KGP-26-0042',
  });
  kavita = created.json().data;
  purifierPurchase = created.json().data.customerProduct[0].id;
  const withSoftener = await rest('POST', `/admin/customer/${kavita.id}/product`, cookieA, {
    productId: softener.id,
    invoiceDate: '2025-12-01',
    billNumber: 'AQ-6001',
    warrantyEndDate: '2026-12-01',
  });
  const withOld = await rest('POST', `/admin/customer/${kavita.id}/product`, cookieA, { productId: purifier.id, invoiceDate: '2024-10-05', billNumber: 'AQ-5001' });
  softenerPurchase = withSoftener.json().data.customerProduct.find((purchase: { billNumber: string }) => purchase.billNumber === 'AQ-6001').id;
  oldPurchase = withOld.json().data.customerProduct.find((purchase: { billNumber: string }) => purchase.billNumber === 'AQ-5001').id;

  const suresh = await insertEmployee(t.database, shopA.businessId, 'Suresh Kale');
  const contract = (
    await rest('POST', '/admin/amc', cookieA, {
      customerProductID: purifierPurchase,
      startDate: '2026-06-01',
      endDate: '2027-05-31',
      price: 2400,
      visitsIncluded: 4,
      employeeID: suresh.id,
    })
  ).json().data;
  contractId = contract.id;
  await rest('POST', `/admin/visit/${contract.visits[0].id}/complete`, cookieA);
  nextVisitId = contract.visits[1].id;
  invoice = (
    await rest('POST', '/admin/invoice', cookieA, {
      customerID: kavita.id,
      invoiceDate: '2026-11-18',
      lines: [{ customerProductID: purifierPurchase, quantity: 1, unitPrice: 15000, gstRate: 18 }],
    })
  ).json().data;
});
afterAll(() => t.close());

describe('the warranty look-up (GET /api/v1/admin/warranty)', () => {
  it('finds a purchase by its serial number typed in any case, with everything a customer’s call needs', async () => {
    const found = await rest('GET', '/admin/warranty?serial=kgp-26-0042', cookieA);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      {
        customerProductId: purifierPurchase,
        serialNumber: 'KGP-26-0042',
        product: { id: purifier.id, name: 'Kent Grand Plus RO' },
        customer: { id: kavita.id, name: 'Kavita Joshi', phoneNumber: '9822012345', address: 'Flat 7, Kothrud, Pune 411038' },
        billNumber: 'AQ-7001',
        invoiceDate: '2026-11-18',
        invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber },
        warrantyStartDate: '2026-11-18',
        warrantyEndDate: '2027-11-18',
        warranty: { state: 'in_warranty', daysLeft: 362, label: 'In warranty' },
        amc: { id: contractId, status: 'active', endDate: '2027-05-31', visitsDone: 1, visitsRemaining: 3 },
        visitsSoFar: 1,
        nextVisit: { id: nextVisitId, visitDate: '2026-09-01T06:30:00.000Z', employee: { id: expect.any(String), name: 'Suresh Kale' } },
      },
    ]);
    expect((await rest('GET', '/admin/warranty?serial=KGP-26-0043', cookieA)).json().data).toEqual([]);
  });

  it('finds every purchase of the customer with a phone however it is written, newest bill first, each warranty’s state said plainly', async () => {
    const cards = (await query('admin.warranty.lookup', cookieA, { phone: '+91 98220 12345' })).json().result.data;
    expect(
      cards.map((card: { customerProductId: string; warranty: { label: string }; amc: unknown; invoice: unknown; nextVisit: unknown }) => [
        card.customerProductId,
        card.warranty.label,
        card.amc === null,
        card.invoice === null,
        card.nextVisit === null,
      ]),
    ).toEqual([
      [purifierPurchase, 'In warranty', false, false, false],
      [softenerPurchase, 'Expires in 10 days', true, true, true],
      [oldPurchase, 'Expired', true, true, true],
    ]);
    expect(cards[1].warranty).toEqual({ state: 'expiring', daysLeft: 10, label: 'Expires in 10 days' });
    expect(cards[2].warranty.state).toBe('expired');
  });

  it('shows the latest contract: a renewal once made, and a cancelled contract as cancelled', async () => {
    const renewal = (await rest('POST', `/admin/amc/${contractId}/renew`, cookieA, {})).json().data;
    const [card] = (await rest('GET', '/admin/warranty?serial=KGP-26-0042', cookieA)).json().data;
    expect(card.amc).toEqual({ id: renewal.id, status: 'active', endDate: '2028-05-31', visitsDone: 0, visitsRemaining: 4 });
    // Visits so far count the purchase's, whichever contract planned them; the next is still this year's.
    expect(card).toMatchObject({ visitsSoFar: 1, nextVisit: { id: nextVisitId } });

    await rest('POST', `/admin/amc/${renewal.id}/cancel`, cookieA);
    const [afterCancel] = (await rest('GET', '/admin/warranty?serial=KGP-26-0042', cookieA)).json().data;
    expect(afterCancel.amc).toMatchObject({ id: renewal.id, status: 'cancelled', visitsRemaining: 0 });
  });

  it('asks for a serial number or a phone, and refuses a phone that is none', async () => {
    const neither = await rest('GET', '/admin/warranty', cookieA);
    expect([neither.statusCode, neither.json().errors]).toEqual([400, ['Enter a serial number or a phone number']]);
    const badPhone = await rest('GET', '/admin/warranty?phone=12345', cookieA);
    expect([badPhone.statusCode, badPhone.json().errors]).toEqual([400, ['Enter a valid mobile number']]);
  });

  it('shows B nothing of A’s, even for a serial number B has on a purchase of its own', async () => {
    expect((await rest('GET', '/admin/warranty?phone=9822012345', cookieB)).json().data).toEqual([]);
    expect((await rest('GET', '/admin/warranty?serial=KGP-26-0042', cookieB)).json().data).toEqual([]);
    const ac = (await rest('POST', '/admin/product', cookieB, { name: 'Split AC 1.5 ton', price: 42000, quantity: 4 })).json().data;
    await rest('POST', '/admin/customer', cookieB, {
      fullname: 'Meera Iyer',
      phoneNumber: '9845011111',
      productId: ac.id,
      invoiceDate: '2026-11-18',
      billNumber: 'CA-1',
      serialNumber: 'KGP-26-0042',
    });
    const ownCards = (await rest('GET', '/admin/warranty?serial=KGP-26-0042', cookieB)).json().data;
    expect(ownCards.map((card: { customer: { name: string }; amc: unknown; invoice: unknown }) => [card.customer.name, card.amc, card.invoice])).toEqual([
      ['Meera Iyer', null, null],
    ]);
  });
});
