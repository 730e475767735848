import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, selectedText } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

type Entry = Output<'superadmin.audit.list'>['items'][number];

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

const BUSINESS = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const aquaCare: Output<'superadmin.businesses.get'> = {
  id: BUSINESS,
  image: null,
  startDate: '2026-01-01',
  expiryDate: '2027-12-31',
  user: { id: 'user-aqua', fullname: 'Aqua Care Services', email: null, phoneNumber: '9876543210', address: 'Pune' },
  createdAt: '2026-01-01T05:00:00.000Z',
  status: 'ACTIVE',
  expiresInDays: 400,
};

const signIn: Entry = {
  id: 'audit-1',
  at: '2026-11-21T03:45:00.000Z',
  businessId: BUSINESS,
  businessName: 'Aqua Care Services',
  user: { id: 'user-aqua', name: 'Aqua Care Services', role: 'ADMIN' },
  entity: 'session',
  entityId: null,
  entityLabel: null,
  action: 'sign_in',
  changes: [],
  operation: null,
  address: '203.0.113.7',
};

const wrongPassword: Entry = {
  ...signIn,
  id: 'audit-2',
  at: '2026-11-21T03:44:00.000Z',
  businessId: null,
  businessName: null,
  user: null,
  action: 'sign_in_failed',
  address: '198.51.100.20',
};

const handlers: Handlers = {
  'users.me': () => testUser('SUPERADMIN'),
  'superadmin.businesses.list': () => ({ items: [{ ...aquaCare, usage: { customers: 0, visitsThisMonth: 0, lastSignInAt: null, storageBytes: 0 } }], total: 1 }),
  'superadmin.businesses.get': () => aquaCare,
  'superadmin.audit.list': () => ({ items: [signIn, wrongPassword], total: 2 }),
};

describe('sign-ins and changes', SLOW, () => {
  it('lists sign-ins across businesses, with the business, who, and from where', async () => {
    const app = renderApp('/superadmin/activity', handlers);
    await screen.findByText('From 203.0.113.7', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'Sign-ins and changes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign-ins and changes' })).toBeTruthy();
    expect(app.server.callsTo('superadmin.audit.list')[0]?.input).toEqual({ page: 1, pageSize: 10 });
    expect([...document.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['When', 'Business', 'Who', 'What', 'Action', 'Changes']);

    const signedIn = within(screen.getByText('From 203.0.113.7').closest('tr') as HTMLElement);
    expect(signedIn.getByText('21-11-2026 09:15')).toBeTruthy();
    expect(signedIn.getAllByText('Aqua Care Services')).toHaveLength(2);
    expect(signedIn.getByText('Signed in')).toBeTruthy();

    const failed = within(screen.getByText('From 198.51.100.20').closest('tr') as HTMLElement);
    expect(failed.getByText('Platform')).toBeTruthy();
    expect(failed.getByText('Unknown')).toBeTruthy();
    expect(failed.getByText('Sign-in failed')).toBeTruthy();
  });

  it('narrows to the business chosen, kept in the URL and named again after a reload', async () => {
    const app = renderApp('/superadmin/activity?from=2026-11-01', handlers);
    await screen.findByText('From 203.0.113.7', {}, WAIT);
    await choose(app, 'Business', 'Aqua Care Services');
    await waitFor(
      () =>
        expect(app.server.callsTo('superadmin.audit.list').at(-1)?.input).toEqual({
          businessID: BUSINESS,
          from: '2026-11-01',
          page: 1,
          pageSize: 10,
        }),
      WAIT,
    );
    expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({ businessID: BUSINESS, from: '2026-11-01' });
    app.unmount();

    renderApp(`/superadmin/activity?businessID=${BUSINESS}`, handlers);
    await screen.findByText('From 203.0.113.7', {}, WAIT);
    await waitFor(() => expect(selectedText('Business')).toBe('Aqua Care Services'), WAIT);
  });
});
