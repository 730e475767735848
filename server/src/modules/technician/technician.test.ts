import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, openTwoShops, signInAs, type TestApp } from '../../test/test-app';

/*
 * The technician's phone app through both doors: My day (overdue, then today), Upcoming, a visit
 * with what the technician needs of the customer and nothing more, and Done with the money
 * collected. The clock stands at noon on 21 Nov 2026 in India.
 */

let t: TestApp, cookieA: string, cookieB: string;
let suresh: string, imran: string;
const { rest, query, mutation } = callsTo(() => t.app);

let kavitaId: string, purchaseId: string;
const visit = {} as Record<'overdue' | 'today' | 'todayLate' | 'imrans' | 'upcoming' | 'earlier' | 'nextMonth', string>;

/** An instant at `hour` o'clock on a day in India. */
const india = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00+05:30`;

async function createVisit(fields: Record<string, unknown>): Promise<string> {
  const created = await rest('POST', '/admin/visit', cookieA, { customerID: kavitaId, customerProductId: purchaseId, ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id;
}

async function employee(fullname: string, phoneNumber: string): Promise<{ id: string; cookie: string }> {
  const created = await rest('POST', '/admin/employee', cookieA, { fullname, phoneNumber, address: 'Warje, Pune', password: 'field-pass-1' });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id, cookie: await signInAs(t.app, phoneNumber, 'field-pass-1') };
}

let sureshId: string, imranId: string;

beforeAll(async () => {
  ({ t, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
  const purifier = (await rest('POST', '/admin/product', cookieA, { name: 'Kent Grand Plus RO', price: 15000, quantity: 10 })).json().data;
  const kavita = await rest('POST', '/admin/customer', cookieA, {
    fullname: 'Kavita Joshi',
    phoneNumber: '9822012345',
    address: 'Flat 7, Kothrud, Pune 411038',
    productId: purifier.id,
    invoiceDate: '2026-01-10',
    billNumber: 'AQ-7001',
    serialNumber: 'KGP-26-0042',
  });
  kavitaId = kavita.json().data.id;
  purchaseId = kavita.json().data.customerProduct[0].id;
  ({ id: sureshId, cookie: suresh } = await employee('Suresh Kale', '9822033001'));
  ({ id: imranId, cookie: imran } = await employee('Imran Shaikh', '9822033002'));

  visit.earlier = await createVisit({
    employeeID: imranId,
    visitDate: india('2026-08-10', 11),
    serviceDiscription: 'Changed the sediment filter',
    serviceCharges: 450,
    isDone: true,
    autoVisitTime: 0,
  });
  visit.overdue = await createVisit({ employeeID: sureshId, visitDate: india('2026-11-19', 10), serviceCharges: 0, autoVisitTime: 0 });
  visit.todayLate = await createVisit({ employeeID: sureshId, visitDate: india('2026-11-21', 17), serviceCharges: 300, autoVisitTime: 0 });
  visit.today = await createVisit({
    employeeID: sureshId,
    visitDate: india('2026-11-21', 15),
    serviceDiscription: 'Quarterly service',
    serviceCharges: 600,
    autoVisitTime: 3,
  });
  visit.imrans = await createVisit({ employeeID: imranId, visitDate: india('2026-11-21', 9), serviceCharges: 800, autoVisitTime: 0 });
  visit.upcoming = await createVisit({ employeeID: sureshId, visitDate: india('2026-11-25', 11), serviceCharges: 0, autoVisitTime: 0 });
  visit.nextMonth = await createVisit({ employeeID: sureshId, visitDate: india('2026-12-20', 11), serviceCharges: 0, autoVisitTime: 0 });
});
afterAll(() => t.close());

const idsOf = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((row) => row.id);

describe('My day and Upcoming (GET /api/v1/employee/visit)', () => {
  it('lists today’s visits of the technician alone, by time, and the overdue ones apart', async () => {
    const today = await rest('GET', '/employee/visit?range=today', suresh);
    expect(today.statusCode, today.body).toBe(200);
    expect(idsOf(today)).toEqual([visit.today, visit.todayLate]);
    expect(today.headers['x-total-count']).toBe('2');
    const first = today.json().data[0];
    expect(first).toMatchObject({
      customerName: 'Kavita Joshi',
      address: 'Flat 7, Kothrud, Pune 411038',
      pinCode: '411038',
      productName: 'Kent Grand Plus RO',
      chargesDue: 600,
      overdue: false,
      status: 'scheduled',
    });

    const overdue = await rest('GET', '/employee/visit?range=overdue', suresh);
    expect(idsOf(overdue)).toEqual([visit.overdue]);
    expect(overdue.json().data[0].overdue).toBe(true);

    const upcoming = await query('employee.visits.list', suresh, { range: 'upcoming' });
    expect(upcoming.json().result.data.items.map((row: { id: string }) => row.id)).toEqual([visit.upcoming]);
  });

  it('shows another technician only their own day', async () => {
    expect(idsOf(await rest('GET', '/employee/visit?range=today', imran))).toEqual([visit.imrans]);
    expect(idsOf(await rest('GET', '/employee/visit?range=overdue', imran))).toEqual([]);
  });

  it('refuses a range it does not know, saying which ones it does', async () => {
    const refused = await rest('GET', '/employee/visit?range=yesterday', suresh);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Range must be today, upcoming or overdue');
  });
});

describe('a visit (GET /api/v1/employee/visit/{id})', () => {
  it('gives the technician the customer’s phone, a maps link, the product’s warranty and the last visits’ notes, without their prices', async () => {
    const opened = await rest('GET', `/employee/visit/${visit.today}`, suresh);
    expect(opened.statusCode, opened.body).toBe(200);
    const data = opened.json().data;
    expect(data).toMatchObject({
      customer: { name: 'Kavita Joshi', phoneNumber: '9822012345' },
      mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Flat 7, Kothrud, Pune 411038')}`,
      serviceCharges: 600,
      product: { name: 'Kent Grand Plus RO', serialNumber: 'KGP-26-0042', warrantyEndDate: '2027-01-10', amc: null },
      autoVisitMonths: 3,
    });
    expect(data.product.warranty).toMatchObject({ state: 'in_warranty', daysLeft: 50, label: 'In warranty' });
    expect(data.recentVisits).toEqual([{ visitDate: new Date(india('2026-08-10', 11)).toISOString(), serviceDescription: 'Changed the sediment filter' }]);
    // Imran did the earlier visit: its price and who did it stay with the shop.
    expect(opened.body).not.toContain('450');
    expect(opened.body).not.toContain('Imran');
  });

  it('is not found for a technician it is not given to, nor for a technician of another business', async () => {
    const created = await rest('POST', '/admin/employee', cookieB, { fullname: 'Arjun Rao', phoneNumber: '9822033009', address: 'Indiranagar', password: 'field-pass-1' });
    expect(created.statusCode, created.body).toBe(201);
    const arjun = await signInAs(t.app, '9822033009', 'field-pass-1');
    for (const cookie of [imran, arjun]) {
      const refused = await rest('GET', `/employee/visit/${visit.today}`, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Visit not found.');
      expect(refused.body).not.toContain('Kavita');
    }
    expect(idsOf(await rest('GET', '/employee/visit?range=today', arjun))).toEqual([]);
    expect(idsOf(await rest('GET', '/employee/visit?range=overdue', arjun))).toEqual([]);
    const completed = await rest('POST', `/employee/visit/${visit.today}/complete`, arjun, { notes: 'Done', serviceCharges: 1 });
    expect(completed.statusCode).toBe(404);
  });
});

describe('Done (POST /api/v1/employee/visit/{id}/complete)', () => {
  it('will not complete a visit given to someone else: 404, and the visit stays as it was', async () => {
    const refused = await rest('POST', `/employee/visit/${visit.today}/complete`, imran, { notes: 'Done', serviceCharges: 600 });
    expect(refused.statusCode).toBe(404);
    const kept = (await rest('GET', `/admin/visit/${visit.today}`, cookieA)).json().data;
    expect(kept).toMatchObject({ status: 'scheduled', serviceDiscription: 'Quarterly service', serviceCharges: 600 });
  });

  it('refuses a payment of more than the charges, and changes nothing', async () => {
    const refused = await rest('POST', `/employee/visit/${visit.today}/complete`, suresh, {
      notes: 'Replaced the membrane',
      serviceCharges: 600,
      payment: { amount: 900, mode: 'UPI' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Amount is more than the balance due (₹600.00).');
    const kept = (await rest('GET', `/admin/visit/${visit.today}`, cookieA)).json().data;
    expect(kept).toMatchObject({ status: 'scheduled', serviceDiscription: 'Quarterly service' });
    const following = await rest('GET', `/admin/visit?customerId=${kavitaId}`, cookieA);
    expect(following.json().data).toHaveLength(7);
  });

  it('writes the notes and charges, marks the visit done, books the next one in three months and records the cash collected', async () => {
    const done = await rest('POST', `/employee/visit/${visit.today}/complete`, suresh, {
      notes: 'Replaced the membrane and cleaned the tank',
      serviceCharges: 750,
      payment: { amount: 750, mode: 'CASH' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Visit marked done');
    const answer = done.json().data;
    expect(answer).toMatchObject({ alreadyDone: false, nextVisitDate: new Date(india('2027-02-21', 15)).toISOString() });
    expect(answer.receiptNumber).toBe('RC/26-27/0001');
    expect(answer.visit).toMatchObject({ status: 'done', chargesDue: 0, serviceDescription: 'Replaced the membrane and cleaned the tank' });

    const saved = (await rest('GET', `/admin/visit/${visit.today}`, cookieA)).json().data;
    expect(saved).toMatchObject({ isDone: true, serviceCharges: 750, PaymentStatus: 'PAID' });
    const balance = (await rest('GET', `/admin/visit/${visit.today}/balance`, cookieA)).json().data;
    expect(balance.payments).toHaveLength(1);
    expect(balance.payments[0]).toMatchObject({ amount: 750, mode: 'CASH', reference: 'Collected by Suresh Kale' });
  });

  it('sent again, changes nothing and says so', async () => {
    const again = await rest('POST', `/employee/visit/${visit.today}/complete`, suresh, {
      notes: 'Something else',
      serviceCharges: 100,
      payment: { amount: 100, mode: 'CASH' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This visit was already marked done. Nothing was changed.');
    expect(again.json().data.alreadyDone).toBe(true);
    const balance = (await rest('GET', `/admin/visit/${visit.today}/balance`, cookieA)).json().data;
    expect(balance.payments).toHaveLength(1);
    const saved = (await rest('GET', `/admin/visit/${visit.today}`, cookieA)).json().data;
    expect(saved).toMatchObject({ serviceCharges: 750, serviceDiscription: 'Replaced the membrane and cleaned the tank' });
    const followUps = (await rest('GET', `/admin/visit?customerId=${kavitaId}`, cookieA)).json().data.filter(
      (row: { followUpOfVisitId: string | null }) => row.followUpOfVisitId === visit.today,
    );
    expect(followUps).toHaveLength(1);
  });

  it('says so in Hindi to a phone that asks for Hindi, and refuses a field in Hindi', async () => {
    const inHindi = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/employee/visit/${visit.today}/complete`,
        headers: { cookie: suresh, 'accept-language': 'hi' },
        payload,
      });
    const again = await inHindi({ serviceCharges: 100 });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('यह विज़िट पहले ही पूरी दर्ज हो चुकी थी। कुछ नहीं बदला गया।');
    expect(again.json().message).toBe(messagesHi.technician.complete.alreadyDone);

    const negative = await inHindi({ serviceCharges: 100, payment: { amount: '-50', mode: 'CASH' } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual(['ली गई राशि माइनस में नहीं हो सकती']);
  });

  it('with an Idempotency-Key, a retry of a lost answer gets the first answer back', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/employee/visit/${visit.todayLate}/complete`,
        headers: { cookie: suresh, 'idempotency-key': 'done-todayLate-1' },
        payload: { notes: 'Cleaned the pre-filter', serviceCharges: 300, payment: { amount: 300, mode: 'UPI' } },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(first.json().data.alreadyDone).toBe(false);
    const balance = (await rest('GET', `/admin/visit/${visit.todayLate}/balance`, cookieA)).json().data;
    expect(balance.payments).toHaveLength(1);
  });

  it('books the next visit on the day the technician suggests, at the same time, even where the plan books none', async () => {
    const done = await mutation('employee.visits.complete', suresh, { id: visit.overdue, notes: 'Checked the TDS', serviceCharges: 0, nextVisitDate: '2027-01-05' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.data).toMatchObject({ nextVisitDate: new Date(india('2027-01-05', 10)).toISOString(), receiptNumber: null });
    expect(idsOf(await rest('GET', '/employee/visit?range=overdue', suresh))).toEqual([]);
  });

  it('refuses Done for a visit the shop cancelled meanwhile, and changes nothing', async () => {
    const cancelled = await createVisit({ employeeID: sureshId, visitDate: india('2026-11-22', 10), serviceCharges: 200, autoVisitTime: 3 });
    await rest('PUT', `/admin/visit/${cancelled}/status`, cookieA, { status: 'cancelled' });
    const refused = await rest('POST', `/employee/visit/${cancelled}/complete`, suresh, { serviceCharges: 200, payment: { amount: 200, mode: 'CASH' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This visit was cancelled by the shop. Nothing was changed.');
    expect((await rest('GET', `/admin/visit/${cancelled}`, cookieA)).json().data).toMatchObject({ status: 'cancelled', serviceCharges: 200 });
    expect((await rest('GET', `/admin/visit/${cancelled}/balance`, cookieA)).json().data.payments).toEqual([]);
  });

  it('refuses a next visit on or before the visit’s own day', async () => {
    const refused = await rest('POST', `/employee/visit/${visit.upcoming}/complete`, suresh, { serviceCharges: 0, nextVisitDate: '2026-11-25' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The next visit must be after this visit's day.");
    expect((await rest('GET', `/admin/visit/${visit.upcoming}`, cookieA)).json().data.isDone).toBe(false);
  });

  it('says what is wrong with a payment mode the phone app does not take', async () => {
    const refused = await rest('POST', `/employee/visit/${visit.upcoming}/complete`, suresh, {
      serviceCharges: 200,
      payment: { amount: 200, mode: 'CHEQUE' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Mode must be CASH or UPI');
    expect((await rest('GET', `/admin/visit/${visit.upcoming}`, cookieA)).json().data.isDone).toBe(false);
  });
});
