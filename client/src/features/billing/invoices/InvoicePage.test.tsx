import type { Invoice, RecordedPayment } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { choose } from '../../../test/pick-list';
import { stubPrint } from '../../../test/print';
import { renderApp } from '../../../test/render-app';
import { testUser, type Handlers } from '../../../test/trpc-mock';

const INVOICE = '11111111-1111-4111-8111-111111111111';
const CREDIT_NOTE = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';
const PAYMENT = '44444444-4444-4444-8444-444444444444';

const invoice: Invoice = {
  id: INVOICE,
  kind: 'INVOICE',
  documentTitle: 'Tax Invoice',
  invoiceNumber: 'AQC/26-27/0007',
  invoiceDate: '2026-11-24',
  customerID: CUSTOMER,
  seller: {
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
    terms: 'Goods once sold are not taken back.\nWarranty as per the maker’s card.',
    logo: null,
  },
  buyer: {
    name: 'Nikhil Traders',
    address: '4 MG Road, Bengaluru',
    pinCode: '560001',
    phoneNumber: '9876500002',
    email: null,
    gstin: '29ABCDE1234F1Z5',
    stateCode: '29',
    stateName: 'Karnataka',
  },
  placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  intraState: false,
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
      cgst: 0,
      sgst: 0,
      igst: 180,
      total: 1180,
    },
  ],
  taxableValue: 1000,
  cgst: 0,
  sgst: 0,
  igst: 180,
  roundOff: 0,
  total: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
  byRate: [{ gstRate: 18, taxableValue: 1000, cgst: 0, sgst: 0, igst: 180 }],
  byHsn: [{ hsnCode: '84212120', quantity: 1, gstRate: 18, taxableValue: 1000, cgst: 0, sgst: 0, igst: 180 }],
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
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };
const today = () => dayjs().tz('Asia/Kolkata').format('YYYY-MM-DD');

function openInvoice(handlers: Handlers = {}) {
  return renderApp(`/billing/invoices/${INVOICE}`, {
    'users.me': () => testUser('ADMIN'),
    'admin.invoices.get': () => invoice,
    ...handlers,
  });
}

const sheet = () => screen.getByRole('article', { name: 'Tax Invoice AQC/26-27/0007' });

describe('invoice page', SLOW, () => {
  it('shows the tax invoice as printed: title, both GSTINs and states, IGST, amount in words, UPI code and balance due', async () => {
    openInvoice();
    expect(await screen.findByRole('heading', { name: 'Tax Invoice AQC/26-27/0007' }, WAIT)).toBeTruthy();
    const text = within(sheet());
    expect(text.getByRole('heading', { name: 'Tax Invoice' })).toBeTruthy();
    expect(text.getByText('ORIGINAL FOR RECIPIENT')).toBeTruthy();
    expect(text.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeTruthy();
    expect(text.getByText('GSTIN: 29ABCDE1234F1Z5')).toBeTruthy();
    expect(text.getAllByText('State: Karnataka (29)')).toHaveLength(1);
    expect(text.getByText('Karnataka (29)')).toBeTruthy(); // place of supply
    expect(text.getAllByRole('columnheader', { name: 'IGST' })).toHaveLength(2); // the lines and the HSN summary
    expect(text.queryByRole('columnheader', { name: 'CGST' })).toBeNull();
    expect(text.getByText('Rupees One Thousand One Hundred Eighty Only')).toBeTruthy();
    expect(text.getByText('Scan to pay ₹1,180.00 by UPI')).toBeTruthy();
    expect(text.getByText('Account no.: 50100012345678')).toBeTruthy();
    expect(text.getByText('Goods once sold are not taken back.')).toBeTruthy();
    expect(text.getByText('Authorised Signatory')).toBeTruthy();

    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByText('Balance Due').closest('.ant-descriptions-item')?.textContent).toBe('Balance Due₹1,180.00');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/v1/admin/invoice/${INVOICE}/pdf`);
  });

  it('prints the invoice alone, named after its number', async () => {
    const { print, titles } = stubPrint();
    const app = openInvoice();
    await app.user.click(await screen.findByRole('button', { name: 'Print' }, WAIT));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), WAIT);
    expect(titles).toEqual(['AQC-26-27-0007']);
    expect(document.querySelector('.billing-print [aria-label="Tax Invoice AQC/26-27/0007"]')).toBeTruthy();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('.billing-print')).toBeNull(), WAIT);
  });

  it('records a payment of the amount typed, then shows the balance left and the receipt', async () => {
    let paid = 0;
    const app = openInvoice({
      'admin.invoices.get': () => ({ ...invoice, amountPaid: paid, balanceDue: 1180 - paid, status: paid ? 'PARTIAL' : 'UNPAID' }),
      'admin.payments.record': (input) => {
        paid = 500;
        const answer: RecordedPayment = {
          payment: {
            id: PAYMENT,
            receiptNumber: 'RCT/26-27/0001',
            amount: 500,
            paidOn: today(),
            mode: 'UPI',
            reference: 'UTR 4411',
            invoiceID: INVOICE,
            visitID: null,
          },
          balanceDue: 680,
          status: 'PARTIAL',
        };
        expect(input.invoiceID).toBe(INVOICE);
        return answer;
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Record Payment' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₹)' }) as HTMLInputElement;
    expect(amount.value).toBe('1180.00');
    await app.user.clear(amount);
    await app.user.type(amount, '500');
    await choose(app, 'Mode', 'UPI');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reference (optional)' }), 'UTR 4411');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Payment' }));

    expect(await within(dialog).findByText('Balance due now ₹680.00', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.payments.record')[0]?.input).toEqual({
      invoiceID: INVOICE,
      amount: 500,
      paidOn: today(),
      mode: 'UPI',
      reference: 'UTR 4411',
    });
    expect(within(dialog).getByRole('link', { name: 'View Receipt' }).getAttribute('href')).toBe(`/billing/receipts/${PAYMENT}`);
    // The invoice behind the dialog is read again: now part paid.
    await waitFor(() => expect(screen.getByText('Partial')).toBeTruthy(), WAIT);
  });

  it('cancels the invoice by a credit note, with the reason given, and links to the note', async () => {
    let cancelled = false;
    const creditNote = { id: CREDIT_NOTE, invoiceNumber: 'CN/26-27/0001', invoiceDate: '2026-11-25' };
    const app = openInvoice({
      'admin.invoices.get': () =>
        cancelled ? { ...invoice, status: 'CANCELLED', balanceDue: 0, cancelledBy: creditNote, cancelReason: 'Wrong GSTIN' } : invoice,
      'admin.invoices.cancel': () => {
        cancelled = true;
        return { ...invoice, ...creditNote, kind: 'CREDIT_NOTE', documentTitle: 'Credit Note' };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel Invoice' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Wrong GSTIN');
    await app.user.click(within(dialog).getByRole('button', { name: 'Issue Credit Note' }));

    expect(await screen.findByText('Invoice cancelled by a credit note', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.invoices.cancel')[0]?.input).toEqual({ id: INVOICE, reason: 'Wrong GSTIN' });
    const note = await screen.findByRole('link', { name: 'CN/26-27/0001' }, WAIT);
    expect(note.getAttribute('href')).toBe(`/billing/invoices/${CREDIT_NOTE}`);
    expect(note.closest('[role="alert"]')?.textContent).toContain('Cancelled by credit note CN/26-27/0001');
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Invoice' })).toBeNull();
  });
});
