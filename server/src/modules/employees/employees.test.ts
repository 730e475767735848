import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import { callsTo, createMember, openTwoShops, signInAs, uniquePhone, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, cookieA, cookieB } = await openTwoShops());
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const signIn = (phoneNumber: string, password: string) =>
  rest('POST', '/users/login', undefined, { phoneNumber, password });

const employeeForm = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Suresh Pawar',
  phoneNumber: uniquePhone(),
  email: 'suresh@example.in',
  address: 'Karve Nagar, Pune',
  ...overrides,
});

const employeeUsers = (businessId: string) =>
  t.database.db
    .selectFrom('users')
    .where('business_id', '=', businessId)
    .where('role', '=', 'EMPLOYEE')
    .select(['id', 'fullname', 'phone_number'])
    .orderBy('fullname')
    .execute();

/** A customer of the business with one purchase, for visits to point at. */
async function customerOf(businessId: string, productName = 'Kent Grand Plus RO') {
  const product = await insertProduct(t.database, businessId, { name: productName });
  return insertCustomer(t.database, businessId, product.id, { fullname: 'Meena Kulkarni', address: 'Baner, Pune' });
}

describe('employees through REST', () => {
  it('creates an employee who signs in with the default password, then reads, updates and deletes them', async () => {
    const form = employeeForm({ fullname: '  Suresh Pawar ' });
    const created = await rest('POST', '/admin/employee', cookieA, form);
    expect(created.statusCode).toBe(201);
    const employee = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: 'Employee created successfully' });
    expect(employee).toMatchObject({
      visitCount: 0,
      user: { fullname: 'Suresh Pawar', phoneNumber: form.phoneNumber, email: 'suresh@example.in', address: 'Karve Nagar, Pune' },
    });
    expect(Object.keys(employee).sort()).toEqual(['createdAt', 'id', 'user', 'visitCount']);
    expect(Object.keys(employee.user).sort()).toEqual(['address', 'email', 'fullname', 'id', 'phoneNumber']);
    expect((await signIn(form.phoneNumber, t.config.defaultEmployeePassword)).statusCode).toBe(200);

    const list = await rest('GET', '/admin/employee', cookieA);
    expect(list.json().data.map((e: { id: string }) => e.id)).toContain(employee.id);
    expect((await rest('GET', `/admin/employee/${employee.id}`, cookieA)).json().data.user.fullname).toBe('Suresh Pawar');

    const updated = await rest('PUT', `/admin/employee/${employee.id}`, cookieA, { ...form, fullname: 'Suresh B. Pawar', password: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Employee updated successfully', data: { user: { fullname: 'Suresh B. Pawar' } } });
    // a blank password on the update form keeps the one there is
    expect((await signIn(form.phoneNumber, t.config.defaultEmployeePassword)).statusCode).toBe(200);

    const deleted = await rest('DELETE', `/admin/employee/${employee.id}`, cookieA);
    expect(deleted.json()).toMatchObject({ message: 'Employee deleted successfully', data: { id: employee.id } });
    expect((await rest('GET', `/admin/employee/${employee.id}`, cookieA)).statusCode).toBe(404);
    const account = await t.database.db.selectFrom('users').where('id', '=', employee.user.id).select('id').executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('changes the password only when a new one is given, and ends the old sessions', async () => {
    const form = employeeForm();
    const { id } = (await rest('POST', '/admin/employee', cookieA, { ...form, password: 'first-pass' })).json().data;
    const session = await signInAs(t.app, form.phoneNumber, 'first-pass');
    const home = () => rest('GET', '/users/me', session);
    expect((await home()).statusCode).toBe(200);

    await rest('PUT', `/admin/employee/${id}`, cookieA, form);
    expect((await home()).statusCode).toBe(200);

    await rest('PUT', `/admin/employee/${id}`, cookieA, { ...form, password: 'second-pass' });
    expect((await home()).statusCode).toBe(401);
    expect((await signIn(form.phoneNumber, 'second-pass')).statusCode).toBe(200);
  });

  it('lists with counts of visits, paged, searched and sorted on the server', async () => {
    const customer = await customerOf(shopA.businessId);
    const busy = await insertEmployee(t.database, shopA.businessId, 'Zakir Visits');
    const idle = await insertEmployee(t.database, shopA.businessId, 'Zakir Idle');
    for (let day = 1; day <= 3; day++) {
      await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: busy.id, visitDate: `2026-11-0${day}T06:30:00Z` });
    }
    const page = await rest('GET', '/admin/employee?page=1&pageSize=1&search=zakir&sortBy=visitCount&sortOrder=desc', cookieA);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().data).toMatchObject([{ id: busy.id, visitCount: 3, user: { fullname: 'Zakir Visits' } }]);
    const byPhone = await rest('GET', `/admin/employee?search=${idle.phone}`, cookieA);
    expect(byPhone.json().data).toMatchObject([{ id: idle.id, visitCount: 0 }]);
    const byName = await rest('GET', '/admin/employee?search=zakir&sortBy=fullname', cookieA);
    expect(byName.json().data.map((e: { user: { fullname: string } }) => e.user.fullname)).toEqual(['Zakir Idle', 'Zakir Visits']);
  });

  it('explains every missing or malformed field, writing nothing', async () => {
    const before = await employeeUsers(shopA.businessId);
    const empty = await rest('POST', '/admin/employee', cookieA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['Employee name is required', 'Enter a valid mobile number', 'Address is required']);

    const malformed = await rest('POST', '/admin/employee', cookieA, {
      fullname: '   ',
      phoneNumber: '98765',
      email: 'not-an-email',
      address: ' ',
      password: 'abc',
    });
    expect(malformed.json().errors).toEqual([
      'Employee name is required',
      'Enter a valid mobile number',
      'Enter a valid email',
      'Address is required',
      'Password must be at least 6 characters',
    ]);
    const letters = await rest('POST', '/admin/employee', cookieA, employeeForm({ phoneNumber: '98765abcde' }));
    expect(letters.json().errors).toEqual(['Enter a valid mobile number']);
    const tooLong = await rest('POST', '/admin/employee', cookieA, employeeForm({ address: 'x'.repeat(501) }));
    expect(tooLong.json().errors).toEqual(['Address must be at most 500 characters']);

    // email may be left out
    const noEmail = await rest('POST', '/admin/employee', cookieA, employeeForm({ email: '' }));
    expect(noEmail.statusCode).toBe(201);
    expect(noEmail.json().data.user.email).toBeNull();
    expect((await employeeUsers(shopA.businessId)).length).toBe(before.length + 1);
  });

  it("refuses a phone another of the business's employees has, but not a customer's or another business's", async () => {
    const phone = uniquePhone();
    expect((await rest('POST', '/admin/employee', cookieA, employeeForm({ phoneNumber: phone }))).statusCode).toBe(201);
    const duplicate = await rest('POST', '/admin/employee', cookieA, employeeForm({ phoneNumber: phone, fullname: 'Other' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An employee with this phone number already exists.');
    expect((await employeeUsers(shopA.businessId)).filter((u) => u.phone_number === phone)).toHaveLength(1);

    const other = (await rest('POST', '/admin/employee', cookieA, employeeForm())).json().data;
    const takenOnUpdate = await rest('PUT', `/admin/employee/${other.id}`, cookieA, employeeForm({ phoneNumber: phone }));
    expect(takenOnUpdate.statusCode).toBe(409);
    // keeping one's own phone is not a clash
    expect((await rest('PUT', `/admin/employee/${other.id}`, cookieA, employeeForm({ phoneNumber: other.user.phoneNumber }))).statusCode).toBe(200);

    await createMember(t.database, shopA.businessId, 'CUSTOMER', uniquePhone());
    const customerPhone = uniquePhone();
    await createMember(t.database, shopA.businessId, 'CUSTOMER', customerPhone);
    expect((await rest('POST', '/admin/employee', cookieA, employeeForm({ phoneNumber: customerPhone }))).statusCode).toBe(201);
    expect((await rest('POST', '/admin/employee', cookieB, employeeForm({ phoneNumber: phone }))).statusCode).toBe(201);
  });

  it('answers 409, not 500, when two saves of one phone race past the check', async () => {
    const phone = uniquePhone();
    const results = await Promise.all([
      rest('POST', '/admin/employee', cookieA, employeeForm({ phoneNumber: phone, fullname: 'Racer One' })),
      rest('POST', '/admin/employee', cookieA, employeeForm({ phoneNumber: phone, fullname: 'Racer Two' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('An employee with this phone number already exists.');
    expect((await employeeUsers(shopA.businessId)).filter((u) => u.phone_number === phone)).toHaveLength(1);
  });

  it('refuses to delete an employee who has visits, saying how many', async () => {
    const customer = await customerOf(shopA.businessId);
    const employee = await insertEmployee(t.database, shopA.businessId, 'Four Visits');
    for (let day = 1; day <= 4; day++) {
      await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: `2026-10-0${day}T06:30:00Z` });
    }
    const refused = await rest('DELETE', `/admin/employee/${employee.id}`, cookieA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This employee still has 4 visits.');
    expect((await employeeUsers(shopA.businessId)).map((u) => u.id)).toContain(employee.userId);
  });

  it('says each missing field, and a refused delete with its count, in Hindi when the request asks for Hindi', async () => {
    const inHindi = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: cookieA, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, ...(payload ? { payload } : {}) });

    const empty = await inHindi('POST', '/admin/employee', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['कर्मचारी का नाम ज़रूरी है', messagesHi.common.validation.phoneInvalid, 'पता ज़रूरी है']);

    const customer = await customerOf(shopA.businessId);
    const employee = await insertEmployee(t.database, shopA.businessId, 'Two Visits');
    for (const day of [1, 2]) {
      await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: `2026-10-0${day}T06:30:00Z` });
    }
    const refused = await inHindi('DELETE', `/admin/employee/${employee.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('इस कर्मचारी के नाम पर अभी 2 विज़िट दर्ज हैं।');
    expect((await rest('DELETE', `/admin/employee/${employee.id}`, cookieA)).json().message).toBe('This employee still has 2 visits.');
  });

  it("returns one employee's visit history, newest first, with the customer and the serviced product", async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Aquaguard Aura' });
    const customer = await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'Neha Deshpande', address: 'Aundh, Pune' });
    const employee = await insertEmployee(t.database, shopA.businessId, 'History Keeper');
    const older = await insertVisit(t.database, shopA.businessId, {
      customerId: customer.id,
      employeeId: employee.id,
      visitDate: '2026-09-01T06:30:00Z',
      serviceCharges: 750.5,
      isDone: true,
      paymentStatus: 'PAID',
    });
    const newer = await insertVisit(t.database, shopA.businessId, {
      customerId: customer.id,
      employeeId: employee.id,
      customerProductId: customer.customerProductId,
      visitDate: '2026-11-20T06:30:00Z',
    });
    const history = await rest('GET', `/admin/employee/visit/${employee.id}`, cookieA);
    expect(history.statusCode).toBe(200);
    expect(history.headers['x-total-count']).toBe('2');
    const visits = history.json().data;
    expect(visits.map((v: { id: string }) => v.id)).toEqual([newer.id, older.id]);
    expect(visits[0]).toMatchObject({
      customerID: customer.id,
      employeeID: employee.id,
      visitDate: '2026-11-20T06:30:00.000Z',
      product: { name: 'Aquaguard Aura' },
      PaymentStatus: 'PENDING',
      isDone: false,
      serviceDiscription: 'Quarterly service',
      customer: { user: { fullname: 'Neha Deshpande', address: 'Aundh, Pune' } },
    });
    expect(visits[1]).toMatchObject({ product: null, serviceCharges: 750.5, PaymentStatus: 'PAID', isDone: true });

    const empty = await insertEmployee(t.database, shopA.businessId, 'No Visits Yet');
    expect((await rest('GET', `/admin/employee/visit/${empty.id}`, cookieA)).json().data).toEqual([]);
    expect((await rest('GET', '/admin/employee/visit/not-a-uuid', cookieA)).statusCode).toBe(400);
  });
});

describe('employees through tRPC', () => {
  it('runs the same services for list, get, create, update, delete, visits and options', async () => {
    const form = employeeForm({ fullname: 'Trpc Tanaji' });
    const created = await mutation('admin.employees.create', cookieA, form);
    expect(created.statusCode).toBe(200);
    const employee = created.json().result.data;
    expect(employee).toMatchObject({ visitCount: 0, user: { fullname: 'Trpc Tanaji' } });

    const list = await query('admin.employees.list', cookieA, { page: 1, pageSize: 10, search: 'Trpc Tanaji' });
    expect(list.json().result.data).toMatchObject({ total: 1, items: [{ id: employee.id }] });
    expect((await query('admin.employees.get', cookieA, { id: employee.id })).json().result.data.user.phoneNumber).toBe(form.phoneNumber);

    const updated = await mutation('admin.employees.update', cookieA, { id: employee.id, data: { ...form, address: 'Hadapsar, Pune' } });
    expect(updated.json().result.data.user.address).toBe('Hadapsar, Pune');

    const options = await query('admin.employees.options', cookieA, { search: 'trpc tan' });
    expect(options.json().result.data).toEqual([{ id: employee.id, fullname: 'Trpc Tanaji', phoneNumber: form.phoneNumber }]);

    const customer = await customerOf(shopA.businessId);
    await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: '2026-11-21T06:30:00Z' });
    const visits = await query('admin.employees.visits', cookieA, { id: employee.id, page: 1, pageSize: 10 });
    expect(visits.json().result.data).toMatchObject({ total: 1, items: [{ employeeID: employee.id, product: null }] });

    const refused = await mutation('admin.employees.delete', cookieA, { id: employee.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This employee still has 1 visit.');

    const invalid = await mutation('admin.employees.create', cookieA, { ...form, fullname: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Employee name is required']);

    const spare = (await mutation('admin.employees.create', cookieA, employeeForm())).json().result.data;
    expect((await mutation('admin.employees.delete', cookieA, { id: spare.id })).json().result.data).toEqual({ id: spare.id });
  });

  it('caps the pick list at 20', async () => {
    for (let i = 0; i < 22; i++) await insertEmployee(t.database, shopA.businessId, `Picker ${String(i).padStart(2, '0')}`);
    const options = (await query('admin.employees.options', cookieA, { search: 'Picker' })).json().result.data;
    expect(options).toHaveLength(20);
    expect(options[0].fullname).toBe('Picker 00');
  });
});

describe('who may call', () => {
  it('refuses anonymous callers and employees', async () => {
    expect((await rest('GET', '/admin/employee')).statusCode).toBe(401);
    const member = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    const cookie = await signInAs(t.app, member.phone, member.password);
    expect((await rest('GET', '/admin/employee', cookie)).statusCode).toBe(403);
    expect((await query('admin.employees.list', cookie, {})).statusCode).toBe(403);
  });
});

describe('business B and business A', () => {
  it("cannot read, change, delete or see the history of A's employee, and never lists them", async () => {
    const customer = await customerOf(shopA.businessId);
    const employee = await insertEmployee(t.database, shopA.businessId, 'Only At A');
    await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: '2026-11-10T06:30:00Z' });

    expect((await rest('GET', `/admin/employee/${employee.id}`, cookieB)).statusCode).toBe(404);
    expect((await rest('GET', `/admin/employee/visit/${employee.id}`, cookieB)).json()).toMatchObject({
      statusCode: 404,
      message: 'Employee not found.',
    });
    expect((await query('admin.employees.visits', cookieB, { id: employee.id })).statusCode).toBe(404);
    expect((await rest('PUT', `/admin/employee/${employee.id}`, cookieB, employeeForm({ fullname: 'Taken' }))).statusCode).toBe(404);
    expect((await rest('DELETE', `/admin/employee/${employee.id}`, cookieB)).statusCode).toBe(404);

    const listB = await rest('GET', '/admin/employee?search=Only At A', cookieB);
    expect(listB.json().data).toEqual([]);
    expect((await query('admin.employees.options', cookieB, { search: 'Only At A' })).json().result.data).toEqual([]);

    const unchanged = (await rest('GET', `/admin/employee/${employee.id}`, cookieA)).json().data;
    expect(unchanged).toMatchObject({ visitCount: 1, user: { fullname: 'Only At A' } });
  });
});
