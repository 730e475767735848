import { messagesEn } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const FIRST = '11111111-1111-4111-8111-111111111111';
const KENT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

type Customer = Output<'admin.customers.get'>;

const priya: Customer = {
  id: CUSTOMER,
  createdAt: '2026-03-05T05:00:00.000Z',
  user: { id: 'user-priya', fullname: 'Priya Sharma', address: '4 Park Street, Kolkata', phoneNumber: '9876500003', email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [
    {
      id: FIRST,
      productID: KENT,
      product: { id: KENT, name: 'Kent Grand Plus RO', price: 18500 },
      invoiceDate: '2026-03-05',
      billNumber: 'AQ-1041',
      price: 18000,
      warrantyStartDate: '2026-03-06',
      warrantyEndDate: '2027-03-06',
      serialNumber: 'KGP-22-0912',
    },
  ],
};

function openCustomer(overrides: Handlers = {}) {
  return renderApp(`/update/customer/${CUSTOMER}`, {
    'users.me': () => testUser('ADMIN'),
    'admin.customers.get': () => priya,
    'admin.products.options': () => [
      { id: KENT, name: 'Kent Grand Plus RO', price: 18500 },
    ],
    ...overrides,
  });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('a purchase’s serial number', SLOW, () => {
  it('is listed with the purchase, with a New AMC link, and shown on the customer form', async () => {
    openCustomer();
    const table = within(await screen.findByRole('table', { name: 'Purchases' }, WAIT));
    const row = table.getByText('AQ-1041').closest('tr') as HTMLElement;
    expect(within(row).getByText('KGP-22-0912')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'New AMC for bill AQ-1041' }).getAttribute('href')).toBe(
      `/service/amc/new?customerId=${CUSTOMER}&customerProductId=${FIRST}`,
    );
    const form = within(document.querySelector('form#customer') as HTMLElement);
    expect((form.getByLabelText('Serial Number (optional)') as HTMLInputElement).value).toBe('KGP-22-0912');
  });

  it('is sent with the purchase, in capitals; a serial number with a space is refused first, nothing sent', async () => {
    const app = openCustomer({ 'admin.customers.updateProduct': () => priya });
    await app.user.click(await screen.findByRole('button', { name: 'Edit bill AQ-1041' }, WAIT));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    const serial = dialog.getByLabelText('Serial Number (optional)') as HTMLInputElement;
    expect(serial.value).toBe('KGP-22-0912');

    await app.user.clear(serial);
    await app.user.type(serial, 'kgp 23');
    await app.user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText(messagesEn.servicePlans.validation.serialNumber, {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.updateProduct')).toHaveLength(0);

    await app.user.clear(serial);
    await app.user.type(serial, 'kgp-23-0100/7');
    expect(serial.value).toBe('KGP-23-0100/7');
    await app.user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(app.server.callsTo('admin.customers.updateProduct')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.customers.updateProduct')[0]?.input).toEqual({
      customerId: CUSTOMER,
      customerProductId: FIRST,
      data: expect.objectContaining({ productId: KENT, billNumber: 'AQ-1041', serialNumber: 'KGP-23-0100/7' }),
    });
  });
});
