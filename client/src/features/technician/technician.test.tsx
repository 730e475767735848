import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';
import { onPhone } from '../../test/viewport';
import { queueCompletion, readOutbox } from './outbox';

type Row = Output<'employee.visits.list'>['items'][number];
type Visit = Output<'employee.visits.get'>;

const ANJALI_VISIT = '11111111-1111-4111-8111-111111111111';

/** Overdue since Friday 4 December 2026, 10:00 in India. */
const meera: Row = {
  id: '22222222-2222-4222-8222-222222222222',
  visitDate: '2026-12-04T04:30:00.000Z',
  status: 'missed',
  overdue: true,
  customerName: 'Meera Iyer',
  address: 'B-12, Green Park Society, Baner, Pune',
  pinCode: '411045',
  productName: 'Aquaguard Marvel',
  serviceDescription: 'Filter change',
  chargesDue: 112500,
};
/** Today at 10:00 and 15:30 in India. */
const anjali: Row = {
  ...meera,
  id: ANJALI_VISIT,
  visitDate: new Date(new Date().setUTCHours(4, 30, 0, 0)).toISOString(),
  status: 'scheduled',
  overdue: false,
  customerName: 'Anjali Gokhale',
  address: 'Row House 7, Magarpatta City, Hadapsar, Pune 411013',
  pinCode: '411013',
  productName: 'Kent Grand Plus RO',
  chargesDue: 399,
};
const rahul: Row = {
  ...anjali,
  id: '33333333-3333-4333-8333-333333333333',
  visitDate: new Date(new Date().setUTCHours(10, 0, 0, 0)).toISOString(),
  status: 'done',
  customerName: 'Rahul Shinde',
  address: null,
  pinCode: null,
  productName: null,
  chargesDue: 0,
};
const anjaliOpened: Visit = {
  ...anjali,
  serviceCharges: 399,
  customer: { name: 'Anjali Gokhale', phoneNumber: '9850045678' },
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Row%20House%207',
  product: {
    name: 'Kent Grand Plus RO',
    serialNumber: 'KGP-26-0042',
    warrantyEndDate: '2027-01-10',
    warranty: { state: 'expiring', daysLeft: 12, label: 'Expires in 12 days' },
    amc: { status: 'active', endDate: '2027-11-30' },
  },
  recentVisits: [{ visitDate: '2026-09-01T05:00:00.000Z', serviceDescription: 'Cleaned the tank' }],
  autoVisitMonths: 3,
};

const SLOW = { timeout: 60_000 };

function technicianHandlers(today: () => Row[] = () => [anjali, rahul], overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('EMPLOYEE', { id: 'ramesh-1', fullname: 'Ramesh Patil' }),
    'employee.home': () => ({ fullname: 'Ramesh Patil', businessName: 'Aqua Care Services' }),
    'employee.visits.list': (input) => {
      const items = input.range === 'overdue' ? [meera] : input.range === 'today' ? today() : [];
      return { items, total: items.length };
    },
    'employee.visits.get': () => anjaliOpened,
    ...overrides,
  };
}

/** The REST door the outbox sends to, beside the stand-in tRPC server: each call answered by `answer`. */
function restDoor(trpcFetch: typeof fetch, answer: () => Promise<Response>) {
  const rest = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/') ? rest(String(input), init) : trpcFetch(input, init),
  );
  return rest;
}

const headingsOf = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe("the technician's My day", SLOW, () => {
  it('lists overdue visits first, then today’s in time order, each with time, customer, area, product, charges due and state', async () => {
    onPhone();
    renderApp('/employee/dashboard', technicianHandlers());

    expect(await screen.findByRole('heading', { level: 1, name: 'My day' })).toBeTruthy();
    await screen.findByText('Anjali Gokhale');
    expect(headingsOf(2)).toEqual(['Overdue (1)', 'Today (2)']);

    const [overdue, today] = screen.getAllByRole('list');
    const meeraCard = within(overdue!).getByRole('link');
    expect(meeraCard.textContent).toBe('04 Dec 2026, 10:00 AMMissedMeera IyerB-12, Green Park Society, Baner, Pune · PIN 411045Aquaguard MarvelCharges due ₹1,12,500.00');
    expect(meeraCard.getAttribute('href')).toBe(`/employee/visit/${meera.id}`);

    const cards = within(today!).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([`/employee/visit/${ANJALI_VISIT}`, `/employee/visit/${rahul.id}`]);
    expect(cards[0]!.textContent).toBe('10:00 AMScheduledAnjali GokhaleRow House 7, Magarpatta City, Hadapsar, Pune 411013Kent Grand Plus ROCharges due ₹399.00');
    expect(cards[1]!.textContent).toBe('3:30 PMDoneRahul ShindeNo address givenCharges due ₹0.00');
  });

  it('is framed by its own top bar and bottom navigation, not the admin’s sidebar', async () => {
    onPhone();
    renderApp('/employee/dashboard', technicianHandlers());

    expect(await screen.findByText('Aqua Care Services')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Ramesh Patil');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Your visits' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent?.trim(), link.getAttribute('aria-current')])).toEqual([
      ['My day', 'page'],
      ['Upcoming', null],
    ]);
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('says so when today has no visits and nothing is overdue', async () => {
    renderApp('/employee/dashboard', technicianHandlers(() => [], { 'employee.visits.list': () => ({ items: [], total: 0 }) }));
    expect(await screen.findByText('No visits today.')).toBeTruthy();
    expect(headingsOf(2)).toEqual(['Today (0)']);
  });
});

describe('a visit, marked done through the outbox', SLOW, () => {
  it('shows how to reach the customer and what they have', async () => {
    renderApp(`/employee/visit/${ANJALI_VISIT}`, technicianHandlers());

    expect(await screen.findByRole('heading', { level: 1, name: 'Anjali Gokhale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call 9850045678/ }).getAttribute('href')).toBe('tel:9850045678');
    expect(screen.getByRole('link', { name: /Open in Maps/ }).getAttribute('href')).toBe(anjaliOpened.mapsUrl);
    const facts = [...document.querySelectorAll('.tech-facts > div')].map((fact) => fact.textContent);
    expect(facts).toEqual([
      'AddressRow House 7, Magarpatta City, Hadapsar, Pune 411013',
      'ProductKent Grand Plus RO',
      'Serial numberKGP-26-0042',
      'WarrantyExpires in 12 days',
      'AMCActive, ends 30 Nov 2027',
      'Service charges₹399.00',
      'Charges due₹399.00',
    ]);
    expect(screen.getByText('Cleaned the tank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mark done' }).getAttribute('href')).toBe(`/employee/visit/${ANJALI_VISIT}/done`);
  });

  it('queues the completion while the network is down, says it is waiting, and sends it with the same key when the phone is back online', async () => {
    onPhone();
    let done = false;
    const handlers = technicianHandlers(() => [done ? { ...anjali, status: 'done', chargesDue: 0 } : anjali, rahul]);
    const { user, server } = renderApp(`/employee/visit/${ANJALI_VISIT}/done`, handlers);
    let networkUp = false;
    const rest = restDoor(server.fetchMock, async () => {
      if (!networkUp) throw new TypeError('Failed to fetch');
      done = true;
      return new Response(JSON.stringify({ statusCode: 200, success: true, message: 'Visit marked done', data: { message: 'Visit marked done' } }), { status: 200 });
    });

    await screen.findByRole('heading', { level: 1, name: 'Mark done' });
    expect(((await screen.findByLabelText('Service charges (₹)')) as HTMLInputElement).value).toBe('399');
    expect(screen.getByText("Leave it blank and the shop's plan books the next visit 3 months after this one.")).toBeTruthy();
    await user.type(screen.getByLabelText(/^Work notes/), 'Changed the sediment filter');
    await user.type(screen.getByLabelText(/^Amount \(₹\)/), '399');
    expect((within(screen.getByRole('radiogroup', { name: 'Paid by' })).getByLabelText('Cash') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save: visit done' }));

    await screen.findByRole('heading', { level: 1, name: 'My day' });
    expect(await screen.findByText('1 change waiting to be sent.')).toBeTruthy();
    expect(await screen.findByText('Done — waiting to send')).toBeTruthy();
    expect(rest).toHaveBeenCalledOnce();

    const listCalls = server.callsTo('employee.visits.list').length;
    networkUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(screen.queryByTestId('outbox-waiting')).toBeNull());
    expect(await screen.findByText('Anjali Gokhale: Visit marked done')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('employee.visits.list').length).toBeGreaterThan(listCalls));
    expect(screen.queryByText('Done — waiting to send')).toBeNull();

    const [first, second] = rest.mock.calls;
    expect(first![0]).toBe(`/api/v1/employee/visit/${ANJALI_VISIT}/complete`);
    const keyOf = (init: RequestInit | undefined) => (init!.headers as Record<string, string>)['Idempotency-Key'];
    expect(keyOf(second![1])).toBe(keyOf(first![1]));
    expect(JSON.parse(String(second![1]!.body))).toEqual({
      notes: 'Changed the sediment filter',
      serviceCharges: 399,
      payment: { amount: 399, mode: 'CASH' },
      nextVisitDate: null,
    });
  });

  it('says what the shared rules say about a field before anything is queued', async () => {
    const { user, server } = renderApp(`/employee/visit/${ANJALI_VISIT}/done`, technicianHandlers());
    const rest = restDoor(server.fetchMock, async () => new Response('{}', { status: 200 }));

    await user.clear(await screen.findByLabelText('Service charges (₹)'));
    await user.type(screen.getByLabelText(/^Amount \(₹\)/), '-50');
    await user.click(screen.getByRole('button', { name: 'Save: visit done' }));

    expect(await screen.findByText('Service charges are required')).toBeTruthy();
    expect(await screen.findByText('Amount collected cannot be negative')).toBeTruthy();
    expect(rest).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('sevak-technician-outbox')).toBeNull();
  });
});

describe('signing out with changes not sent', SLOW, () => {
  it('asks first, and deletes them from the phone once signed out', async () => {
    queueCompletion({ userId: 'ramesh-1', visitId: ANJALI_VISIT, customerName: 'Anjali Gokhale', fields: { notes: null, serviceCharges: 399, payment: null, nextVisitDate: null } });
    const { user, server, pathname } = renderApp('/employee/dashboard', technicianHandlers(undefined, { 'users.logout': () => null }));
    restDoor(server.fetchMock, async () => {
      throw new TypeError('Failed to fetch');
    });

    await screen.findByText('1 change waiting to be sent.');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 change waiting to be sent. Signing out deletes it from this phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(pathname()).toBe('/signin'));
    expect(server.callsTo('users.logout')).toHaveLength(1);
    expect(readOutbox().queued).toEqual([]);
  });
});

describe('in Hindi', SLOW, () => {
  it('shows My day and its frame in Hindi, and the switch in the top bar changes to English and keeps the choice', async () => {
    onPhone();
    await applyLanguage('hi');
    const { user, server } = renderApp(
      '/employee/dashboard',
      technicianHandlers(undefined, {
        'users.me': () => testUser('EMPLOYEE', { id: 'ramesh-1', fullname: 'Ramesh Patil', language: 'hi' }),
        'users.setLanguage': (input) => input,
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा दिन' })).toBeTruthy();
    await screen.findByText('Anjali Gokhale');
    expect(headingsOf(2)).toEqual(['समय निकल गया (1)', 'आज (2)']);
    const nav = screen.getByRole('navigation', { name: 'आपकी विज़िट' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent?.trim())).toEqual(['मेरा दिन', 'आने वाली']);
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeTruthy();
    const [overdue] = screen.getAllByRole('list');
    // Words in Hindi; money keeps its Indian grouping.
    expect(within(overdue!).getByRole('link').textContent).toContain('छूट गई');
    expect(within(overdue!).getByRole('link').textContent).toContain('पिन 411045');
    expect(within(overdue!).getByRole('link').textContent).toContain('बाकी चार्ज ₹1,12,500.00');

    await user.click(within(screen.getByRole('banner')).getByText('English'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My day' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('users.setLanguage').map((call) => call.input)).toEqual([{ language: 'en' }]));
  });
});
