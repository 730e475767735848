import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubPrint } from '../../test/print';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const KENT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SOFTENER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

type Customer = Output<'admin.customers.get'>;

const kentPurchase: Customer['customerProduct'][number] = {
  id: FIRST,
  productID: KENT,
  product: { id: KENT, name: 'Kent Grand Plus RO', price: 18500 },
  invoiceDate: '2026-03-05',
  billNumber: 'AQ-1041',
  price: 18000,
  warrantyStartDate: '2026-03-06',
  warrantyEndDate: '2027-03-06',
  serialNumber: null,
};
const softenerPurchase: Customer['customerProduct'][number] = {
  id: SECOND,
  productID: SOFTENER,
  product: { id: SOFTENER, name: 'Water Softener', price: 23000 },
  invoiceDate: '2026-09-10',
  billNumber: 'AQ-1107',
  price: 22500,
  warrantyStartDate: '2026-09-10',
  warrantyEndDate: '2027-09-10',
  serialNumber: null,
};

const priya: Customer = {
  id: CUSTOMER,
  createdAt: '2026-03-05T05:00:00.000Z',
  user: { id: 'user-priya', fullname: 'Priya Sharma', address: '4 Park Street, Kolkata', phoneNumber: '9876500003', email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [kentPurchase, softenerPurchase],
};

const business = { name: 'Aqua Care Services', address: '12 MG Road, Pune', phoneNumber: '9876543210', email: null, logo: null };

function updateHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.customers.get': () => priya,
    'admin.products.options': () => [
      { id: KENT, name: 'Kent Grand Plus RO', price: 18500 },
      { id: SOFTENER, name: 'Water Softener', price: 23000 },
    ],
    ...overrides,
  };
}

/** The purchases table's row of one bill (the table is named by its caption). */
const purchaseRow = (billNumber: string) =>
  within(screen.getByRole('table', { name: 'Purchases' })).getByText(billNumber).closest('tr') as HTMLElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('update customer: purchases', SLOW, () => {
  it('prints the bill of one purchase from its row: titled after that bill, with only its line and total', async () => {
    const { print, titles: titleWhilePrinting } = stubPrint();
    const app = renderApp(
      `/update/customer/${CUSTOMER}`,
      updateHandlers({ 'admin.customers.invoice': () => ({ customer: priya, business }) }),
    );
    await screen.findByRole('heading', { name: 'Update Customer' }, WAIT);
    await app.user.click(await screen.findByRole('button', { name: 'Print bill AQ-1107' }, WAIT));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), WAIT);
    expect(titleWhilePrinting).toEqual(['Bill_AQ-1107']);
    expect(app.server.callsTo('admin.customers.invoice')[0]?.input).toEqual({ id: CUSTOMER });
    const invoice = screen.getByTestId('invoice');
    expect(within(invoice).getByText('Water Softener')).toBeTruthy();
    expect(within(invoice).getByTestId('invoice-total').textContent).toBe('₹22,500.00');
    expect(invoice.textContent).not.toContain('Kent Grand Plus RO');
    expect(invoice.textContent).not.toContain('AQ-1041');
    expect(purchaseRow('AQ-1107')).toBeTruthy();
  });

  it('says which purchase the customer form edits', async () => {
    renderApp(`/update/customer/${CUSTOMER}`, updateHandlers());
    expect(await screen.findByText('Purchase: Bill AQ-1041 — Kent Grand Plus RO (first purchase)', {}, WAIT)).toBeTruthy();
    const form = within(document.querySelector('form#customer') as HTMLElement);
    expect((form.getByLabelText('Bill Number') as HTMLInputElement).value).toBe('AQ-1041');
  });

  it('edits a second purchase in its own form and saves it with the customer’s and the purchase’s ids', async () => {
    const edited = { ...softenerPurchase, price: 21000, billNumber: 'AQ-1107-A' };
    const app = renderApp(
      `/update/customer/${CUSTOMER}`,
      updateHandlers({ 'admin.customers.updateProduct': () => ({ ...priya, customerProduct: [kentPurchase, edited] }) }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Edit bill AQ-1107' }, WAIT));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    expect(dialog.getByText('Edit Purchase: Bill AQ-1107')).toBeTruthy();
    const billNumber = dialog.getByLabelText('Bill Number') as HTMLInputElement;
    const price = dialog.getByLabelText('Price') as HTMLInputElement;
    expect(billNumber.value).toBe('AQ-1107');
    expect(price.value).toBe('22500.00');

    await app.user.clear(price);
    await app.user.type(price, '21000');
    await app.user.type(billNumber, '-A');
    const getsBefore = app.server.callsTo('admin.customers.get').length;
    await app.user.click(dialog.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Purchase updated successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.updateProduct')).toEqual([
      {
        path: 'admin.customers.updateProduct',
        input: {
          customerId: CUSTOMER,
          customerProductId: SECOND,
          data: expect.objectContaining({
            productId: SOFTENER,
            price: 21000,
            billNumber: 'AQ-1107-A',
            invoiceDate: '2026-09-10',
            warrantyStartDate: '2026-09-10',
            warrantyEndDate: '2027-09-10',
          }),
        },
      },
    ]);
    // The customer, their lists and their invoice are loaded afresh.
    await waitFor(() => expect(app.server.callsTo('admin.customers.get').length).toBeGreaterThan(getsBefore), WAIT);
    await waitFor(() => expect(screen.queryByText('Edit Purchase: Bill AQ-1107')).toBeNull(), WAIT);
  });

  it('removes a second purchase once confirmed', async () => {
    const app = renderApp(
      `/update/customer/${CUSTOMER}`,
      updateHandlers({ 'admin.customers.removeProduct': () => ({ ...priya, customerProduct: [kentPurchase] }) }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete bill AQ-1107' }, WAIT));
    const confirmation = await screen.findByRole('dialog', {}, WAIT);
    const dialog = within(confirmation);
    expect(confirmation.textContent).toContain('Confirm Deletion');
    expect(app.server.callsTo('admin.customers.removeProduct')).toHaveLength(0);
    await app.user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Purchase removed successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.removeProduct')).toEqual([
      { path: 'admin.customers.removeProduct', input: { customerId: CUSTOMER, customerProductId: SECOND } },
    ]);
  });

  it('shows the server’s sentence when it refuses to remove a purchase that visits use', async () => {
    const app = renderApp(
      `/update/customer/${CUSTOMER}`,
      updateHandlers({
        'admin.customers.removeProduct': () => {
          throw new TrpcFailure('This purchase still has 2 visits.', 409);
        },
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete bill AQ-1041' }, WAIT));
    await app.user.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to remove purchase: This purchase still has 2 visits.', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.removeProduct')[0]?.input).toEqual({ customerId: CUSTOMER, customerProductId: FIRST });
    // Both purchases are still listed.
    expect(purchaseRow('AQ-1041')).toBeTruthy();
    expect(purchaseRow('AQ-1107')).toBeTruthy();
  });
});
