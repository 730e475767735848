import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee } from '../../test/factories';
import { callsTo, openTwoShops, TEST_NOW, uniquePhone, type TestApp, type TestBusiness } from '../../test/test-app';

/*
 * AMC contracts through both doors: the visits a contract plans (dated on the calendar, a start on
 * 31 January and a leap day included), renewal, cancellation, the contract's figures, and input
 * refused without a trace. The clock stands at noon on 21 Nov 2026 in India.
 */

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
const { rest, query, mutation } = callsTo(() => t.app);

let purchaseId: string, customerId: string, purchaseOfB: string;
let suresh: { id: string }, imran: { id: string };

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({
    // The clock moves to midnight in India and back: the sessions outlast it.
    config: { sessionIdleMinutes: 1_000_000 },
    a: { name: 'Aqua Care Pune' },
    b: { name: 'Cool Air Bengaluru' },
  }));
  const purifier = (await rest('POST', '/admin/product', cookieA, { name: 'Kent Grand Plus RO', price: 15000, quantity: 10 })).json().data;
  const customer = (
    await rest('POST', '/admin/customer', cookieA, {
      fullname: 'Kavita Joshi',
      phoneNumber: '9822012345',
      productId: purifier.id,
      invoiceDate: '2026-11-18',
      billNumber: 'AQ-7001',
      serialNumber: 'KGP-26-0042',
    })
  ).json().data;
  customerId = customer.id;
  purchaseId = customer.customerProduct[0].id;
  suresh = await insertEmployee(t.database, shopA.businessId, 'Suresh Kale');
  imran = await insertEmployee(t.database, shopA.businessId, 'Imran Shaikh');
  const acOfB = (await rest('POST', '/admin/product', cookieB, { name: 'Split AC 1.5 ton', price: 42000, quantity: 4 })).json().data;
  purchaseOfB = (
    await rest('POST', '/admin/customer', cookieB, {
      fullname: 'Meera Iyer',
      phoneNumber: uniquePhone(),
      productId: acOfB.id,
      invoiceDate: '2026-11-18',
      billNumber: 'CA-1',
    })
  ).json().data.customerProduct[0].id;
});
afterAll(() => t.close());

const count = async (table: 'amc_contracts' | 'visits') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const contract = (fields: Record<string, unknown> = {}) => ({
  customerProductID: purchaseId,
  startDate: '2027-01-31',
  endDate: '2028-01-30',
  price: 2400,
  visitsIncluded: 4,
  employeeID: suresh.id,
  ...fields,
});

/** The days of a contract's visits and their states, as its page lists them. */
const visitDaysOf = (detail: { visits: { visitDate: string; status: string }[] }) =>
  detail.visits.map((visit) => `${visit.visitDate} ${visit.status}`);

describe('making a contract (POST /api/v1/admin/amc)', () => {
  it('plans 4 visits over a year from 31 January, a month’s end never shifting the dates after it, at noon in India', async () => {
    const created = await rest('POST', '/admin/amc', cookieA, contract());
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('AMC contract created successfully');
    const detail = created.json().data;
    expect(detail).toMatchObject({
      customerId,
      customerProductId: purchaseId,
      customer: { name: 'Kavita Joshi', phoneNumber: '9822012345' },
      product: { name: 'Kent Grand Plus RO' },
      serialNumber: 'KGP-26-0042',
      startDate: '2027-01-31',
      endDate: '2028-01-30',
      price: 2400,
      visitsIncluded: 4,
      visitInterval: { months: 3 },
      employee: { id: suresh.id, name: 'Suresh Kale' },
      status: 'active',
      renewalOf: null,
      renewedBy: null,
      visitsDone: 0,
      visitsRemaining: 4,
      invoice: null,
    });
    expect(visitDaysOf(detail)).toEqual([
      '2027-01-31T06:30:00.000Z scheduled',
      '2027-04-30T06:30:00.000Z scheduled',
      '2027-07-31T06:30:00.000Z scheduled',
      '2027-10-31T06:30:00.000Z scheduled',
    ]);

    // The planned visits in the spec's visit list: free, the contract's, and booking no follow-up.
    const visit = (await rest('GET', `/admin/visit/${detail.visits[1].id}`, cookieA)).json().data;
    expect(visit).toMatchObject({
      customerID: customerId,
      employeeID: suresh.id,
      customerProductId: purchaseId,
      serviceDiscription: 'AMC service visit 2 of 4',
      serviceCharges: 0,
      autoVisitTime: 0,
      isDone: false,
      status: 'scheduled',
      amcContractId: detail.id,
    });
  });

  it('plans a contract from 29 February 2028 on the 29th of every third month, and renews it from 1 March', async () => {
    const created = await mutation('admin.amc.create', cookieA, contract({ startDate: '2028-02-29', endDate: '2029-02-28', employeeID: '' }));
    const detail = created.json().result.data;
    expect(detail).toMatchObject({ visitInterval: { months: 3 }, employee: null });
    expect(visitDaysOf(detail)).toEqual([
      '2028-02-29T06:30:00.000Z scheduled',
      '2028-05-29T06:30:00.000Z scheduled',
      '2028-08-29T06:30:00.000Z scheduled',
      '2028-11-29T06:30:00.000Z scheduled',
    ]);
    expect(detail.visits.every((visit: { employee: unknown }) => visit.employee === null)).toBe(true);

    const renewal = (await rest('POST', `/admin/amc/${detail.id}/renew`, cookieA, {})).json().data;
    expect(renewal).toMatchObject({ startDate: '2029-03-01', endDate: '2030-02-28', renewalOf: detail.id, employee: null });
    expect(visitDaysOf(renewal)).toEqual([
      '2029-03-01T06:30:00.000Z scheduled',
      '2029-06-01T06:30:00.000Z scheduled',
      '2029-09-01T06:30:00.000Z scheduled',
      '2029-12-01T06:30:00.000Z scheduled',
    ]);
  });

  it('shares the days out evenly when the months do not divide by the visits', async () => {
    const detail = (await rest('POST', '/admin/amc', cookieA, contract({ startDate: '2027-01-01', endDate: '2027-12-31', visitsIncluded: 5 }))).json().data;
    expect(detail.visitInterval).toEqual({ days: 73 });
    expect(detail.visits.map((visit: { visitDate: string }) => visit.visitDate.slice(0, 10))).toEqual([
      '2027-01-01',
      '2027-03-15',
      '2027-05-27',
      '2027-08-08',
      '2027-10-20',
    ]);
  });

  it('refuses bad input with a clear 4xx and saves no contract and no visit', async () => {
    const before = [await count('amc_contracts'), await count('visits')];
    const refusals: [Record<string, unknown>, number, string][] = [
      [contract({ startDate: '2027-06-01', endDate: '2027-05-31' }), 400, 'End date must be after the start date'],
      [contract({ endDate: '2027-01-31' }), 400, 'End date must be after the start date'],
      [contract({ endDate: '2033-01-30' }), 400, 'A contract can run for at most 5 years'],
      [contract({ visitsIncluded: 0 }), 400, 'Visits included must be a whole number from 1 to 52'],
      [contract({ visitsIncluded: 1000 }), 400, 'Visits included must be a whole number from 1 to 52'],
      [contract({ visitsIncluded: 2.5 }), 400, 'Visits included must be a whole number from 1 to 52'],
      [contract({ price: -1 }), 400, 'Price cannot be negative'],
      [contract({ customerProductID: '' }), 400, 'Select the purchase the contract covers'],
      [contract({ customerProductID: '6f1c2a52-3d43-4e2b-9d35-0b1f7c1d9a00' }), 404, 'Purchase not found.'],
      [contract({ employeeID: '6f1c2a52-3d43-4e2b-9d35-0b1f7c1d9a00' }), 404, 'Employee not found.'],
      // Another business's purchase is one that does not exist.
      [contract({ customerProductID: purchaseOfB }), 404, 'Purchase not found.'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await rest('POST', '/admin/amc', cookieA, body);
      expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({ body, status, errors: [message] });
    }
    const overTrpc = await mutation('admin.amc.create', cookieA, contract({ visitsIncluded: 0 }));
    expect(overTrpc.statusCode).toBe(400);
    expect(overTrpc.json().error.message).toContain('Visits included must be a whole number from 1 to 52');
    // B's admin with A's purchase, and A's admin with B's technician.
    expect((await rest('POST', '/admin/amc', cookieB, contract({ employeeID: null }))).statusCode).toBe(404);
    const employeeOfB = await insertEmployee(t.database, shopB.businessId, 'Ravi Gowda');
    expect((await rest('POST', '/admin/amc', cookieA, contract({ employeeID: employeeOfB.id }))).json().message).toBe('Employee not found.');
    expect([await count('amc_contracts'), await count('visits')]).toEqual(before);
  });
});

describe('renewing, changing and cancelling', () => {
  it('renews from the day after the end for as long, continuing the series; a contract is renewed once', async () => {
    const first = (await rest('POST', '/admin/amc', cookieA, contract())).json().data;
    const renewed = await rest('POST', `/admin/amc/${first.id}/renew`, cookieA, { price: 2600 });
    expect(renewed.statusCode).toBe(201);
    const second = renewed.json().data;
    expect(second).toMatchObject({
      startDate: '2028-01-31',
      endDate: '2029-01-30',
      price: 2600,
      visitsIncluded: 4,
      employee: { id: suresh.id },
      renewalOf: first.id,
      status: 'active',
    });
    expect(visitDaysOf(second)).toEqual([
      '2028-01-31T06:30:00.000Z scheduled',
      '2028-04-30T06:30:00.000Z scheduled',
      '2028-07-31T06:30:00.000Z scheduled',
      '2028-10-31T06:30:00.000Z scheduled',
    ]);
    expect((await rest('GET', `/admin/amc/${first.id}`, cookieA)).json().data).toMatchObject({ status: 'renewed', renewedBy: second.id, price: 2400 });

    const before = [await count('amc_contracts'), await count('visits')];
    const again = await rest('POST', `/admin/amc/${first.id}/renew`, cookieA, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This contract is already renewed.');
    const cancelRenewed = await rest('POST', `/admin/amc/${first.id}/cancel`, cookieA);
    expect(cancelRenewed.statusCode).toBe(409);
    expect(cancelRenewed.json().message).toBe('This contract has been renewed: cancel its renewal instead.');

    // Through tRPC, the third year goes to another technician at the same price.
    const third = (await mutation('admin.amc.renew', cookieA, { id: second.id, employeeID: imran.id })).json().result.data;
    expect(third).toMatchObject({ startDate: '2029-01-31', endDate: '2030-01-30', price: 2600, employee: { id: imran.id, name: 'Imran Shaikh' } });
    expect([await count('amc_contracts'), await count('visits')]).toEqual([before[0]! + 1, before[1]! + 4]);
  });

  it('gives a new technician the visits still to do, not the done ones, and takes a new price', async () => {
    const detail = (await rest('POST', '/admin/amc', cookieA, contract({ startDate: '2026-06-01', endDate: '2027-05-31' }))).json().data;
    const [done, missed] = detail.visits;
    expect((await rest('POST', `/admin/visit/${done.id}/complete`, cookieA)).statusCode).toBe(200);
    await t.database.db.updateTable('visits').set({ status: 'missed' }).where('id', '=', missed.id).execute();

    const updated = await rest('PUT', `/admin/amc/${detail.id}`, cookieA, { price: 1999, employeeID: imran.id });
    expect(updated.statusCode).toBe(200);
    const changed = updated.json().data;
    expect(changed).toMatchObject({ price: 1999, employee: { id: imran.id }, visitsDone: 1, visitsRemaining: 3 });
    expect(changed.visits.map((visit: { status: string; employee: { name: string } }) => `${visit.status} ${visit.employee.name}`)).toEqual([
      'done Suresh Kale',
      'missed Imran Shaikh',
      'scheduled Imran Shaikh',
      'scheduled Imran Shaikh',
    ]);
    // Done, it booked no follow-up of its own: the contract has planned the next visits.
    const followUps = await t.database.db.selectFrom('visits').where('follow_up_of_visit_id', '=', done.id).select('id').execute();
    expect(followUps).toEqual([]);

    const unassigned = (await mutation('admin.amc.update', cookieA, { id: detail.id, data: { price: 1999, employeeID: null } })).json().result.data;
    expect(unassigned.visits.map((visit: { employee: unknown }) => visit.employee === null)).toEqual([false, true, true, true]);
  });

  it('cancels the visits still to do and leaves the done ones alone; a cancelled contract is not renewed or changed', async () => {
    const detail = (await rest('POST', '/admin/amc', cookieA, contract({ startDate: '2026-03-01', endDate: '2027-02-28' }))).json().data;
    const [first, second] = detail.visits;
    await rest('POST', `/admin/visit/${first.id}/complete`, cookieA);
    await rest('POST', `/admin/visit/${second.id}/complete`, cookieA);

    const cancelled = await rest('POST', `/admin/amc/${detail.id}/cancel`, cookieA);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', visitsDone: 2, visitsRemaining: 0 });
    expect(visitDaysOf(cancelled.json().data).map((day: string) => day.split(' ')[1])).toEqual(['done', 'done', 'cancelled', 'cancelled']);
    const spec = (await rest('GET', `/admin/visit/${first.id}`, cookieA)).json().data;
    expect(spec).toMatchObject({ isDone: true, status: 'done' });

    const before = [await count('amc_contracts'), await count('visits')];
    const renew = await rest('POST', `/admin/amc/${detail.id}/renew`, cookieA, {});
    expect([renew.statusCode, renew.json().message]).toEqual([409, 'A cancelled contract cannot be renewed.']);
    const change = await rest('PUT', `/admin/amc/${detail.id}`, cookieA, { price: 1, employeeID: null });
    expect([change.statusCode, change.json().message]).toEqual([409, 'A cancelled contract cannot be changed.']);
    const again = await mutation('admin.amc.cancel', cookieA, { id: detail.id });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'This contract is already cancelled.']);
    expect([await count('amc_contracts'), await count('visits')]).toEqual(before);
  });
});

describe('the list of contracts (GET /api/v1/admin/amc)', () => {
  it('reads active, expiring within 30 days and expired from the end date on India’s today; filters and searches', async () => {
    const ending = (await rest('POST', '/admin/amc', cookieA, contract({ startDate: '2025-12-21', endDate: '2026-12-21' }))).json().data;
    const ended = (await rest('POST', '/admin/amc', cookieA, contract({ startDate: '2025-11-20', endDate: '2026-11-20' }))).json().data;
    const today = (await rest('POST', '/admin/amc', cookieA, contract({ startDate: '2025-11-22', endDate: '2026-11-21' }))).json().data;
    expect([ending.status, ended.status, today.status]).toEqual(['expiring', 'expired', 'expiring']);

    const expiring = await rest('GET', '/admin/amc?status=expiring&page=1&pageSize=100', cookieA);
    expect(expiring.json().data.map((row: { id: string }) => row.id).sort()).toEqual([ending.id, today.id].sort());
    expect(expiring.headers['x-total-count']).toBe('2');
    expect((await rest('GET', '/admin/amc?status=expired', cookieA)).json().data.map((row: { id: string }) => row.id)).toEqual([ended.id]);
    const active = (await query('admin.amc.list', cookieA, { status: 'active', page: 1, pageSize: 100 })).json().result.data;
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((row: { status: string; endDate: string }) => row.status === 'active' && row.endDate > '2026-12-21')).toBe(true);

    // At 00:01 on 22 November in India, the one that ended on the 21st has expired.
    t.clock.set('2026-11-21T18:31:00.000Z');
    expect((await rest('GET', `/admin/amc/${today.id}`, cookieA)).json().data.status).toBe('expired');
    t.clock.set(TEST_NOW);

    const bySerial = await rest('GET', '/admin/amc?search=kgp-26', cookieA);
    expect(Number(bySerial.headers['x-total-count'])).toBe(Number((await rest('GET', '/admin/amc', cookieA)).headers['x-total-count']));
    expect((await rest('GET', '/admin/amc?search=98220123', cookieA)).json().data.length).toBeGreaterThan(0);
    const byProduct = await rest('GET', '/admin/amc?search=grand%20plus&page=1&pageSize=100', cookieA);
    expect(byProduct.headers['x-total-count']).toBe(bySerial.headers['x-total-count']);
    expect(byProduct.json().data[0]).toMatchObject({ product: { name: 'Kent Grand Plus RO' }, customer: { name: 'Kavita Joshi' } });
    expect((await rest('GET', '/admin/amc?search=Meera', cookieA)).json().data).toEqual([]);
    const soonest = (await rest('GET', '/admin/amc?sortBy=endDate&sortOrder=asc&page=1&pageSize=1', cookieA)).json().data;
    expect(soonest.map((row: { id: string }) => row.id)).toEqual([ended.id]);
    expect((await rest('GET', '/admin/amc?status=soon', cookieA)).json().errors).toEqual([
      'Status must be active, expiring, expired, renewed or cancelled',
    ]);
  });

  it('shows B none of A’s contracts, and refuses B every call on one, changing nothing', async () => {
    const ofA = (await rest('GET', '/admin/amc?page=1&pageSize=1', cookieA)).json().data[0];
    expect((await rest('GET', '/admin/amc', cookieB)).json().data).toEqual([]);
    expect((await query('admin.amc.list', cookieB, { search: 'Kavita' })).json().result.data).toEqual({ items: [], total: 0 });
    const before = [await count('amc_contracts'), await count('visits')];
    const calls = [
      rest('GET', `/admin/amc/${ofA.id}`, cookieB),
      rest('PUT', `/admin/amc/${ofA.id}`, cookieB, { price: 1, employeeID: null }),
      rest('POST', `/admin/amc/${ofA.id}/renew`, cookieB, {}),
      rest('POST', `/admin/amc/${ofA.id}/cancel`, cookieB),
    ];
    for (const response of await Promise.all(calls)) {
      expect([response.statusCode, response.json().message]).toEqual([404, 'AMC contract not found.']);
    }
    expect((await rest('GET', `/admin/amc/${ofA.id}`, cookieA)).json().data).toMatchObject({ price: ofA.price, status: ofA.status });
    expect([await count('amc_contracts'), await count('visits')]).toEqual(before);
  });
});
