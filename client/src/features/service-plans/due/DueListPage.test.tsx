import { whatsappUrl } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choose } from '../../../test/pick-list';
import { applyLanguage } from '../../../i18n/language';
import { renderApp } from '../../../test/render-app';
import { testUser, type Handlers, type Output } from '../../../test/trpc-mock';
import { onPhone } from '../../../test/viewport';

type DueRow = Output<'admin.due.list'>['items'][number];

const PRIYA = '33333333-3333-4333-8333-333333333333';
const VISIT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const PURCHASE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const DAY = 86_400_000;

const message = 'Namaste Shweta Naik, your Kent Grand Plus RO is due for service on 05 Dec 2026. - Aqua Care, 9876543210';
const overdueVisit: DueRow = {
  kind: 'visit',
  id: VISIT,
  dueAt: '2026-12-05T05:00:00.000Z',
  visitStatus: 'scheduled',
  enquiryStatus: null,
  overdue: true,
  customer: { id: 'customer-1', name: 'Shweta Naik', phoneNumber: '9850022233', address: 'Flat 204, Kharadi, Pune 411014', pinCode: '411014', language: 'en' },
  product: { id: 'product-1', name: 'Kent Grand Plus RO' },
  customerProductId: PURCHASE,
  serialNumber: 'KGP-7731',
  employee: { id: PRIYA, name: 'Priya Deshmukh' },
  amcContractId: null,
  lastReminder: { channel: 'whatsapp', at: new Date(Date.now() - 2 * DAY).toISOString(), by: 'Test Admin' },
  message,
  whatsappUrl: whatsappUrl('9850022233', message),
  smsUrl: `sms:+919850022233?body=${encodeURIComponent(message)}`,
};
const warrantyEnding: DueRow = {
  ...overdueVisit,
  kind: 'warranty',
  id: PURCHASE,
  dueAt: '2026-12-20T18:30:00.000Z',
  visitStatus: null,
  overdue: false,
  customer: { id: 'customer-2', name: 'Ganesh Mane', phoneNumber: '9850011122', address: null, pinCode: null, language: 'en' },
  serialNumber: null,
  employee: null,
  lastReminder: null,
};

const ENQUIRY = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const followUpText = 'Namaste Deepak Wagh, thank you for asking us about our products. May we help you choose? - Aqua Care, 9876543210';
const followUpToday: DueRow = {
  ...warrantyEnding,
  kind: 'enquiry',
  id: ENQUIRY,
  dueAt: '2026-12-04T18:30:00.000Z',
  enquiryStatus: 'contacted',
  customer: { id: null, name: 'Deepak Wagh', phoneNumber: '9890011111', address: 'Pimple Saudagar, Pune', pinCode: null, language: 'en' },
  product: null,
  customerProductId: null,
  message: followUpText,
  whatsappUrl: whatsappUrl('9890011111', followUpText),
  smsUrl: `sms:+919890011111?body=${encodeURIComponent(followUpText)}`,
};

function dueHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.due.list': () => ({ items: [overdueVisit, warrantyEnding], total: 2 }),
    'admin.due.summary': () => ({ overdue: 1, today: 2, week: 5, month: 9 }),
    'admin.due.remind': (input) => ({ id: 'reminder-1', kind: input.kind, channel: input.channel, remindedAt: new Date().toISOString() }),
    'admin.visits.complete': () => ({}) as never,
    'admin.employees.options': () => [{ id: PRIYA, fullname: 'Priya Deshmukh', phoneNumber: '9822099001' }],
    ...overrides,
  };
}

/** The links open WhatsApp, the SMS app and the dialler: a test checks where they lead without following them. */
function stayOnPage(event: MouseEvent) {
  if ((event.target as Element | null)?.closest('a[href^="https:"], a[href^="sms:"], a[href^="tel:"]')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('due list', SLOW, () => {
  it('lists what is due with its kind in words, overdue said, the technician or Unassigned, and when the customer was last reminded', async () => {
    const app = renderApp('/service/due', dueHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);
    expect(screen.getByRole('table', { name: 'Due list' })).toBeTruthy();
    const visit = within(rowOf('Shweta Naik'));
    expect(visit.getByText('Service visit')).toBeTruthy();
    expect(visit.getByText('Overdue')).toBeTruthy();
    expect(visit.getByText('05 Dec 2026')).toBeTruthy();
    expect(visit.getByText('10:30 AM')).toBeTruthy();
    expect(visit.getByText('9850022233')).toBeTruthy();
    expect(visit.getByText('Serial KGP-7731')).toBeTruthy();
    expect(visit.getByText('Priya Deshmukh')).toBeTruthy();
    expect(visit.getByText('Reminded 2 days ago')).toBeTruthy();

    const warranty = within(rowOf('Ganesh Mane'));
    expect(warranty.getByText('Warranty ending')).toBeTruthy();
    expect(warranty.getByText('Unassigned')).toBeTruthy();
    expect(warranty.getByText('Not reminded')).toBeTruthy();
    // A warranty has no technician, day or time to change: only the reminders and the customer.
    expect(warranty.queryByRole('button', { name: /Reschedule/ })).toBeNull();
    expect(warranty.getByRole('link', { name: 'Open customer Ganesh Mane' }).getAttribute('href')).toBe('/update/customer/customer-2');

    // Today's rows by default, with each range's count on its button.
    expect(app.server.callsTo('admin.due.list')[0]?.input).toMatchObject({ range: 'today', page: 1 });
    const ranges = within(screen.getByRole('group', { name: 'Show what is due' }));
    expect(ranges.getByRole('button', { name: /Today/ }).getAttribute('aria-pressed')).toBe('true');
    expect(ranges.getByRole('button', { name: /Next 30 days/ }).textContent).toContain('9');
    await app.user.click(ranges.getByRole('button', { name: /Overdue/ }));
    await waitFor(() => expect(app.server.callsTo('admin.due.list').at(-1)?.input).toMatchObject({ range: 'overdue' }), WAIT);
    expect(app.router.state.location.search).toBe('?range=overdue');
  });

  it("opens WhatsApp with the row's message and records the reminder; SMS and Call record theirs", async () => {
    const app = renderApp('/service/due', dueHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);
    const row = within(rowOf('Shweta Naik'));
    const whatsapp = row.getByRole('link', { name: 'Remind Shweta Naik on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(overdueVisit.whatsappUrl);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');

    await app.user.click(whatsapp);
    await waitFor(() => expect(app.server.callsTo('admin.due.remind')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.due.remind')[0]?.input).toEqual({ kind: 'visit', id: VISIT, channel: 'whatsapp' });
    expect(await screen.findByText('WhatsApp reminder recorded', {}, WAIT)).toBeTruthy();
    // The list is fetched again, to say "Reminded just now".
    await waitFor(() => expect(app.server.callsTo('admin.due.list').length).toBeGreaterThan(1), WAIT);

    const sms = row.getByRole('link', { name: 'Remind Shweta Naik by SMS' });
    expect(sms.getAttribute('href')).toBe(overdueVisit.smsUrl);
    await app.user.click(sms);
    const call = within(rowOf('Ganesh Mane')).getByRole('link', { name: 'Call Ganesh Mane' });
    expect(call.getAttribute('href')).toBe('tel:+919850011122');
    await app.user.click(call);
    await waitFor(() => expect(app.server.callsTo('admin.due.remind')).toHaveLength(3), WAIT);
    expect(app.server.callsTo('admin.due.remind').slice(1).map((call) => call.input)).toEqual([
      { kind: 'visit', id: VISIT, channel: 'sms' },
      { kind: 'warranty', id: PURCHASE, channel: 'call' },
    ]);
  });

  it('narrows to unassigned visits in one area, and marks a visit done', async () => {
    const app = renderApp('/service/due?range=week', dueHandlers());
    await screen.findByText('Shweta Naik', {}, WAIT);
    await choose(app, 'Technician', 'Unassigned');
    await choose(app, 'Kind', 'Visits');
    await app.user.type(screen.getByLabelText('Area (PIN code)'), '4110');
    await app.user.type(screen.getByLabelText('Area (PIN code)'), '14');
    await waitFor(
      () =>
        expect(app.server.callsTo('admin.due.list').at(-1)?.input).toMatchObject({
          range: 'week',
          employeeID: 'unassigned',
          kind: 'visit',
          pinCode: '411014',
        }),
      WAIT,
    );
    // A PIN half typed narrows nothing yet.
    expect(app.server.callsTo('admin.due.list').some((call) => (call.input as { pinCode?: string }).pinCode === '4110')).toBe(false);
    expect(app.server.callsTo('admin.due.summary').at(-1)?.input).toEqual({ employeeID: 'unassigned', kind: 'visit', pinCode: '411014' });

    await app.user.click(within(rowOf('Shweta Naik')).getByRole('button', { name: "Mark done: Shweta Naik's visit on 05 Dec 2026" }));
    await waitFor(() => expect(app.server.callsTo('admin.visits.complete')[0]?.input).toEqual({ id: VISIT }), WAIT);
    expect(await screen.findByText('Visit marked done', {}, WAIT)).toBeTruthy();
  });

  it('lists an enquiry to follow up with its state, links to call or message the person and to the enquiry, and records no reminder', async () => {
    const app = renderApp('/service/due', dueHandlers({ 'admin.due.list': () => ({ items: [followUpToday], total: 1 }) }));
    await screen.findByText('Deepak Wagh', {}, WAIT);
    const row = within(rowOf('Deepak Wagh'));
    expect(row.getByText('Enquiry follow-up')).toBeTruthy();
    expect(row.getByText('05 Dec 2026')).toBeTruthy();
    expect(row.getByText('Contacted')).toBeTruthy();
    expect(row.getByText('No product named')).toBeTruthy();
    const whatsapp = row.getByRole('link', { name: 'Follow up with Deepak Wagh on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(followUpToday.whatsappUrl);
    expect(row.getByRole('link', { name: 'Call Deepak Wagh' }).getAttribute('href')).toBe('tel:+919890011111');
    expect(row.getByRole('link', { name: 'Open enquiry of Deepak Wagh' }).getAttribute('href')).toBe('/enquiry?search=9890011111');
    // Not a customer (yet): nothing to open there, and no visit to move.
    expect(row.queryByRole('link', { name: /Open customer/ })).toBeNull();
    expect(row.queryByRole('button', { name: /Reschedule/ })).toBeNull();

    await app.user.click(whatsapp);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('admin.due.remind')).toHaveLength(0);

    await choose(app, 'Kind', 'Enquiry follow-ups');
    await waitFor(() => expect(app.server.callsTo('admin.due.list').at(-1)?.input).toMatchObject({ kind: 'enquiry' }), WAIT);
  });

  it('speaks Hindi when chosen, and marks the customers whose reminders open in Hindi', async () => {
    await applyLanguage('hi');
    const hindiCustomer: DueRow = { ...warrantyEnding, customer: { ...warrantyEnding.customer, language: 'hi' } };
    renderApp('/service/due', dueHandlers({ 'admin.due.list': () => ({ items: [overdueVisit, hindiCustomer], total: 2 }) }));
    expect(await screen.findByRole('heading', { name: 'बकाया काम' }, WAIT)).toBeTruthy();
    await screen.findByText('Ganesh Mane', {}, WAIT);
    expect(screen.getAllByRole('columnheader', { name: 'ग्राहक' }).length).toBeGreaterThan(0);
    expect(within(rowOf('Ganesh Mane')).getByText('रिमाइंडर हिन्दी में')).toBeTruthy();
    expect(within(rowOf('Ganesh Mane')).getByText('वारंटी खत्म हो रही है')).toBeTruthy();
    expect(within(rowOf('Shweta Naik')).queryByText('रिमाइंडर हिन्दी में')).toBeNull();
    expect(within(rowOf('Shweta Naik')).getByRole('link', { name: 'Shweta Naik को व्हाट्सऐप पर याद दिलाएँ' })).toBeTruthy();
  });

  it('shows each row as a card on a phone, its reminders at its foot', async () => {
    onPhone();
    renderApp('/service/due', dueHandlers());
    const name = await screen.findByText('Shweta Naik', {}, WAIT);
    const card = within(name.closest('.data-table__card') as HTMLElement);
    expect(card.getByText('Service visit')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Remind Shweta Naik on WhatsApp' }).getAttribute('href')).toBe(overdueVisit.whatsappUrl);
  });
});
