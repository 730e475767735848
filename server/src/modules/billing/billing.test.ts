import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { callsTo, openTwoShops, type TestApp } from '../../test/test-app';

let t: TestApp, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
});
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

/** A Maharashtra dealer's profile, as the owner types it. */
const profileForm = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Aqua Care Services Private Limited',
  gstin: '27aapfu0939f1zv',
  stateCode: '27',
  address: 'Shop 4, FC Road, Shivajinagar, Pune',
  pinCode: '411005',
  phoneNumber: '+91 98765 43210',
  email: 'accounts@aquacare.in',
  upiId: 'aquacare@okhdfcbank',
  bankAccountName: 'Aqua Care Services Pvt Ltd',
  bankAccountNumber: '50200012345678',
  bankIfsc: 'hdfc0001234',
  bankName: 'HDFC Bank',
  invoicePrefix: 'aqc',
  pricesIncludeTax: false,
  serviceGstRate: 18,
  terms: 'Goods once sold are covered by the maker’s warranty.',
  ...overrides,
});

const rowCount = async () =>
  (await t.database.db.selectFrom('billing_profiles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('the business tax profile (GET/PUT /api/v1/admin/billing-profile)', () => {
  it('is empty until the owner saves it, then answers what was saved, normalised', async () => {
    expect((await rest('GET', '/admin/billing-profile', cookieA)).json().data).toBeNull();

    const saved = await rest('PUT', '/admin/billing-profile', cookieA, profileForm());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Billing profile saved successfully',
      data: {
        gstin: '27AAPFU0939F1ZV',
        stateCode: '27',
        phoneNumber: '9876543210',
        bankIfsc: 'HDFC0001234',
        invoicePrefix: 'AQC',
        serviceGstRate: 18,
        pricesIncludeTax: false,
      },
    });
    expect((await rest('GET', '/admin/billing-profile', cookieA)).json().data).toEqual(saved.json().data);
    // Saved again: the same row, changed.
    const changed = await rest('PUT', '/admin/billing-profile', cookieA, profileForm({ pricesIncludeTax: true, serviceGstRate: 5 }));
    expect(changed.json().data).toMatchObject({ pricesIncludeTax: true, serviceGstRate: 5 });
    expect((await query('admin.billing.profile', cookieA)).json().result.data).toMatchObject({ serviceGstRate: 5 });
  });

  it('lets an unregistered shop save without a GSTIN (its invoices are Bills of Supply)', async () => {
    const saved = await rest('PUT', '/admin/billing-profile', cookieB, profileForm({ gstin: '', stateCode: '29', upiId: null }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ gstin: null, stateCode: '29', upiId: null });
    // Each business sees its own.
    expect((await rest('GET', '/admin/billing-profile', cookieA)).json().data.stateCode).toBe('27');
  });

  it('refuses a GSTIN with a wrong check character, or of another state than the one chosen, saving nothing', async () => {
    const before = await rowCount();
    const stored = (await rest('GET', '/admin/billing-profile', cookieA)).json().data;

    const mistyped = await rest('PUT', '/admin/billing-profile', cookieA, profileForm({ gstin: '27AAPFU0939F1ZW', legalName: 'Changed' }));
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().errors).toEqual(["This GSTIN's check character is wrong: please re-check the number"]);

    const otherState = await rest('PUT', '/admin/billing-profile', cookieA, profileForm({ stateCode: '29', legalName: 'Changed' }));
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().errors).toEqual(['This GSTIN is registered in Maharashtra (27), not in the state chosen, Karnataka (29)']);

    expect(await rowCount()).toBe(before);
    expect((await rest('GET', '/admin/billing-profile', cookieA)).json().data).toEqual(stored);
  });

  it('says what is wrong with each bad field', async () => {
    const response = await rest('PUT', '/admin/billing-profile', cookieA, {
      legalName: '',
      stateCode: '99',
      address: '',
      pinCode: '0110',
      phoneNumber: '123',
      upiId: 'not a upi',
      bankIfsc: 'HDFC1234',
      invoicePrefix: 'TOO-LONG',
      pricesIncludeTax: 'yes',
      serviceGstRate: 12,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        'Legal name is required',
        'Address is required',
        'Enter a 6-digit PIN code',
        'Enter a valid mobile number',
        'Enter a UPI ID like shopname@okhdfcbank',
        'Enter an IFSC like HDFC0001234',
        'Invoice prefix: 1 to 6 letters or digits',
        'Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 %',
      ]),
    );
  });
});

describe('the tax profile in Hindi (Accept-Language: hi)', () => {
  const putInHindi = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/admin/billing-profile', headers: { cookie: cookieA, 'accept-language': 'hi' }, payload });

  it('says what is wrong with each field in Hindi, a GSTIN of another state naming both states in Hindi', async () => {
    const response = await putInHindi(profileForm({ legalName: '', pinCode: '0110', stateCode: '29' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([messagesHi.billing.validation.legalNameRequired, messagesHi.billing.validation.pinCode]),
    );

    const otherState = await putInHindi(profileForm({ stateCode: '29' }));
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().errors).toEqual(['यह GSTIN महाराष्ट्र (27) में रजिस्टर्ड है, चुने गए राज्य कर्नाटक (29) में नहीं']);
  });

  it('refuses an invoice before the tax profile in Hindi, and says its success in Hindi', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/invoice',
      headers: { cookie: cookieA, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: { customerID: '00000000-0000-4000-8000-000000000000', invoiceDate: '2026-11-24', lines: [{ description: 'Labour', quantity: 1, unitPrice: 100, gstRate: 18 }] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messagesHi.billing.errors.customerNotFound);

    const fetched = await t.app.inject({ method: 'GET', url: '/api/v1/admin/billing-profile', headers: { cookie: cookieA, 'accept-language': 'hi' } });
    expect(fetched.json().message).toBe(messagesHi.billing.rest.profile);
  });
});
