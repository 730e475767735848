import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/trpc-mock';

const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const purchases = [
  {
    id: 'p1',
    productID: 'prod-1',
    product: { id: 'prod-1', name: 'Industrial RO Plant', price: 1234567.5 },
    invoiceDate: '2027-03-05',
    billNumber: 'INV-0042',
    price: 1234567.5,
    warrantyStartDate: '2027-03-06',
    warrantyEndDate: '2028-03-06',
  },
  {
    id: 'p2',
    productID: 'prod-2',
    product: { id: 'prod-2', name: 'Pre-filter Kit', price: 100000 },
    invoiceDate: '2027-03-05',
    billNumber: 'INV-0042',
    price: 100000,
    warrantyStartDate: '2027-03-05',
    warrantyEndDate: '2028-03-05',
  },
];

const customer = {
  id: CUSTOMER,
  createdAt: '2027-03-05T10:00:00.000Z',
  user: { id: 'user-priya', fullname: 'Priya Sharma', address: '4 Park Street, Kolkata', phoneNumber: '9876500003', email: null },
  customerProduct: purchases,
};

const business = {
  name: 'Aqua Care Services',
  address: '12 MG Road, Pune',
  phoneNumber: '9876543210',
  email: 'owner@aquacare.example',
  logo: null,
};

const WAIT = { timeout: 10_000 };

describe('invoice print', { timeout: 60_000 }, () => {
  it('prints an A4 tax invoice titled Bill_{billNumber}, then restores the title', async () => {
    const titleWhilePrinting: string[] = [];
    const print = vi.fn(() => {
      titleWhilePrinting.push(document.title);
    });
    vi.stubGlobal('print', print);
    const app = renderApp('/customer', {
      'users.me': () => testUser('ADMIN'),
      'admin.customers.list': () => ({ items: [customer], total: 1 }),
      'admin.products.options': () => [],
      'admin.customers.invoice': () => ({ customer, business }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Print invoice of Priya Sharma' }, WAIT));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), WAIT);
    expect(titleWhilePrinting).toEqual(['Bill_INV-0042']);
    expect(app.server.callsTo('admin.customers.invoice')[0]?.input).toEqual({ id: CUSTOMER });

    const invoice = screen.getByTestId('invoice');
    // Rendered straight into the body, beside the app, so print CSS can show it alone.
    expect(invoice.closest('.invoice-print')?.parentElement).toBe(document.body);
    const text = within(invoice);
    expect(text.getByText('TAX INVOICE')).toBeTruthy();
    expect(text.getByText('Aqua Care Services')).toBeTruthy();
    expect(text.getByText('12 MG Road, Pune')).toBeTruthy();
    expect(invoice.textContent).toContain('Phone: 9876543210');
    expect(invoice.textContent).toContain('owner@aquacare.example');
    expect(text.getByText('Priya Sharma')).toBeTruthy();
    expect(invoice.textContent).toContain('Address: 4 Park Street, Kolkata');
    expect(text.getAllByText('05-03-2027').length).toBeGreaterThan(0);
    expect(text.getByText('06-03-2028')).toBeTruthy();
    expect(text.getByText('₹12,34,567.50')).toBeTruthy();
    expect(text.getByTestId('invoice-total').textContent).toBe('₹13,34,567.50');
    for (const term of [
      'Goods once sold will not be taken back.',
      'Warranty is valid only with the original invoice.',
      'Service charges may apply for out-of-warranty repairs.',
    ]) {
      expect(text.getByText(term)).toBeTruthy();
    }

    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('invoice')).toBeNull(), WAIT);
    expect(document.title).toBe('Create Order | Sevak');
  });
});
