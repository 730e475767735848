import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';
import { onPhone } from '../../test/viewport';

function dashboard(expiry: number, visit: Output<'admin.dashboard.get'>['visit'] = []) {
  return {
    totalCustomer: 12,
    totalEmployee: 4,
    totalProduct: 9,
    currentMonthProductRevenue: 149977,
    currentMonthVisitRevenue: 1696,
    expiry,
    visit,
    visitSummary: { total: 24, today: 0, upcoming: 3, completed: 16, pendingPay: 8 },
    inventory: { totalProducts: 9, totalInventoryValue: 1173335 },
  };
}

const billing = { collectedThisMonth: 0, outstanding: 0, oldestUnpaid: [] };

const ownSubscription: Output<'admin.subscription.get'> = {
  startDate: '2026-01-01',
  expiryDate: '2026-11-26',
  daysLeft: 5,
  current: null,
  plans: [
    { id: 'plan-basic', name: '6 Months', months: 6, pricePerYear: 12000, maxTechnicians: null, maxCustomers: null, active: true, createdAt: '2026-11-01T00:00:00.000Z' },
  ],
};

function openDashboard(expiry: number) {
  return renderApp('/admin/dashboard', {
    'users.me': () => testUser('ADMIN'),
    'admin.dashboard.get': () => dashboard(expiry),
    'admin.billing.dashboard': () => billing,
    'admin.subscription.get': () => ownSubscription,
  });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

/** The dashboard has loaded once its figures show. */
async function loaded() {
  const card = (await screen.findByText('Total Customers', {}, WAIT)).closest('.ant-card') as HTMLElement;
  await waitFor(() => expect(within(card).getByText('12')).toBeTruthy(), WAIT);
}

describe('admin dashboard', SLOW, () => {
  it.each([
    [0, 'Admin access expires today.'],
    [1, 'Admin access will expire tomorrow.'],
    [5, 'Admin access will expire in 5 days.'],
    [7, 'Admin access will expire in 7 days.'],
  ])('warns when access ends in %i days', async (expiry, text) => {
    openDashboard(expiry);
    await loaded();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'How to renew' })).toBeTruthy();
  });

  it('shows the plan and renewal date, and how to renew: the plans, their prices and how to pay', async () => {
    const app = openDashboard(5);
    await loaded();
    const card = (await screen.findByText('Renewal Date', {}, WAIT)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('26 Nov 2026')).toBeTruthy();
    await app.user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'How to renew' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect(await within(drawer).findByText('₹6,000.00 for 6 months', {}, WAIT)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Help Desk' })).toBeTruthy();
  });

  it('shows no warning when access ends in 8 days', async () => {
    openDashboard(8);
    await loaded();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Admin access/)).toBeNull();
  });

  it('lets the warning be dismissed', async () => {
    const app = openDashboard(5);
    await loaded();
    expect(screen.getByText('Admin access will expire in 5 days.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Admin access will expire in 5 days.')).toBeNull(), WAIT);
  });

  it('links the cards as the spec says, shows rupees with Indian grouping, and "No data available" without visits today', async () => {
    openDashboard(30);
    await loaded();
    const linkTo = (title: string) => screen.getByText(title).closest('a')?.getAttribute('href');
    expect(linkTo('Total Customers')).toBe('/customer');
    expect(linkTo('Total Employees')).toBe('/employee');
    expect(linkTo("This Month's Product Revenue")).toBe('/productreport');
    expect(linkTo("This Month's Visit Revenue")).toBe('/servicereport');
    expect(screen.getAllByText('Total Products').map((title) => title.closest('a')?.getAttribute('href'))).toContain('/product');
    expect(screen.getByText('₹1,49,977.00')).toBeTruthy();
    expect(screen.getByText('₹11,73,335.00')).toBeTruthy();
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('shows what was collected this month, what is outstanding, and links the oldest unpaid invoices', async () => {
    renderApp('/admin/dashboard', {
      'users.me': () => testUser('ADMIN'),
      'admin.dashboard.get': () => dashboard(30),
      'admin.billing.dashboard': () => ({
        collectedThisMonth: 23450,
        outstanding: 118000.5,
        oldestUnpaid: [
          {
            id: 'invoice-1',
            kind: 'INVOICE',
            invoiceNumber: 'AQC/26-27/0001',
            invoiceDate: '2026-10-02',
            customerID: 'customer-1',
            customerName: 'Ravi Kumar',
            customerPhone: null,
            total: 15000,
            balanceDue: 9000,
            status: 'PARTIAL',
          },
        ],
      }),
    });
    const billingGroup = within(await screen.findByRole('region', { name: 'Billing' }, WAIT));
    await waitFor(() => expect(billingGroup.getByText('₹23,450.00')).toBeTruthy(), WAIT);
    expect(billingGroup.getByText('₹1,18,000.50')).toBeTruthy();
    expect(billingGroup.getByRole('link', { name: 'AQC/26-27/0001' }).getAttribute('href')).toBe('/billing/invoices/invoice-1');
    expect(billingGroup.getByText('₹9,000.00').closest('li')?.textContent).toBe('AQC/26-27/0001 Ravi Kumar, since 02-10-2026: ₹9,000.00 due');
  });

  it('shows the server’s reason, not empty figures, when the figures cannot be loaded', async () => {
    renderApp('/admin/dashboard', {
      'users.me': () => testUser('ADMIN'),
      'admin.dashboard.get': () => {
        throw new TrpcFailure('Your access expired on 12 Mar 2027. Contact support to renew.', 403);
      },
    });
    expect(await screen.findByText('Your access expired on 12 Mar 2027. Contact support to renew.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Failed to get Dashboard Data')).toBeTruthy();
    expect(screen.queryByText('Total Customers')).toBeNull();
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it('says "Failed to get Dashboard Data" when the server cannot be reached, and Try Again loads the figures', async () => {
    let reachable = false;
    const app = renderApp('/admin/dashboard', {
      'users.me': () => testUser('ADMIN'),
      'admin.dashboard.get': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return dashboard(30);
      },
    });
    expect(await screen.findByText('Failed to get Dashboard Data', {}, WAIT)).toBeTruthy();
    reachable = true;
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    await loaded();
    expect(screen.queryByText('Failed to get Dashboard Data')).toBeNull();
  });
});

const VISIT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const SHWETA = '11111111-1111-4111-8111-111111111111';
const PRIYA = '33333333-3333-4333-8333-333333333333';
const RO_PURCHASE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const todaysVisit: Output<'admin.visits.get'> = {
  id: VISIT,
  customerID: SHWETA,
  employeeID: PRIYA,
  customerProductId: RO_PURCHASE,
  serviceDiscription: 'Filter change',
  serviceCharges: 499,
  visitDate: '2026-11-24T08:30:00.000Z',
  installationDate: '2026-05-20',
  serviceAddress: null,
  autoVisitTime: 3,
  PaymentStatus: 'PENDING',
  isDone: false,
  status: 'scheduled' as const,
  amcContractId: null,
  followUpOfVisitId: null,
  customer: { id: SHWETA, user: { fullname: 'Shweta Naik', phoneNumber: '98500 22233', address: 'Kharadi, Pune' } },
  employee: { id: PRIYA, user: { fullname: 'Priya Deshmukh', phoneNumber: '9822099001' } },
  product: { id: 'product-1', name: 'Livpure Glo Star RO' },
  createdAt: '2026-11-21T04:30:00.000Z',
  updatedAt: '2026-11-21T04:30:00.000Z',
};

function openWithTodaysVisits(visits: Output<'admin.dashboard.get'>['visit'], extra: Handlers = {}) {
  return renderApp('/admin/dashboard', {
    'users.me': () => testUser('ADMIN'),
    'admin.dashboard.get': () => dashboard(30, visits),
    'admin.billing.dashboard': () => billing,
    ...extra,
  });
}

describe("today's visits on the dashboard", SLOW, () => {
  const row = async () => (await screen.findByText('Shweta Naik', {}, WAIT)).closest('tr') as HTMLElement;

  it('marks a visit completed through the server, and loads the figures again', async () => {
    const app = openWithTodaysVisits([todaysVisit], { 'admin.visits.complete': () => ({ ...todaysVisit, isDone: true }) });
    await app.user.click(within(await row()).getByRole('button', { name: 'Mark completed: Shweta Naik at 2:00 PM' }));
    expect(await screen.findByText('Visit marked completed', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.visits.complete')).toEqual([{ path: 'admin.visits.complete', input: { id: VISIT } }]);
    await waitFor(() => expect(app.server.callsTo('admin.dashboard.get').length).toBeGreaterThan(1), WAIT);
  });

  it('marks a visit paid: the visit as saved now, with everything else unchanged', async () => {
    // Completed on another phone since the dashboard loaded: marking it paid must not undo that.
    const saved = { ...todaysVisit, isDone: true, status: 'done' as const, serviceAddress: 'Gate 2, Kharadi' };
    const app = openWithTodaysVisits([todaysVisit], {
      'admin.visits.get': () => saved,
      'admin.visits.update': () => ({ ...saved, PaymentStatus: 'PAID' }),
    });
    await app.user.click(within(await row()).getByRole('button', { name: 'Mark paid: Shweta Naik at 2:00 PM' }));
    expect(await screen.findByText('Visit marked paid', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.visits.get')[0]?.input).toEqual({ id: VISIT });
    expect(app.server.callsTo('admin.visits.update')[0]?.input).toEqual({
      id: VISIT,
      data: {
        customerID: SHWETA,
        employeeID: PRIYA,
        customerProductId: RO_PURCHASE,
        serviceDiscription: 'Filter change',
        serviceCharges: 499,
        serviceAddress: 'Gate 2, Kharadi',
        visitDate: '2026-11-24T08:30:00.000Z',
        installationDate: '2026-05-20',
        autoVisitTime: 3,
        PaymentStatus: 'PAID',
        isDone: true,
      },
    });
    await waitFor(() => expect(app.server.callsTo('admin.dashboard.get').length).toBeGreaterThan(1), WAIT);
  });

  it('says why when marking paid fails', async () => {
    const app = openWithTodaysVisits([todaysVisit], {
      'admin.visits.get': () => todaysVisit,
      'admin.visits.update': () => {
        throw new TrpcFailure('Employee not found', 404);
      },
    });
    await app.user.click(within(await row()).getByRole('button', { name: 'Mark paid: Shweta Naik at 2:00 PM' }));
    expect(await screen.findByText('Failed to update visit: Employee not found', {}, WAIT)).toBeTruthy();
  });

  it('calls the customer and opens the visit', async () => {
    openWithTodaysVisits([todaysVisit]);
    const visitRow = within(await row());
    expect(visitRow.getByRole('link', { name: 'Call Shweta Naik (98500 22233)' }).getAttribute('href')).toBe('tel:9850022233');
    expect(visitRow.getByRole('link', { name: 'Open visit: Shweta Naik at 2:00 PM' }).getAttribute('href')).toBe(`/update/visit/${VISIT}`);
  });

  it('offers neither mark for a visit done and paid', async () => {
    openWithTodaysVisits([{ ...todaysVisit, isDone: true, PaymentStatus: 'PAID' }]);
    const visitRow = within(await row());
    expect(visitRow.queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(visitRow.getByRole('link', { name: /^Open visit/ })).toBeTruthy();
  });

  it("links each visit card to the visit list showing its visits", async () => {
    openWithTodaysVisits([]);
    await loaded();
    const visits = within(screen.getByRole('region', { name: 'Visits' }));
    const linkTo = (title: string) => visits.getByText(title).closest('a')?.getAttribute('href');
    expect(linkTo('Total Visits')).toBe('/visit');
    expect(linkTo('Today')).toBe('/visit?filter=today');
    expect(linkTo('Upcoming')).toBe('/visit?filter=upcoming');
    expect(linkTo('Completed')).toBe('/visit?filter=completed');
    expect(linkTo('Pending Pay')).toBe('/visit?filter=pendingPay');
  });

  it("on a phone puts today's visits above the figures, each visit a card with its actions", async () => {
    onPhone();
    openWithTodaysVisits([todaysVisit]);
    const visitRow = await row();
    const todays = screen.getByText("Today's Visits");
    const figures = screen.getByRole('region', { name: 'Business' });
    expect(todays.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(visitRow.querySelector('.data-table__card')).toBeTruthy();
    expect(within(visitRow).getByRole('button', { name: 'Mark paid: Shweta Naik at 2:00 PM' })).toBeTruthy();
  });

  it("on a wide screen keeps today's visits below the figures", async () => {
    openWithTodaysVisits([todaysVisit]);
    await row();
    const todays = screen.getByText("Today's Visits");
    const figures = screen.getByRole('region', { name: 'Inventory' });
    expect(todays.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});
