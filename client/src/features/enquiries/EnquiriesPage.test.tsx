import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { dayjs } from '../../lib/dayjs';
import { typeDayAndPressEnter } from '../../test/date-picker';
import { choose } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

type Enquiry = Output<'admin.enquiries.list'>['items'][number];

const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const today = dayjs().tz().format('YYYY-MM-DD');

const walkIn: Enquiry = {
  id: 'enquiry-1',
  name: 'Deepak Wagh',
  phoneNumber: '9890011111',
  address: 'Pimple Saudagar, Pune',
  message: 'Need a quote for an RO purifier',
  productId: null,
  product: null,
  kind: 'enquiry',
  customerId: null,
  preferredDate: null,
  status: 'new',
  followUpDate: '2026-01-10',
  notes: 'Call after 6 pm',
  convertedCustomerId: null,
  createdAt: '2027-04-20T05:00:00.000Z',
};

const fromPortal: Enquiry = {
  ...walkIn,
  id: 'enquiry-2',
  name: 'Meera Iyer',
  phoneNumber: '9850023456',
  message: 'Water tastes salty',
  kind: 'service_request',
  customerId: 'customer-1',
  preferredDate: '2027-04-29',
  followUpDate: null,
  notes: null,
};

const calledToday: Enquiry = { ...walkIn, id: 'enquiry-3', name: 'Farah Shaikh', status: 'contacted', followUpDate: today, notes: null };
const converted: Enquiry = { ...walkIn, id: 'enquiry-4', name: 'Kavita Bhosale', status: 'converted', convertedCustomerId: CUSTOMER, notes: null };

function enquiryHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.enquiries.list': () => ({ items: [fromPortal, walkIn, calledToday, converted], total: 4 }),
    'admin.products.options': () => [],
    ...overrides,
  };
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

/** The enquiries table's row of one person. */
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('enquiries list', SLOW, () => {
  it('marks a customer’s service request from the portal, with the day they would like', async () => {
    renderApp('/enquiry', enquiryHandlers());
    await screen.findByText('Meera Iyer', {}, WAIT);

    const request = rowOf('Meera Iyer');
    expect(request.getByText('Service request').closest('.ant-tag')).toBeTruthy();
    expect(request.getByText('Preferred day 29-04-2027')).toBeTruthy();
    expect(request.getByText('Water tastes salty')).toBeTruthy();

    const enquiry = rowOf('Deepak Wagh');
    expect(enquiry.queryByText('Service request')).toBeNull();
    expect(enquiry.getByText('Need a quote for an RO purifier')).toBeTruthy();
  });

  it('says each enquiry’s state and follow-up day, overdue or due today in words, and links a converted one to its customer', async () => {
    renderApp('/enquiry', enquiryHandlers());
    await screen.findByText('Deepak Wagh', {}, WAIT);

    const overdue = rowOf('Deepak Wagh');
    expect(overdue.getByText('New').closest('.ant-tag')).toBeTruthy();
    expect(overdue.getByText('10-01-2026')).toBeTruthy();
    expect(overdue.getByText('Overdue')).toBeTruthy();
    expect(overdue.getByText('Call after 6 pm')).toBeTruthy();
    expect(overdue.getByRole('link', { name: 'Convert to customer: Deepak Wagh' }).getAttribute('href')).toBe('/customer?fromEnquiry=enquiry-1');

    const dueToday = rowOf('Farah Shaikh');
    expect(dueToday.getByText('Contacted')).toBeTruthy();
    expect(dueToday.getByText('Due today')).toBeTruthy();

    const request = rowOf('Meera Iyer');
    expect(request.getByText('None')).toBeTruthy();
    // A service request comes from a customer already.
    expect(request.queryByRole('link', { name: /Convert to customer/ })).toBeNull();

    // A converted enquiry's day has nothing left to do, and it is converted already.
    const done = rowOf('Kavita Bhosale');
    expect(done.getByText('Converted')).toBeTruthy();
    expect(done.queryByText('Overdue')).toBeNull();
    expect(done.getByRole('link', { name: 'Open customer Kavita Bhosale' }).getAttribute('href')).toBe(`/update/customer/${CUSTOMER}`);
    expect(done.queryByRole('link', { name: /Convert to customer/ })).toBeNull();
  });

  it('narrows to a state and to the follow-ups due, kept in the URL', async () => {
    const app = renderApp('/enquiry?followUp=due', enquiryHandlers());
    await screen.findByText('Deepak Wagh', {}, WAIT);
    expect(app.server.callsTo('admin.enquiries.list')[0]?.input).toMatchObject({ followUp: 'due', page: 1 });

    await choose(app, 'Filter by status', 'Contacted');
    await waitFor(() => expect(app.server.callsTo('admin.enquiries.list').at(-1)?.input).toMatchObject({ status: 'contacted', followUp: 'due' }), WAIT);
    expect(new URLSearchParams(app.router.state.location.search).get('status')).toBe('contacted');

    await choose(app, 'Filter by follow-up', 'Any follow-up');
    await waitFor(() => expect(app.server.callsTo('admin.enquiries.list').at(-1)?.input).not.toHaveProperty('followUp'), WAIT);
    expect(app.router.state.location.search).toBe('?status=contacted');
  });

  it('follows an enquiry up in a dialog: its state, a new day and notes, saved and the list refreshed', async () => {
    const app = renderApp(
      '/enquiry',
      enquiryHandlers({ 'admin.enquiries.update': (input) => ({ ...walkIn, status: input.data.status ?? walkIn.status }) }),
    );
    await screen.findByText('Deepak Wagh', {}, WAIT);
    await app.user.click(rowOf('Deepak Wagh').getByRole('button', { name: 'Follow up enquiry from Deepak Wagh' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Follow Up: Deepak Wagh' }, WAIT));
    expect((dialog.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Call after 6 pm');
    expect((dialog.getByLabelText('Follow-up Date') as HTMLInputElement).value).toBe('10-01-2026');

    await choose(app, 'Status', 'Contacted');
    await typeDayAndPressEnter(app, dialog.getByLabelText('Follow-up Date') as HTMLInputElement, '15-01-2027');
    await app.user.clear(dialog.getByLabelText('Notes'));
    await app.user.type(dialog.getByLabelText('Notes'), 'Sent the brochure on WhatsApp');
    await app.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enquiry updated successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.enquiries.update')[0]?.input).toEqual({
      id: 'enquiry-1',
      data: { status: 'contacted', followUpDate: '2027-01-15', notes: 'Sent the brochure on WhatsApp' },
    });
    await waitFor(() => expect(app.server.callsTo('admin.enquiries.list').length).toBeGreaterThan(1), WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Follow Up: Deepak Wagh' })).toBeNull(), WAIT);
  });

  it('reads in Hindi: the page, the columns, each state and follow-up in words', async () => {
    await applyLanguage('hi');
    renderApp('/enquiry', enquiryHandlers());
    await screen.findByText('Deepak Wagh', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'ग्राहक पूछताछ' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['नाम', 'स्थिति', 'फ़ॉलो-अप']));

    const overdue = rowOf('Deepak Wagh');
    expect(overdue.getByText('नई').closest('.ant-tag')).toBeTruthy();
    expect(overdue.getByText('समय निकल गया')).toBeTruthy();
    expect(overdue.getByRole('link', { name: 'ग्राहक बनाएँ: Deepak Wagh' })).toBeTruthy();
    expect(rowOf('Farah Shaikh').getByText('आज करना है')).toBeTruthy();
    expect(rowOf('Meera Iyer').getByText('सर्विस का अनुरोध')).toBeTruthy();
    expect(rowOf('Kavita Bhosale').getByText('ग्राहक बना')).toBeTruthy();
  });
});
