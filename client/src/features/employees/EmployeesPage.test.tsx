import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

const EMPLOYEE_ID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';

const ravi = {
  id: EMPLOYEE_ID,
  visitCount: 4,
  createdAt: '2027-01-05T10:00:00.000Z',
  user: { id: 'user-ravi', fullname: 'Ravi Kumar', email: null, address: null, phoneNumber: '9876500001' },
};

function openEmployees(handlers: Handlers = {}) {
  return renderApp('/employee', {
    'users.me': () => testUser('ADMIN'),
    'admin.employees.list': () => ({ items: [ravi], total: 1 }),
    ...handlers,
  });
}

// The first screen of a file loads its lazy chunk; antd takes a while in happy-dom on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('employee page', SLOW, () => {
  it('links the Total Visits count to the employee’s visit history', async () => {
    const app = openEmployees();
    const link = await screen.findByRole('link', { name: '4 visits by Ravi Kumar' }, WAIT);
    expect(link.textContent).toBe('4');
    expect(link.getAttribute('href')).toBe(`/visithistory/${EMPLOYEE_ID}`);
    const row = link.closest('tr') as HTMLElement;
    // Missing email and address read "N/A".
    expect(within(row).getAllByText('N/A')).toHaveLength(2);

    await app.user.click(link);
    await waitFor(() => expect(app.pathname()).toBe(`/visithistory/${EMPLOYEE_ID}`), WAIT);
  });

  it('says the list could not be loaded, with Try Again, instead of "No data available"', async () => {
    let failing = true;
    const app = openEmployees({
      'admin.employees.list': () => {
        if (failing) throw new TrpcFailure('Database unavailable', 500, []);
        return { items: [ravi], total: 1 };
      },
    });
    expect(await screen.findByText('Failed to get employees', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();

    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: '4 visits by Ravi Kumar' }, WAIT)).toBeTruthy();
  });

  it('shows the server’s reason when a delete is blocked by visits', async () => {
    const app = openEmployees({
      'admin.employees.delete': () => {
        throw new TrpcFailure('This employee still has 4 visits.', 409);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }, WAIT));
    expect(await screen.findByText('This action cannot be undone.', {}, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete employee: This employee still has 4 visits.', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.employees.delete')[0]?.input).toEqual({ id: EMPLOYEE_ID });
  });

  it('creates an employee without a password field and resets the form', async () => {
    const app = openEmployees({ 'admin.employees.create': () => ravi });
    await screen.findByRole('link', { name: '4 visits by Ravi Kumar' }, WAIT);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await app.user.type(screen.getByLabelText('Full Name'), 'Sita Devi');
    await app.user.type(screen.getByLabelText('Phone Number'), '9876500002');
    await app.user.type(screen.getByLabelText('Address'), 'Pune');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.employees.create')[0]?.input).toMatchObject({
      fullname: 'Sita Devi',
      phoneNumber: '9876500002',
      address: 'Pune',
    });
    await waitFor(() => expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe(''), WAIT);
  });

  it('reads in Hindi: the page, the table and what the shared rules say of a missing field', async () => {
    await applyLanguage('hi');
    const app = openEmployees();
    const link = await screen.findByRole('link', { name: 'Ravi Kumar की 4 विज़िट' }, WAIT);
    expect(screen.getByRole('heading', { name: 'कर्मचारी', level: 3 })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['नाम', 'फ़ोन', 'कुल विज़िट']));
    expect(within(link.closest('tr') as HTMLElement).getAllByText('उपलब्ध नहीं')).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('कर्मचारी का नाम ज़रूरी है', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('पता ज़रूरी है')).toBeTruthy();
    expect(app.server.callsTo('admin.employees.create')).toHaveLength(0);
  });
});
