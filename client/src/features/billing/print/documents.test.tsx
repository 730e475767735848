import type { Invoice, InvoiceSeller, PaymentReceipt } from '@sevak/shared';
import { render, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/language';
import { InvoiceDocument } from '../invoices/InvoiceDocument';
import { ReceiptDocument } from '../payments/ReceiptDocument';

/*
 * The printable invoice and receipt of a business that chose Hindi headings: each heading in
 * English and Hindi, the legal fields as they are. A document is the same whatever its reader's
 * language: the business's choice decides, not the screen's.
 */

const seller: InvoiceSeller = {
  name: 'Aqua Care Services LLP',
  address: '12 FC Road, Pune',
  pinCode: '411004',
  phoneNumber: '9876543210',
  email: null,
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  stateName: 'Maharashtra',
  upiId: 'aquacare@okhdfcbank',
  bank: { accountName: 'Aqua Care Services LLP', accountNumber: '50100012345678', ifsc: 'HDFC0001234', bankName: 'HDFC Bank' },
  terms: 'Goods once sold are not taken back.',
  logo: null,
};

const invoiceOf = (documentLanguage: 'en' | 'hi'): Invoice => ({
  id: 'invoice-1',
  kind: 'INVOICE',
  documentTitle: 'Tax Invoice',
  invoiceNumber: 'AQC/26-27/0007',
  invoiceDate: '2026-11-24',
  customerID: 'customer-1',
  seller: { ...seller, documentLanguage },
  buyer: {
    name: 'Nikhil Traders',
    address: '4 MG Road, Pune',
    pinCode: '411001',
    phoneNumber: '9876500002',
    email: null,
    gstin: '27ABCDE1234F1Z5',
    stateCode: '27',
    stateName: 'Maharashtra',
  },
  placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
  intraState: true,
  pricesIncludeTax: false,
  lines: [
    {
      id: 'line-1',
      position: 1,
      kind: 'PRODUCT',
      productID: 'product-1',
      customerProductID: null,
      visitID: null,
      amcContractID: null,
      description: 'Kent Grand Plus RO',
      hsnCode: '84212120',
      quantity: 1,
      unitPrice: 1000,
      discount: 0,
      gstRate: 18,
      taxableValue: 1000,
      cgst: 90,
      sgst: 90,
      igst: 0,
      total: 1180,
    },
  ],
  taxableValue: 1000,
  cgst: 90,
  sgst: 90,
  igst: 0,
  roundOff: 0,
  total: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
  byRate: [{ gstRate: 18, taxableValue: 1000, cgst: 90, sgst: 90, igst: 0 }],
  byHsn: [{ hsnCode: '84212120', quantity: 1, gstRate: 18, taxableValue: 1000, cgst: 90, sgst: 90, igst: 0 }],
  amountPaid: 0,
  balanceDue: 1180,
  status: 'UNPAID',
  missingHsn: [],
  notes: null,
  cancelledBy: null,
  creditNoteOf: null,
  cancelReason: null,
  payments: [],
  upiPaymentLink: 'upi://pay?pa=aquacare@okhdfcbank&am=1180.00&cu=INR',
  createdAt: '2026-11-24T10:00:00.000Z',
});

const receipt: PaymentReceipt = {
  payment: {
    id: 'payment-1',
    receiptNumber: 'RC/26-27/0003',
    amount: 1180,
    paidOn: '2026-11-25',
    mode: 'UPI',
    reference: 'UTR 4411',
    invoiceID: 'invoice-1',
    visitID: null,
  },
  seller: { ...seller, bank: null, terms: null, documentLanguage: 'hi' },
  customer: { id: 'customer-1', name: 'Nikhil Traders', phoneNumber: '9876500002', address: '4 MG Road, Pune' },
  paidFor: 'Invoice AQC/26-27/0007 of 24-11-2026',
  balanceDue: 0,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};

const WAIT = { timeout: 10_000 };

/** The document alone, as the print view shows it (its Hindi words may load first). */
async function shown(document: ReactNode, name: string) {
  render(<Suspense fallback={null}>{document}</Suspense>);
  return screen.findByRole('article', { name }, WAIT);
}

describe('billing documents with Hindi headings', () => {
  it('shows the tax invoice with each heading in English and Hindi, and its legal fields as they are', async () => {
    const sheet = within(await shown(<InvoiceDocument invoice={invoiceOf('hi')} />, 'Tax Invoice AQC/26-27/0007'));

    expect(sheet.getByRole('heading', { name: 'Tax Invoice / कर बीजक' })).toBeTruthy();
    expect(sheet.getByText('ORIGINAL FOR RECIPIENT / प्राप्तकर्ता के लिए मूल प्रति')).toBeTruthy();
    expect(sheet.getByRole('heading', { name: 'Bill to / बिल पाने वाला' })).toBeTruthy();
    expect(sheet.getAllByRole('columnheader', { name: 'Description विवरण' })).toHaveLength(1);
    expect(sheet.getAllByRole('columnheader', { name: 'Amount राशि' })).toHaveLength(1);
    expect(sheet.getByRole('rowheader', { name: 'Round Off / पूर्णांकन' })).toBeTruthy();
    expect(sheet.getByText('Amount in words / राशि शब्दों में:')).toBeTruthy();
    expect(sheet.getByRole('heading', { name: 'Terms & Conditions / नियम और शर्तें' })).toBeTruthy();
    expect(sheet.getByText('Authorised Signatory / अधिकृत हस्ताक्षरकर्ता')).toBeTruthy();

    // The legal fields: in English alone, as the GST rules name them.
    expect(sheet.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeTruthy();
    expect(sheet.getByText('GSTIN: 27ABCDE1234F1Z5')).toBeTruthy();
    expect(sheet.getByText('Invoice No.')).toBeTruthy();
    expect(sheet.getByText('AQC/26-27/0007')).toBeTruthy();
    expect(sheet.getByText('24-11-2026')).toBeTruthy();
    expect(sheet.getAllByRole('columnheader', { name: 'HSN/SAC' })).toHaveLength(2);
    expect(sheet.getAllByRole('columnheader', { name: 'CGST' })).toHaveLength(2);
    expect(sheet.getAllByText('84212120')).toHaveLength(2);
    expect(sheet.getByText('Rupees One Thousand One Hundred Eighty Only')).toBeTruthy();
  });

  it('shows the receipt with its headings in English and Hindi', async () => {
    const sheet = within(await shown(<ReceiptDocument receipt={receipt} />, 'Receipt RC/26-27/0003'));
    expect(sheet.getByRole('heading', { name: 'Payment Receipt / भुगतान रसीद' })).toBeTruthy();
    expect(sheet.getByRole('heading', { name: 'Received from / भुगतानकर्ता' })).toBeTruthy();
    expect(sheet.getByRole('rowheader', { name: 'Amount Received / प्राप्त राशि' })).toBeTruthy();
    expect(sheet.getByText('Receipt No.')).toBeTruthy();
    expect(sheet.getByText('RC/26-27/0003')).toBeTruthy();
    expect(sheet.getByText('UPI')).toBeTruthy();
  });

  it("prints in English alone for a business that did not choose Hindi, even on a reader's Hindi screen", async () => {
    await applyLanguage('hi');
    const article = await shown(<InvoiceDocument invoice={invoiceOf('en')} />, 'Tax Invoice AQC/26-27/0007');
    expect(within(article).getByRole('heading', { name: 'Tax Invoice' })).toBeTruthy();
    expect(within(article).getByText('ORIGINAL FOR RECIPIENT')).toBeTruthy();
    expect(article.textContent).not.toMatch(/\p{Script=Devanagari}/u);
  });
});
