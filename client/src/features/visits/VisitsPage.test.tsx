import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers } from '../../test/trpc-mock';

const SHWETA = '11111111-1111-4111-8111-111111111111';
const GANESH = '22222222-2222-4222-8222-222222222222';
const PRIYA = '33333333-3333-4333-8333-333333333333';
const RO_PURCHASE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const AC_PURCHASE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const VISIT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const customers = [
  {
    id: SHWETA,
    fullname: 'Shweta Naik',
    phoneNumber: '9850022233',
    address: 'Flat 204, Nyati Empire, Kharadi, Pune 411014',
    firstPurchase: { id: RO_PURCHASE, warrantyStartDate: '2026-11-20' },
    purchases: [
      { id: RO_PURCHASE, productName: 'Livpure Glo Star RO' },
      { id: AC_PURCHASE, productName: 'Voltas 1.5 Ton Split AC' },
    ],
  },
  { id: GANESH, fullname: 'Ganesh Mane', phoneNumber: '9850011122', address: null, firstPurchase: null, purchases: [] },
];

const visit = {
  id: VISIT,
  customerID: SHWETA,
  employeeID: PRIYA,
  customerProductId: RO_PURCHASE,
  serviceDiscription: null,
  serviceCharges: 1499.5,
  visitDate: '2026-12-21T08:30:00.000Z',
  installationDate: '2026-11-20',
  serviceAddress: null,
  autoVisitTime: 3,
  PaymentStatus: 'PENDING',
  isDone: false,
  followUpOfVisitId: null,
  customer: { id: SHWETA, user: { fullname: 'Shweta Naik', phoneNumber: '9850022233', address: null } },
  employee: { id: PRIYA, user: { fullname: 'Priya Deshmukh', phoneNumber: '9822099001' } },
  product: null,
  createdAt: '2026-11-21T04:30:00.000Z',
  updatedAt: '2026-11-21T04:30:00.000Z',
};

function visitHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.visits.list': () => ({ items: [visit], total: 1 }),
    'admin.visits.summary': () => ({ total: 1, today: 0, upcoming: 0, completed: 0, pendingPay: 1 }),
    'admin.customers.options': () => customers,
    'admin.employees.options': () => [{ id: PRIYA, fullname: 'Priya Deshmukh', phoneNumber: '9822099001' }],
    ...overrides,
  };
}

/** The options the pick list named `label` offers (its dropdown is rendered in a portal). */
function optionElements(label: string) {
  const listId = screen.getByRole('combobox', { name: label }).getAttribute('aria-controls');
  const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])];
}

async function choose(app: ReturnType<typeof renderApp>, label: string, optionText: string) {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await waitFor(() => expect(optionElements(label).map((option) => option.textContent)).toContain(optionText), WAIT);
  await app.user.click(optionElements(label).find((option) => option.textContent === optionText) as HTMLElement);
}

/** The text an antd Select shows as its value, or '' when nothing is chosen. */
function selectedText(label: string) {
  const content = screen.getByRole('combobox', { name: label }).closest('.ant-select')?.querySelector('.ant-select-content');
  return content?.classList.contains('ant-select-content-has-value') ? (content.textContent ?? '') : '';
}

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('visit form', SLOW, () => {
  it('pre-fills the service address, installation date and serviced product from the chosen customer', async () => {
    const app = renderApp('/visit', visitHandlers());
    await screen.findByRole('heading', { name: 'Visit Management' }, WAIT);
    expect(inputValue('Service Address')).toBe('');
    expect(inputValue('Installation Date (optional)')).toBe('');

    await choose(app, 'Customer', 'Shweta Naik (9850022233)');
    await waitFor(() => expect(inputValue('Service Address')).toBe('Flat 204, Nyati Empire, Kharadi, Pune 411014'), WAIT);
    expect(inputValue('Installation Date (optional)')).toBe('Nov 20, 2026');
    await waitFor(() => expect(selectedText('Product Serviced')).toBe('Livpure Glo Star RO'), WAIT);

    // Another customer without an address or purchases clears what the first one filled in.
    await choose(app, 'Customer', 'Ganesh Mane (9850011122)');
    await waitFor(() => expect(inputValue('Service Address')).toBe(''), WAIT);
    expect(inputValue('Installation Date (optional)')).toBe('');
    expect(selectedText('Product Serviced')).toBe('');
  });

  it('starts with Auto Visit Time 3 and Payment Status Pending', async () => {
    renderApp('/visit', visitHandlers());
    await screen.findByRole('heading', { name: 'Visit Management' }, WAIT);
    expect(inputValue('Auto Visit Time in Months')).toBe('3');
    expect(selectedText('Payment Status')).toBe('Pending');
  });

  it('says which fields are missing, in the shared schema’s words, and sends nothing', async () => {
    const app = renderApp('/visit', visitHandlers());
    await screen.findByRole('heading', { name: 'Visit Management' }, WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer is required', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Employee is required')).toBeTruthy();
    expect(screen.getByText('Service charges are required')).toBeTruthy();
    expect(screen.getByText('Visit date is required')).toBeTruthy();
    expect(app.server.callsTo('admin.visits.create')).toHaveLength(0);
  });
});

describe('visit table', SLOW, () => {
  it('shows the placeholders, rupees and the payment badge', async () => {
    renderApp('/visit', visitHandlers());
    const row = (await screen.findByText('Shweta Naik', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('21 Dec 2026')).toBeTruthy();
    expect(within(row).getByText('2:00 PM')).toBeTruthy();
    expect(within(row).getByText('Service Visit')).toBeTruthy();
    expect(within(row).getByText('No description provided')).toBeTruthy();
    expect(within(row).getByText('₹1,499.50')).toBeTruthy();
    expect(within(row).getByText('PENDING')).toBeTruthy();
    expect(within(row).getByText('N/A')).toBeTruthy();
  });

  it('asks before deleting, with a "Delete Visit" button, and deletes on confirmation', async () => {
    const app = renderApp('/visit', visitHandlers({ 'admin.visits.delete': () => ({ id: VISIT }) }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete visit: Shweta Naik on 21 Dec 2026' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain('Confirm Deletion');
    expect(dialog.textContent).toContain('This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();

    await app.user.click(within(dialog).getByRole('button', { name: 'Delete Visit' }));
    expect(await screen.findByText('Visit deleted successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.visits.delete')).toEqual([{ path: 'admin.visits.delete', input: { id: VISIT } }]);
  });

  it('marks a visit completed through the server, and reloads the list', async () => {
    const app = renderApp('/visit', visitHandlers({ 'admin.visits.complete': () => ({ ...visit, isDone: true }) }));
    await app.user.click(await screen.findByRole('button', { name: 'Mark completed: Shweta Naik on 21 Dec 2026' }, WAIT));
    expect(await screen.findByText('Visit marked completed', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.visits.complete')).toEqual([{ path: 'admin.visits.complete', input: { id: VISIT } }]);
    await waitFor(() => expect(app.server.callsTo('admin.visits.list').length).toBeGreaterThan(1), WAIT);
  });
});
