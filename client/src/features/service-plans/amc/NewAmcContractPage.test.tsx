import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDayAndPressEnter } from '../../../test/date-picker';
import { choose } from '../../../test/pick-list';
import { renderApp } from '../../../test/render-app';
import { deferred, testUser, type Handlers, type Output } from '../../../test/trpc-mock';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const PURCHASE = '22222222-2222-4222-8222-222222222222';
const KENT = '33333333-3333-4333-8333-333333333333';

const ravi: Output<'admin.customers.get'> = {
  id: CUSTOMER,
  createdAt: '2026-03-05T05:00:00.000Z',
  user: { id: 'user-ravi', fullname: 'Ravi Kumar', address: '12 FC Road, Pune', phoneNumber: '9876500001', email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [
    {
      id: PURCHASE,
      productID: KENT,
      product: { id: KENT, name: 'Kent Grand Plus RO', price: 18500 },
      invoiceDate: '2026-03-05',
      billNumber: 'AQ-1041',
      price: 18000,
      warrantyStartDate: '2026-03-05',
      warrantyEndDate: '2027-03-04',
      serialNumber: 'KGP-22-0912',
    },
  ],
};

const RUNNING = '44444444-4444-4444-8444-444444444444';
const running: Output<'admin.amc.list'>['items'][number] = {
  id: RUNNING,
  customerId: CUSTOMER,
  customerProductId: PURCHASE,
  customer: { id: CUSTOMER, name: 'Ravi Kumar', phoneNumber: '9876500001' },
  product: { id: KENT, name: 'Kent Grand Plus RO' },
  serialNumber: 'KGP-22-0912',
  startDate: '2027-01-31',
  endDate: '2028-01-30',
  price: 2999,
  visitsIncluded: 4,
  visitInterval: { months: 3 },
  employee: null,
  status: 'active',
  renewalOf: null,
  renewedBy: null,
  visitsDone: 0,
  visitsRemaining: 4,
  invoice: null,
  createdAt: '2027-01-20T05:00:00.000Z',
};

function openForm(handlers: Handlers = {}) {
  return renderApp(`/service/amc/new?customerId=${CUSTOMER}&customerProductId=${PURCHASE}`, {
    'users.me': () => testUser('ADMIN'),
    'admin.customers.get': () => ravi,
    'admin.customers.options': () => [],
    'admin.employees.options': () => [],
    'admin.amc.list': () => ({ items: [], total: 0 }),
    ...handlers,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const planned = () => screen.getByRole('region', { name: 'Planned visits' }).textContent;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('new AMC contract', SLOW, () => {
  it('previews the visits of a contract starting on 31 January, month ends kept, and sends the contract', async () => {
    const app = openForm({ 'admin.amc.create': () => deferred<Output<'admin.amc.create'>>().promise });
    await screen.findByRole('heading', { name: 'New AMC Contract' }, WAIT);
    expect(await screen.findByText('Kent Grand Plus RO — bill AQ-1041, serial KGP-22-0912', {}, WAIT)).toBeTruthy();

    await typeDayAndPressEnter(app, field('Start Date'), '31-01-2027');
    // The end follows: a year on, less a day.
    await waitFor(() => expect(field('End Date').value).toBe('30-01-2028'), WAIT);
    expect(field('Visits Included').value).toBe('4');
    await waitFor(
      () => expect(planned()).toBe('Planned visits: 4 visits, every 3 months: 31 Jan 2027, 30 Apr 2027, 31 Jul 2027, 31 Oct 2027'),
      WAIT,
    );

    await app.user.clear(field('Visits Included'));
    await app.user.type(field('Visits Included'), '12');
    await waitFor(() => expect(planned()).toMatch(/^Planned visits: 12 visits, every month: 31 Jan 2027, 28 Feb 2027, 31 Mar 2027, /), WAIT);

    await app.user.type(field('Price (₹)'), '2999');
    await app.user.click(screen.getByRole('button', { name: 'Save Contract' }));
    await waitFor(() => expect(app.server.callsTo('admin.amc.create')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.amc.create')[0]?.input).toEqual({
      customerProductID: PURCHASE,
      startDate: '2027-01-31',
      endDate: '2028-01-30',
      price: 2999,
      visitsIncluded: 12,
      employeeID: null,
    });
  });

  it('refuses an end date before the start with the server’s sentence, and sends nothing', async () => {
    const app = openForm();
    await screen.findByText('Kent Grand Plus RO — bill AQ-1041, serial KGP-22-0912', {}, WAIT);
    await typeDayAndPressEnter(app, field('Start Date'), '31-01-2027');
    await app.user.type(field('Price (₹)'), '2999');
    await typeDayAndPressEnter(app, field('End Date'), '15-01-2027');
    await app.user.click(screen.getByRole('button', { name: 'Save Contract' }));

    expect(await screen.findByText('End date must be after the start date', {}, WAIT)).toBeTruthy();
    expect(planned()).toBe('Planned visits: shown once the dates and the number of visits are valid.');
    // Give a submission the time it would take to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('admin.amc.create')).toHaveLength(0);
  });

  it('picks the customer, then their only purchase by itself, and says when it already has a running contract', async () => {
    const app = renderApp('/service/amc/new', {
      'users.me': () => testUser('ADMIN'),
      'admin.customers.get': () => ravi,
      'admin.customers.options': () => [
        { id: CUSTOMER, fullname: 'Ravi Kumar', phoneNumber: '9876500001', address: null, firstPurchase: null, purchases: [] },
      ],
      'admin.employees.options': () => [],
      'admin.amc.list': () => ({
        items: [{ ...running, status: 'expiring' as const }],
        total: 1,
      }),
    });
    await screen.findByRole('heading', { name: 'New AMC Contract' }, WAIT);
    await choose(app, 'Customer', 'Ravi Kumar (9876500001)');
    expect(await screen.findByText('Kent Grand Plus RO — bill AQ-1041, serial KGP-22-0912', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(/^This purchase has a contract running to 30-01-2028\./, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe(`/service/amc/${RUNNING}`);
    await waitFor(() => expect(app.server.callsTo('admin.amc.list').at(-1)?.input).toMatchObject({ customerProductId: PURCHASE }), WAIT);
  });
});
