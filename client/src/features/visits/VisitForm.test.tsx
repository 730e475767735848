import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDayAndPressEnter } from '../../test/date-picker';
import { choose } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { deferred, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const PRIYA = '33333333-3333-4333-8333-333333333333';
const SHWETA = '11111111-1111-4111-8111-111111111111';

const shweta: Output<'admin.customers.options'>[number] = {
  id: SHWETA,
  fullname: 'Shweta Naik',
  phoneNumber: '9850022233',
  address: 'Flat 204, Nyati Empire, Kharadi, Pune 411014',
  firstPurchase: null,
  purchases: [],
};

function visitHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.visits.list': () => ({ items: [], total: 0 }),
    'admin.visits.summary': () => ({ total: 0, today: 0, upcoming: 0, completed: 0, pendingPay: 0 }),
    'admin.customers.options': () => [shweta],
    'admin.employees.options': () => [{ id: PRIYA, fullname: 'Priya Deshmukh', phoneNumber: '9822099001' }],
    ...overrides,
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('visit form numbers', SLOW, () => {
  it('keeps negative service charges and auto visit time as typed, says why at each field, and sends nothing', async () => {
    const app = renderApp('/visit', visitHandlers());
    await screen.findByRole('heading', { name: 'Visit Management' }, WAIT);
    await app.user.type(field('Service Charges (₹)'), '-250');
    await app.user.clear(field('Auto Visit Time in Months'));
    await app.user.type(field('Auto Visit Time in Months'), '-2');
    await app.user.tab();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Service charges cannot be negative', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Auto visit time cannot be negative')).toBeTruthy();
    expect(field('Service Charges (₹)').value).toBe('-250');
    expect(field('Auto Visit Time in Months').value).toBe('-2');

    await app.user.clear(field('Auto Visit Time in Months'));
    await app.user.type(field('Auto Visit Time in Months'), '121');
    expect(await screen.findByText('Auto visit time must be at most 120 months', {}, WAIT)).toBeTruthy();
    expect(field('Auto Visit Time in Months').value).toBe('121');
    expect(app.server.callsTo('admin.visits.create')).toHaveLength(0);
  });
});

describe('visit form Enter key', SLOW, () => {
  it('Enter in an open date picker takes the date and sends nothing; Save then sends the whole visit', async () => {
    // The save stays in flight: what was sent is what matters here.
    const app = renderApp('/visit', visitHandlers({ 'admin.visits.create': () => deferred<Output<'admin.visits.create'>>().promise }));
    await screen.findByRole('heading', { name: 'Visit Management' }, WAIT);
    await choose(app, 'Customer', 'Shweta Naik (9850022233)');
    await choose(app, 'Employee', 'Priya Deshmukh (9822099001)');
    await app.user.type(field('Service Charges (₹)'), '499');

    await typeDayAndPressEnter(app, field('Visit Date'), 'Dec 21, 2026 2:00 PM');
    await typeDayAndPressEnter(app, field('Installation Date (optional)'), 'Nov 20, 2026');
    // Give a submission the time it would take to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('admin.visits.create')).toHaveLength(0);

    await app.user.type(field('Service Descriptions'), 'Filter change');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.server.callsTo('admin.visits.create')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.visits.create')[0]?.input).toMatchObject({
      customerID: SHWETA,
      serviceCharges: 499,
      installationDate: '2026-11-20',
      serviceDiscription: 'Filter change',
    });
  });

  it('Enter in a text field with required fields empty says what is missing and sends nothing', async () => {
    const app = renderApp('/visit', visitHandlers());
    await screen.findByRole('heading', { name: 'Visit Management' }, WAIT);
    await app.user.type(field('Service Charges (₹)'), '499{Enter}');
    expect(await screen.findByText('Customer is required', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Employee is required')).toBeTruthy();
    expect(screen.getByText('Visit date is required')).toBeTruthy();
    expect(app.server.callsTo('admin.visits.create')).toHaveLength(0);
  });
});
