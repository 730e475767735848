import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, selectedText } from '../../test/pick-list';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

const SHWETA = '11111111-1111-4111-8111-111111111111';
const GANESH = '22222222-2222-4222-8222-222222222222';
const PRIYA = '33333333-3333-4333-8333-333333333333';
const RO_PURCHASE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const AC_PURCHASE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const VISIT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const customers: Output<'admin.customers.options'> = [
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

const visit: Output<'admin.visits.get'> = {
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
  status: 'scheduled' as const,
  amcContractId: null,
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

describe('marking a visit paid from the list', SLOW, () => {
  it('saves the visit as it is now with Payment Status Paid, and reloads the list', async () => {
    const app = renderApp(
      '/visit',
      visitHandlers({
        'admin.visits.get': () => visit,
        'admin.visits.update': ({ data }) => ({ ...visit, PaymentStatus: data.PaymentStatus ?? 'PENDING' }),
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Mark paid: Shweta Naik on 21 Dec 2026' }, WAIT));
    expect(await screen.findByText('Visit marked paid', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.visits.update')[0]?.input).toMatchObject({
      id: VISIT,
      data: { customerID: SHWETA, employeeID: PRIYA, serviceCharges: 1499.5, PaymentStatus: 'PAID', isDone: false },
    });
    await waitFor(() => expect(app.server.callsTo('admin.visits.list').length).toBeGreaterThan(1), WAIT);
  });
});

describe('finding the day’s work', SLOW, () => {
  const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
  const lastListInput = (app: ReturnType<typeof renderApp>) => app.server.callsTo('admin.visits.list').at(-1)?.input;

  it('asks for the work order by default: no sort and no filter; Total Visits is the card pressed', async () => {
    const app = renderApp('/visit', visitHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);
    const input = app.server.callsTo('admin.visits.list')[0]?.input;
    expect(input).not.toHaveProperty('sortBy');
    expect(input).not.toHaveProperty('filter');
    expect(card('Total Visits').getAttribute('aria-pressed')).toBe('true');
    expect(card('Today').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows only today’s visits on Today, kept in the URL, and all again on Total Visits', async () => {
    const app = renderApp('/visit?page=2', visitHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);

    await app.user.click(card('Today'));
    await waitFor(() => expect(lastListInput(app)).toMatchObject({ filter: 'today', page: 1 }), WAIT);
    expect(app.router.state.location.search).toBe('?filter=today');
    expect(card('Today').getAttribute('aria-pressed')).toBe('true');
    expect(card('Total Visits').getAttribute('aria-pressed')).toBe('false');

    await app.user.click(card('Pending Pay'));
    await waitFor(() => expect(lastListInput(app)).toMatchObject({ filter: 'pendingPay' }), WAIT);
    expect(app.router.state.location.search).toBe('?filter=pendingPay');

    await app.user.click(card('Total Visits'));
    await waitFor(() => expect(lastListInput(app)).not.toHaveProperty('filter'), WAIT);
    expect(app.router.state.location.search).toBe('');
    expect(card('Total Visits').getAttribute('aria-pressed')).toBe('true');
  });

  it('reads the filter from the URL, and the cards answer to the keyboard', async () => {
    const app = renderApp('/visit?filter=upcoming', visitHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);
    expect(app.server.callsTo('admin.visits.list')[0]?.input).toMatchObject({ filter: 'upcoming' });
    expect(card('Upcoming').getAttribute('aria-pressed')).toBe('true');

    card('Completed').focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(lastListInput(app)).toMatchObject({ filter: 'completed' }), WAIT);
    expect(card('Completed').getAttribute('aria-pressed')).toBe('true');
  });

  it('exports the visits as shown: the card’s filter, the search and the sort', async () => {
    renderApp('/visit?filter=pendingPay&search=shweta&sortBy=visitDate&sortOrder=asc', visitHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      '/api/v1/admin/export/visits.csv?search=shweta&sortBy=visitDate&sortOrder=asc&filter=pendingPay',
    );
  });

  it('sorts by a column when its header is clicked, and clearing the sort returns to the work order', async () => {
    const sorted = { ...visit, customer: { ...visit.customer, user: { ...visit.customer.user, fullname: 'Ganesh Mane' } } };
    const app = renderApp(
      '/visit?filter=today',
      visitHandlers({ 'admin.visits.list': ({ sortBy }) => ({ items: [sortBy ? sorted : visit], total: 1 }) }),
    );
    await screen.findByText('Shweta Naik', {}, WAIT);
    const header = () => screen.getAllByRole('columnheader').find((cell) => cell.textContent === 'Visit Details') as HTMLElement;

    await app.user.click(header());
    await waitFor(() => expect(lastListInput(app)).toMatchObject({ sortBy: 'visitDate', sortOrder: 'asc', filter: 'today' }), WAIT);
    expect(await screen.findByText('Ganesh Mane', {}, WAIT)).toBeTruthy();
    await app.user.click(header());
    await waitFor(() => expect(lastListInput(app)).toMatchObject({ sortBy: 'visitDate', sortOrder: 'desc' }), WAIT);

    // A third click clears the sort: the day's work again, as the server orders it.
    await app.user.click(header());
    await waitFor(() => expect(app.router.state.location.search).toBe('?filter=today'), WAIT);
    expect(await screen.findByText('Shweta Naik', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Ganesh Mane')).toBeNull();
    expect(header().getAttribute('aria-sort')).toBeNull();
  });
});

describe('visits in Hindi', SLOW, () => {
  it('shows the page, the cards and the table in Hindi, and the shared rules say what is missing in Hindi', async () => {
    await applyLanguage('hi');
    const app = renderApp('/visit', visitHandlers({ 'admin.visits.list': () => ({ items: [{ ...visit, employee: null }], total: 1 }) }));
    await screen.findByRole('heading', { name: 'विज़िट प्रबंधन' }, WAIT);
    const row = (await screen.findByText('Shweta Naik', {}, WAIT)).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['विज़िट का विवरण', 'कर्मचारी']));
    expect(screen.getByRole('button', { name: /^कुल विज़िट/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(row).getByText('किसी को नहीं सौंपी')).toBeTruthy();
    expect(within(row).getByText('₹1,499.50')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('ग्राहक चुनना ज़रूरी है', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('सर्विस चार्ज लिखना ज़रूरी है')).toBeTruthy();
    expect(app.server.callsTo('admin.visits.create')).toHaveLength(0);
  });
});
