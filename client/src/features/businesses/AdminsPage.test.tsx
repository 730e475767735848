import { LOGO_MAX_BYTES } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { CanvasHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { typeDayAndPressEnter } from '../../test/date-picker';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';
import { applyLanguage } from '../../i18n/language';

// No canvas in happy-dom: the console's charts above the list are checked in their own tests.
vi.mock('react-chartjs-2', () => {
  const Canvas = ({ role, 'aria-label': label }: CanvasHTMLAttributes<HTMLCanvasElement>) => <canvas role={role} aria-label={label} />;
  return { Bar: Canvas, Line: Canvas };
});

const BUSINESS = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const aquaCare: Output<'superadmin.businesses.update'> = {
  id: BUSINESS,
  image: null,
  startDate: '2027-01-01',
  expiryDate: '2027-12-31',
  user: { id: 'user-aqua', fullname: 'Aqua Care Services', email: 'owner@aquacare.in', phoneNumber: '9876543210', address: 'Pune' },
  createdAt: '2027-01-01T05:00:00.000Z',
  status: 'ACTIVE',
  expiresInDays: 5,
};

const consoleSummary: Output<'superadmin.console.summary'> = {
  renewals: { '7': 1, '30': 4, expired: 2 },
  activity: { active: 12, dormant: 3 },
  months: [{ month: '2027-03', revenue: 6000, newBusinesses: 1 }],
};
const usage = { customers: 1240, visitsThisMonth: 86, lastSignInAt: '2027-03-02T04:30:00.000Z', storageBytes: 48_300 };

function openAdmins(handlers: Handlers = {}) {
  return renderApp('/superadmin/dashboard', {
    'users.me': () => testUser('SUPERADMIN'),
    'superadmin.businesses.list': () => ({ items: [{ ...aquaCare, usage }], total: 1 }),
    'superadmin.console.summary': () => consoleSummary,
    ...handlers,
  });
}

/** A field of the admin form (the table's headers carry the same names). */
const field = (label: string) => within(document.querySelector('form') as HTMLElement).getByLabelText(label) as HTMLInputElement;

// The first screen of a file loads its lazy chunk; antd takes a while in happy-dom on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('admin management', SLOW, () => {
  it('lists an admin with its dates and access status', async () => {
    await openAdmins();
    expect(await screen.findByText('Aqua Care Services', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('01-01-2027')).toBeTruthy();
    expect(screen.getByText('31-12-2027')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('5 days left')).toBeTruthy();
    // What the business uses, on its row.
    expect(screen.getByText('1,240 customers · 86 visits this month')).toBeTruthy();
    expect(screen.getByText('Last sign-in 02-03-2027 10:00')).toBeTruthy();
    expect(screen.getByText('Images 47.2 KB')).toBeTruthy();
  });

  it('switches to edit mode on a row’s edit, keeps a blank password, and returns to create mode after saving', async () => {
    const app = openAdmins({ 'superadmin.businesses.update': () => aquaCare });
    await screen.findByText('Register Admin', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Create Admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel edit' })).toBeNull();

    await app.user.click(await screen.findByRole('button', { name: 'Edit Aqua Care Services' }, WAIT));
    expect(await screen.findByText('Edit Admin', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Register Admin')).toBeNull();
    expect(field('Business Name').value).toBe('Aqua Care Services');
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('Start Date').value).toBe('01-01-2027');
    expect(field('Password').value).toBe('');
    expect(screen.getByRole('button', { name: 'Cancel edit' })).toBeTruthy();

    await app.user.clear(field('Business Name'));
    await app.user.type(field('Business Name'), 'Aqua Care Pune');
    await app.user.click(screen.getByRole('button', { name: 'Update Admin' }));

    expect(await screen.findByText('Admin updated successfully', {}, WAIT)).toBeTruthy();
    const input = app.server.callsTo('superadmin.businesses.update')[0]?.input as { id: string; data: Record<string, unknown> };
    expect(input.id).toBe(BUSINESS);
    expect(input.data).toMatchObject({ fullname: 'Aqua Care Pune', startDate: '2027-01-01', expiryDate: '2027-12-31' });
    // A blank password keeps the current one; an unchanged logo is not sent back.
    expect(input.data.password ?? '').toBe('');
    expect(input.data).not.toHaveProperty('image');

    await waitFor(() => expect(screen.getByText('Register Admin')).toBeTruthy(), WAIT);
    expect(screen.getByRole('button', { name: 'Create Admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel edit' })).toBeNull();
    expect(field('Business Name').value).toBe('');
  });

  it('Enter in an open date picker takes the day and saves nothing', async () => {
    const app = openAdmins({ 'superadmin.businesses.update': () => aquaCare });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Aqua Care Services' }, WAIT));
    await waitFor(() => expect(field('Business Name').value).toBe('Aqua Care Services'), WAIT);
    await typeDayAndPressEnter(app, field('Expiry Date'), '30-12-2027');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('superadmin.businesses.update')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Update Admin' })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Update Admin' }));
    expect(await screen.findByText('Admin updated successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.businesses.update')[0]?.input).toMatchObject({ data: { expiryDate: '2027-12-30' } });
  });

  it('leaves edit mode on Cancel edit', async () => {
    const app = openAdmins();
    await app.user.click(await screen.findByRole('button', { name: 'Edit Aqua Care Services' }, WAIT));
    expect(await screen.findByText('Edit Admin', {}, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Cancel edit' }));
    await waitFor(() => expect(screen.getByText('Register Admin')).toBeTruthy(), WAIT);
    expect(field('Business Name').value).toBe('');
    expect(screen.getByRole('button', { name: 'Create Admin' })).toBeTruthy();
  });

  it('asks for a password when creating', async () => {
    const app = openAdmins();
    await screen.findByText('Register Admin', {}, WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('Password must be at least 6 characters', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.businesses.create')).toHaveLength(0);
  });

  it('refuses a logo over 1 MB with the reason, before anything is sent', async () => {
    const app = openAdmins();
    await screen.findByText('Register Admin', {}, WAIT);
    // The upload control renders a fresh file input after each pick.
    const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    const tooBig = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'logo.png', { type: 'image/png' });
    await app.user.upload(fileInput(), tooBig);

    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Logo must be an image of at most 1 MB');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Upload Logo/ })).toBeTruthy();
    expect(app.server.callsTo('superadmin.businesses.create')).toHaveLength(0);

    // A small image is taken and previewed.
    const small = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });
    await app.user.upload(fileInput(), small);
    expect(await screen.findByRole('button', { name: /Remove/ }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s reason when a delete is blocked by the business’s data', async () => {
    const app = openAdmins({
      'superadmin.businesses.delete': () => {
        throw new TrpcFailure('This business still has 3 customers.', 409);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Aqua Care Services' }, WAIT));
    expect(await screen.findByText('This action cannot be undone.', {}, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete admin: This business still has 3 customers.', {}, WAIT)).toBeTruthy();
  });

  it('reads in Hindi: the form, the table, the access status and the usage', async () => {
    await applyLanguage('hi');
    const app = openAdmins();
    expect(await screen.findByText('Aqua Care Services', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('नया एडमिन जोड़ें')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['बिज़नेस का नाम', 'समाप्ति तारीख', 'स्थिति', 'उपयोग']),
    );
    expect(screen.getByText('चालू')).toBeTruthy();
    expect(screen.getByText('5 दिन बाकी')).toBeTruthy();
    expect(screen.getByText('1,240 ग्राहक · इस महीने 86 विज़िट')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'एडमिन बनाएँ' }));
    expect(await screen.findByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.businesses.create')).toHaveLength(0);
  });
});
