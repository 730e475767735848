import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const ENQUIRY = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const PURIFIER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const enquiry: Output<'admin.enquiries.get'> = {
  id: ENQUIRY,
  name: 'Meena Kulkarni',
  phoneNumber: '9822012345',
  address: 'Karve Nagar, Pune 411052',
  message: 'Wants a demo on Sunday',
  productId: PURIFIER,
  product: { id: PURIFIER, name: 'RO Water Purifier 7L', price: 14999.5 },
  kind: 'enquiry',
  customerId: null,
  preferredDate: null,
  status: 'contacted',
  followUpDate: '2027-03-10',
  notes: null,
  convertedCustomerId: null,
  createdAt: '2027-03-08T05:00:00.000Z',
};

const meena: Output<'admin.customers.create'> = {
  id: CUSTOMER,
  createdAt: '2027-03-10T05:00:00.000Z',
  user: { id: 'user-meena', fullname: 'Meena Kulkarni', address: enquiry.address, phoneNumber: enquiry.phoneNumber, email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [],
};

function convertHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.customers.list': () => ({ items: [], total: 0 }),
    'admin.products.options': () => [{ id: PURIFIER, name: 'RO Water Purifier 7L', price: 14999.5 }],
    'admin.enquiries.get': () => enquiry,
    'admin.enquiries.list': () => ({ items: [{ ...enquiry, status: 'converted', convertedCustomerId: CUSTOMER }], total: 1 }),
    ...overrides,
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('converting an enquiry to a customer', SLOW, () => {
  it('fills Create Order from the enquiry, sends its id with the customer, and returns to the enquiries', async () => {
    const app = renderApp(`/customer?fromEnquiry=${ENQUIRY}`, convertHandlers({ 'admin.customers.create': () => meena }));
    await screen.findByText('From the enquiry of Meena Kulkarni on 08-03-2027', {}, WAIT);
    expect(app.server.callsTo('admin.enquiries.get')[0]?.input).toEqual({ id: ENQUIRY });
    expect(screen.getByText('Wants a demo on Sunday')).toBeTruthy();
    expect(field('Full Name').value).toBe('Meena Kulkarni');
    expect(field('Phone Number').value).toBe('9822012345');
    expect(field('Address').value).toBe('Karve Nagar, Pune 411052');
    expect(field('Price').value).toBe('14999.50');
    expect(screen.getByText('RO Water Purifier 7L')).toBeTruthy();

    await app.user.type(field('Bill Number'), 'AQ-2041');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.create')[0]?.input).toMatchObject({
      fullname: 'Meena Kulkarni',
      phoneNumber: '9822012345',
      address: 'Karve Nagar, Pune 411052',
      productId: PURIFIER,
      price: 14999.5,
      billNumber: 'AQ-2041',
      fromEnquiryId: ENQUIRY,
    });
    await waitFor(() => expect(app.pathname()).toBe('/enquiry'), WAIT);
    expect(await screen.findByText('Converted', {}, WAIT)).toBeTruthy();
  });

  it('keeps the form as typed when the customer cannot be saved, saying why', async () => {
    const app = renderApp(
      `/customer?fromEnquiry=${ENQUIRY}`,
      convertHandlers({
        'admin.customers.create': () => {
          throw new TrpcFailure('A customer with this phone number already exists.', 409);
        },
      }),
    );
    await screen.findByText('From the enquiry of Meena Kulkarni on 08-03-2027', {}, WAIT);
    await app.user.type(field('Bill Number'), 'AQ-2042');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create customer: A customer with this phone number already exists.', {}, WAIT)).toBeTruthy();
    expect(app.pathname()).toBe('/customer');
    expect(field('Full Name').value).toBe('Meena Kulkarni');
  });

  it('says when the enquiry is converted already, linking to its customer', async () => {
    renderApp(`/customer?fromEnquiry=${ENQUIRY}`, convertHandlers({ 'admin.enquiries.get': () => ({ ...enquiry, status: 'converted', convertedCustomerId: CUSTOMER }) }));
    expect(await screen.findByText('The enquiry of Meena Kulkarni is already converted to a customer.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open customer' }).getAttribute('href')).toBe(`/update/customer/${CUSTOMER}`);
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('shows a missing enquiry as a failure with Try Again, not as an empty form', async () => {
    renderApp(
      `/customer?fromEnquiry=${ENQUIRY}`,
      convertHandlers({
        'admin.enquiries.get': () => {
          throw new TrpcFailure('Enquiry not found.', 404);
        },
      }),
    );
    expect(await screen.findByText('Failed to get enquiry', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });
});
