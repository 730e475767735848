import { screen, within } from '@testing-library/react';
import type { CanvasHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';
import { applyLanguage } from '../../i18n/language';

// jsdom has no canvas: what a screen reader gets of the charts, their words and tables, is checked here.
vi.mock('react-chartjs-2', () => {
  const Canvas = ({ role, 'aria-label': label }: CanvasHTMLAttributes<HTMLCanvasElement>) => <canvas role={role} aria-label={label} />;
  return { Bar: Canvas, Line: Canvas };
});

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

const summary: Output<'superadmin.console.summary'> = {
  renewals: { '7': 3, '30': 11, expired: 2 },
  activity: { active: 640, dormant: 212 },
  months: MONTHS.map((month) => ({
    month,
    revenue: month === '2026-11' ? 16000 : month === '2026-03' ? 6000 : 0,
    newBusinesses: month === '2026-11' ? 4 : 0,
  })),
};

const usage = { customers: 310, visitsThisMonth: 41, lastSignInAt: null, storageBytes: 0 };

const renewal: Output<'superadmin.console.renewals'>['items'][number] = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Aqua Care Services',
  phoneNumber: '9876543210',
  email: null,
  expiryDate: '2026-11-23',
  expiresInDays: 2,
  plan: { id: 'plan-1', name: 'Standard' },
  usage,
  whatsappUrl: 'https://wa.me/919876543210?text=Namaste',
};

function openConsole(path: string, handlers: Handlers = {}) {
  return renderApp(path, {
    'users.me': () => testUser('SUPERADMIN'),
    'superadmin.businesses.list': () => ({ items: [], total: 0 }),
    'superadmin.console.summary': () => summary,
    'superadmin.console.renewals': () => ({ items: [renewal], total: 1 }),
    ...handlers,
  });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe("the operator's console", SLOW, () => {
  it('shows renewals due, each count a link to its list, active and dormant businesses, and the months as tables', async () => {
    openConsole('/superadmin/dashboard');
    const renewals = await screen.findByRole('region', { name: 'Renewals' }, WAIT);
    const link = within(renewals).getByRole('link', { name: /Expiring in 7 days/ });
    expect(link.getAttribute('href')).toBe('/superadmin/renewals?within=7');
    expect(await within(link).findByText('3', {}, WAIT)).toBeTruthy();
    expect(within(renewals).getByRole('link', { name: /Expired in last 30 days/ }).getAttribute('href')).toBe('/superadmin/renewals?within=expired');
    const businesses = screen.getByRole('region', { name: 'Businesses' });
    expect(within(businesses).getByText('640')).toBeTruthy();
    expect(within(businesses).getByText('212')).toBeTruthy();

    expect(await screen.findByRole('img', { name: /Subscriptions paid by month from Dec 2025 to Nov 2026: ₹22,000.00 in all, ₹16,000.00 this month/ }, WAIT)).toBeTruthy();
    expect(screen.getByRole('img', { name: /Businesses added by month .*: 4 in all, 4 this month/ })).toBeTruthy();
    // The spec's screen is still there, under the figures.
    expect(screen.getByText('Register Admin')).toBeTruthy();
  });

  it('says the summary failed, with Try Again, rather than showing zeros', async () => {
    openConsole('/superadmin/dashboard', { 'superadmin.console.summary': () => { throw new TrpcFailure('Server error', 500); } });
    expect(await screen.findByText('Failed to get the summary', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('lists a business due to renew with its plan, a WhatsApp reminder and Renew', async () => {
    const app = openConsole('/superadmin/renewals?within=30');
    expect(await screen.findByText('Aqua Care Services', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.console.renewals')[0]?.input).toMatchObject({ within: '30', page: 1 });
    expect(screen.getByText('2 days left')).toBeTruthy();
    expect(screen.getByText('Standard')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Remind Aqua Care Services on WhatsApp' }).getAttribute('href')).toBe(renewal.whatsappUrl);
    expect(screen.getByRole('button', { name: 'Renew Aqua Care Services' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Expiring in 30 days/, pressed: true })).toBeTruthy();
  });

  it('reads in Hindi: the windows, the days left and the reminder', async () => {
    await applyLanguage('hi');
    openConsole('/superadmin/renewals?within=30');
    expect(await screen.findByText('Aqua Care Services', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'रिन्यू' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /30 दिनों में समाप्त होने वाले/, pressed: true })).toBeTruthy();
    expect(screen.getByText('2 दिन बाकी')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aqua Care Services को WhatsApp पर याद दिलाएँ' })).toBeTruthy();
    expect(screen.getByText('310 ग्राहक · इस महीने 41 विज़िट')).toBeTruthy();
  });
});
