import { screen, waitFor, within } from '@testing-library/react';
import type { CanvasHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Output } from '../../test/trpc-mock';

// jsdom has no canvas to draw on: the charts are drawn in the browser suite; here, what a
// screen reader gets of them, the canvas's words and the tables.
vi.mock('react-chartjs-2', () => {
  const Canvas = ({ role, 'aria-label': label }: CanvasHTMLAttributes<HTMLCanvasElement>) => <canvas role={role} aria-label={label} />;
  return { Bar: Canvas, Line: Canvas };
});

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

function charts(overrides: Partial<Output<'admin.dashboard.charts'>> = {}): Output<'admin.dashboard.charts'> {
  return {
    months: MONTHS.map((month) => ({ month, productRevenue: 0, serviceRevenue: 0, invoiced: 0, collected: 0, newCustomers: 0 })).map((month) =>
      month.month === '2026-11'
        ? { ...month, productRevenue: 123456, serviceRevenue: 4500.5, invoiced: 98000, collected: 61250, newCustomers: 7 }
        : month.month === '2026-03'
          ? { ...month, productRevenue: 36990, newCustomers: 2 }
          : month,
    ),
    billsWithInvoices: true,
    visitsThisMonth: [
      { status: 'scheduled', count: 12 },
      { status: 'done', count: 30 },
      { status: 'missed', count: 2 },
      { status: 'cancelled', count: 1 },
    ],
    topProducts: [
      { productId: 'p1', name: 'Kent Grand Plus RO', purchases: 14, value: 259000 },
      { productId: 'p2', name: 'Voltas Split AC', purchases: 3, value: 110970 },
    ],
    technicians: [
      { employeeId: 'e1', name: 'Ramesh Patil', visitsDone: 18 },
      { employeeId: 'e2', name: 'Suresh Kale', visitsDone: 0 },
    ],
    ...overrides,
  };
}

const cards = {
  totalCustomer: 12,
  totalEmployee: 2,
  totalProduct: 9,
  currentMonthProductRevenue: 123456,
  currentMonthVisitRevenue: 4500.5,
  expiry: 90,
  visit: [],
  visitSummary: { total: 45, today: 0, upcoming: 3, completed: 30, pendingPay: 8 },
  inventory: { totalProducts: 9, totalInventoryValue: 1173335 },
};

function openDashboard(answer: () => Output<'admin.dashboard.charts'>) {
  return renderApp('/admin/dashboard', {
    'users.me': () => testUser('ADMIN'),
    'admin.dashboard.get': () => cards,
    'admin.billing.dashboard': () => ({ collectedThisMonth: 61250, outstanding: 0, oldestUnpaid: [] }),
    'admin.dashboard.charts': answer,
  });
}

const SLOW = { timeout: 60_000 };

/** The rows of a chart's table, each as its cells' text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('the dashboard charts', SLOW, () => {
  it('describes each chart in words and has its figures as a table, shown on request', async () => {
    const app = openDashboard(() => charts());
    const revenue = await screen.findByRole('region', { name: 'Revenue by Month' });
    expect(within(revenue).getByRole('img').getAttribute('aria-label')).toBe(
      'Revenue by month from Dec 2025 to Nov 2026, products and services: ₹1,64,946.50 in all, ₹1,27,956.50 this month.',
    );

    // The table is there for a screen reader before it is shown.
    const tableOf = (region: HTMLElement, name: string) => within(region).getByRole('table', { name });
    expect(tableOf(revenue, 'Revenue by Month').closest('.visually-hidden')).not.toBeNull();
    const toggle = within(revenue).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    // Shown in a box that scrolls sideways on a narrow phone, and can be focused to.
    const shown = within(revenue).getByRole('region', { name: 'Revenue by Month, as a table' });
    expect(shown.tabIndex).toBe(0);
    const table = tableOf(shown, 'Revenue by Month');
    expect(table.closest('.visually-hidden')).toBeNull();

    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Month', 'Products', 'Services', 'Total']);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual(['Dec 2025', '₹0.00', '₹0.00', '₹0.00']);
    expect(rows[4]).toEqual(['Mar 2026', '₹36,990.00', '₹0.00', '₹36,990.00']);
    expect(rows[12]).toEqual(['Nov 2026', '₹1,23,456.00', '₹4,500.50', '₹1,27,956.50']);

    const invoiced = rowsOf(screen.getByRole('table', { name: 'Invoiced vs Collected' }));
    expect(invoiced.at(-1)).toEqual(['Nov 2026', '₹98,000.00', '₹61,250.00']);
    expect(rowsOf(screen.getByRole('table', { name: 'New Customers by Month' })).at(-1)).toEqual(['Nov 2026', '7']);
    expect(rowsOf(screen.getByRole('table', { name: 'Visits This Month' })).slice(1)).toEqual([
      ['Scheduled', '12'],
      ['Done', '30'],
      ['Missed', '2'],
      ['Cancelled', '1'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Visits This Month' })).getByRole('img').getAttribute('aria-label')).toBe(
      'Visits this month: 12 scheduled, 30 done, 2 missed, 1 cancelled.',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Visits Done by Technician' })).slice(1)).toEqual([
      ['Ramesh Patil', '18'],
      ['Suresh Kale', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Top Products' })).slice(1)).toEqual([
      ['Kent Grand Plus RO', '14', '₹2,59,000.00'],
      ['Voltas Split AC', '3', '₹1,10,970.00'],
    ]);
  });

  it('leaves out invoiced vs collected for a shop that does not bill with invoices, and says when there is nothing to chart', async () => {
    openDashboard(() => charts({ billsWithInvoices: false, topProducts: [], technicians: [] }));
    await screen.findByRole('region', { name: 'Revenue by Month' });
    expect(screen.queryByRole('region', { name: 'Invoiced vs Collected' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Top Products' })).getByText('No purchases in the last 12 months.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Visits Done by Technician' })).getByText('No technicians yet.')).toBeTruthy();
  });

  it('says the charts failed to load, with Try Again, while the cards still show', async () => {
    let failing = true;
    const app = openDashboard(() => {
      if (failing) throw new TrpcFailure('Database unavailable', 500);
      return charts();
    });
    const failure = await screen.findByText('Failed to get charts');
    expect(screen.getByText('Total Customers')).toBeTruthy();
    failing = false;
    await app.user.click(within(failure.closest('.ant-result') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Revenue by Month' })).toBeTruthy());
  });
});

describe('the dashboard in Hindi', SLOW, () => {
  it('names the cards, the charts, their tables and the months in Hindi, with rupees still in Indian grouping', async () => {
    await applyLanguage('hi');
    const app = renderApp('/admin/dashboard', {
      'users.me': () => testUser('ADMIN', { language: 'hi' }),
      'admin.dashboard.get': () => cards,
      'admin.billing.dashboard': () => ({ collectedThisMonth: 61250, outstanding: 0, oldestUnpaid: [] }),
      'admin.dashboard.charts': () => charts(),
    });
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeTruthy();
    expect(screen.getByText('कुल ग्राहक')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'कारोबार' })).toBeTruthy();

    const revenue = await screen.findByRole('region', { name: 'हर महीने की कमाई' });
    expect(within(revenue).getByRole('img').getAttribute('aria-label')).toBe(
      'हर महीने की कमाई दिस. 2025 से नव. 2026 तक, उत्पाद और सर्विस: कुल ₹1,64,946.50, इस महीने ₹1,27,956.50।',
    );
    await app.user.click(within(revenue).getByRole('button', { name: 'टेबल में देखें' }));
    const table = within(within(revenue).getByRole('region', { name: 'हर महीने की कमाई, टेबल में' })).getByRole('table');
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['महीना', 'उत्पाद', 'सर्विस', 'कुल']);
    expect(rows[12]).toEqual(['नव. 2026', '₹1,23,456.00', '₹4,500.50', '₹1,27,956.50']);

    expect(rowsOf(screen.getByRole('table', { name: 'इस महीने की विज़िट' })).slice(1)).toEqual([
      ['तय', '12'],
      ['पूरी हुई', '30'],
      ['छूट गई', '2'],
      ['रद्द', '1'],
    ]);
    expect(screen.getByRole('region', { name: 'सबसे ज़्यादा बिकने वाले उत्पाद' })).toBeTruthy();
  });
});
