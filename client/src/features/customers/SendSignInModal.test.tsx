import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const KENT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const meera: Output<'admin.customers.get'> = {
  id: CUSTOMER,
  createdAt: '2026-03-05T05:00:00.000Z',
  user: { id: 'user-meera', fullname: 'Meera Iyer', address: 'B-12, Green Park Society, Baner, Pune', phoneNumber: '9850023456', email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      productID: KENT,
      product: { id: KENT, name: 'Kent Grand Plus RO', price: 18500 },
      invoiceDate: '2026-03-05',
      billNumber: 'AQ-1042',
      price: 18500,
      warrantyStartDate: '2026-03-05',
      warrantyEndDate: '2027-03-05',
      serialNumber: null,
    },
  ],
};

async function openSendSignIn(overrides: Handlers = {}) {
  const app = renderApp(`/update/customer/${CUSTOMER}`, {
    'users.me': () => testUser('ADMIN'),
    'admin.customers.get': () => meera,
    'admin.products.options': () => [{ id: KENT, name: 'Kent Grand Plus RO', price: 18500 }],
    'admin.customers.setSignIn': (input) => ({
      customerId: input.id,
      phoneNumber: '9850023456',
      fullname: 'Meera Iyer',
      businessName: 'Aqua Care Services',
    }),
    ...overrides,
  });
  await app.user.click(await screen.findByRole('button', { name: 'Send sign-in' }, WAIT));
  const dialog = within(await screen.findByRole('dialog', {}, WAIT));
  expect(dialog.getByText('Send sign-in to Meera Iyer')).toBeTruthy();
  const password = dialog.getByRole('textbox', { name: 'Password' }) as HTMLInputElement;
  return { ...app, dialog, password };
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('send sign-in', SLOW, () => {
  it('suggests a password easy to read out, and another on request', async () => {
    const app = await openSendSignIn();
    const suggested = app.password.value;
    expect(suggested).toMatch(/^[a-z]+-[a-z]+-\d{3}$/);
    expect(suggested.length).toBeGreaterThanOrEqual(8);
    await app.user.click(app.dialog.getByRole('button', { name: 'Suggest another password' }));
    expect(app.password.value).toMatch(/^[a-z]+-[a-z]+-\d{3}$/);
  });

  it('sets the password, then offers the message on WhatsApp to the customer’s phone', async () => {
    const app = await openSendSignIn();
    await app.user.clear(app.password);
    await app.user.type(app.password, 'mango-river-482');
    await app.user.click(app.dialog.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Sign-in password set', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.setSignIn').map((call) => call.input)).toEqual([
      { id: CUSTOMER, password: 'mango-river-482' },
    ]);
    const message =
      'Namaste Meera Iyer, you can now see your products, invoices and service visits with Aqua Care Services and ask for a ' +
      `service online. Sign in at ${window.location.origin}/signin with your phone 9850023456 and password mango-river-482`;
    expect(await app.dialog.findByText(message, {}, WAIT)).toBeTruthy();
    const whatsapp = app.dialog.getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/919850023456?text=${encodeURIComponent(message)}`);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('says what the shared schema says of a short password, and sets nothing; a refusal keeps the dialog open', async () => {
    const app = await openSendSignIn({
      'admin.customers.setSignIn': () => {
        throw new TrpcFailure('Customer not found', 404);
      },
    });
    await app.user.clear(app.password);
    await app.user.type(app.password, 'abc');
    await app.user.click(app.dialog.getByRole('button', { name: 'Set Password' }));
    expect(await app.dialog.findByText('Password must be at least 6 characters', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.setSignIn')).toHaveLength(0);

    await app.user.type(app.password, 'defgh');
    await app.user.click(app.dialog.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Failed to set sign-in password: Customer not found', {}, WAIT)).toBeTruthy();
    expect(app.dialog.queryByRole('link', { name: 'Send on WhatsApp' })).toBeNull();
  });
});
