import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { stubPrint } from '../../test/print';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/trpc-mock';
import { billingProfile } from '../../test/billing-profile';

const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const plant = {
  id: 'p1',
  productID: 'prod-1',
  product: { id: 'prod-1', name: 'Industrial RO Plant', price: 1234567.5 },
  invoiceDate: '2027-03-05',
  billNumber: 'INV-0042',
  price: 1234567.5,
  warrantyStartDate: '2027-03-06',
  warrantyEndDate: '2028-03-06',
  serialNumber: null,
};
const filterKit = {
  id: 'p2',
  productID: 'prod-2',
  product: { id: 'prod-2', name: 'Pre-filter Kit', price: 100000 },
  invoiceDate: '2027-04-10',
  billNumber: 'INV-0057',
  price: 100000,
  warrantyStartDate: '2027-04-10',
  warrantyEndDate: '2028-04-10',
  serialNumber: null,
};

const user = { id: 'user-priya', fullname: 'Priya Sharma', address: '4 Park Street, Kolkata', phoneNumber: '9876500003', email: null, language: 'en' as const };
/** A customer with one purchase, and the same customer once they have bought a second product. */
const customer = { id: CUSTOMER, createdAt: '2027-03-05T10:00:00.000Z', user, gstin: null, stateCode: null, customerProduct: [plant] };
const twoBills = { ...customer, customerProduct: [plant, filterKit] };

const business = {
  name: 'Aqua Care Services',
  address: '12 MG Road, Pune',
  phoneNumber: '9876543210',
  email: 'owner@aquacare.example',
  logo: null,
};

const WAIT = { timeout: 10_000 };

/** The tax profile of a business that chose Hindi headings beside the English ones. */
const hindiHeadings = billingProfile({ gstin: null, address: '12 MG Road, Pune', pinCode: '411001', documentLanguage: 'hi', updatedAt: '2027-03-01T10:00:00.000Z' });

describe('invoice print', { timeout: 60_000 }, () => {
  it('prints an A4 tax invoice titled Bill_{billNumber}, then restores the title', async () => {
    const { print, titles: titleWhilePrinting } = stubPrint();
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
    expect(text.getAllByText('₹12,34,567.50')).toHaveLength(2);
    expect(text.getByTestId('invoice-total').textContent).toBe('₹12,34,567.50');
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

  it('prints one bill at a time: a customer with two purchases is asked which, and gets only that bill', async () => {
    const { print, titles: titleWhilePrinting } = stubPrint();
    const app = renderApp('/customer', {
      'users.me': () => testUser('ADMIN'),
      'admin.customers.list': () => ({ items: [twoBills], total: 1 }),
      'admin.products.options': () => [],
      'admin.customers.invoice': () => ({ customer: twoBills, business }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Print invoice of Priya Sharma' }, WAIT));
    expect(await screen.findByText('Print which bill?', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'INV-0042 — Industrial RO Plant, 05-03-2027' })).toBeTruthy();
    expect(print).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('menuitem', { name: 'INV-0057 — Pre-filter Kit, 10-04-2027' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), WAIT);
    expect(titleWhilePrinting).toEqual(['Bill_INV-0057']);
    const invoice = screen.getByTestId('invoice');
    const text = within(invoice);
    expect(text.getByText('INV-0057')).toBeTruthy();
    expect(text.getByText('Pre-filter Kit')).toBeTruthy();
    // Its invoice date, and its warranty's start.
    expect(text.getAllByText('10-04-2027')).toHaveLength(2);
    expect(text.getByTestId('invoice-total').textContent).toBe('₹1,00,000.00');
    expect(invoice.textContent).not.toContain('INV-0042');
    expect(invoice.textContent).not.toContain('Industrial RO Plant');
    expect(invoice.textContent).not.toContain('05-03-2027');
  });

  it("prints each heading in English and Hindi when the business chose Hindi headings, the bill's fields as they are", async () => {
    const { print } = stubPrint();
    const app = renderApp('/customer', {
      'users.me': () => testUser('ADMIN'),
      'admin.customers.list': () => ({ items: [customer], total: 1 }),
      'admin.products.options': () => [],
      'admin.customers.invoice': () => ({ customer, business }),
      'admin.billing.profile': () => hindiHeadings,
    });
    await app.user.click(await screen.findByRole('button', { name: 'Print invoice of Priya Sharma' }, WAIT));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), WAIT);

    const invoice = screen.getByTestId('invoice');
    const text = within(invoice);
    expect(text.getByRole('heading', { name: 'TAX INVOICE / कर बीजक' })).toBeTruthy();
    expect(text.getByRole('heading', { name: 'Bill To / बिल पाने वाला' })).toBeTruthy();
    expect(text.getByRole('columnheader', { name: 'Product उत्पाद' })).toBeTruthy();
    expect(text.getByRole('rowheader', { name: 'Total / कुल' })).toBeTruthy();
    expect(invoice.textContent).toContain('Authorised Signatory / अधिकृत हस्ताक्षरकर्ता');
    // The bill's own fields stay as they are.
    expect(text.getByText('INV-0042')).toBeTruthy();
    expect(text.getByText('Bill No.')).toBeTruthy();
    expect(text.getByTestId('invoice-total').textContent).toBe('₹12,34,567.50');
    expect(text.getByText('Goods once sold will not be taken back.')).toBeTruthy();
  });

  it("speaks the reader's Hindi around the bill, and prints the bill of a business without Hindi headings in English", async () => {
    await applyLanguage('hi');
    const { print } = stubPrint();
    const app = renderApp('/customer', {
      'users.me': () => testUser('ADMIN'),
      'admin.customers.list': () => ({ items: [twoBills], total: 1 }),
      'admin.products.options': () => [],
      'admin.customers.invoice': () => ({ customer: twoBills, business }),
      'admin.billing.profile': () => ({ ...hindiHeadings, documentLanguage: 'en' }),
    });
    // The customers screen names the button (in its own words): it is the one with the printer.
    const buttons = await screen.findAllByRole('button', { name: /Priya Sharma/ }, WAIT);
    await app.user.click(buttons.find((button) => button.querySelector('.anticon-printer'))!);
    expect(await screen.findByText('कौन-सा बिल प्रिंट करें?', {}, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('menuitem', { name: 'INV-0057 — Pre-filter Kit, 10-04-2027' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), WAIT);
    const invoice = screen.getByTestId('invoice');
    expect(within(invoice).getByRole('heading', { name: 'TAX INVOICE' })).toBeTruthy();
    expect(invoice.textContent).not.toMatch(/\p{Script=Devanagari}/u);
  });
});
