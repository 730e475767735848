import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertEmployee, insertProduct, insertVisit, openStaffedShop } from '../../test/factories';
import { callsTo, openTwoShops, TEST_NOW, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
let productA: { id: string; name: string };
let customerA: Awaited<ReturnType<typeof insertCustomer>>;
let employeeA: Awaited<ReturnType<typeof insertEmployee>>;

const CUSTOMER_ADDRESS = 'Flat 302, Shanti Heights, Kothrud, Pune';

beforeAll(async () => {
  // Sessions outlive the clock jumps these tests make.
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ config: { sessionIdleMinutes: 10_000_000, sessionAbsoluteHours: 1_000_000 } }));
  productA = await insertProduct(t.database, shopA.businessId, { name: 'Kent Grand Plus RO' });
  customerA = await insertCustomer(t.database, shopA.businessId, productA.id, { fullname: 'Sanjay Joshi', address: CUSTOMER_ADDRESS });
  employeeA = await insertEmployee(t.database, shopA.businessId, 'Ramesh Patil');
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const visitsOf = (businessId: string) =>
  t.database.db.selectFrom('visits').where('business_id', '=', businessId).selectAll().orderBy('created_at').orderBy('id').execute();

const followUpsOf = (businessId: string, visitId: string) =>
  t.database.db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('follow_up_of_visit_id', '=', visitId)
    .selectAll()
    .execute();

const form = (overrides: object = {}) => ({
  customerID: customerA.id,
  employeeID: employeeA.id,
  serviceDiscription: 'Filter change',
  serviceCharges: 499,
  visitDate: '2026-11-25T12:00:00+05:30',
  ...overrides,
});

const freshShop = () => openStaffedShop(t);

describe('visit dates', () => {
  it('refuses a visit before 2000 or more than five years ahead, with a sentence and never a 5xx', async () => {
    for (const visitDate of ['3000-01-01T05:30:00.000Z', '+275760-09-13T00:00:00Z', '1999-12-31T10:00:00.000Z']) {
      const response = await rest('POST', '/admin/visit', cookieA, form({ visitDate }));
      expect(response.statusCode, visitDate).toBe(400);
      expect(response.json().errors, visitDate).toEqual(['Visit date must be between 1 Jan 2000 and 5 years from today']);
    }
    expect((await rest('POST', '/admin/visit', cookieA, form({ visitDate: '2030-06-01T05:30:00.000Z' }))).statusCode).toBe(201);
  });
});

describe('visits through REST', () => {
  it('creates a visit with its defaults, lists, reads, updates and deletes it', async () => {
    const created = await rest('POST', '/admin/visit', cookieA, form());
    expect(created.statusCode).toBe(201);
    const visit = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: 'Visit created successfully' });
    expect(visit).toEqual({
      id: expect.any(String),
      customerID: customerA.id,
      employeeID: employeeA.id,
      customerProductId: customerA.customerProductId,
      serviceDiscription: 'Filter change',
      serviceCharges: 499,
      visitDate: '2026-11-25T06:30:00.000Z',
      installationDate: null,
      serviceAddress: CUSTOMER_ADDRESS,
      autoVisitTime: 3,
      PaymentStatus: 'PENDING',
      isDone: false,
      status: 'scheduled',
      amcContractId: null,
      followUpOfVisitId: null,
      customer: { id: customerA.id, user: { fullname: 'Sanjay Joshi', phoneNumber: expect.any(String), address: CUSTOMER_ADDRESS } },
      employee: { id: employeeA.id, user: { fullname: 'Ramesh Patil', phoneNumber: employeeA.phone } },
      product: { id: productA.id, name: 'Kent Grand Plus RO' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const list = await rest('GET', '/admin/visit', cookieA);
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json().data)).toBe(true);
    expect(list.json().data.map((v: { id: string }) => v.id)).toContain(visit.id);
    expect((await rest('GET', `/admin/visit/${visit.id}`, cookieA)).json().data).toEqual(visit);

    const updated = await rest(
      'PUT',
      `/admin/visit/${visit.id}`,
      cookieA,
      form({ serviceCharges: 650, serviceAddress: 'Shop 4, Karve Road', installationDate: '2026-11-01', PaymentStatus: 'PAID', autoVisitTime: 0 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Visit updated successfully',
      data: { serviceCharges: 650, serviceAddress: 'Shop 4, Karve Road', installationDate: '2026-11-01', PaymentStatus: 'PAID', autoVisitTime: 0 },
    });

    const deleted = await rest('DELETE', `/admin/visit/${visit.id}`, cookieA);
    expect(deleted.json()).toMatchObject({ message: 'Visit deleted successfully', data: { id: visit.id } });
    expect((await rest('GET', `/admin/visit/${visit.id}`, cookieA)).statusCode).toBe(404);
    expect((await rest('DELETE', `/admin/visit/${visit.id}`, cookieA)).json().message).toBe('Visit not found.');
  });

  it("services the customer's first purchase by default, by invoice date", async () => {
    const later = await insertProduct(t.database, shopA.businessId, { name: 'Havells Monza Geyser' });
    const customer = await insertCustomer(t.database, shopA.businessId, later.id, { invoiceDate: '2026-11-10' });
    const earlierPurchase = await t.database.db
      .insertInto('customer_products')
      .values({
        business_id: shopA.businessId,
        customer_id: customer.id,
        product_id: productA.id,
        invoice_date: '2026-10-05',
        bill_number: 'AQ-0990',
        price: 18500,
        warranty_start_date: '2026-10-05',
        warranty_end_date: '2027-10-05',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byDefault = await rest('POST', '/admin/visit', cookieA, form({ customerID: customer.id }));
    expect(byDefault.json().data).toMatchObject({ customerProductId: earlierPurchase.id, product: { id: productA.id } });

    const named = await rest('POST', '/admin/visit', cookieA, form({ customerID: customer.id, customerProductId: customer.customerProductId }));
    expect(named.json().data).toMatchObject({ customerProductId: customer.customerProductId, product: { name: 'Havells Monza Geyser' } });

    // An edit that keeps the customer keeps the product it services.
    const edited = await rest('PUT', `/admin/visit/${named.json().data.id}`, cookieA, form({ customerID: customer.id, serviceCharges: 100 }));
    expect(edited.json().data.customerProductId).toBe(customer.customerProductId);
  });

  it("refuses a purchase of another customer, or one that does not exist, writing nothing", async () => {
    const before = await visitsOf(shopA.businessId);
    const other = await insertCustomer(t.database, shopA.businessId, productA.id, { fullname: 'Rahul Shinde' });
    const wrongCustomer = await rest('POST', '/admin/visit', cookieA, form({ customerProductId: other.customerProductId }));
    expect(wrongCustomer.statusCode).toBe(400);
    expect(wrongCustomer.json().message).toBe("That product is not one of this customer's purchases.");
    const missing = await rest('POST', '/admin/visit', cookieA, form({ customerProductId: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Purchased product not found.');
    expect(await visitsOf(shopA.businessId)).toEqual(before);
  });

  it('explains every bad field at once and writes nothing', async () => {
    const before = await visitsOf(shopA.businessId);
    const empty = await rest('POST', '/admin/visit', cookieA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['Customer is required', 'Employee is required', 'Service charges are required', 'Visit date is required']);

    const bad = await rest('POST', '/admin/visit', cookieA, {
      customerID: 'not-a-uuid',
      employeeID: 'abc',
      serviceCharges: '12.345',
      visitDate: 'someday',
      installationDate: '2026-02-30',
      serviceDiscription: 'x'.repeat(501),
      serviceAddress: 'y'.repeat(501),
      autoVisitTime: 121,
      PaymentStatus: 'CANCELLED',
      isDone: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      'Invalid Customer ID',
      'Invalid Employee ID',
      'Must be at most 500 characters',
      'Enter an amount in rupees, like 1499 or 1499.50',
      'Enter a valid visit date',
      'Enter a valid installation date',
      'Auto visit time must be at most 120 months',
      'Payment status must be PENDING or PAID',
      'Completed must be true or false',
    ]);
    const negative = await rest('POST', '/admin/visit', cookieA, form({ serviceCharges: -1, autoVisitTime: 1.5 }));
    expect(negative.json().errors).toEqual(['Service charges cannot be negative', 'Enter a whole number, like 12']);

    const visit = await insertVisit(t.database, shopA.businessId, { customerId: customerA.id, employeeId: employeeA.id, visitDate: TEST_NOW });
    const badUpdate = await rest('PUT', `/admin/visit/${visit.id}`, cookieA, form({ serviceCharges: 'free' }));
    expect(badUpdate.statusCode).toBe(400);
    expect(await visitsOf(shopA.businessId)).toEqual([...before, expect.objectContaining({ id: visit.id, service_charges: 499 })]);
  });

  it('pages, searches, filters by employee and sorts on the server', async () => {
    const shop = await freshShop();
    const otherEmployee = await insertEmployee(t.database, shop.businessId, 'Priya Deshmukh');
    const product = await insertProduct(t.database, shop.businessId, { name: 'Voltas Split AC' });
    const arjun = await insertCustomer(t.database, shop.businessId, product.id, { fullname: 'Arjun Mehta', address: 'Koregaon Park' });
    const base = { customerID: shop.customer.id, employeeID: shop.employee.id, serviceCharges: 300 };
    for (const [day, extra] of [
      ['2026-11-10', { serviceDiscription: 'Membrane check' }],
      ['2026-11-11', { customerID: arjun.id, serviceCharges: 1200, serviceDiscription: 'Arjun wants the filter changed' }],
      ['2026-11-12', { employeeID: otherEmployee.id, serviceAddress: 'Baner Road site' }],
    ] as const) {
      expect((await rest('POST', '/admin/visit', shop.cookie, { ...base, visitDate: `${day}T10:00:00+05:30`, ...extra })).statusCode).toBe(201);
    }
    const names = (response: { json(): { data: { customer: { user: { fullname: string } } }[] } }) =>
      response.json().data.map((v) => v.customer.user.fullname);

    const newestFirst = await rest('GET', '/admin/visit?page=1&pageSize=2', shop.cookie);
    expect(newestFirst.headers['x-total-count']).toBe('3');
    expect(newestFirst.json().data.map((v: { visitDate: string }) => v.visitDate)).toEqual([
      '2026-11-12T04:30:00.000Z',
      '2026-11-11T04:30:00.000Z',
    ]);
    // Arjun's visit matches twice, by his name and by its description: it is listed and counted once.
    const ofArjun = await rest('GET', '/admin/visit?search=arjun', shop.cookie);
    expect(names(ofArjun)).toEqual(['Arjun Mehta']);
    expect(ofArjun.headers['x-total-count']).toBe('1');
    // A search within a technician's visits.
    expect((await rest('GET', `/admin/visit?search=baner%20road&employeeId=${shop.employee.id}`, shop.cookie)).json().data).toHaveLength(0);
    expect((await rest('GET', `/admin/visit?search=baner%20road&employeeId=${otherEmployee.id}`, shop.cookie)).json().data).toHaveLength(1);
    expect((await rest('GET', '/admin/visit?search=voltas', shop.cookie)).json().data).toHaveLength(1);
    expect((await rest('GET', '/admin/visit?search=priya', shop.cookie)).json().data[0].employee.user.fullname).toBe('Priya Deshmukh');
    expect((await rest('GET', '/admin/visit?search=membrane', shop.cookie)).json().data).toHaveLength(1);
    expect((await rest('GET', '/admin/visit?search=baner%20road', shop.cookie)).json().data).toHaveLength(1);
    expect((await rest('GET', '/admin/visit?search=100%25', shop.cookie)).json().data).toHaveLength(0);
    expect(names(await rest('GET', '/admin/visit?sortBy=customerName', shop.cookie))).toEqual(['Arjun Mehta', 'Meera Iyer', 'Meera Iyer']);
    const byCharges = await rest('GET', '/admin/visit?sortBy=serviceCharges&sortOrder=desc', shop.cookie);
    expect(byCharges.json().data.map((v: { serviceCharges: number }) => v.serviceCharges)).toEqual([1200, 300, 300]);
    const ofPriya = await rest('GET', `/admin/visit?employeeId=${otherEmployee.id}`, shop.cookie);
    expect(ofPriya.headers['x-total-count']).toBe('1');
    expect((await rest('GET', '/admin/visit?sortBy=nonsense', shop.cookie)).statusCode).toBe(400);
  });
});

describe('the visit cards and filters, in India time', () => {
  it('counts 23:30 as today, 00:30 tomorrow and the seventh day ahead as upcoming, the eighth not', async () => {
    const shop = await freshShop();
    // 10 Dec 2026, 23:45 in India.
    t.clock.set('2026-12-10T18:15:00Z');
    const at = (isoInIndia: string, fields: { isDone?: boolean; paymentStatus?: 'PAID' | 'PENDING' } = {}) =>
      insertVisit(t.database, shop.businessId, {
        customerId: shop.customer.id,
        employeeId: shop.employee.id,
        visitDate: `${isoInIndia}+05:30`,
        ...fields,
      });
    const yesterdayLate = await at('2026-12-09T23:59:59', { isDone: true, paymentStatus: 'PAID' });
    const todayEarly = await at('2026-12-10T00:00:00', { isDone: true });
    const todayLate = await at('2026-12-10T23:30:00');
    const tomorrowEarly = await at('2026-12-11T00:30:00', { paymentStatus: 'PAID' });
    const seventhDay = await at('2026-12-17T23:59:00');
    const eighthDay = await at('2026-12-18T00:00:00');

    const summary = await query('admin.visits.summary', shop.cookie);
    // Pending Pay: unpaid and done or due by today; the two unpaid visits still to come owe nothing yet.
    expect(summary.json().result.data).toEqual({ total: 6, today: 2, upcoming: 2, completed: 2, pendingPay: 2 });

    const idsFor = async (filter: string) =>
      ((await rest('GET', `/admin/visit?filter=${filter}`, shop.cookie)).json().data as { id: string }[]).map((v) => v.id).sort();
    expect(await idsFor('today')).toEqual([todayEarly.id, todayLate.id].sort());
    expect(await idsFor('upcoming')).toEqual([tomorrowEarly.id, seventhDay.id].sort());
    expect(await idsFor('completed')).toEqual([yesterdayLate.id, todayEarly.id].sort());
    expect(await idsFor('pendingPay')).toEqual([todayEarly.id, todayLate.id].sort());

    // The list's own order is the day's work: today's open visits, then overdue, then coming, then done.
    const inWorkOrder = async (query = '') => {
      const response = await rest('GET', `/admin/visit${query}`, shop.cookie);
      return { ids: (response.json().data as { id: string }[]).map((v) => v.id), total: response.headers['x-total-count'] };
    };
    const workOrder = [todayLate.id, tomorrowEarly.id, seventhDay.id, eighthDay.id, todayEarly.id, yesterdayLate.id];
    expect(await inWorkOrder()).toEqual({ ids: workOrder, total: '6' });
    expect(await inWorkOrder('?page=1&pageSize=4')).toEqual({ ids: workOrder.slice(0, 4), total: '6' });
    expect(await inWorkOrder('?page=2&pageSize=4')).toEqual({ ids: workOrder.slice(4), total: '6' });
    expect(await inWorkOrder('?filter=today')).toEqual({ ids: [todayLate.id, todayEarly.id], total: '2' });
    expect((await inWorkOrder('?sortBy=visitDate&sortOrder=desc')).ids).toEqual([...workOrder.slice(1, 4).reverse(), todayLate.id, todayEarly.id, yesterdayLate.id]);
    expect(await idsFor('all')).toHaveLength(6);

    // Twenty minutes later it is 11 December in India: yesterday's 23:30 visit is no longer today.
    t.clock.advance(20 * 60_000);
    expect((await query('admin.visits.summary', shop.cookie)).json().result.data).toMatchObject({ today: 1, upcoming: 2 });
    expect(await idsFor('today')).toEqual([tomorrowEarly.id]);
    expect(await idsFor('upcoming')).toEqual([seventhDay.id, eighthDay.id].sort());
  });
});

describe('the next visit, scheduled when a visit is completed', () => {
  it('is booked once, three months later at the same time, for the same customer, product and employee', async () => {
    const created = await rest('POST', '/admin/visit', cookieA, form({ visitDate: '2026-11-30T16:45:00+05:30', serviceAddress: 'Site office' }));
    const visit = created.json().data;
    expect(await followUpsOf(shopA.businessId, visit.id)).toEqual([]);

    const done = () => rest('PUT', `/admin/visit/${visit.id}`, cookieA, form({ visitDate: visit.visitDate, serviceAddress: 'Site office', isDone: true }));
    expect((await done()).json().data.isDone).toBe(true);
    expect((await done()).statusCode).toBe(200);
    const undone = await rest('PUT', `/admin/visit/${visit.id}`, cookieA, form({ visitDate: visit.visitDate, isDone: false }));
    expect(undone.json().data.isDone).toBe(false);
    expect((await done()).statusCode).toBe(200);

    const followUps = await followUpsOf(shopA.businessId, visit.id);
    expect(followUps).toHaveLength(1);
    expect(followUps[0]).toMatchObject({
      customer_id: customerA.id,
      employee_id: employeeA.id,
      customer_product_id: customerA.customerProductId,
      // 30 November + 3 months is the last day of February, still at 16:45 in India.
      visit_date: new Date('2027-02-28T16:45:00+05:30'),
      service_charges: 0,
      service_address: 'Site office',
      service_description: 'Scheduled service',
      auto_visit_time: 3,
      payment_status: 'PENDING',
      is_done: false,
    });
    const followUp = await rest('GET', `/admin/visit/${followUps[0]!.id}`, cookieA);
    expect(followUp.json().data).toMatchObject({ followUpOfVisitId: visit.id, product: { name: 'Kent Grand Plus RO' } });
  });

  it('is booked when a visit is created already done, and never when auto visit time is 0', async () => {
    const doneNow = await mutation('admin.visits.create', cookieA, form({ isDone: true, autoVisitTime: 6, visitDate: '2026-11-21T12:00:00+05:30' }));
    const id = doneNow.json().result.data.id;
    const [followUp] = await followUpsOf(shopA.businessId, id);
    expect(followUp?.visit_date).toEqual(new Date('2027-05-21T12:00:00+05:30'));
    expect(followUp?.auto_visit_time).toBe(6);

    const never = await rest('POST', '/admin/visit', cookieA, form({ isDone: true, autoVisitTime: 0 }));
    expect(await followUpsOf(shopA.businessId, never.json().data.id)).toEqual([]);
    const neverOnUpdate = await rest('POST', '/admin/visit', cookieA, form({ autoVisitTime: 0 }));
    await rest('PUT', `/admin/visit/${neverOnUpdate.json().data.id}`, cookieA, form({ autoVisitTime: 0, isDone: true }));
    expect(await followUpsOf(shopA.businessId, neverOnUpdate.json().data.id)).toEqual([]);
  });

  it('stays when the completed visit is deleted', async () => {
    const created = await rest('POST', '/admin/visit', cookieA, form({ isDone: true }));
    const [followUp] = await followUpsOf(shopA.businessId, created.json().data.id);
    expect((await rest('DELETE', `/admin/visit/${created.json().data.id}`, cookieA)).statusCode).toBe(200);
    const kept = await rest('GET', `/admin/visit/${followUp!.id}`, cookieA);
    expect(kept.json().data).toMatchObject({ id: followUp!.id, followUpOfVisitId: null });
  });
});

describe('marking a visit completed from the list', () => {
  it('changes only its state, keeps a cancelled payment, and books the next visit once', async () => {
    const created = await rest('POST', '/admin/visit', cookieA, form({ visitDate: '2026-12-05T10:00:00+05:30' }));
    const id = created.json().data.id;
    await t.database.db.updateTable('visits').set({ payment_status: 'CANCELLED' }).where('id', '=', id).execute();

    const throughTrpc = await mutation('admin.visits.complete', cookieA, { id });
    expect(throughTrpc.json().result.data).toMatchObject({ id, isDone: true, PaymentStatus: 'CANCELLED', serviceCharges: 499 });
    const throughRest = await rest('POST', `/admin/visit/${id}/complete`, cookieA);
    expect(throughRest.json()).toMatchObject({ message: 'Visit marked completed', data: { isDone: true } });

    const followUps = await followUpsOf(shopA.businessId, id);
    expect(followUps).toHaveLength(1);
    expect(followUps[0]?.visit_date).toEqual(new Date('2027-03-05T10:00:00+05:30'));
  });

  it("answers business B with 404 for A's visit and leaves it as it was", async () => {
    const created = await rest('POST', '/admin/visit', cookieA, form());
    const id = created.json().data.id;
    expect((await rest('POST', `/admin/visit/${id}/complete`, cookieB)).statusCode).toBe(404);
    expect((await mutation('admin.visits.complete', cookieB, { id })).statusCode).toBe(404);
    expect((await rest('GET', `/admin/visit/${id}`, cookieA)).json().data.isDone).toBe(false);
    expect(await followUpsOf(shopA.businessId, id)).toEqual([]);
  });
});

describe('visits through tRPC', () => {
  it('runs the same services: list, get, create, update, delete', async () => {
    const created = await mutation('admin.visits.create', cookieA, form({ serviceDiscription: 'Through tRPC' }));
    const visit = created.json().result.data;
    expect(visit).toMatchObject({ serviceDiscription: 'Through tRPC', customer: { user: { fullname: 'Sanjay Joshi' } } });

    const list = await query('admin.visits.list', cookieA, { page: 1, pageSize: 10, search: 'Through tRPC' });
    expect(list.json().result.data).toMatchObject({ total: 1, items: [{ id: visit.id }] });
    expect((await query('admin.visits.get', cookieA, { id: visit.id })).json().result.data.id).toBe(visit.id);

    const updated = await mutation('admin.visits.update', cookieA, { id: visit.id, data: form({ serviceCharges: '750.50' }) });
    expect(updated.json().result.data.serviceCharges).toBe(750.5);
    const invalid = await mutation('admin.visits.update', cookieA, { id: visit.id, data: form({ visitDate: null }) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Visit date is required']);

    expect((await mutation('admin.visits.delete', cookieA, { id: visit.id })).json().result.data).toEqual({ id: visit.id });
    expect((await query('admin.visits.get', cookieA, { id: visit.id })).statusCode).toBe(404);
  });
});

describe('business B and business A', () => {
  it("cannot read, change or delete A's visit, nor book one for A's customer or employee", async () => {
    const visit = await insertVisit(t.database, shopA.businessId, {
      customerId: customerA.id,
      employeeId: employeeA.id,
      customerProductId: customerA.customerProductId,
      visitDate: TEST_NOW,
    });
    const before = await visitsOf(shopA.businessId);
    const productB = await insertProduct(t.database, shopB.businessId);
    const customerB = await insertCustomer(t.database, shopB.businessId, productB.id);
    const employeeB = await insertEmployee(t.database, shopB.businessId);
    const formB = { customerID: customerB.id, employeeID: employeeB.id, serviceCharges: 0, visitDate: TEST_NOW };

    expect((await rest('GET', `/admin/visit/${visit.id}`, cookieB)).statusCode).toBe(404);
    expect((await query('admin.visits.get', cookieB, { id: visit.id })).statusCode).toBe(404);
    const put = await rest('PUT', `/admin/visit/${visit.id}`, cookieB, { ...formB, isDone: true });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Visit not found.');
    expect((await rest('DELETE', `/admin/visit/${visit.id}`, cookieB)).statusCode).toBe(404);

    const forA = await rest('POST', '/admin/visit', cookieB, { ...formB, customerID: customerA.id });
    expect(forA.statusCode).toBe(404);
    expect(forA.json().message).toBe('Customer not found.');
    const byA = await rest('POST', '/admin/visit', cookieB, { ...formB, employeeID: employeeA.id });
    expect(byA.statusCode).toBe(404);
    expect(byA.json().message).toBe('Employee not found.');
    const aPurchase = await rest('POST', '/admin/visit', cookieB, { ...formB, customerProductId: customerA.customerProductId });
    expect(aPurchase.statusCode).toBe(404);
    const moveToA = await rest('PUT', `/admin/visit/${visit.id}`, cookieA, form({ customerID: customerB.id }));
    expect(moveToA.statusCode).toBe(404);
    expect(await visitsOf(shopB.businessId)).toEqual([]);

    expect((await rest('GET', '/admin/visit', cookieB)).json().data).toEqual([]);
    expect((await query('admin.visits.list', cookieB, { search: 'Sanjay' })).json().result.data).toEqual({ items: [], total: 0 });
    expect((await query('admin.visits.summary', cookieB)).json().result.data).toEqual({ total: 0, today: 0, upcoming: 0, completed: 0, pendingPay: 0 });
    expect(await visitsOf(shopA.businessId)).toEqual(before);
  });

  it('refuses anonymous callers', async () => {
    expect((await rest('GET', '/admin/visit', '')).statusCode).toBe(401);
    expect((await query('admin.visits.summary', '')).statusCode).toBe(401);
  });
});
