import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { callsTo, createBusiness, openTwoShops, signInAs, uniquePhone, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops());
});
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
      'createdAt',
      'customerId',
      'id',
      'kind',
      'message',
      'name',
      'phoneNumber',
      'preferredDate',
      'product',
      'productId',
    ]);
    // One the owner typed in: not a customer's service request from the portal.
    expect(listed).toMatchObject({ kind: 'enquiry', customerId: null, preferredDate: null });

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

    expect((await rest('GET', '/admin/enquiry?search=Asked', cookieB)).json().data).toEqual([]);
    expect((await query('admin.enquiries.list', cookieB, { search: '98811' })).json().result.data).toEqual({ items: [], total: 0 });

    expect(await enquiryRows(shopA.businessId)).toEqual(beforeA);
    expect(await enquiryRows(shopB.businessId)).toEqual(beforeB);
  });
});
