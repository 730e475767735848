import type { Role } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { TrpcFailure, testUser } from '../test/trpc-mock';

const memberHome = () => ({ fullname: 'Meena', businessName: 'AquaCare Water Solutions' });

function signedInAs(role: Role) {
  return {
    'users.me': () => testUser(role),
    'employee.home': memberHome,
    'employee.visits.list': () => ({ items: [], total: 0 }),
    'customer.home': memberHome,
  };
}

describe('routes', () => {
  it.each([
    ['ADMIN', '/admin/dashboard'],
    ['EMPLOYEE', '/employee/dashboard'],
    ['CUSTOMER', '/customer/dashboard'],
    ['SUPERADMIN', '/superadmin/dashboard'],
  ] as const)('sends %s from / to %s', async (role, landing) => {
    const app = renderApp('/', signedInAs(role));
    await waitFor(() => expect(app.pathname()).toBe(landing));
  });

  it('sends /dashboard to the landing route too', async () => {
    const app = renderApp('/dashboard', signedInAs('ADMIN'));
    await waitFor(() => expect(app.pathname()).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends a stranger to /signin', async () => {
    const app = renderApp('/visit', { 'users.me': () => null });
    await waitFor(() => expect(app.pathname()).toBe('/signin'));
  });

  it('treats a failed current-user lookup as signed out', async () => {
    const app = renderApp('/', {
      'users.me': () => {
        throw new Error('database down');
      },
    });
    await waitFor(() => expect(app.pathname()).toBe('/signin'));
  });

  it('sends a user opening another role’s route to their own landing route', async () => {
    const employee = renderApp('/product-category', signedInAs('EMPLOYEE'));
    await waitFor(() => expect(employee.pathname()).toBe('/employee/dashboard'));
    employee.unmount();

    const admin = renderApp('/superadmin/helpdesk', signedInAs('ADMIN'));
    await waitFor(() => expect(admin.pathname()).toBe('/admin/dashboard'));
  });

  it('goes to /signin when the server says the session has ended', async () => {
    const app = renderApp('/employee/dashboard', {
      'users.me': () => testUser('EMPLOYEE'),
      'employee.home': () => {
        throw new TrpcFailure('Please sign in to continue.', 401);
      },
    });
    await waitFor(() => expect(app.pathname()).toBe('/signin'));
  });

  it('opens an admin screen with an id', async () => {
    const app = renderApp('/update/visit/abc', signedInAs('ADMIN'));
    expect(await screen.findByRole('heading', { name: 'Update Visit' })).toBeTruthy();
    expect(app.pathname()).toBe('/update/visit/abc');
  });

  it('opens the technician’s My day in their own frame, the shop’s name at the top and no admin sidebar', async () => {
    renderApp('/employee/dashboard', signedInAs('EMPLOYEE'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My day' })).toBeTruthy();
    expect(await screen.findByText('AquaCare Water Solutions')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('shows the not-found screen for an unknown path', async () => {
    renderApp('/no-such-page', { 'users.me': () => null });
    expect(await screen.findByText("Something's missing.")).toBeTruthy();
    expect(screen.getByText("Sorry, we can't find that page. You'll find lots to explore on the home page.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
  });
});
