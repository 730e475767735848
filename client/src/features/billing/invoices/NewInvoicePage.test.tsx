import type { BillableItems, Invoice } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { choose } from '../../../test/pick-list';
import { renderApp } from '../../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../../test/trpc-mock';
import { billingProfile } from '../../../test/billing-profile';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const KENT_PURCHASE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BILLED_PURCHASE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const KENT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const FILTER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const VISIT = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const NEW_INVOICE = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

const profile = billingProfile();

/** Ravi in Pune (the seller's state): a Kent RO not yet billed, a filter billed already, and a visit. */
const billable: BillableItems = {
  customer: { id: CUSTOMER, name: 'Ravi Kumar', phoneNumber: '9876500001', gstin: null, stateCode: '27', stateName: 'Maharashtra' },
  seller: { stateCode: '27', pricesIncludeTax: false, serviceGstRate: 18, registered: true },
  purchases: [
    {
      customerProductID: KENT_PURCHASE,
      productID: KENT,
      productName: 'Kent Grand Plus RO',
      price: 15000,
      invoiceDate: '2026-11-20',
      billNumber: 'AQ-1041',
      hsnCode: '84212120',
      gstRate: 18,
      invoice: null,
    },
    {
      customerProductID: BILLED_PURCHASE,
      productID: FILTER,
      productName: 'Sediment Filter',
      price: 350,
      invoiceDate: '2026-11-02',
      billNumber: 'AQ-1002',
      hsnCode: '84219900',
      gstRate: 18,
      invoice: { id: 'invoice-3', invoiceNumber: 'AQC/26-27/0003', invoiceDate: '2026-11-02' },
    },
  ],
  visits: [
    {
      visitID: VISIT,
      visitDate: '2026-11-22T05:30:00.000Z',
      description: 'Filter change',
      charges: 499.5,
      amountPaid: 0,
      isDone: true,
      invoice: null,
    },
  ],
  amcContracts: [],
};

/** The same customer, moved to Bengaluru: another state than the seller's. */
const inKarnataka: BillableItems = { ...billable, customer: { ...billable.customer, stateCode: '29', stateName: 'Karnataka' } };

function openNewInvoice(path: string, handlers: Handlers = {}) {
  return renderApp(path, {
    'users.me': () => testUser('ADMIN'),
    'admin.billing.profile': () => profile,
    'admin.billing.billable': () => billable,
    'admin.customers.options': () => [
      { id: CUSTOMER, fullname: 'Ravi Kumar', phoneNumber: '9876500001', address: null, firstPurchase: null, purchases: [] },
    ],
    'admin.invoices.create': () => ({ id: NEW_INVOICE }) as Invoice,
    'admin.invoices.get': () => {
      throw new Error('not shown in these tests');
    },
    ...handlers,
  });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };
const today = () => dayjs().tz('Asia/Kolkata').format('YYYY-MM-DD');

/** The totals table's rows as they read: "CGST ₹1,394.96". */
function totalsRows() {
  const table = screen.getByRole('table', { name: 'Invoice totals' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' '));
}

const line = (number: number) => screen.getByRole('group', { name: new RegExp(`^Line ${number}: `) });

describe('new invoice', SLOW, () => {
  it('bills a purchase and a visit of a customer in the seller’s state with CGST and SGST, and sends those lines', async () => {
    const app = openNewInvoice(`/billing/invoices/new?customerId=${CUSTOMER}&customerProductId=${KENT_PURCHASE}`);

    // Opened from the purchase: its line is there, the purchase ticked; the billed filter cannot be ticked again.
    expect(await screen.findByRole('group', { name: /^Line 1: Kent Grand Plus RO/ }, WAIT)).toBeTruthy();
    const kent = screen.getByRole('checkbox', { name: /^Kent Grand Plus RO — bill AQ-1041/ }) as HTMLInputElement;
    expect(kent.checked).toBe(true);
    const filter = screen.getByRole('checkbox', { name: /^Sediment Filter — bill AQ-1002/ }) as HTMLInputElement;
    expect(filter.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'AQC/26-27/0003' }).getAttribute('href')).toBe('/billing/invoices/invoice-3');
    expect(screen.getByText(/Place of supply: Maharashtra \(27\) — CGST and SGST/)).toBeTruthy();

    await app.user.click(screen.getByRole('checkbox', { name: /^Service visit on 22 Nov 2026 — Filter change/ }));
    expect(within(line(2)).getByRole('textbox', { name: 'HSN/SAC' })).toHaveProperty('value', '9987');

    // 15,000 + 499.50 at 18 %: 9 % each is 1,350 and 44.955 → 44.96; 18,289.42 rounds to 18,289.
    await waitFor(
      () =>
        expect(totalsRows()).toEqual([
          'Taxable value ₹15,499.50',
          'CGST ₹1,394.96',
          'SGST ₹1,394.96',
          'Round off -₹0.42',
          'Total ₹18,289.00',
        ]),
      WAIT,
    );
    expect(screen.getByText('Rupees Eighteen Thousand Two Hundred Eighty-Nine Only')).toBeTruthy();
    expect(screen.queryByText(/HSN code missing/)).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Invoice created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.invoices.create')[0]?.input).toEqual({
      customerID: CUSTOMER,
      invoiceDate: today(),
      lines: [
        { productID: KENT, customerProductID: KENT_PURCHASE, hsnCode: '84212120', quantity: 1, unitPrice: 15000, gstRate: 18, discount: 0 },
        { visitID: VISIT, hsnCode: '9987', quantity: 1, unitPrice: 499.5, gstRate: 18, discount: 0 },
      ],
      notes: null,
    });
    await waitFor(() => expect(app.pathname()).toBe(`/billing/invoices/${NEW_INVOICE}`), WAIT);
  });

  it('charges IGST to a buyer in another state, with the round-off going up, on a typed line', async () => {
    const app = openNewInvoice(`/billing/invoices/new?customerId=${CUSTOMER}`, { 'admin.billing.billable': () => inKarnataka });
    expect(await screen.findByText(/Place of supply: Karnataka \(29\) — IGST/, {}, WAIT)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Add Other Line' }));
    const typed = within(line(1));
    await app.user.type(typed.getByRole('textbox', { name: 'Description' }), 'Installation kit');
    await app.user.clear(typed.getByRole('textbox', { name: 'Qty' }));
    await app.user.type(typed.getByRole('textbox', { name: 'Qty' }), '2');
    await app.user.type(typed.getByRole('textbox', { name: 'Unit Price (₹)' }), '250.25');

    // 500.50 at 18 % IGST is 90.09; 590.59 rounds up to 591.
    await waitFor(
      () => expect(totalsRows()).toEqual(['Taxable value ₹500.50', 'IGST ₹90.09', 'Round off ₹0.41', 'Total ₹591.00']),
      WAIT,
    );
    expect(screen.getByText('Taxable ₹500.50 · GST ₹90.09 · Line total ₹590.59')).toBeTruthy();
    // A typed line without its HSN/SAC code: said, and still saved.
    expect(screen.getByText('HSN code missing for Installation kit')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await waitFor(() => expect(app.server.callsTo('admin.invoices.create')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.invoices.create')[0]?.input).toEqual({
      customerID: CUSTOMER,
      invoiceDate: today(),
      lines: [{ description: 'Installation kit', hsnCode: null, quantity: 2, unitPrice: 250.25, gstRate: 18, discount: 0 }],
      notes: null,
    });
  });

  it('fills a product line from the product chosen and warns that its HSN code is missing', async () => {
    const app = openNewInvoice('/billing/invoices/new', {
      'admin.products.options': () => [{ id: FILTER, name: 'Carbon Filter', price: 420 }],
      'admin.products.get': () => ({
        id: FILTER,
        name: 'Carbon Filter',
        price: 420,
        quantity: 30,
        productCategoryId: null,
        productSubCategoryId: null,
        productCategory: null,
        productSubCategory: null,
        hsnCode: null,
        gstRate: 5,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      }),
    });
    await screen.findByRole('combobox', { name: 'Customer' }, WAIT);
    await choose(app, 'Customer', 'Ravi Kumar (9876500001)');
    expect(await screen.findByText(/Place of supply: Maharashtra/, {}, WAIT)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Add Product Line' }));
    await choose(app, 'Product', 'Carbon Filter');
    await waitFor(() => expect(within(line(1)).getByRole('textbox', { name: 'Unit Price (₹)' })).toHaveProperty('value', '420.00'), WAIT);
    expect(await screen.findByText('HSN code missing for Carbon Filter', {}, WAIT)).toBeTruthy();
    // 5 % of 420: 10.50 each of CGST and SGST.
    await waitFor(() => expect(totalsRows()).toContain('CGST ₹10.50'), WAIT);

    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await waitFor(() => expect(app.server.callsTo('admin.invoices.create')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.invoices.create')[0]?.input).toMatchObject({
      lines: [{ productID: FILTER, hsnCode: null, quantity: 1, unitPrice: 420, gstRate: 5, discount: 0 }],
    });
  });

  it('says what is missing at the fields and sends nothing', async () => {
    const app = openNewInvoice(`/billing/invoices/new?customerId=${CUSTOMER}`);
    expect(await screen.findByText(/Place of supply/, {}, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Add at least one line', {}, WAIT)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Add Other Line' }));
    await app.user.type(within(line(1)).getByRole('textbox', { name: 'Unit Price (₹)' }), '-5');
    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await within(line(1)).findByText('Describe the line, or choose a product or a visit', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.invoices.create')).toHaveLength(0);
  });

  it('keeps the server’s refusal beside Save, and stays on the draft', async () => {
    const app = openNewInvoice(`/billing/invoices/new?customerId=${CUSTOMER}&customerProductId=${KENT_PURCHASE}`, {
      'admin.invoices.create': () => {
        throw new TrpcFailure('Kent Grand Plus RO is already billed on AQC/26-27/0009', 409);
      },
    });
    expect(await screen.findByRole('group', { name: /^Line 1: Kent Grand Plus RO/ }, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Failed to create invoice: Kent Grand Plus RO is already billed on AQC/26-27/0009', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Kent Grand Plus RO is already billed on AQC/26-27/0009')).toBeTruthy();
    expect(app.pathname()).toBe('/billing/invoices/new');
  });

  it('asks for the Tax Profile first, and cannot save without it', async () => {
    openNewInvoice(`/billing/invoices/new?customerId=${CUSTOMER}&customerProductId=${KENT_PURCHASE}`, {
      'admin.billing.profile': () => null,
      'admin.billing.billable': () => ({ ...billable, seller: null }),
    });
    expect(await screen.findByText('Fill in your Tax Profile before the first invoice', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Tax Profile' }).getAttribute('href')).toBe('/billing/profile');
    expect(await screen.findByRole('group', { name: /^Line 1: Kent Grand Plus RO/ }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Invoice' })).toHaveProperty('disabled', true);
  });
});
