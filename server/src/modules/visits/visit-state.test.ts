import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertEmployee, insertProduct } from '../../test/factories';
import { callsTo, createBusiness, openTwoShops, signInAs, TEST_NOW, type TestApp } from '../../test/test-app';

/*
 * A visit's state beyond done (missed, cancelled, scheduled again), rescheduling, giving it to a
 * technician or none, and the technicians' schedule: what the due list and the calendar change.
 */

let t: TestApp, cookieB: string, employeeOfB: { id: string };

beforeAll(async () => {
  let shopB;
  ({ t, shopB, cookieB } = await openTwoShops({ config: { sessionIdleMinutes: 10_000_000, sessionAbsoluteHours: 1_000_000 } }));
  employeeOfB = await insertEmployee(t.database, shopB.businessId, 'Imran Shaikh');
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const { rest, mutation, query } = callsTo(() => t.app);

/** A business of its own: a customer in Kothrud (PIN 411038) with a purchase, and a technician. */
async function freshShop() {
  const shop = await createBusiness(t.database, undefined, 'Jal Seva Purifiers');
  const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
  const product = await insertProduct(t.database, shop.businessId, { name: 'Kent Grand Plus RO' });
  const customer = await insertCustomer(t.database, shop.businessId, product.id, {
    fullname: 'Sanjay Joshi',
    phone: '9823012345',
    address: 'Flat 302, Shanti Heights, Kothrud, Pune 411038',
  });
  const technician = await insertEmployee(t.database, shop.businessId, 'Ramesh Patil');
  return { ...shop, cookie, product, customer, technician };
}
type Shop = Awaited<ReturnType<typeof freshShop>>;

async function visitOn(
  shop: Shop,
  visitDate: string,
  fields: { employeeId?: string | null; status?: 'scheduled' | 'done' | 'missed' | 'cancelled'; serviceAddress?: string; customerId?: string } = {},
) {
  const row = await t.database.db
    .insertInto('visits')
    .values({
      business_id: shop.businessId,
      customer_id: fields.customerId ?? shop.customer.id,
      customer_product_id: fields.customerId ? null : shop.customer.customerProductId,
      employee_id: fields.employeeId === undefined ? shop.technician.id : fields.employeeId,
      visit_date: visitDate,
      service_charges: 499,
      service_address: fields.serviceAddress ?? null,
      auto_visit_time: 3,
      status: fields.status ?? 'scheduled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const stateOf = (id: string) =>
  t.database.db.selectFrom('visits').where('id', '=', id).select(['status', 'is_done', 'visit_date', 'employee_id']).executeTakeFirstOrThrow();
const followUpsOf = (id: string) => t.database.db.selectFrom('visits').where('follow_up_of_visit_id', '=', id).select(['visit_date', 'status']).execute();

const setStatus = (shop: { cookie: string }, id: string, status: string) => rest('PUT', `/admin/visit/${id}/status`, shop.cookie, { status });

describe('a visit’s state', () => {
  it('marks a visit missed or cancelled, and reopens it as scheduled', async () => {
    const shop = await freshShop();
    const visit = await visitOn(shop, '2026-11-20T10:00:00+05:30');
    const missed = await setStatus(shop, visit, 'missed');
    expect(missed.statusCode, missed.body).toBe(200);
    expect(missed.json()).toMatchObject({ message: 'Visit status updated successfully', data: { id: visit, status: 'missed', isDone: false } });
    expect((await setStatus(shop, visit, 'cancelled')).json().data).toMatchObject({ status: 'cancelled', isDone: false });
    expect((await setStatus(shop, visit, 'scheduled')).json().data).toMatchObject({ status: 'scheduled', isDone: false });
    expect(await stateOf(visit)).toMatchObject({ status: 'scheduled', is_done: false });
    expect(await followUpsOf(visit)).toEqual([]);
  });

  it('marks a visit done as Mark completed does: the next service booked once, however often it is set', async () => {
    const shop = await freshShop();
    const visit = await visitOn(shop, '2026-11-20T10:00:00+05:30', { status: 'missed' });
    const done = await setStatus(shop, visit, 'done');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', isDone: true });
    expect(await followUpsOf(visit)).toEqual([{ visit_date: new Date('2027-02-20T04:30:00.000Z'), status: 'scheduled' }]);

    // Reopened and done again (through tRPC this time): still one follow-up.
    expect((await setStatus(shop, visit, 'scheduled')).json().data).toMatchObject({ status: 'scheduled', isDone: false });
    const again = await mutation('admin.visits.setStatus', shop.cookie, { id: visit, status: 'done' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await setStatus(shop, visit, 'done')).statusCode).toBe(200);
    expect(await followUpsOf(visit)).toHaveLength(1);
    expect(await stateOf(visit)).toMatchObject({ status: 'done', is_done: true });
  });

  it('refuses to mark a visit already done missed or cancelled, and changes nothing', async () => {
    const shop = await freshShop();
    const visit = await visitOn(shop, '2026-11-20T10:00:00+05:30', { status: 'done' });
    for (const [status, message] of [
      ['missed', 'A visit already done cannot be marked missed.'],
      ['cancelled', 'A visit already done cannot be cancelled.'],
    ] as const) {
      const response = await setStatus(shop, visit, status);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe(message);
    }
    expect(await stateOf(visit)).toMatchObject({ status: 'done', is_done: true });
    const unknown = await setStatus(shop, visit, 'postponed');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['Status must be scheduled, done, missed or cancelled']);
  });
});

describe('rescheduling', () => {
  it('moves a scheduled visit, and books a missed one again', async () => {
    const shop = await freshShop();
    const scheduled = await visitOn(shop, '2026-11-25T10:00:00+05:30');
    const moved = await rest('POST', `/admin/visit/${scheduled}/reschedule`, shop.cookie, { visitDate: '2026-11-27T15:30:00+05:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Visit rescheduled successfully', data: { visitDate: '2026-11-27T10:00:00.000Z', status: 'scheduled' } });

    const missed = await visitOn(shop, '2026-11-18T10:00:00+05:30', { status: 'missed' });
    const rebooked = await mutation('admin.visits.reschedule', shop.cookie, { id: missed, visitDate: '2026-11-23T09:00:00+05:30' });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(await stateOf(missed)).toEqual({
      status: 'scheduled',
      is_done: false,
      visit_date: new Date('2026-11-23T03:30:00.000Z'),
      employee_id: shop.technician.id,
    });
  });

  it('refuses a visit done or cancelled, and a date out of range, changing nothing', async () => {
    const shop = await freshShop();
    for (const [status, message] of [
      ['done', 'A visit already done cannot be rescheduled.'],
      ['cancelled', 'A cancelled visit cannot be rescheduled. Reopen it first.'],
    ] as const) {
      const visit = await visitOn(shop, '2026-11-20T10:00:00+05:30', { status });
      const response = await rest('POST', `/admin/visit/${visit}/reschedule`, shop.cookie, { visitDate: '2026-11-30T10:00:00+05:30' });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe(message);
      expect(await stateOf(visit)).toMatchObject({ status, visit_date: new Date('2026-11-20T04:30:00.000Z') });
    }
    const visit = await visitOn(shop, '2026-11-25T10:00:00+05:30');
    const tooLate = await rest('POST', `/admin/visit/${visit}/reschedule`, shop.cookie, { visitDate: '2040-01-01T10:00:00+05:30' });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors).toEqual(['Visit date must be between 1 Jan 2000 and 5 years from today']);
  });
});

describe('the technician', () => {
  it('gives a visit to a technician, takes it back, and refuses one the business does not have', async () => {
    const shop = await freshShop();
    const other = await insertEmployee(t.database, shop.businessId, 'Sunil Jadhav');
    const visit = await visitOn(shop, '2026-11-25T10:00:00+05:30', { employeeId: null });
    const given = await rest('PUT', `/admin/visit/${visit}/employee`, shop.cookie, { employeeID: other.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      message: 'Visit technician updated successfully',
      data: { employeeID: other.id, employee: { id: other.id, user: { fullname: 'Sunil Jadhav' } } },
    });
    const takenBack = await rest('PUT', `/admin/visit/${visit}/employee`, shop.cookie, { employeeID: null });
    expect(takenBack.json().data).toMatchObject({ employeeID: null, employee: null });

    for (const employeeID of [employeeOfB.id, '5f0c7a52-9d1e-4b7a-8c3e-2a1b0c9d8e7f']) {
      const refused = await rest('PUT', `/admin/visit/${visit}/employee`, shop.cookie, { employeeID });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Employee not found.');
    }
    expect((await stateOf(visit)).employee_id).toBeNull();
  });
});

interface Entry {
  id: string;
  visitDate: string;
  status: string;
  overdue: boolean;
  customer: { name: string; phoneNumber: string; address: string | null };
  serviceAddress: string | null;
  pinCode: string | null;
  employee: { id: string; name: string } | null;
  product: { name: string } | null;
}

describe('the schedule', () => {
  it('lists the days asked for in India’s time, by time, without cancelled visits, the past undone ones marked overdue', async () => {
    const shop = await freshShop();
    t.clock.set('2026-12-02T09:00:00+05:30');
    // Just after midnight on the first day and just before midnight on the last: both in.
    const firstThing = await visitOn(shop, '2026-11-30T00:15:00+05:30', { status: 'done' });
    const missedLate = await visitOn(shop, '2026-12-01T18:00:00+05:30', { status: 'missed' });
    const morning = await visitOn(shop, '2026-12-01T09:00:00+05:30');
    const today = await visitOn(shop, '2026-12-02T11:00:00+05:30', { serviceAddress: 'Shop 4, FC Road, Pune 411004' });
    const lastThing = await visitOn(shop, '2026-12-03T23:45:00+05:30', { employeeId: null });
    await visitOn(shop, '2026-12-01T12:00:00+05:30', { status: 'cancelled' });
    await visitOn(shop, '2026-11-29T23:59:00+05:30');
    await visitOn(shop, '2026-12-04T00:00:00+05:30');

    const response = await rest('GET', '/admin/schedule?from=2026-11-30&to=2026-12-03', shop.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const entries: Entry[] = response.json().data;
    expect(entries.map((entry) => [entry.id, entry.status, entry.overdue])).toEqual([
      [firstThing, 'done', false],
      [morning, 'scheduled', true],
      [missedLate, 'missed', true],
      [today, 'scheduled', false],
      [lastThing, 'scheduled', false],
    ]);
    expect(entries[0]).toMatchObject({
      visitDate: '2026-11-29T18:45:00.000Z',
      customer: { name: 'Sanjay Joshi', phoneNumber: '9823012345', address: 'Flat 302, Shanti Heights, Kothrud, Pune 411038' },
      serviceAddress: 'Flat 302, Shanti Heights, Kothrud, Pune 411038',
      pinCode: '411038',
      employee: { id: shop.technician.id, name: 'Ramesh Patil' },
      product: { name: 'Kent Grand Plus RO' },
    });
    // The area is where the technician goes.
    expect(entries[3]).toMatchObject({ serviceAddress: 'Shop 4, FC Road, Pune 411004', pinCode: '411004' });

    const ramesh = await query('admin.visits.schedule', shop.cookie, { from: '2026-11-30', to: '2026-12-03', employeeID: shop.technician.id });
    expect(ramesh.json().result.data.map((entry: Entry) => entry.id)).toEqual([firstThing, morning, missedLate, today]);
    const nobody = await rest('GET', '/admin/schedule?from=2026-11-30&to=2026-12-03&employeeID=unassigned', shop.cookie);
    expect(nobody.json().data.map((entry: Entry) => [entry.id, entry.employee])).toEqual([[lastThing, null]]);

    expect((await rest('GET', '/admin/schedule?from=2026-11-30&to=2026-12-03', cookieB)).json().data).toEqual([]);
  });

  it('refuses an end before the start and more than six weeks at once', async () => {
    const shop = await freshShop();
    for (const [range, message] of [
      ['from=2026-12-03&to=2026-12-01', 'The end date must be on or after the start date'],
      ['from=2026-12-01&to=2027-01-12', 'The schedule shows at most 42 days at once'],
      ['from=2026-12-01&to=2026-12-31&employeeID=ramesh', 'Invalid Employee ID'],
    ]) {
      const response = await rest('GET', `/admin/schedule?${range}`, shop.cookie);
      expect(response.statusCode, range).toBe(400);
      expect(response.json().errors).toEqual([message]);
    }
    expect((await rest('GET', '/admin/schedule?from=2026-12-01&to=2027-01-11', shop.cookie)).statusCode).toBe(200);
  });
});

interface Day {
  date: string;
  total: number;
  visits: Entry[];
}

/** Each day as [its date, its count, the ids of the visits it carries]. */
const daysAsIds = (days: Day[]) => days.map((day) => [day.date, day.total, day.visits.map((visit) => visit.id)]);

describe('the schedule’s days', () => {
  it('gives each day in India’s time its count and first visits by time, as the schedule lists them, through both doors', async () => {
    const shop = await freshShop();
    const other = await freshShop();
    t.clock.set('2026-12-02T09:00:00+05:30');
    // Tuesday 1 December: five visits and a cancelled one, two of them at the same minute.
    const nine = await visitOn(shop, '2026-12-01T09:00:00+05:30', { status: 'done' });
    const tenUnassigned = await visitOn(shop, '2026-12-01T10:00:00+05:30', { employeeId: null });
    const tenRamesh = await visitOn(shop, '2026-12-01T10:00:00+05:30');
    await visitOn(shop, '2026-12-01T08:00:00+05:30', { status: 'cancelled' });
    await visitOn(shop, '2026-12-01T12:00:00+05:30', { status: 'missed' });
    await visitOn(shop, '2026-12-01T18:00:00+05:30');
    // 23:30 in India is still the 2nd; 00:15 on the 3rd is the 2nd in UTC, but the 3rd in India.
    const lateOnSecond = await visitOn(shop, '2026-12-02T23:30:00+05:30', { serviceAddress: 'Shop 4, FC Road, Pune 411004' });
    const earlyOnThird = await visitOn(shop, '2026-12-03T00:15:00+05:30', { employeeId: null });
    // A day with only a cancelled visit has nothing to show; the days either side of the range are not read.
    await visitOn(shop, '2026-11-30T11:00:00+05:30', { status: 'cancelled' });
    await visitOn(shop, '2026-11-29T23:59:00+05:30');
    await visitOn(shop, '2026-12-04T00:00:00+05:30');
    const othersVisit = await visitOn(other, '2026-12-01T09:30:00+05:30');
    // The same minute is ordered by id, as the schedule orders it.
    const [tenFirst, tenSecond] = [tenUnassigned, tenRamesh].sort();

    const response = await rest('GET', '/admin/schedule/days?from=2026-11-30&to=2026-12-03', shop.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Schedule days fetched successfully');
    const days: Day[] = response.json().data;
    // Three a day unless asked otherwise.
    expect(daysAsIds(days)).toEqual([
      ['2026-12-01', 5, [nine, tenFirst, tenSecond]],
      ['2026-12-02', 1, [lateOnSecond]],
      ['2026-12-03', 1, [earlyOnThird]],
    ]);
    expect(days[1]!.visits[0]).toMatchObject({
      visitDate: '2026-12-02T18:00:00.000Z',
      status: 'scheduled',
      overdue: false,
      serviceAddress: 'Shop 4, FC Road, Pune 411004',
      pinCode: '411004',
      employee: { id: shop.technician.id, name: 'Ramesh Patil' },
      product: { name: 'Kent Grand Plus RO' },
    });
    // Each visit is the schedule's own entry for it, and the counts add up to the schedule's visits.
    const schedule: Entry[] = (await rest('GET', '/admin/schedule?from=2026-11-30&to=2026-12-03', shop.cookie)).json().data;
    const entries = new Map(schedule.map((entry) => [entry.id, entry]));
    for (const visit of days.flatMap((day) => day.visits)) expect(visit).toEqual(entries.get(visit.id));
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBe(schedule.length);

    const ramesh = await query('admin.visits.scheduleDays', shop.cookie, {
      from: '2026-11-30',
      to: '2026-12-03',
      employeeID: shop.technician.id,
      perDay: 1,
    });
    expect(ramesh.statusCode, ramesh.body).toBe(200);
    expect(daysAsIds(ramesh.json().result.data)).toEqual([
      ['2026-12-01', 4, [nine]],
      ['2026-12-02', 1, [lateOnSecond]],
    ]);
    const nobody = await rest('GET', '/admin/schedule/days?from=2026-11-30&to=2026-12-03&employeeID=unassigned&perDay=2', shop.cookie);
    const unassignedDays: Day[] = nobody.json().data;
    expect(daysAsIds(unassignedDays)).toEqual([
      ['2026-12-01', 1, [tenUnassigned]],
      ['2026-12-03', 1, [earlyOnThird]],
    ]);
    expect(unassignedDays.map((day) => day.visits[0]!.employee)).toEqual([null, null]);

    // Another business sees its own days alone, and one with no visits there sees none.
    const othersDays = await query('admin.visits.scheduleDays', other.cookie, { from: '2026-11-30', to: '2026-12-03' });
    expect(daysAsIds(othersDays.json().result.data)).toEqual([['2026-12-01', 1, [othersVisit]]]);
    expect((await rest('GET', '/admin/schedule/days?from=2026-11-30&to=2026-12-03', cookieB)).json().data).toEqual([]);
  });

  it('refuses a count per day outside 1 to 20, an end before the start and more than six weeks, and changes nothing', async () => {
    const shop = await freshShop();
    await visitOn(shop, '2026-12-05T10:00:00+05:30');
    const visitsOfShop = () => t.database.db.selectFrom('visits').where('business_id', '=', shop.businessId).selectAll().orderBy('id').execute();
    const before = await visitsOfShop();
    const perDay = 'Visits per day must be a whole number from 1 to 20';
    const month = { from: '2026-12-01', to: '2026-12-31' };
    for (const [input, message] of [
      [{ ...month, perDay: 0 }, perDay],
      [{ ...month, perDay: 21 }, perDay],
      [{ ...month, perDay: 2.5 }, perDay],
      [{ ...month, perDay: 'three' }, perDay],
      [{ from: '2026-12-03', to: '2026-12-01' }, 'The end date must be on or after the start date'],
      [{ from: '2026-12-01', to: '2027-01-12' }, 'The schedule shows at most 42 days at once'],
      [{ ...month, employeeID: 'ramesh' }, 'Invalid Employee ID'],
    ] as const) {
      const search = new URLSearchParams(Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)])));
      const viaRest = await rest('GET', `/admin/schedule/days?${search}`, shop.cookie);
      expect(viaRest.statusCode, search.toString()).toBe(400);
      expect(viaRest.json().errors).toEqual([message]);
      const viaTrpc = await query('admin.visits.scheduleDays', shop.cookie, input);
      expect(viaTrpc.statusCode, search.toString()).toBe(400);
      expect(viaTrpc.json().error.data.errors).toEqual([message]);
    }
    const inHindi = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/schedule/days?from=2026-12-01&to=2026-12-31&perDay=0',
      headers: { cookie: shop.cookie, 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(inHindi.json().errors).toEqual(['हर दिन की विज़िट 1 से 20 तक की पूरी संख्या होनी चाहिए']);
    expect(await visitsOfShop()).toEqual(before);
    const widest = await rest('GET', '/admin/schedule/days?from=2026-12-01&to=2027-01-11&perDay=20', shop.cookie);
    expect(widest.statusCode).toBe(200);
    expect(daysAsIds(widest.json().data)).toEqual([['2026-12-05', 1, [before[0]!.id]]]);
  });
});

describe('another business', () => {
  it('cannot set the state of, reschedule or give away a visit of this one', async () => {
    const shop = await freshShop();
    const visit = await visitOn(shop, '2026-11-25T10:00:00+05:30');
    for (const response of [
      await rest('PUT', `/admin/visit/${visit}/status`, cookieB, { status: 'cancelled' }),
      await rest('PUT', `/admin/visit/${visit}/status`, cookieB, { status: 'done' }),
      await rest('POST', `/admin/visit/${visit}/reschedule`, cookieB, { visitDate: '2026-11-28T10:00:00+05:30' }),
      await rest('PUT', `/admin/visit/${visit}/employee`, cookieB, { employeeID: employeeOfB.id }),
      await rest('PUT', `/admin/visit/${visit}/employee`, cookieB, { employeeID: null }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('Visit not found.');
    }
    expect(await stateOf(visit)).toEqual({
      status: 'scheduled',
      is_done: false,
      visit_date: new Date('2026-11-25T04:30:00.000Z'),
      employee_id: shop.technician.id,
    });
    expect(await followUpsOf(visit)).toEqual([]);
  });
});
