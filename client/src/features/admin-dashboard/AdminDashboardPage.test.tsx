import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser } from '../../test/trpc-mock';

function dashboard(expiry: number) {
  return {
    totalCustomer: 12,
    totalEmployee: 4,
    totalProduct: 9,
    currentMonthProductRevenue: 149977,
    currentMonthVisitRevenue: 1696,
    expiry,
    visit: [],
    visitSummary: { total: 24, today: 0, upcoming: 3, completed: 16, pendingPay: 8 },
    inventory: { totalProducts: 9, totalInventoryValue: 1173335 },
  };
}

function openDashboard(expiry: number) {
  return renderApp('/admin/dashboard', {
    'users.me': () => testUser('ADMIN'),
    'admin.dashboard.get': () => dashboard(expiry),
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
    expect(alert.textContent).toBe(text);
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

  it('toasts the server’s message when the figures cannot be loaded', async () => {
    renderApp('/admin/dashboard', {
      'users.me': () => testUser('ADMIN'),
      'admin.dashboard.get': () => {
        throw new TrpcFailure('Your access expired on 12 Mar 2027. Contact support to renew.', 403);
      },
    });
    expect(await screen.findByText('Your access expired on 12 Mar 2027. Contact support to renew.', {}, WAIT)).toBeTruthy();
  });

  it('toasts "Failed to get Dashboard Data" when the server cannot be reached', async () => {
    renderApp('/admin/dashboard', {
      'users.me': () => testUser('ADMIN'),
      'admin.dashboard.get': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText('Failed to get Dashboard Data', {}, WAIT)).toBeTruthy();
  });
});
