import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertProduct } from '../../test/factories';
import { callsTo, createBusiness, openTwoShops, signInAs, TEST_NOW, uniquePhone, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  // Sessions outlive the clock moves these tests make.
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ config: { sessionIdleMinutes: 10_000_000, sessionAbsoluteHours: 1_000_000 } }));
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const enquiryRows = (businessId: string) =>
  t.database.db
    .selectFrom('enquiries')
    .where('business_id', '=', businessId)
    .select(['id', 'name', 'phone_number', 'product_id'])
    .orderBy('id')
    .execute();

const UNKNOWN_ID = '5f0c8c9e-1d2b-4c3a-9e8f-1a2b3c4d5e6f';

describe('enquiries through REST', () => {
  it('takes an enquiry about a product, lists it with the product, and deletes it', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Aquaguard Aura', price: 15999.5 });
    const created = await rest('POST', '/admin/enquiry', cookieA, {
      name: ' Meena Kulkarni ',
      phoneNumber: '+919822012345',
      address: 'Karve Nagar, Pune',
      message: 'Wants a demo on Sunday',
      productId: product.id,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Enquiry created successfully',
      data: {
        name: 'Meena Kulkarni',
        // An Indian mobile is kept as its ten digits, however it was written.
        phoneNumber: '9822012345',
        address: 'Karve Nagar, Pune',
        message: 'Wants a demo on Sunday',
        productId: product.id,
        product: { id: product.id, name: 'Aquaguard Aura', price: 15999.5 },
      },
    });
    expect(new Date(body.data.createdAt).getTime()).toBe(t.clock.now().getTime());
    const id = body.data.id;

    const list = await rest('GET', '/admin/enquiry', cookieA);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((e: { id: string }) => e.id === id);
    expect(Object.keys(listed).sort()).toEqual([
      'address',
      'convertedCustomerId',
      'createdAt',
      'customerId',
      'followUpDate',
      'id',
      'kind',
      'message',
      'name',
      'notes',
      'phoneNumber',
      'preferredDate',
      'product',
      'productId',
      'status',
    ]);
    // One the owner typed in: not a customer's service request from the portal; new, with no follow-up yet.
    expect(listed).toMatchObject({ kind: 'enquiry', customerId: null, preferredDate: null, status: 'new', followUpDate: null, notes: null, convertedCustomerId: null });

    const deleted = await rest('DELETE', `/admin/enquiry/${id}`, cookieA);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Enquiry deleted successfully', data: { id } });
    const again = await rest('DELETE', `/admin/enquiry/${id}`, cookieA);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Enquiry not found.');
  });

  it('takes an enquiry without product, address or message', async () => {
    const created = await rest('POST', '/admin/enquiry', cookieA, {
      name: 'Walk-in',
      phoneNumber: '9822098220',
      address: '  ',
      message: '',
      productId: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ address: null, message: null, productId: null, product: null });
  });

  it('gives the spec message for each bad field and writes nothing', async () => {
    const before = await enquiryRows(shopA.businessId);
    const empty = await rest('POST', '/admin/enquiry', cookieA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['Name is required', 'Phone must be at least 10 digits']);

    const short = await rest('POST', '/admin/enquiry', cookieA, { name: 'Ravi', phoneNumber: '98220' });
    expect(short.json().errors).toEqual(['Phone must be at least 10 digits']);

    const wrong = await rest('POST', '/admin/enquiry', cookieA, {
      name: 'Ravi',
      phoneNumber: '98220#12345',
      address: 'a'.repeat(501),
      message: 'm'.repeat(1001),
      productId: 'not-a-product',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      'Phone must be 10 to 15 digits, optionally starting with +',
      'Must be at most 500 characters',
      'Must be at most 1000 characters',
      'Invalid Product ID',
    ]);

    const unknownProduct = await rest('POST', '/admin/enquiry', cookieA, { name: 'Ravi', phoneNumber: uniquePhone(), productId: UNKNOWN_ID });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().message).toBe('Product not found.');
    expect(await enquiryRows(shopA.businessId)).toEqual(before);
  });

  it('lists newest first and searches name and phone on the server', async () => {
    const shop = await createBusiness(t.database);
    const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    for (const [name, phoneNumber] of [
      ['Sunita Pawar', '9011100001'],
      ['Anil Deshmukh', '9011100002'],
      ['Sunil Shinde', '7020000003'],
    ]) {
      t.clock.advance(60_000);
      expect((await rest('POST', '/admin/enquiry', cookie, { name, phoneNumber })).statusCode).toBe(201);
    }
    const all = await rest('GET', '/admin/enquiry', cookie);
    expect(all.json().data.map((e: { name: string }) => e.name)).toEqual(['Sunil Shinde', 'Anil Deshmukh', 'Sunita Pawar']);
    expect(all.headers['x-total-count']).toBe('3');

    const byName = await rest('GET', '/admin/enquiry?page=1&pageSize=1&search=suni', cookie);
    expect(byName.json().data.map((e: { name: string }) => e.name)).toEqual(['Sunil Shinde']);
    expect(byName.headers['x-total-count']).toBe('2');

    const byPhone = await rest('GET', '/admin/enquiry?search=90111', cookie);
    expect(byPhone.json().data.map((e: { name: string }) => e.name)).toEqual(['Anil Deshmukh', 'Sunita Pawar']);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await rest('GET', '/admin/enquiry')).statusCode).toBe(401);
    expect((await rest('POST', '/admin/enquiry', undefined, { name: 'x', phoneNumber: '9822012345' })).statusCode).toBe(401);
  });
});

describe('enquiries through tRPC', () => {
  it('runs the same services: create, list and delete', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Havells Geyser', price: 8990 });
    const created = await mutation('admin.enquiries.create', cookieA, { name: 'Prakash Jadhav', phoneNumber: '9850098500', productId: product.id });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.id;

    const list = await query('admin.enquiries.list', cookieA, { page: 1, pageSize: 10, search: 'Prakash' });
    expect(list.json().result.data).toMatchObject({
      total: 1,
      items: [{ id, name: 'Prakash Jadhav', product: { id: product.id, name: 'Havells Geyser', price: 8990 } }],
    });

    const invalid = await mutation('admin.enquiries.create', cookieA, { name: 'Prakash', phoneNumber: '123', productId: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Phone must be at least 10 digits', 'Invalid Product ID']);

    expect((await mutation('admin.enquiries.delete', cookieA, { id })).json().result.data).toEqual({ id });
    expect((await query('admin.enquiries.list', cookieA, { search: 'Prakash' })).json().result.data.total).toBe(0);
  });
});

/** The enquiry's follow-up as saved, and whether the business's customers include one with `phone`. */
const followUpOf = (id: string) =>
  t.database.db
    .selectFrom('enquiries')
    .where('id', '=', id)
    .select(['status', 'follow_up_date', 'notes', 'converted_customer_id'])
    .executeTakeFirstOrThrow();
const customerWithPhone = (businessId: string, phone: string) =>
  t.database.db
    .selectFrom('customers as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.business_id', '=', businessId)
    .where('u.phone_number', '=', phone)
    .select('c.id')
    .executeTakeFirst();

async function enquiryOf(cookie: string, fields: Record<string, unknown> = {}): Promise<{ id: string; phoneNumber: string }> {
  const created = await rest('POST', '/admin/enquiry', cookie, { name: 'Kavita Bhosale', phoneNumber: uniquePhone(), ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

describe('following an enquiry up', () => {
  it('takes status, follow-up day and notes on create, reads the enquiry by id, and changes them with PUT', async () => {
    const created = await rest('POST', '/admin/enquiry', cookieA, {
      name: 'Farah Shaikh',
      phoneNumber: uniquePhone(),
      status: 'contacted',
      followUpDate: '2026-11-24',
      notes: '  Wants the price with installation  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ status: 'contacted', followUpDate: '2026-11-24', notes: 'Wants the price with installation' });

    const read = await rest('GET', `/admin/enquiry/${id}`, cookieA);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: 'Enquiry fetched successfully', data: { id, name: 'Farah Shaikh', status: 'contacted' } });

    // The body is the follow-up alone; a field left out keeps what is saved.
    const moved = await rest('PUT', `/admin/enquiry/${id}`, cookieA, { followUpDate: '2026-11-28' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Enquiry updated successfully',
      data: { id, status: 'contacted', followUpDate: '2026-11-28', notes: 'Wants the price with installation' },
    });

    const lost = await rest('PUT', `/admin/enquiry/${id}`, cookieA, { status: 'lost', followUpDate: '', notes: null });
    expect(lost.json().data).toMatchObject({ status: 'lost', followUpDate: null, notes: null });
    expect(await followUpOf(id)).toEqual({ status: 'lost', follow_up_date: null, notes: null, converted_customer_id: null });
  });

  it('refuses a bad status, day or note with 400 and changes nothing', async () => {
    const { id } = await enquiryOf(cookieA, { followUpDate: '2026-11-25', notes: 'Call after 6 pm' });
    const before = await followUpOf(id);
    for (const [body, errors] of [
      [{ status: 'maybe' }, ['Status must be new, contacted, converted or lost']],
      [{ status: 'contacted', followUpDate: '25-11-2026' }, ['Enter a valid follow-up date']],
      [{ followUpDate: '1999-12-31' }, ['Follow-up date must be between 1 Jan 2000 and a year from today']],
      [{ notes: 'n'.repeat(1001) }, ['Must be at most 1000 characters']],
    ] as const) {
      const response = await rest('PUT', `/admin/enquiry/${id}`, cookieA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    const trpc = await mutation('admin.enquiries.update', cookieA, { id, data: { status: 'won' } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.errors).toEqual(['Status must be new, contacted, converted or lost']);
    const badCreate = await rest('POST', '/admin/enquiry', cookieA, { name: 'Ravi', phoneNumber: uniquePhone(), status: 'hot' });
    expect(badCreate.statusCode).toBe(400);
    expect(await followUpOf(id)).toEqual(before);

    const missing = await rest('PUT', `/admin/enquiry/${UNKNOWN_ID}`, cookieA, { status: 'lost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Enquiry not found.');
  });

  it('changes the follow-up through tRPC too', async () => {
    const { id } = await enquiryOf(cookieA);
    const updated = await mutation('admin.enquiries.update', cookieA, { id, data: { status: 'contacted', followUpDate: '2026-11-30', notes: 'Sent brochure' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().result.data).toMatchObject({ id, status: 'contacted', followUpDate: '2026-11-30', notes: 'Sent brochure' });
    expect((await query('admin.enquiries.get', cookieA, { id })).json().result.data).toMatchObject({ id, notes: 'Sent brochure' });
  });

  it('lists by status and the follow-ups due (open, today or before, India time), soonest first when asked', async () => {
    const shop = await createBusiness(t.database);
    const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    // Today is 21 Nov 2026 in India.
    const overdue = await enquiryOf(cookie, { name: 'Overdue Om', followUpDate: '2026-11-19' });
    const today = await enquiryOf(cookie, { name: 'Today Tara', status: 'contacted', followUpDate: '2026-11-21' });
    await enquiryOf(cookie, { name: 'Tomorrow Tanvi', followUpDate: '2026-11-22' });
    await enquiryOf(cookie, { name: 'Lost Lalit', status: 'lost', followUpDate: '2026-11-20' });
    await enquiryOf(cookie, { name: 'Converted Chetan', status: 'converted', followUpDate: '2026-11-18' });
    await enquiryOf(cookie, { name: 'Whenever Wasim' });

    const due = await rest('GET', '/admin/enquiry?followUp=due&sortBy=followUpDate&sortOrder=asc', cookie);
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json().data.map((e: { id: string }) => e.id)).toEqual([overdue.id, today.id]);
    expect(due.headers['x-total-count']).toBe('2');

    const contacted = await query('admin.enquiries.list', cookie, { status: 'contacted', page: 1, pageSize: 10 });
    expect(contacted.json().result.data).toMatchObject({ total: 1, items: [{ id: today.id, name: 'Today Tara' }] });
    const dueAndNew = await rest('GET', '/admin/enquiry?followUp=due&status=new', cookie);
    expect(dueAndNew.json().data.map((e: { id: string }) => e.id)).toEqual([overdue.id]);
    // Without a filter the list is as it was: all six, newest first.
    const all = await rest('GET', '/admin/enquiry?page=1&pageSize=10', cookie);
    expect(all.headers['x-total-count']).toBe('6');

    // A minute before midnight it is still the 21st; a minute after, the 22nd is due too.
    t.clock.set('2026-11-21T18:29:00.000Z');
    expect((await rest('GET', '/admin/enquiry?followUp=due', cookie)).headers['x-total-count']).toBe('2');
    t.clock.set('2026-11-21T18:31:00.000Z');
    expect((await rest('GET', '/admin/enquiry?followUp=due', cookie)).headers['x-total-count']).toBe('3');

    for (const [params, message] of [
      ['status=open', 'Status must be new, contacted, converted or lost'],
      ['followUp=later', 'Follow-up must be due'],
    ]) {
      const refused = await rest('GET', `/admin/enquiry?${params}`, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([message]);
    }
  });
});

describe('converting an enquiry to a customer', () => {
  const purchase = (productId: string) => ({ productId, invoiceDate: '2026-11-21', billNumber: `CNV-${uniquePhone()}` });

  it('saves the customer and marks the enquiry converted to them, in one request (REST)', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Kent Supreme RO', price: 18500 });
    const enquiry = await enquiryOf(cookieA, { name: 'Meena Kulkarni', address: 'Karve Nagar, Pune', productId: product.id, followUpDate: '2026-11-21' });

    const saved = await rest('POST', '/admin/customer', cookieA, {
      fullname: 'Meena Kulkarni',
      phoneNumber: enquiry.phoneNumber,
      address: 'Karve Nagar, Pune',
      ...purchase(product.id),
      fromEnquiryId: enquiry.id,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const customerId = saved.json().data.id;
    expect(saved.json().data.customerProduct).toMatchObject([{ productID: product.id, price: 18500 }]);

    const read = (await rest('GET', `/admin/enquiry/${enquiry.id}`, cookieA)).json().data;
    expect(read).toMatchObject({ status: 'converted', convertedCustomerId: customerId });
    // A converted enquiry needs no follow-up: it leaves the list of those due.
    const due = (await rest('GET', '/admin/enquiry?followUp=due', cookieA)).json().data;
    expect(due.map((e: { id: string }) => e.id)).not.toContain(enquiry.id);
  });

  it('does the same through tRPC, and refuses to convert an enquiry twice', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Havells Instanio' });
    const enquiry = await enquiryOf(cookieA, { productId: product.id });
    const saved = await mutation('admin.customers.create', cookieA, {
      fullname: 'Kavita Bhosale',
      phoneNumber: enquiry.phoneNumber,
      ...purchase(product.id),
      fromEnquiryId: enquiry.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const customerId = saved.json().result.data.id;
    expect(await followUpOf(enquiry.id)).toMatchObject({ status: 'converted', converted_customer_id: customerId });

    const again = await rest('POST', '/admin/customer', cookieA, { fullname: 'Kavita B', phoneNumber: uniquePhone(), ...purchase(product.id), fromEnquiryId: enquiry.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This enquiry is already converted to a customer.');
    expect(await followUpOf(enquiry.id)).toMatchObject({ converted_customer_id: customerId });
  });

  it('lets only one of two conversions of an enquiry sent at once win', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Pureit Vital' });
    const enquiry = await enquiryOf(cookieA, { productId: product.id });
    const convert = (fullname: string) =>
      rest('POST', '/admin/customer', cookieA, { fullname, phoneNumber: uniquePhone(), ...purchase(product.id), fromEnquiryId: enquiry.id });
    const results = await Promise.all([convert('Farida Shaikh'), convert('Farida S')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('This enquiry is already converted to a customer.');
    const winner = results.find((r) => r.statusCode === 201)!.json().data.id;
    expect(await followUpOf(enquiry.id)).toMatchObject({ status: 'converted', converted_customer_id: winner });
    // The refused conversion left no customer behind.
    const named = await t.database.db.selectFrom('users').where('business_id', '=', shopA.businessId).where('fullname', 'in', ['Farida Shaikh', 'Farida S']).select('id').execute();
    expect(named).toHaveLength(1);
  });

  it('leaves the enquiry unconverted, and no customer, when the customer cannot be saved', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Aquaguard Enhance' });
    const existing = await insertCustomer(t.database, shopA.businessId, product.id, { phone: uniquePhone() });
    const takenPhone = (await t.database.db.selectFrom('users').innerJoin('customers', 'customers.user_id', 'users.id').where('customers.id', '=', existing.id).select('phone_number').executeTakeFirstOrThrow()).phone_number;
    const enquiry = await enquiryOf(cookieA, { productId: product.id, followUpDate: '2026-11-22' });
    const before = await followUpOf(enquiry.id);

    const phoneTaken = await rest('POST', '/admin/customer', cookieA, { fullname: 'Dup', phoneNumber: takenPhone, ...purchase(product.id), fromEnquiryId: enquiry.id });
    expect(phoneTaken.statusCode).toBe(409);
    const noBill = await rest('POST', '/admin/customer', cookieA, { fullname: 'No bill', phoneNumber: enquiry.phoneNumber, productId: product.id, invoiceDate: '2026-11-21', fromEnquiryId: enquiry.id });
    expect(noBill.statusCode).toBe(400);
    expect(noBill.json().errors).toEqual(['Bill number is required']);
    const badEnquiryId = await rest('POST', '/admin/customer', cookieA, { fullname: 'X', phoneNumber: enquiry.phoneNumber, ...purchase(product.id), fromEnquiryId: 'enquiry-1' });
    expect(badEnquiryId.statusCode).toBe(400);
    expect(badEnquiryId.json().errors).toEqual(['Invalid enquiry ID']);

    expect(await followUpOf(enquiry.id)).toEqual(before);
    expect(await customerWithPhone(shopA.businessId, enquiry.phoneNumber)).toBeUndefined();
  });

  it("answers 404 for another business's enquiry and saves no customer", async () => {
    const productB = await insertProduct(t.database, shopB.businessId, { name: 'B only softener' });
    const enquiryA = await enquiryOf(cookieA, { name: 'Asked at A' });
    const phone = uniquePhone();
    const viaRest = await rest('POST', '/admin/customer', cookieB, { fullname: 'Taken from A', phoneNumber: phone, ...purchase(productB.id), fromEnquiryId: enquiryA.id });
    expect(viaRest.statusCode).toBe(404);
    expect(viaRest.json().message).toBe('Enquiry not found.');
    const viaTrpc = await mutation('admin.customers.create', cookieB, { fullname: 'Taken from A', phoneNumber: phone, ...purchase(productB.id), fromEnquiryId: enquiryA.id });
    expect(viaTrpc.statusCode).toBe(404);
    expect(await customerWithPhone(shopB.businessId, phone)).toBeUndefined();
    expect(await followUpOf(enquiryA.id)).toMatchObject({ status: 'new', converted_customer_id: null });
  });

  it('forgets the customer when the owner sets another state, and keeps converted when the customer is deleted', async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Voltas 1.5T' });
    const first = await enquiryOf(cookieA, { productId: product.id });
    const second = await enquiryOf(cookieA, { productId: product.id });
    const customerOf = async (enquiry: { id: string; phoneNumber: string }) =>
      (await rest('POST', '/admin/customer', cookieA, { fullname: 'Converted', phoneNumber: enquiry.phoneNumber, ...purchase(product.id), fromEnquiryId: enquiry.id })).json().data.id as string;
    await customerOf(first);
    const secondCustomer = await customerOf(second);

    expect((await rest('PUT', `/admin/enquiry/${first.id}`, cookieA, { status: 'contacted' })).json().data).toMatchObject({ status: 'contacted', convertedCustomerId: null });
    expect((await rest('DELETE', `/admin/customer/${secondCustomer}`, cookieA)).statusCode).toBe(200);
    expect(await followUpOf(second.id)).toMatchObject({ status: 'converted', converted_customer_id: null });
  });
});

describe('business B and business A', () => {
  it("cannot see or delete A's enquiries, nor point an enquiry at A's product", async () => {
    const productA = await insertProduct(t.database, shopA.businessId, { name: 'A only purifier' });
    const enquiryA = await rest('POST', '/admin/enquiry', cookieA, { name: 'Asked at A', phoneNumber: '9881198811', productId: productA.id });
    const idA = enquiryA.json().data.id;
    const beforeA = await enquiryRows(shopA.businessId);
    const beforeB = await enquiryRows(shopB.businessId);

    const deleteA = await rest('DELETE', `/admin/enquiry/${idA}`, cookieB);
    expect(deleteA.statusCode).toBe(404);
    expect(deleteA.json().message).toBe('Enquiry not found.');
    expect((await mutation('admin.enquiries.delete', cookieB, { id: idA })).statusCode).toBe(404);

    const pointAtA = await rest('POST', '/admin/enquiry', cookieB, { name: 'Sneaky', phoneNumber: '9881198812', productId: productA.id });
    expect(pointAtA.statusCode).toBe(404);
    expect(pointAtA.json().message).toBe('Product not found.');
    expect((await mutation('admin.enquiries.create', cookieB, { name: 'Sneaky', phoneNumber: '9881198812', productId: productA.id })).statusCode).toBe(404);

    expect((await rest('GET', `/admin/enquiry/${idA}`, cookieB)).statusCode).toBe(404);
    expect((await query('admin.enquiries.get', cookieB, { id: idA })).statusCode).toBe(404);
    const updateA = await rest('PUT', `/admin/enquiry/${idA}`, cookieB, { status: 'lost', notes: 'Not ours' });
    expect(updateA.statusCode).toBe(404);
    expect(updateA.json().message).toBe('Enquiry not found.');
    expect((await mutation('admin.enquiries.update', cookieB, { id: idA, data: { status: 'lost' } })).statusCode).toBe(404);
    expect(await followUpOf(idA)).toEqual({ status: 'new', follow_up_date: null, notes: null, converted_customer_id: null });

    expect((await rest('GET', '/admin/enquiry?search=Asked', cookieB)).json().data).toEqual([]);
    expect((await query('admin.enquiries.list', cookieB, { search: '98811' })).json().result.data).toEqual({ items: [], total: 0 });

    expect(await enquiryRows(shopA.businessId)).toEqual(beforeA);
    expect(await enquiryRows(shopB.businessId)).toEqual(beforeB);
  });
});

describe('enquiries in Hindi', () => {
  it('says what is wrong and what was done in the language the REST caller asks for', async () => {
    const inHindi = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/enquiry', headers: { cookie: cookieA, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, payload });
    const refused = await inHindi({ name: '', phoneNumber: '98220' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['नाम ज़रूरी है', 'फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए']);
    const created = await inHindi({ name: 'Meena Kulkarni', phoneNumber: uniquePhone() });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('पूछताछ जोड़ दी गई');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v1/admin/enquiry/${UNKNOWN_ID}`, headers: { cookie: cookieA, 'accept-language': 'hi' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('पूछताछ नहीं मिली।');
  });
});
