import type { GstSummary } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDayAndPressEnter } from '../../../test/date-picker';
import { renderApp } from '../../../test/render-app';
import { testUser } from '../../../test/trpc-mock';

function summaryOf(month: string): GstSummary {
  const november = month === '2026-11';
  return {
    month,
    b2b: [
      {
        buyerGstin: '29ABCDE1234F1Z5',
        buyerName: 'Nikhil Traders',
        invoiceNumber: november ? 'AQC/26-27/0007' : 'AQC/26-27/0002',
        invoiceDate: november ? '2026-11-24' : '2026-10-08',
        invoiceValue: 1180,
        placeOfSupply: '29-Karnataka',
        gstRate: 18,
        taxableValue: 1000,
        cgst: 0,
        sgst: 0,
        igst: 180,
      },
    ],
    b2c: [{ placeOfSupply: '27-Maharashtra', gstRate: 18, taxableValue: 2000, cgst: 180, sgst: 180, igst: 0 }],
    creditNotes: [],
    hsn: [
      { hsnCode: '84212120', quantity: 3, gstRate: 18, taxableValue: 3000, cgst: 180, sgst: 180, igst: 180 },
      { hsnCode: '9987', quantity: 1, gstRate: 18, taxableValue: 500, cgst: 45, sgst: 45, igst: 0 },
    ],
    totals: { taxableValue: 3500, cgst: 225, sgst: 225, igst: 180, invoiceCount: 3, creditNoteCount: 0 },
  };
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('GST summary', SLOW, () => {
  it('shows the month’s four sections as captioned tables with their totals', async () => {
    renderApp('/billing/gst-summary?month=2026-11', {
      'users.me': () => testUser('ADMIN'),
      'admin.billing.gstSummary': ({ month }) => summaryOf(month),
    });
    const b2b = await screen.findByRole('table', { name: 'B2B invoices: to buyers with a GSTIN' }, WAIT);
    expect(within(b2b).getByText('29ABCDE1234F1Z5')).toBeTruthy();
    expect(within(b2b).getByText('AQC/26-27/0007')).toBeTruthy();
    expect(within(b2b).getByText('24-11-2026')).toBeTruthy();

    const b2c = screen.getByRole('table', { name: 'B2C supplies by rate and place of supply' });
    expect(within(b2c).getByText('27-Maharashtra')).toBeTruthy();

    const notes = screen.getByRole('table', { name: 'Credit notes issued this month' });
    expect(within(notes).getByText('No credit notes this month')).toBeTruthy();

    const hsn = screen.getByRole('table', { name: 'HSN-wise summary of outward supplies' });
    const totalRow = within(hsn).getByText('Total').closest('tr') as HTMLElement;
    // Taxable value, IGST, CGST and SGST of both HSN rows added up.
    expect([...totalRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Total',
      '',
      '',
      '₹3,500.00',
      '₹180.00',
      '₹225.00',
      '₹225.00',
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('Nov 2026');
  });

  it('asks for the month picked', async () => {
    const app = renderApp('/billing/gst-summary?month=2026-11', {
      'users.me': () => testUser('ADMIN'),
      'admin.billing.gstSummary': ({ month }) => summaryOf(month),
    });
    expect(await screen.findByText('AQC/26-27/0007', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.billing.gstSummary').map((call) => call.input)).toEqual([{ month: '2026-11' }]);

    await typeDayAndPressEnter(app, screen.getByLabelText('Month') as HTMLInputElement, 'Oct 2026');
    expect(await screen.findByText('AQC/26-27/0002', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.billing.gstSummary').at(-1)?.input).toEqual({ month: '2026-10' });
    await waitFor(() => expect(app.router.state.location.search).toBe('?month=2026-10'), WAIT);
  });
});
