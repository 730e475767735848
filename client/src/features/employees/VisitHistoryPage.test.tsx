import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const EMPLOYEE_ID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';

const employee = {
  id: EMPLOYEE_ID,
  visitCount: 1,
  createdAt: '2027-01-05T10:00:00.000Z',
  user: { id: 'user-ravi', fullname: 'Ravi Kumar', email: null, address: null, phoneNumber: '9876500001' },
};

const bareVisit: Output<'admin.employees.visits'>['items'][number] = {
  id: 'visit-1',
  customerID: 'customer-1',
  employeeID: EMPLOYEE_ID,
  // 21 Nov 2026, 12:00 in India.
  visitDate: '2026-11-21T06:30:00.000Z',
  serviceDiscription: null,
  serviceCharges: 150000,
  serviceAddress: null,
  installationDate: null,
  PaymentStatus: 'PENDING',
  isDone: true,
  customer: { id: 'customer-1', user: { fullname: 'Shweta Naik', phoneNumber: '', address: null } },
  product: null,
};

function openHistory(visits: Handlers['admin.employees.visits']) {
  return renderApp(`/visithistory/${EMPLOYEE_ID}`, {
    'users.me': () => testUser('ADMIN'),
    'admin.employees.get': () => employee,
    'admin.employees.visits': visits,
  });
}

const WAIT = { timeout: 10_000 };

describe('visit history', { timeout: 60_000 }, () => {
  it('shows a visit with its placeholders, rupees and badges', async () => {
    const app = openHistory(() => ({ items: [bareVisit], total: 1 }));
    const row = (await screen.findByText('Shweta Naik', {}, WAIT)).closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('21 Nov 2026')).toBeTruthy();
    expect(cells.getByText('Completed')).toBeTruthy();
    expect(cells.getAllByText('N/A')).toHaveLength(2);
    expect(cells.getByText('Service Visit')).toBeTruthy();
    expect(cells.getByText('No description provided')).toBeTruthy();
    expect(cells.getByText('₹1,50,000.00')).toBeTruthy();
    expect(cells.getByText('PENDING')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar · 9876500001')).toBeTruthy();
    expect(app.server.callsTo('admin.employees.visits')[0]?.input).toMatchObject({ id: EMPLOYEE_ID, page: 1 });
  });

  it('says when the employee has made no visits', async () => {
    openHistory(() => ({ items: [], total: 0 }));
    expect(await screen.findByText('No visit history found.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('This employee has not made any visits yet.')).toBeTruthy();
  });

  it('says when the history cannot be loaded', async () => {
    openHistory(() => {
      throw new TrpcFailure('Employee not found.', 404);
    });
    expect(await screen.findByText('Error loading visit history. Please try again later.', {}, WAIT)).toBeTruthy();
  });
});
