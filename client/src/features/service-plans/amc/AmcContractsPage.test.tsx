import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose } from '../../../test/pick-list';
import { renderApp } from '../../../test/render-app';
import { testUser, type Output } from '../../../test/trpc-mock';

const CONTRACT = '44444444-4444-4444-8444-444444444444';
const CUSTOMER = '11111111-1111-4111-8111-111111111111';

const contract: Output<'admin.amc.list'>['items'][number] = {
  id: CONTRACT,
  customerId: CUSTOMER,
  customerProductId: '22222222-2222-4222-8222-222222222222',
  customer: { id: CUSTOMER, name: 'Ravi Kumar', phoneNumber: '9876500001' },
  product: { id: '33333333-3333-4333-8333-333333333333', name: 'Kent Grand Plus RO' },
  serialNumber: 'KGP-22-0912',
  startDate: '2027-01-31',
  endDate: '2028-01-30',
  price: 129999,
  visitsIncluded: 4,
  visitInterval: { months: 3 },
  employee: null,
  status: 'expiring',
  renewalOf: null,
  renewedBy: null,
  visitsDone: 3,
  visitsRemaining: 1,
  invoice: null,
  createdAt: '2027-01-20T05:00:00.000Z',
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('AMC contract list', SLOW, () => {
  it('lists contracts with product and serial, period, rupees, visits done, technician and a worded status, and filters by status', async () => {
    const app = renderApp('/service/amc', {
      'users.me': () => testUser('ADMIN'),
      'admin.amc.list': (input) => (input.status === 'cancelled' ? { items: [], total: 0 } : { items: [contract], total: 1 }),
    });
    const row = (await screen.findByRole('link', { name: 'Ravi Kumar' }, WAIT)).closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('Serial KGP-22-0912')).toBeTruthy();
    expect(cells.getByText('31-01-2027 to 30-01-2028')).toBeTruthy();
    expect(cells.getByText('₹1,29,999.00')).toBeTruthy();
    expect(cells.getByText('3 of 4 done')).toBeTruthy();
    expect(cells.getByText('Unassigned')).toBeTruthy();
    expect(cells.getByText('Expiring')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Contract' }).closest('a')?.getAttribute('href')).toBe('/service/amc/new');

    await choose(app, 'Status', 'Cancelled');
    expect(await screen.findByText('No AMC contracts yet', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(app.server.callsTo('admin.amc.list').at(-1)?.input).toMatchObject({ status: 'cancelled', page: 1 }), WAIT);
    expect(app.router.state.location.search).toBe('?status=cancelled');
  });
});
