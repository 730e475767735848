import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, openTwoShops, type TestApp } from '../../../test/test-app';
import { PUNE_TAX_PROFILE } from '../../../test/tax-profile';

/*
 * The business's choice of its documents' heading languages (businesses.document_language),
 * through the tax profile both doors read and save, and what the invoice and receipt PDFs then
 * print. Shop A chooses Hindi headings; shop B keeps English.
 */

let t: TestApp, cookieA: string, cookieB: string;
const { rest } = callsTo(() => t.app);

beforeAll(async () => {
  ({ t, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Pune' } }));
});
afterAll(() => t.close());

/** The PDF's text, its runs of white space made single spaces. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe("the documents' heading languages (documentLanguage of the tax profile)", () => {
  it('is English until the owner chooses Hindi, is kept by a save that does not mention it, and is each business’s own', async () => {
    const first = await rest('PUT', '/admin/billing-profile', cookieA, PUNE_TAX_PROFILE);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.documentLanguage).toBe('en');

    const chosen = await rest('PUT', '/admin/billing-profile', cookieA, { ...PUNE_TAX_PROFILE, documentLanguage: 'hi' });
    expect(chosen.json().data.documentLanguage).toBe('hi');
    const kept = await rest('PUT', '/admin/billing-profile', cookieA, { ...PUNE_TAX_PROFILE, invoicePrefix: 'AQP' });
    expect(kept.json().data).toMatchObject({ invoicePrefix: 'AQP', documentLanguage: 'hi' });
    expect((await rest('GET', '/admin/billing-profile', cookieA)).json().data.documentLanguage).toBe('hi');

    expect((await rest('PUT', '/admin/billing-profile', cookieB, PUNE_TAX_PROFILE)).json().data.documentLanguage).toBe('en');
  });

  it('refuses a language Sevak does not print, in the reader’s language', async () => {
    const english = await rest('PUT', '/admin/billing-profile', cookieB, { ...PUNE_TAX_PROFILE, documentLanguage: 'fr' });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual(['Invalid input']);

    const hindi = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/billing-profile',
      headers: { cookie: cookieB, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: { ...PUNE_TAX_PROFILE, documentLanguage: 'fr' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors).toEqual([messagesHi.common.generic.invalidInput]);
    expect((await rest('GET', '/admin/billing-profile', cookieB)).json().data.documentLanguage).toBe('en');
  });

  it('prints the invoice and the receipt of a business that chose Hindi with Hindi headings, and of one that did not in English', async () => {
    const pdfs: Record<'a' | 'b', { invoice: string; receipt: string }> = { a: { invoice: '', receipt: '' }, b: { invoice: '', receipt: '' } };
    for (const [shop, cookie] of [
      ['a', cookieA],
      ['b', cookieB],
    ] as const) {
      const product = (await rest('POST', '/admin/product', cookie, { name: 'Kent Grand Plus RO', price: 15000, quantity: 10, hsnCode: '84212120', gstRate: 18 })).json().data;
      const customer = (
        await rest('POST', '/admin/customer', cookie, {
          fullname: 'Kavita Joshi',
          phoneNumber: '9822012345',
          address: 'Kothrud, Pune',
          productId: product.id,
          invoiceDate: '2026-11-18',
          billNumber: 'AQ-7001',
          price: 15000,
        })
      ).json().data;
      const invoice = await rest('POST', '/admin/invoice', cookie, {
        customerID: customer.id,
        invoiceDate: '2026-11-20',
        lines: [{ description: 'Water testing kit', hsnCode: '38220090', quantity: 2, unitPrice: 500, gstRate: 18 }],
      });
      expect(invoice.statusCode).toBe(201);
      const invoiceId = invoice.json().data.id;
      expect(invoice.json().data.seller.documentLanguage).toBe(shop === 'a' ? 'hi' : 'en');
      const payment = await rest('POST', '/admin/payment', cookie, { invoiceID: invoiceId, amount: 500, mode: 'UPI', paidOn: '2026-11-21' });
      expect(payment.statusCode).toBe(201);
      const receiptId = payment.json().data.payment.id;
      expect((await rest('GET', `/admin/payment/${receiptId}`, cookie)).json().data.seller.documentLanguage).toBe(shop === 'a' ? 'hi' : 'en');

      const invoicePdf = await rest('GET', `/admin/invoice/${invoiceId}/pdf`, cookie);
      const receiptPdf = await rest('GET', `/admin/payment/${receiptId}/pdf`, cookie);
      expect(invoicePdf.statusCode).toBe(200);
      expect(receiptPdf.statusCode).toBe(200);
      pdfs[shop] = { invoice: await textOf(invoicePdf.rawPayload), receipt: await textOf(receiptPdf.rawPayload) };
    }

    expect(pdfs.a.invoice).toContain('Tax Invoice / कर बीजक');
    expect(pdfs.a.invoice).toContain('Taxable value / कर योग्य मूल्य');
    expect(pdfs.a.invoice).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(pdfs.a.invoice).toContain('38220090');
    expect(pdfs.a.invoice).toContain('Rupees One Thousand One Hundred Eighty Only');
    expect(pdfs.a.receipt).toContain('Payment Receipt / भुगतान रसीद');
    expect(pdfs.a.receipt).toContain('Mode / भुगतान का तरीका: UPI');

    expect(pdfs.b.invoice).toContain('Tax Invoice');
    expect(pdfs.b.invoice).toContain('Bill to');
    expect(pdfs.b.receipt).toContain('Payment Receipt');
    expect(pdfs.b.receipt).toContain('Mode: UPI');
    expect(pdfs.b.invoice + pdfs.b.receipt).not.toMatch(/\p{Script=Devanagari}/u);
  });
});
