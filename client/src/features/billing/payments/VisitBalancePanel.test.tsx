import type { VisitBalance } from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { renderComponent } from '../../../test/render-app';
import { VisitBalancePanel } from './VisitBalancePanel';

const VISIT = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';

const partlyPaid: VisitBalance = {
  visitID: VISIT,
  charges: 1499.5,
  amountPaid: 500,
  balanceDue: 999.5,
  status: 'PARTIAL',
  invoice: null,
  payments: [
    { id: 'payment-1', receiptNumber: 'RCT/26-27/0004', amount: 500, paidOn: '2026-11-22', mode: 'CASH', reference: null, invoiceID: null, visitID: VISIT },
  ],
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('a visit’s balance', SLOW, () => {
  it('shows a part-paid visit as Partial with what is due, and records a payment against the visit', async () => {
    const app = renderComponent(<VisitBalancePanel visitId={VISIT} customerId={CUSTOMER} />, {
      'admin.payments.visitBalance': () => partlyPaid,
      'admin.payments.record': () => ({
        payment: { ...partlyPaid.payments[0]!, id: 'payment-2', receiptNumber: 'RCT/26-27/0005', amount: 999.5, paidOn: '2026-11-24' },
        balanceDue: 0,
        status: 'PAID',
      }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Payments for this visit' }, WAIT));
    expect(panel.getByText('Partial')).toBeTruthy();
    expect(panel.getByText('₹999.50')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Receipt RCT/26-27/0004' }).getAttribute('href')).toBe('/billing/receipts/payment-1');
    expect(panel.getByRole('link', { name: 'Bill' }).getAttribute('href')).toBe(`/billing/invoices/new?customerId=${CUSTOMER}&visitId=${VISIT}`);

    await app.user.click(panel.getByRole('button', { name: 'Record Payment' }));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    expect((dialog.getByRole('textbox', { name: 'Amount (₹)' }) as HTMLInputElement).value).toBe('999.50');
    await app.user.click(dialog.getByRole('button', { name: 'Save Payment' }));
    expect(await dialog.findByText('Paid in full: nothing is due.', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.payments.record')[0]?.input).toEqual({
      visitID: VISIT,
      amount: 999.5,
      paidOn: dayjs().tz('Asia/Kolkata').format('YYYY-MM-DD'),
      mode: 'CASH',
      reference: null,
    });
  });

  it('sends a billed visit’s payments to its invoice', async () => {
    renderComponent(<VisitBalancePanel visitId={VISIT} customerId={CUSTOMER} />, {
      'admin.payments.visitBalance': () => ({
        ...partlyPaid,
        invoice: { id: 'invoice-9', invoiceNumber: 'AQC/26-27/0009', invoiceDate: '2026-11-23' },
      }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Payments for this visit' }, WAIT));
    expect(panel.getByRole('link', { name: 'AQC/26-27/0009' }).getAttribute('href')).toBe('/billing/invoices/invoice-9');
    expect(panel.queryByRole('button', { name: 'Record Payment' })).toBeNull();
  });
});
