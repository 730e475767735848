import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDayAndPressEnter } from '../../../test/date-picker';
import { renderApp } from '../../../test/render-app';
import { testUser, type Output } from '../../../test/trpc-mock';
import { onPhone } from '../../../test/viewport';

type Scheduled = Output<'admin.visits.schedule'>[number];
type ScheduleDay = Output<'admin.visits.scheduleDays'>[number];

const PRIYA = '33333333-3333-4333-8333-333333333333';

const overdueVisit: Scheduled = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  // 10:30 in India on Saturday 5 December 2026.
  visitDate: '2026-12-05T05:00:00.000Z',
  status: 'scheduled',
  overdue: true,
  customer: { id: 'customer-1', name: 'Shweta Naik', phoneNumber: '9850022233', address: 'Flat 204, Kharadi, Pune 411014' },
  serviceAddress: null,
  pinCode: '411014',
  serviceDescription: 'Filter change',
  product: { id: 'product-1', name: 'Kent Grand Plus RO' },
  employee: { id: PRIYA, name: 'Priya Deshmukh' },
  amcContractId: null,
};

const laterVisit: Scheduled = {
  ...overdueVisit,
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  visitDate: '2026-12-05T09:30:00.000Z',
  overdue: false,
  customer: { id: 'customer-2', name: 'Ganesh Mane', phoneNumber: '9850011122', address: 'Baner, Pune 411045' },
  pinCode: '411045',
  employee: null,
};

/** Visits of one day at the times given, 'HH:mm' in India, for the customers named. */
const visitsOn = (day: string, stops: [time: string, customer: string][]): Scheduled[] =>
  stops.map(([time, customer], index) => ({
    ...laterVisit,
    id: `eeeeeeee-eeee-4eee-8eee-${day.replaceAll('-', '')}${String(index).padStart(4, '0')}`,
    visitDate: new Date(`${day}T${time}:00+05:30`).toISOString(),
    customer: { ...laterVisit.customer, id: `customer-${customer}`, name: customer },
  }));

/** The month's days as the server sums them up: each day's count and its first `perDay` visits. */
const daysOf = (perDay: number, ...days: [date: string, total: number, visits: Scheduled[]][]): ScheduleDay[] =>
  days.map(([date, total, visits]) => ({ date, total, visits: visits.slice(0, perDay) }));

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('schedule', SLOW, () => {
  it("shows a visit on its day of the month with overdue said in words, and fetches the month grid's six weeks", async () => {
    const app = renderApp('/service/schedule?date=2026-12-01', {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': (input) => daysOf(Number(input.perDay), ['2026-12-05', 2, [overdueVisit, laterVisit]]),
    });
    await screen.findByRole('heading', { name: 'December 2026' }, WAIT);
    // The grid runs Sunday 29 November to Saturday 9 January: the range fetched is the one drawn,
    // three visits a day at most, as many as a cell has lines.
    await waitFor(
      () => expect(app.server.callsTo('admin.visits.scheduleDays')[0]?.input).toEqual({ from: '2026-11-29', to: '2027-01-09', perDay: 3 }),
      WAIT,
    );
    expect(document.querySelector('.ant-picker-cell')?.getAttribute('title')).toBe('2026-11-29');

    const day = document.querySelector('td[title="2026-12-05"]') as HTMLElement;
    const overdue = await within(day).findByRole('button', { name: /Shweta Naik/ }, WAIT);
    expect(overdue.textContent).toContain('10:30 AM');
    expect(overdue.textContent).toContain('Overdue');
    expect(overdue.textContent).toContain('Priya Deshmukh');
    const onTime = within(day).getByRole('button', { name: /Ganesh Mane/ });
    expect(onTime.textContent).not.toContain('Overdue');
    expect(onTime.textContent).toContain('Unassigned');
    expect(document.querySelector('td[title="2026-12-04"]')?.textContent).not.toContain('Shweta Naik');
    expect(within(day).queryByRole('button', { name: /more/ })).toBeNull();
  });

  it("shows a busy day's first two visits and how many more, which open as the day's round, fetching no visit list for the month", async () => {
    const busy = visitsOn('2026-12-08', [
      ['09:00', 'Anil Kulkarni'],
      ['10:30', 'Bhavna Shah'],
      ['12:00', 'Chetan Rao'],
      ['14:00', 'Deepa Iyer'],
      ['16:30', 'Esha Pawar'],
      ['18:00', 'Farhan Qureshi'],
    ]);
    const threeOnTheNinth = visitsOn('2026-12-09', [
      ['09:00', 'Gauri Joshi'],
      ['11:00', 'Harish Menon'],
      ['15:00', 'Indu Nair'],
    ]);
    const app = renderApp('/service/schedule?date=2026-12-01', {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': (input) => daysOf(Number(input.perDay), ['2026-12-08', 6, busy], ['2026-12-09', 3, threeOnTheNinth]),
      'admin.visits.schedule': () => busy,
    });
    await screen.findByRole('heading', { name: 'December 2026' }, WAIT);
    const eighth = document.querySelector('td[title="2026-12-08"]') as HTMLElement;
    await within(eighth).findByRole('button', { name: /Anil Kulkarni/ }, WAIT);
    expect(within(eighth).getByRole('button', { name: /Bhavna Shah/ })).toBeTruthy();
    // The third visit the server sent gives way to the count of the four not shown.
    expect(within(eighth).queryByRole('button', { name: /Chetan Rao/ })).toBeNull();
    const more = within(eighth).getByRole('button', { name: '+4 more on 8 December' });
    // A day of exactly three shows all three.
    const ninth = document.querySelector('td[title="2026-12-09"]') as HTMLElement;
    expect(within(ninth).getAllByRole('button').map((visit) => visit.textContent)).toEqual([
      expect.stringContaining('Gauri Joshi'),
      expect.stringContaining('Harish Menon'),
      expect.stringContaining('Indu Nair'),
    ]);
    // The month fetched its days' summary alone, never six weeks of visits.
    expect(app.server.callsTo('admin.visits.schedule')).toEqual([]);

    await app.user.click(more);
    const round = (await screen.findByRole('heading', { name: 'The day: Tuesday, 8 December 2026' }, WAIT)).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(round).getAllByRole('listitem')).toHaveLength(6), WAIT);
    expect(app.server.callsTo('admin.visits.schedule').map((call) => call.input)).toEqual([{ from: '2026-12-08', to: '2026-12-08' }]);
  });

  it("opens a visit to reschedule it, and a day as its round in time order with each stop's area", async () => {
    const app = renderApp('/service/schedule?view=week&date=2026-12-05', {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': (input) => daysOf(Number(input.perDay), ['2026-12-05', 2, [overdueVisit, laterVisit]]),
      'admin.visits.schedule': () => [laterVisit, overdueVisit],
      'admin.visits.reschedule': (input) => ({ ...overdueVisit, visitDate: String(input.visitDate) }) as never,
    });
    await screen.findByRole('heading', { name: '29 Nov – 5 Dec 2026' }, WAIT);
    // The week fetches its days' summary, eight visits a day at most, as many as a column has lines.
    await waitFor(
      () => expect(app.server.callsTo('admin.visits.scheduleDays')[0]?.input).toEqual({ from: '2026-11-29', to: '2026-12-05', perDay: 8 }),
      WAIT,
    );
    expect(app.server.callsTo('admin.visits.schedule')).toEqual([]);

    await app.user.click(await screen.findByRole('button', { name: /Sat 5 Dec/ }, WAIT));
    const round = (await screen.findByRole('heading', { name: 'The day: Saturday, 5 December 2026' }, WAIT)).closest('.ant-card') as HTMLElement;
    const stops = within(round).getAllByRole('listitem');
    expect(stops.map((stop) => stop.textContent)).toEqual([
      expect.stringMatching(/10:30 AM.*Shweta Naik.*Area 411014.*Overdue/),
      expect.stringMatching(/3:00 PM.*Ganesh Mane.*Unassigned.*Area 411045/),
    ]);
    expect(app.router.state.location.search).toContain('day=2026-12-05');

    await app.user.click(within(round).getByRole('button', { name: 'Shweta Naik' }));
    // Tests give every useId the same id, so a dialog is found by its title's text, not its name.
    const drawer = (await screen.findByText("Shweta Naik's visit on 05 Dec 2026", {}, WAIT)).closest('[role="dialog"]') as HTMLElement;
    expect(within(drawer).getByText('411014')).toBeTruthy();
    await app.user.click(within(drawer).getByRole('button', { name: 'Reschedule' }));
    const dialog = (await screen.findByText("Reschedule Shweta Naik's visit on 05 Dec 2026", {}, WAIT)).closest('[role="dialog"]') as HTMLElement;
    await typeDayAndPressEnter(app, within(dialog).getByLabelText('New date and time'), 'Dec 8, 2026 11:00 AM');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(app.server.callsTo('admin.visits.reschedule')).toHaveLength(1), WAIT);
    // The picker reads the time as the browser's clock does, as the visit form's does.
    expect(app.server.callsTo('admin.visits.reschedule')[0]?.input).toEqual({
      id: overdueVisit.id,
      visitDate: new Date(2026, 11, 8, 11, 0).toISOString(),
    });
    expect(await screen.findByText('Visit rescheduled', {}, WAIT)).toBeTruthy();
  });

  it("shows a chosen technician's day, fetched for them alone", async () => {
    const app = renderApp(`/service/schedule?view=week&date=2026-12-05&day=2026-12-05&employee=${PRIYA}`, {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': (input) => daysOf(Number(input.perDay), ['2026-12-05', 1, [overdueVisit]]),
      'admin.visits.schedule': () => [overdueVisit],
      'admin.employees.get': () => ({
        id: PRIYA,
        visitCount: 3,
        user: { id: 'user-priya', fullname: 'Priya Deshmukh', email: null, address: null, phoneNumber: '9822099001' },
        createdAt: '2026-10-01T04:30:00.000Z',
      }),
    });
    await screen.findByRole('heading', { name: "Priya Deshmukh's day: Saturday, 5 December 2026" }, WAIT);
    expect(app.server.callsTo('admin.visits.schedule').map((call) => call.input)).toEqual([{ from: '2026-12-05', to: '2026-12-05', employeeID: PRIYA }]);
    expect(app.server.callsTo('admin.visits.scheduleDays').map((call) => call.input)).toEqual([
      { from: '2026-11-29', to: '2026-12-05', employeeID: PRIYA, perDay: 8 },
    ]);
  });

  it('opens on the week on a phone, its days one under another', async () => {
    onPhone();
    const app = renderApp('/service/schedule?date=2026-12-05', {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': (input) => daysOf(Number(input.perDay), ['2026-12-05', 1, [overdueVisit]]),
    });
    await screen.findByRole('heading', { name: '29 Nov – 5 Dec 2026' }, WAIT);
    const week = screen.getByRole('list', { name: 'Visits of the week' });
    expect((await within(week).findByRole('button', { name: /Shweta Naik/ }, WAIT)).textContent).toContain('Overdue');
    // A phone never fetches the month first.
    expect(app.server.callsTo('admin.visits.scheduleDays').map((call) => call.input)).toEqual([{ from: '2026-11-29', to: '2026-12-05', perDay: 8 }]);
  });

  it("shows a busy day of the week as its first seven visits and how many more, which open as the day's round", async () => {
    const times = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'];
    const busy = visitsOn('2026-12-08', times.map((time, index) => [time, `Customer ${index + 1}`]));
    const eight = visitsOn('2026-12-09', times.slice(0, 8).map((time, index) => [time, `Regular ${index + 1}`]));
    const app = renderApp('/service/schedule?view=week&date=2026-12-08', {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': (input) => daysOf(Number(input.perDay), ['2026-12-08', busy.length, busy], ['2026-12-09', 8, eight]),
      'admin.visits.schedule': () => busy,
    });
    await screen.findByRole('heading', { name: '6 – 12 Dec 2026' }, WAIT);
    const week = screen.getByRole('list', { name: 'Visits of the week' });
    const columns = within(week).getAllByRole('listitem').filter((item) => item.matches('.schedule-week__day'));
    const [tuesday, wednesday] = [columns[2]!, columns[3]!];
    await within(tuesday).findByRole('button', { name: /Customer 1\b/ }, WAIT);
    const chips = within(tuesday).getAllByRole('button').filter((button) => button.matches('.visit-chip'));
    // Seven of the eight visits sent, then the count of the four not shown.
    expect(chips.map((chip) => chip.textContent)).toEqual([
      ...times.slice(0, 7).map((_time, index) => expect.stringContaining(`Customer ${index + 1}`)),
      '+4 more on 8 December',
    ]);
    // A day of exactly eight shows all eight.
    expect(within(wednesday).getAllByRole('button').filter((button) => button.matches('.visit-chip'))).toHaveLength(8);
    expect(within(wednesday).queryByRole('button', { name: /more/ })).toBeNull();
    expect(app.server.callsTo('admin.visits.schedule')).toEqual([]);

    await app.user.click(within(tuesday).getByRole('button', { name: '+4 more on 8 December' }));
    const round = (await screen.findByRole('heading', { name: 'The day: Tuesday, 8 December 2026' }, WAIT)).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(round).getAllByRole('listitem')).toHaveLength(11), WAIT);
  });

  it('marks an opened visit missed, and cancels one only once asked', async () => {
    let status: Scheduled['status'] = 'scheduled';
    const app = renderApp('/service/schedule?date=2026-12-01', {
      'users.me': () => testUser('ADMIN'),
      'admin.visits.scheduleDays': () => daysOf(3, ['2026-12-05', 1, [{ ...overdueVisit, status }]]),
      'admin.visits.setStatus': (input) => {
        status = input.status;
        return {} as never;
      },
    });
    await screen.findByRole('heading', { name: 'December 2026' }, WAIT);
    const day = document.querySelector('td[title="2026-12-05"]') as HTMLElement;
    await app.user.click(await within(day).findByRole('button', { name: /Shweta Naik/ }, WAIT));
    const drawer = (await screen.findByText("Shweta Naik's visit on 05 Dec 2026", {}, WAIT)).closest('[role="dialog"]') as HTMLElement;
    const state = within(drawer).getByText('State').closest('tr') as HTMLElement;
    expect(state.textContent).toContain('Scheduled');
    await app.user.click(within(drawer).getByRole('button', { name: 'Missed' }));
    await waitFor(() => expect(app.server.callsTo('admin.visits.setStatus')[0]?.input).toEqual({ id: overdueVisit.id, status: 'missed' }), WAIT);
    expect(await screen.findByText('Visit marked missed', {}, WAIT)).toBeTruthy();
    // The drawer shows the visit as the month fetched it again: missed now.
    await waitFor(() => expect(state.textContent).toContain('Missed'), WAIT);

    await app.user.click(within(drawer).getByRole('button', { name: 'Cancel visit' }));
    expect(app.server.callsTo('admin.visits.setStatus')).toHaveLength(1);
    await app.user.click(await screen.findByRole('button', { name: 'Cancel Visit' }, WAIT));
    await waitFor(() => expect(app.server.callsTo('admin.visits.setStatus')[1]?.input).toEqual({ id: overdueVisit.id, status: 'cancelled' }), WAIT);
  });
});
