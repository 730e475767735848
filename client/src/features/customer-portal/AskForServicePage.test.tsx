import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { typeDayAndPressEnter } from '../../test/date-picker';
import { choose, selectedText } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

const KENT = '11111111-1111-4111-8111-111111111111';
const GEYSER = '22222222-2222-4222-8222-222222222222';

type MyProduct = Output<'customer.products'>[number];
type MyServiceRequest = Output<'customer.serviceRequests.list'>[number];

const purchase = (id: string, productName: string, billNumber: string, serialNumber: string | null): MyProduct => ({
  id,
  productName,
  serialNumber,
  invoiceDate: '2026-03-05',
  billNumber,
  warrantyStartDate: '2026-03-05',
  warrantyEndDate: '2027-03-04',
  warranty: { state: 'in_warranty', daysLeft: 200, label: 'In warranty' },
  amc: null,
  nextVisitDate: null,
});

const kent = purchase(KENT, 'Kent Grand Plus RO', 'AQ-1041', 'KGP-26-0042');
const geyser = purchase(GEYSER, 'Havells Monza 15L Storage Geyser', 'AQ-1107', null);

const booked: MyServiceRequest = {
  id: 'request-1',
  productName: 'Kent Grand Plus RO',
  problem: 'Water tastes salty',
  preferredDate: '2027-04-29',
  createdAt: '2027-04-25T06:00:00.000Z',
  status: 'visit_booked',
  visitDate: '2027-04-30T04:30:00.000Z',
};

function openAskForService(path = '/customer/service', overrides: Handlers = {}) {
  let sent: MyServiceRequest[] = [booked];
  const app = renderApp(path, {
    'users.me': () => testUser('CUSTOMER', { fullname: 'Meera Iyer' }),
    'customer.products': () => [kent, geyser],
    'customer.serviceRequests.list': () => sent,
    'customer.serviceRequests.create': (input) => {
      const request: MyServiceRequest = {
        id: 'request-2',
        productName: input.customerProductId === KENT ? kent.productName : geyser.productName,
        problem: input.problem,
        preferredDate: typeof input.preferredDate === 'string' ? input.preferredDate : null,
        createdAt: new Date().toISOString(),
        status: 'received',
        visitDate: null,
      };
      sent = [request, ...sent];
      return request;
    },
    ...overrides,
  });
  const send = async () => app.user.click(await screen.findByRole('button', { name: 'Send Request' }, WAIT));
  return { ...app, send };
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('asking for service', SLOW, () => {
  it('lists the requests sent, with their state in words and the visit booked', async () => {
    openAskForService();
    const list = within(await screen.findByRole('list', { name: 'Your requests' }, WAIT));
    expect(list.getByText('Kent Grand Plus RO')).toBeTruthy();
    expect(list.getByText('Visit booked').closest('.ant-tag')).toBeTruthy();
    expect(list.getByText('Water tastes salty')).toBeTruthy();
    expect(list.getByText('Asked on 25-04-2027, for 29-04-2027')).toBeTruthy();
    expect(list.getByText('Visit on 30 Apr 2027, 10:00 AM')).toBeTruthy();
  });

  it('says what the shared schema says of a missing product and problem, and sends nothing', async () => {
    const app = openAskForService();
    await screen.findByRole('heading', { name: 'Ask for Service', level: 3 }, WAIT);
    await app.send();
    expect(await screen.findByText('Select the product that needs service', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Tell us what is wrong')).toBeTruthy();
    expect(app.server.callsTo('customer.serviceRequests.create')).toHaveLength(0);
  });

  it('starts with the product whose card was pressed, sends the request with the preferred day, and lists it as Received', async () => {
    const app = openAskForService(`/customer/service?product=${GEYSER}`);
    await waitFor(() => expect(selectedText('Product')).toBe('Havells Monza 15L Storage Geyser, bill AQ-1107'), WAIT);
    await choose(app, 'Product', 'Kent Grand Plus RO (serial KGP-26-0042), bill AQ-1041');
    await app.user.type(screen.getByRole('textbox', { name: 'Problem' }), 'Leaks below the tank');
    const nextWeek = dayjs().tz().add(7, 'day');
    await typeDayAndPressEnter(app, screen.getByLabelText('Preferred day (optional)'), nextWeek.format('DD-MM-YYYY'));
    await app.send();

    expect(await screen.findByText('Service request sent', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('customer.serviceRequests.create').map((call) => call.input)).toEqual([
      { customerProductId: KENT, problem: 'Leaks below the tank', preferredDate: nextWeek.format('YYYY-MM-DD') },
    ]);
    const list = within(screen.getByRole('list', { name: 'Your requests' }));
    await waitFor(() => expect(list.getByText('Leaks below the tank')).toBeTruthy(), WAIT);
    expect(list.getByText('Received').closest('.ant-tag')).toBeTruthy();
    // Ready for the next one: the problem is emptied.
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Problem' }) as HTMLTextAreaElement).value).toBe(''), WAIT);
  });
});
