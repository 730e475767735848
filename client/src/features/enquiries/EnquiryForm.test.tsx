import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDayAndPressEnter } from '../../test/date-picker';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

const PRODUCT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

// antd forms render slowly in happy-dom, most of all on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

function enquiryHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.enquiries.list': () => ({ items: [], total: 0 }),
    'admin.products.options': () => [{ id: PRODUCT, name: 'RO Water Purifier 7L', price: 14999 }],
    ...overrides,
  };
}

async function openEnquiries(overrides: Handlers = {}) {
  const app = renderApp('/enquiry', enquiryHandlers(overrides));
  await screen.findByRole('heading', { name: 'Customer Enquiry' }, WAIT);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return { ...app, field };
}

describe('enquiry form', SLOW, () => {
  it('says "Phone must be at least 10 digits" for a short phone, and sends nothing', async () => {
    const app = await openEnquiries();
    await app.user.type(app.field('Customer Name'), 'Ravi Kumar');
    await app.user.type(app.field('Phone Number'), '98765');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone must be at least 10 digits', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(app.server.callsTo('admin.enquiries.create')).toHaveLength(0);
  });

  it('says "Name is required" when the name is left empty', async () => {
    const app = await openEnquiries();
    await app.user.type(app.field('Phone Number'), '9876543210');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.enquiries.create')).toHaveLength(0);
  });

  it('sends the enquiry, toasts success and empties the form; a refusal carries the spec’s prefix', async () => {
    let refuse = false;
    const app = await openEnquiries({
      'admin.enquiries.create': (input) => {
        if (refuse) throw new TrpcFailure('Product not found.', 404);
        return {
          id: 'e-1',
          name: input.name,
          phoneNumber: input.phoneNumber,
          address: null,
          message: input.message ?? null,
          productId: null,
          product: null,
          kind: 'enquiry',
          customerId: null,
          preferredDate: null,
          status: input.status ?? 'new',
          followUpDate: typeof input.followUpDate === 'string' ? input.followUpDate : null,
          notes: input.notes ?? null,
          convertedCustomerId: null,
          createdAt: '2027-03-10T05:00:00.000Z',
        };
      },
    });
    await app.user.type(app.field('Customer Name'), 'Ravi Kumar');
    await app.user.type(app.field('Phone Number'), '9876543210');
    await app.user.type(app.field('Message'), 'Wants a quote for a 7 litre purifier');
    await typeDayAndPressEnter(app, screen.getByLabelText('Follow-up Date') as HTMLInputElement, '12-03-2027');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enquiry created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.enquiries.create')[0]?.input).toMatchObject({
      name: 'Ravi Kumar',
      phoneNumber: '9876543210',
      message: 'Wants a quote for a 7 litre purifier',
      followUpDate: '2027-03-12',
    });
    await waitFor(() => expect(app.field('Customer Name').value).toBe(''), WAIT);

    refuse = true;
    await app.user.type(app.field('Customer Name'), 'Meena');
    await app.user.type(app.field('Phone Number'), '9123456780');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create enquiry: Product not found.', {}, WAIT)).toBeTruthy();
  });
});
