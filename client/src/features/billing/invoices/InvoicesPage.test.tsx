import type { InvoiceListItem } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/language';
import { choose } from '../../../test/pick-list';
import { renderApp } from '../../../test/render-app';
import { testUser } from '../../../test/trpc-mock';

const invoice: InvoiceListItem = {
  id: 'invoice-7',
  kind: 'INVOICE',
  invoiceNumber: 'AQC/26-27/0007',
  invoiceDate: '2026-11-24',
  customerID: 'customer-1',
  customerName: 'Nikhil Traders',
  customerPhone: '9876500002',
  total: 123456.5,
  balanceDue: 23456.5,
  status: 'PARTIAL',
};
const creditNote: InvoiceListItem = {
  ...invoice,
  id: 'note-1',
  kind: 'CREDIT_NOTE',
  invoiceNumber: 'CN/26-27/0001',
  total: 1180,
  balanceDue: 0,
  status: 'PAID',
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('invoice list', SLOW, () => {
  it('lists invoices and credit notes with date, customer, rupees and a worded status, and filters by status', async () => {
    const app = renderApp('/billing/invoices', {
      'users.me': () => testUser('ADMIN'),
      'admin.invoices.list': (input) => (input.status === 'UNPAID' ? { items: [], total: 0 } : { items: [invoice, creditNote], total: 2 }),
    });
    const row = (await screen.findByRole('link', { name: 'AQC/26-27/0007' }, WAIT)).closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('24-11-2026')).toBeTruthy();
    expect(cells.getByText('Nikhil Traders')).toBeTruthy();
    expect(cells.getByText('₹1,23,456.50')).toBeTruthy();
    expect(cells.getByText('₹23,456.50')).toBeTruthy();
    expect(cells.getByText('Partial')).toBeTruthy();
    expect(cells.getByRole('link', { name: 'View AQC/26-27/0007' }).getAttribute('href')).toBe('/billing/invoices/invoice-7');
    const noteRow = screen.getByRole('link', { name: 'CN/26-27/0001' }).closest('tr') as HTMLElement;
    expect(within(noteRow).getByText('Credit note')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Invoice' }).closest('a')?.getAttribute('href')).toBe('/billing/invoices/new');

    await choose(app, 'Status', 'Unpaid');
    expect(await screen.findByText('No invoices yet', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(app.server.callsTo('admin.invoices.list').at(-1)?.input).toMatchObject({ status: 'UNPAID', page: 1 }), WAIT);
    expect(app.router.state.location.search).toBe('?status=UNPAID');
  });

  it('reads in Hindi: the heading, the columns, a worded status and the New Invoice button', async () => {
    await applyLanguage('hi');
    renderApp('/billing/invoices', {
      'users.me': () => testUser('ADMIN'),
      'admin.invoices.list': () => ({ items: [invoice, creditNote], total: 2 }),
    });
    const row = (await screen.findByRole('link', { name: 'AQC/26-27/0007' }, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('आंशिक')).toBeTruthy();
    expect(within(row).getByText('₹1,23,456.50')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'CN/26-27/0001' }).closest('tr') as HTMLElement).getByText('क्रेडिट नोट')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /बकाया/ })).toBeTruthy();
    expect(document.getElementById('page-title')?.textContent).toBe('बिल');
    expect(screen.getByRole('button', { name: 'नया बिल' })).toBeTruthy();
  });
});
