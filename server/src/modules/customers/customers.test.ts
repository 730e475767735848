import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertEmployee, insertProduct, insertVisit, nextBillNumber } from '../../test/factories';
import { callsTo, createMember, logoServedAt, openTwoShops, signInAs, uniquePhone, type TestApp, type TestBusiness } from '../../test/test-app';
import { logoColumns } from '../logos/logos';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
let purifierA: { id: string; name: string; price: number };
let chimneyA: { id: string; name: string; price: number };
let purifierB: { id: string; name: string; price: number };

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ b: { name: 'Cool Air Services' } }));
  purifierA = await insertProduct(t.database, shopA.businessId, { name: 'Kent Grand Plus RO', price: 18500.5 });
  chimneyA = await insertProduct(t.database, shopA.businessId, { name: 'Elica Chimney', price: 24990 });
  purifierB = await insertProduct(t.database, shopB.businessId, { name: 'Pureit Classic', price: 9999 });
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const customerForm = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Sanjay Joshi',
  phoneNumber: uniquePhone(),
  email: 'sanjay@example.in',
  address: 'Flat 302, Shanti Heights, Kothrud, Pune',
  productId: purifierA.id,
  invoiceDate: '2026-11-21',
  billNumber: nextBillNumber(),
  ...overrides,
});

/** Every customer-side row of a business, to show a refused call wrote nothing. */
async function snapshot(businessId: string) {
  const [users, customers, purchases] = await Promise.all([
    t.database.db.selectFrom('users').where('business_id', '=', businessId).where('role', '=', 'CUSTOMER').selectAll().orderBy('id').execute(),
    t.database.db.selectFrom('customers').where('business_id', '=', businessId).selectAll().orderBy('id').execute(),
    t.database.db.selectFrom('customer_products').where('business_id', '=', businessId).selectAll().orderBy('id').execute(),
  ]);
  return { users, customers, purchases };
}

async function employeeOf(businessId: string) {
  return insertEmployee(t.database, businessId, 'Ramesh Patil');
}

describe('customers through REST', () => {
  it('creates a customer with a first purchase, filling price and warranty from the product and the invoice date', async () => {
    const form = customerForm({ fullname: ' Sanjay Joshi ' });
    const created = await rest('POST', '/admin/customer', cookieA, form);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Customer created successfully');
    const customer = created.json().data;
    expect(customer).toEqual({
      id: expect.any(String),
      user: {
        id: expect.any(String),
        fullname: 'Sanjay Joshi',
        address: form.address,
        phoneNumber: form.phoneNumber,
        email: 'sanjay@example.in',
        language: 'en',
      },
      gstin: null,
      stateCode: null,
      customerProduct: [
        {
          id: expect.any(String),
          productID: purifierA.id,
          product: { id: purifierA.id, name: 'Kent Grand Plus RO', price: 18500.5 },
          invoiceDate: '2026-11-21',
          billNumber: form.billNumber,
          price: 18500.5,
          warrantyStartDate: '2026-11-21',
          warrantyEndDate: '2027-11-21',
          serialNumber: null,
        },
      ],
      createdAt: expect.any(String),
    });
    // without a password the customer has no sign-in
    const account = await t.database.db.selectFrom('users').where('id', '=', customer.user.id).select('password_hash').executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
  });

  it('keeps the price, warranty dates and password the admin typed', async () => {
    const form = customerForm({
      price: '17999.00',
      warrantyStartDate: '2024-02-29T00:00:00+05:30',
      invoiceDate: '2024-02-28',
      password: 'customer-pass',
      email: '',
    });
    const customer = (await rest('POST', '/admin/customer', cookieA, form)).json().data;
    expect(customer.user.email).toBeNull();
    expect(customer.customerProduct[0]).toMatchObject({ price: 17999, warrantyStartDate: '2024-02-29', warrantyEndDate: '2025-02-28' });
    const signIn = await rest('POST', '/users/login', undefined, { phoneNumber: form.phoneNumber, password: 'customer-pass' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.role).toBe('CUSTOMER');
  });

  it("changes the password only when a new one is given, and then ends the customer's sessions", async () => {
    const form = customerForm({ password: 'first-pass' });
    const { id } = (await rest('POST', '/admin/customer', cookieA, form)).json().data;
    const session = await signInAs(t.app, form.phoneNumber, 'first-pass');
    const home = () => rest('GET', '/users/me', session);
    expect((await home()).statusCode).toBe(200);

    expect((await rest('PUT', `/admin/customer/${id}`, cookieA, { ...form, password: '' })).statusCode).toBe(200);
    expect((await home()).statusCode).toBe(200);

    expect((await rest('PUT', `/admin/customer/${id}`, cookieA, { ...form, password: 'second-pass' })).statusCode).toBe(200);
    expect((await home()).statusCode).toBe(401);
    await signInAs(t.app, form.phoneNumber, 'second-pass');
  });

  it('lists customers with every purchase in invoice order, paged and searched by name, phone or bill number', async () => {
    const customer = await insertCustomer(t.database, shopA.businessId, chimneyA.id, {
      fullname: 'Listed Lata',
      invoiceDate: '2026-06-01',
      billNumber: 'LST-77',
    });
    await rest('POST', '/admin/customer', cookieA, customerForm({ fullname: 'Listed Lakshmi', billNumber: 'LST-88' }));
    await mutation('admin.customers.addProduct', cookieA, {
      customerId: customer.id,
      data: { productId: purifierA.id, invoiceDate: '2026-03-15', billNumber: 'EARLIER-1', price: 100 },
    });

    const page = await rest('GET', '/admin/customer?page=1&pageSize=1&search=listed&sortBy=fullname', cookieA);
    expect(page.headers['x-total-count']).toBe('2');
    const [lakshmi] = page.json().data;
    expect(lakshmi.user.fullname).toBe('Listed Lakshmi');
    const pastTheEnd = await rest('GET', '/admin/customer?page=3&pageSize=1&search=listed', cookieA);
    expect([pastTheEnd.json().data, pastTheEnd.headers['x-total-count']]).toEqual([[], '2']);

    const all = (await rest('GET', '/admin/customer?search=listed&sortBy=fullname&sortOrder=desc', cookieA)).json().data;
    expect(all.map((c: { user: { fullname: string } }) => c.user.fullname)).toEqual(['Listed Lata', 'Listed Lakshmi']);
    expect(all[0].customerProduct.map((p: { billNumber: string }) => p.billNumber)).toEqual(['EARLIER-1', 'LST-77']);
    expect(all[0].customerProduct[0]).toMatchObject({ price: 100, invoiceDate: '2026-03-15', product: { price: 18500.5 } });
    expect(typeof all[0].customerProduct[1].product.price).toBe('number');

    const byBill = (await rest('GET', '/admin/customer?search=lst-77', cookieA)).json().data;
    expect(byBill.map((c: { id: string }) => c.id)).toEqual([customer.id]);
    const byPhone = (await rest('GET', `/admin/customer?search=${lakshmi.user.phoneNumber}`, cookieA)).json().data;
    expect(byPhone.map((c: { id: string }) => c.id)).toEqual([lakshmi.id]);
    // a search with LIKE's own characters is taken literally
    expect((await rest('GET', '/admin/customer?search=%25', cookieA)).json().data).toEqual([]);
  });

  it('reads, updates the first purchase with price as a number, and deletes with purchases', async () => {
    const form = customerForm({ fullname: 'Update Umesh' });
    const created = (await rest('POST', '/admin/customer', cookieA, form)).json().data;
    expect((await rest('GET', `/admin/customer/${created.id}`, cookieA)).json().data.user.fullname).toBe('Update Umesh');

    const updated = await rest('PUT', `/admin/customer/${created.id}`, cookieA, {
      ...form,
      fullname: 'Umesh Gokhale',
      productId: chimneyA.id,
      price: 23000,
      warrantyStartDate: '2026-12-01',
      warrantyEndDate: '2028-12-01',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Customer updated successfully',
      data: {
        user: { fullname: 'Umesh Gokhale' },
        customerProduct: [
          { id: created.customerProduct[0].id, productID: chimneyA.id, price: 23000, warrantyStartDate: '2026-12-01', warrantyEndDate: '2028-12-01' },
        ],
      },
    });

    const deleted = await rest('DELETE', `/admin/customer/${created.id}`, cookieA);
    expect(deleted.json()).toMatchObject({ message: 'Customer deleted successfully', data: { id: created.id } });
    expect((await rest('GET', `/admin/customer/${created.id}`, cookieA)).statusCode).toBe(404);
    const leftovers = await t.database.db.selectFrom('customer_products').where('customer_id', '=', created.id).select('id').execute();
    expect(leftovers).toEqual([]);
    expect(await t.database.db.selectFrom('users').where('id', '=', created.user.id).select('id').executeTakeFirst()).toBeUndefined();
  });

  it('explains every missing or malformed field, writing nothing', async () => {
    const before = await snapshot(shopA.businessId);
    const empty = await rest('POST', '/admin/customer', cookieA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      'Customer name is required',
      'Enter a valid mobile number',
      'Select a product',
      'Enter a valid invoice date',
      'Bill number is required',
    ]);

    const malformed = await rest('POST', '/admin/customer', cookieA, {
      fullname: '',
      phoneNumber: '12345',
      email: 'sanjay@',
      productId: 'product-1',
      invoiceDate: '2026-02-30',
      billNumber: 'B'.repeat(33),
      price: '12.345',
      warrantyStartDate: 'soon',
      password: 'short',
    });
    expect(malformed.json().errors).toEqual([
      'Customer name is required',
      'Enter a valid mobile number',
      'Enter a valid email',
      'Password must be at least 6 characters',
      'Invalid Product ID',
      'Enter a valid invoice date',
      'Bill number must be at most 32 characters',
      'Enter an amount in rupees, like 1499 or 1499.50',
      'Enter a valid warranty start date',
    ]);

    const backwards = await rest('POST', '/admin/customer', cookieA, customerForm({ fullname: '', warrantyStartDate: '2026-12-01', warrantyEndDate: '2026-11-30' }));
    expect(backwards.json().errors).toEqual(['Customer name is required', 'Warranty end must be on or after warranty start']);
    const beforeInvoice = await rest('POST', '/admin/customer', cookieA, customerForm({ warrantyEndDate: '2026-11-20' }));
    expect(beforeInvoice.json().errors).toEqual(['Warranty end must be on or after warranty start']);
    const negative = await rest('POST', '/admin/customer', cookieA, customerForm({ price: -5 }));
    expect(negative.statusCode).toBe(400);

    expect(await snapshot(shopA.businessId)).toEqual(before);
  });

  it("refuses a phone another of the business's customers has, writing nothing", async () => {
    const phone = uniquePhone();
    expect((await rest('POST', '/admin/customer', cookieA, customerForm({ phoneNumber: phone }))).statusCode).toBe(201);
    const before = await snapshot(shopA.businessId);
    const duplicate = await rest('POST', '/admin/customer', cookieA, customerForm({ phoneNumber: phone }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A customer with this phone number already exists.');
    expect(await snapshot(shopA.businessId)).toEqual(before);
    // an employee of the business, or a customer of another business, may have it
    await createMember(t.database, shopA.businessId, 'EMPLOYEE', uniquePhone());
    expect((await rest('POST', '/admin/customer', cookieB, customerForm({ phoneNumber: phone, productId: purifierB.id }))).statusCode).toBe(201);
  });

  it('answers 409, not 500, when two saves of one phone race past the check', async () => {
    const phone = uniquePhone();
    const results = await Promise.all([
      rest('POST', '/admin/customer', cookieA, customerForm({ phoneNumber: phone, password: 'racer-one' })),
      rest('POST', '/admin/customer', cookieA, customerForm({ phoneNumber: phone, password: 'racer-two' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('A customer with this phone number already exists.');
    const rows = await t.database.db.selectFrom('users').where('business_id', '=', shopA.businessId).where('phone_number', '=', phone).select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses to delete a customer who has visits, saying how many', async () => {
    const customer = await insertCustomer(t.database, shopA.businessId, purifierA.id, { fullname: 'Visited Vasant' });
    const employee = await employeeOf(shopA.businessId);
    for (const day of ['2026-10-01', '2026-11-01']) {
      await insertVisit(t.database, shopA.businessId, { customerId: customer.id, employeeId: employee.id, visitDate: `${day}T06:30:00Z` });
    }
    const before = await snapshot(shopA.businessId);
    const refused = await rest('DELETE', `/admin/customer/${customer.id}`, cookieA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This customer still has 2 visits.');
    expect(await snapshot(shopA.businessId)).toEqual(before);
  });
});

describe('what a shop owner types wrongly is refused at once, and nothing is saved', () => {
  it('refuses invoice dates outside 1 Jan 2000 to a year ahead, and warranties longer than ten years, never with a 5xx', async () => {
    const before = await snapshot(shopA.businessId);
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceDate: '2099-12-31' }, 'Invoice date must be between 1 Jan 2000 and a year from today'],
      [{ invoiceDate: '0001-01-01' }, 'Invoice date must be between 1 Jan 2000 and a year from today'],
      [{ invoiceDate: '9999-11-24' }, 'Invoice date must be between 1 Jan 2000 and a year from today'],
      [{ warrantyStartDate: '1999-12-31' }, 'Warranty start date must be between 1 Jan 2000 and a year from today'],
      [{ invoiceDate: '2026-11-21', warrantyEndDate: '2037-11-22' }, 'Warranty end must be within 10 years of warranty start'],
      [{ invoiceDate: '2026-11-21', warrantyEndDate: '2026-11-20' }, 'Warranty end must be on or after warranty start'],
      [{ warrantyEndDate: '10000-01-01' }, 'Enter a valid warranty end date'],
    ];
    for (const [fields, message] of cases) {
      const response = await rest('POST', '/admin/customer', cookieA, customerForm(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors, JSON.stringify(fields)).toEqual([message]);
    }
    const tenYears = await rest('POST', '/admin/customer', cookieA, customerForm({ invoiceDate: '2026-11-21', warrantyEndDate: '2036-11-21' }));
    expect(tenYears.statusCode).toBe(201);
    await rest('DELETE', `/admin/customer/${tenYears.json().data.id}`, cookieA);
    expect(await snapshot(shopA.businessId)).toEqual(before);
  });

  it('asks for a product when none is picked, and says the largest price and that it cannot be negative', async () => {
    const noProduct = await rest('POST', '/admin/customer', cookieA, customerForm({ productId: '' }));
    expect(noProduct.json().errors).toEqual(['Select a product']);
    expect((await rest('POST', '/admin/customer', cookieA, customerForm({ price: 99999999999999 }))).json().errors).toEqual([
      'Price must be at most ₹99,99,99,999.99',
    ]);
    expect((await rest('POST', '/admin/customer', cookieA, customerForm({ price: -1200 }))).json().errors).toEqual(['Price cannot be negative']);
  });

  it('refuses a bill number another purchase of the business has, in any case, and lets the purchase keep its own', async () => {
    const first = (await rest('POST', '/admin/customer', cookieA, customerForm({ billNumber: 'DUP-500' }))).json().data;
    const before = await snapshot(shopA.businessId);
    for (const billNumber of ['DUP-500', 'dup-500', ' DUP-500 ']) {
      const again = await rest('POST', '/admin/customer', cookieA, customerForm({ billNumber }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Another purchase already has this bill number.');
    }
    const added = await mutation('admin.customers.addProduct', cookieA, {
      customerId: first.id,
      data: { productId: chimneyA.id, invoiceDate: '2026-11-21', billNumber: 'Dup-500' },
    });
    expect(added.json().error.message).toBe('Another purchase already has this bill number.');
    expect(await snapshot(shopA.businessId)).toEqual(before);

    const kept = await rest('PUT', `/admin/customer/${first.id}`, cookieA, customerForm({ phoneNumber: first.user.phoneNumber, billNumber: 'DUP-500', fullname: 'Renamed' }));
    expect(kept.statusCode).toBe(200);
    // Another business may use the same bill number.
    const elsewhere = await rest('POST', '/admin/customer', cookieB, customerForm({ productId: purifierB.id, billNumber: 'DUP-500' }));
    expect(elsewhere.statusCode).toBe(201);
  });

  it('knows +91 98220 11223, +919822011223 and 09822011223 as the customer 9822011223', async () => {
    const created = await rest('POST', '/admin/customer', cookieA, customerForm({ phoneNumber: '+91 98220 11223' }));
    expect(created.json().data.user.phoneNumber).toBe('9822011223');
    for (const phoneNumber of ['9822011223', '+919822011223', '09822011223', '98220-11223']) {
      const again = await rest('POST', '/admin/customer', cookieA, customerForm({ phoneNumber }));
      expect(again.statusCode, phoneNumber).toBe(409);
      expect(again.json().message).toBe('A customer with this phone number already exists.');
    }
  });

  it('says what a page must be instead of a raw validation message', async () => {
    for (const page of ['0', '-3', 'two']) {
      const response = await rest('GET', `/admin/customer?page=${page}`, cookieA);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Page must be a whole number from 1');
    }
    expect((await rest('GET', '/admin/customer?page=1&pageSize=500', cookieA)).json().message).toBe('Page size must be a whole number from 1 to 100');
  });
});

describe("a customer's purchases through REST", () => {
  it('adds, changes and removes a purchase at /admin/customer/:customerId/product, with the same rules as the screens', async () => {
    const customer = (await rest('POST', '/admin/customer', cookieA, customerForm({ fullname: 'Rest Rekha', billNumber: 'RR-1' }))).json().data;
    const added = await rest('POST', `/admin/customer/${customer.id}/product`, cookieA, {
      productId: chimneyA.id,
      invoiceDate: '2026-11-21',
      billNumber: 'RR-2',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Purchase added successfully');
    const second = added.json().data.customerProduct[1];
    expect(second).toMatchObject({ billNumber: 'RR-2', price: 24990, warrantyEndDate: '2027-11-21' });

    const changed = await rest('PUT', `/admin/customer/${customer.id}/product/${second.id}`, cookieA, {
      productId: chimneyA.id,
      invoiceDate: '2026-11-22',
      billNumber: 'RR-2B',
      price: 23000,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Purchase updated successfully' });
    expect(changed.json().data.customerProduct.map((p: { billNumber: string; price: number }) => [p.billNumber, p.price])).toEqual([
      ['RR-1', 18500.5],
      ['RR-2B', 23000],
    ]);

    const invalid = await rest('PUT', `/admin/customer/${customer.id}/product/${second.id}`, cookieA, { productId: chimneyA.id, billNumber: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(['Enter a valid invoice date', 'Bill number is required']);

    const removed = await rest('DELETE', `/admin/customer/${customer.id}/product/${customer.customerProduct[0].id}`, cookieA);
    expect(removed.json()).toMatchObject({ message: 'Purchase removed successfully', data: { customerProduct: [{ billNumber: 'RR-2B' }] } });
    const last = await rest('DELETE', `/admin/customer/${customer.id}/product/${second.id}`, cookieA);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("This is the customer's only purchase. Delete the customer instead.");

    const invoice = await rest('GET', `/admin/customer/${customer.id}/invoice`, cookieA);
    expect(invoice.json()).toMatchObject({
      message: 'Invoice fetched successfully',
      data: { customer: { id: customer.id }, business: { name: 'Shree Ganesh Water Solutions', phoneNumber: shopA.adminPhone } },
    });
  });

  it("refuses B's admin every call on A's customer's purchases, writing nothing", async () => {
    const customer = (await rest('POST', '/admin/customer', cookieA, customerForm({ billNumber: 'RB-1' }))).json().data;
    const purchaseId = customer.customerProduct[0].id;
    const before = await snapshot(shopA.businessId);
    const purchase = { productId: purifierB.id, invoiceDate: '2026-11-21', billNumber: 'RB-X' };
    expect((await rest('POST', `/admin/customer/${customer.id}/product`, cookieB, purchase)).statusCode).toBe(404);
    expect((await rest('PUT', `/admin/customer/${customer.id}/product/${purchaseId}`, cookieB, purchase)).statusCode).toBe(404);
    expect((await rest('DELETE', `/admin/customer/${customer.id}/product/${purchaseId}`, cookieB)).statusCode).toBe(404);
    expect((await rest('GET', `/admin/customer/${customer.id}/invoice`, cookieB)).statusCode).toBe(404);
    expect(await snapshot(shopA.businessId)).toEqual(before);
  });
});

describe('customers through tRPC', () => {
  it('runs the same services for create, list, get, update and delete', async () => {
    const form = customerForm({ fullname: 'Trpc Tara' });
    const created = await mutation('admin.customers.create', cookieA, form);
    expect(created.statusCode).toBe(200);
    const customer = created.json().result.data;
    expect(customer.customerProduct).toHaveLength(1);

    const list = await query('admin.customers.list', cookieA, { page: 1, pageSize: 10, search: 'Trpc Tara' });
    expect(list.json().result.data).toMatchObject({ total: 1, items: [{ id: customer.id, customerProduct: [{ billNumber: form.billNumber }] }] });
    expect((await query('admin.customers.get', cookieA, { id: customer.id })).json().result.data.user.phoneNumber).toBe(form.phoneNumber);

    const updated = await mutation('admin.customers.update', cookieA, { id: customer.id, data: { ...form, billNumber: `${form.billNumber}-R` } });
    expect(updated.json().result.data.customerProduct[0].billNumber).toBe(`${form.billNumber}-R`);

    const invalid = await mutation('admin.customers.create', cookieA, { ...form, productId: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Invalid Product ID']);

    expect((await mutation('admin.customers.delete', cookieA, { id: customer.id })).json().result.data).toEqual({ id: customer.id });
  });

  it('adds a purchase, updates a chosen one, and removes one unless visits or nothing else remain', async () => {
    const customer = (await mutation('admin.customers.create', cookieA, customerForm({ fullname: 'Many Purchases', invoiceDate: '2026-01-10' }))).json().result
      .data;
    const firstId = customer.customerProduct[0].id;
    const added = await mutation('admin.customers.addProduct', cookieA, {
      customerId: customer.id,
      data: { productId: chimneyA.id, invoiceDate: '2026-11-21', billNumber: 'CH-9' },
    });
    expect(added.statusCode).toBe(200);
    const purchases = added.json().result.data.customerProduct;
    expect(purchases.map((p: { productID: string }) => p.productID)).toEqual([purifierA.id, chimneyA.id]);
    const secondId = purchases[1].id;
    expect(purchases[1]).toMatchObject({ price: 24990, warrantyStartDate: '2026-11-21', warrantyEndDate: '2027-11-21' });

    const edited = await mutation('admin.customers.update', cookieA, {
      id: customer.id,
      data: { ...customerForm({ fullname: 'Many Purchases', phoneNumber: customer.user.phoneNumber }), customerProductId: secondId, productId: chimneyA.id, billNumber: 'CH-9-B', invoiceDate: '2026-11-22' },
    });
    expect(edited.json().result.data.customerProduct.map((p: { billNumber: string }) => p.billNumber)).toEqual([customer.customerProduct[0].billNumber, 'CH-9-B']);

    const employee = await employeeOf(shopA.businessId);
    await insertVisit(t.database, shopA.businessId, {
      customerId: customer.id,
      employeeId: employee.id,
      customerProductId: secondId,
      visitDate: '2026-11-25T06:30:00Z',
    });
    const inUse = await mutation('admin.customers.removeProduct', cookieA, { customerId: customer.id, customerProductId: secondId });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe('This purchase still has 1 visit.');

    const removed = await mutation('admin.customers.removeProduct', cookieA, { customerId: customer.id, customerProductId: firstId });
    expect(removed.json().result.data.customerProduct.map((p: { id: string }) => p.id)).toEqual([secondId]);

    const other = (await mutation('admin.customers.create', cookieA, customerForm())).json().result.data;
    const last = await mutation('admin.customers.removeProduct', cookieA, { customerId: other.id, customerProductId: other.customerProduct[0].id });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe("This is the customer's only purchase. Delete the customer instead.");

    // a purchase of another customer is not this customer's
    const foreign = await mutation('admin.customers.removeProduct', cookieA, { customerId: other.id, customerProductId: secondId });
    expect(foreign.statusCode).toBe(404);
    const foreignUpdate = await mutation('admin.customers.update', cookieA, { id: other.id, data: { ...customerForm(), customerProductId: secondId } });
    expect(foreignUpdate.json().error.message).toBe('Purchase not found.');
  });

  it("gives the visit form each customer's address, first purchase and purchases, at most 20", async () => {
    const customer = await insertCustomer(t.database, shopA.businessId, purifierA.id, {
      fullname: 'Option Omkar',
      address: 'Wakad, Pune',
      invoiceDate: '2026-05-05',
    });
    await mutation('admin.customers.addProduct', cookieA, {
      customerId: customer.id,
      data: { productId: chimneyA.id, invoiceDate: '2026-08-08', billNumber: 'OP-2' },
    });
    const options = (await query('admin.customers.options', cookieA, { search: 'option omkar' })).json().result.data;
    expect(options).toEqual([
      {
        id: customer.id,
        fullname: 'Option Omkar',
        phoneNumber: expect.any(String),
        address: 'Wakad, Pune',
        firstPurchase: { id: customer.customerProductId, warrantyStartDate: '2026-05-05' },
        purchases: [
          { id: customer.customerProductId, productName: 'Kent Grand Plus RO' },
          { id: expect.any(String), productName: 'Elica Chimney' },
        ],
      },
    ]);
    for (let i = 0; i < 21; i++) await insertCustomer(t.database, shopA.businessId, purifierA.id, { fullname: `Pick ${String(i).padStart(2, '0')}` });
    const capped = (await query('admin.customers.options', cookieA, { search: 'Pick ' })).json().result.data;
    expect(capped).toHaveLength(20);
    expect(capped[0].fullname).toBe('Pick 00');
  });

  it("prints an invoice with the customer's purchases and the business's own name, address, phone and logo", async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    await t.database.db.updateTable('businesses').set(logoColumns(logo)).where('id', '=', shopA.businessId).execute();
    await t.database.db
      .updateTable('users')
      .set({ address: 'Shop 4, FC Road, Pune', email: 'owner@ganesh.in' })
      .where('business_id', '=', shopA.businessId)
      .where('role', '=', 'ADMIN')
      .execute();
    const customer = (await mutation('admin.customers.create', cookieA, customerForm({ fullname: 'Invoice Indu', billNumber: 'INV-42' }))).json().result.data;
    const invoice = await query('admin.customers.invoice', cookieA, { id: customer.id });
    expect(invoice.json().result.data).toEqual({
      customer,
      business: {
        name: 'Shree Ganesh Water Solutions',
        address: 'Shop 4, FC Road, Pune',
        phoneNumber: shopA.adminPhone,
        email: 'owner@ganesh.in',
        logo: expect.stringMatching(/^\/logos\//),
      },
    });
    expect(await logoServedAt(t.app, invoice.json().result.data.business.logo)).toBe(logo);
  });
});

describe('who may call', () => {
  it('refuses anonymous callers and customers', async () => {
    expect((await rest('GET', '/admin/customer')).statusCode).toBe(401);
    const member = await createMember(t.database, shopA.businessId, 'CUSTOMER');
    const cookie = await signInAs(t.app, member.phone, member.password);
    expect((await rest('POST', '/admin/customer', cookie, customerForm())).statusCode).toBe(403);
    expect((await query('admin.customers.options', cookie, {})).statusCode).toBe(403);
  });
});

describe('business B and business A', () => {
  it("cannot create a customer with A's product, writing nothing", async () => {
    const before = await snapshot(shopB.businessId);
    const refused = await rest('POST', '/admin/customer', cookieB, customerForm({ productId: purifierA.id }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Product not found.');
    expect(await snapshot(shopB.businessId)).toEqual(before);
  });

  it("cannot read, change, extend, invoice or delete A's customer, and never lists them", async () => {
    const customer = await insertCustomer(t.database, shopA.businessId, purifierA.id, { fullname: 'Only At A', billNumber: 'SECRET-1' });
    const beforeA = await snapshot(shopA.businessId);

    expect((await rest('GET', `/admin/customer/${customer.id}`, cookieB)).statusCode).toBe(404);
    expect((await rest('PUT', `/admin/customer/${customer.id}`, cookieB, customerForm({ productId: purifierB.id }))).statusCode).toBe(404);
    expect((await rest('DELETE', `/admin/customer/${customer.id}`, cookieB)).statusCode).toBe(404);
    expect((await query('admin.customers.invoice', cookieB, { id: customer.id })).statusCode).toBe(404);
    const extend = await mutation('admin.customers.addProduct', cookieB, {
      customerId: customer.id,
      data: { productId: purifierB.id, invoiceDate: '2026-11-21', billNumber: 'X' },
    });
    expect(extend.json().error.message).toBe('Customer not found.');
    const remove = await mutation('admin.customers.removeProduct', cookieB, { customerId: customer.id, customerProductId: customer.customerProductId });
    expect(remove.statusCode).toBe(404);

    // B's own customer cannot be pointed at A's product either
    const own = (await rest('POST', '/admin/customer', cookieB, customerForm({ productId: purifierB.id }))).json().data;
    const beforeB = await snapshot(shopB.businessId);
    const extendOwn = await mutation('admin.customers.addProduct', cookieB, {
      customerId: own.id,
      data: { productId: purifierA.id, invoiceDate: '2026-11-21', billNumber: 'X' },
    });
    expect(extendOwn.statusCode).toBe(404);
    expect((await rest('PUT', `/admin/customer/${own.id}`, cookieB, customerForm({ productId: purifierA.id }))).statusCode).toBe(404);
    expect(await snapshot(shopB.businessId)).toEqual(beforeB);

    expect((await rest('GET', '/admin/customer?search=SECRET', cookieB)).json().data).toEqual([]);
    expect((await rest('GET', '/admin/customer?search=Only At A', cookieB)).json().data).toEqual([]);
    expect((await query('admin.customers.options', cookieB, { search: 'Only At A' })).json().result.data).toEqual([]);
    expect(await snapshot(shopA.businessId)).toEqual(beforeA);
  });
});

describe('a customer’s GSTIN and state, for GST invoices', () => {
  it('saves a registered buyer’s GSTIN with their state, and keeps both when an update leaves them out', async () => {
    const created = await rest('POST', '/admin/customer', cookieA, customerForm({ gstin: '29aagcb7383j1z4', stateCode: '29' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ gstin: '29AAGCB7383J1Z4', stateCode: '29' });
    const { id, user } = created.json().data;

    const updated = await rest('PUT', `/admin/customer/${id}`, cookieA, customerForm({ phoneNumber: user.phoneNumber, fullname: 'Sanjay Joshi Traders' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ gstin: '29AAGCB7383J1Z4', stateCode: '29' });
  });

  it('refuses a GSTIN of another state than the customer’s, whether both are sent or one meets the saved other', async () => {
    const before = await snapshot(shopA.businessId);
    const both = await rest('POST', '/admin/customer', cookieA, customerForm({ gstin: '29AAGCB7383J1Z4', stateCode: '27' }));
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual(['This GSTIN is registered in Karnataka (29), not in the state chosen, Maharashtra (27)']);
    expect(await snapshot(shopA.businessId)).toEqual(before);

    const created = (await rest('POST', '/admin/customer', cookieA, customerForm({ gstin: '29AAGCB7383J1Z4', stateCode: '29' }))).json().data;
    const stateOnly = await rest('PUT', `/admin/customer/${created.id}`, cookieA, customerForm({ phoneNumber: created.user.phoneNumber, stateCode: '27' }));
    expect(stateOnly.statusCode).toBe(400);
    expect(stateOnly.json().message).toBe('This GSTIN is registered in Karnataka (29), not in the state chosen, Maharashtra (27)');
  });
});

describe('a purchase’s serial number', () => {
  it('is saved in capitals on create, add and update, and kept when a client leaves it out', async () => {
    const created = await rest('POST', '/admin/customer', cookieA, customerForm({ serialNumber: ' kent-gp-2611 ' }));
    expect(created.statusCode).toBe(201);
    const { id, user, customerProduct } = created.json().data;
    expect(customerProduct[0].serialNumber).toBe('KENT-GP-2611');

    const kept = await rest('PUT', `/admin/customer/${id}`, cookieA, customerForm({ phoneNumber: user.phoneNumber }));
    expect(kept.json().data.customerProduct[0].serialNumber).toBe('KENT-GP-2611');

    const added = await rest('POST', `/admin/customer/${id}/product`, cookieA, {
      productId: chimneyA.id,
      invoiceDate: '2026-11-21',
      billNumber: nextBillNumber(),
      serialNumber: 'EL/CH/0042',
    });
    expect(added.statusCode).toBe(201);
    const chimney = added.json().data.customerProduct.find((purchase: { productID: string }) => purchase.productID === chimneyA.id);
    expect(chimney.serialNumber).toBe('EL/CH/0042');

    const purchaseForm = { productId: chimneyA.id, invoiceDate: '2026-11-21', billNumber: chimney.billNumber };
    const untouched = await mutation('admin.customers.updateProduct', cookieA, { customerId: id, customerProductId: chimney.id, data: purchaseForm });
    expect(untouched.json().result.data.customerProduct[1].serialNumber).toBe('EL/CH/0042');
    const cleared = await rest('PUT', `/admin/customer/${id}/product/${chimney.id}`, cookieA, { ...purchaseForm, serialNumber: '' });
    expect(cleared.json().data.customerProduct[1].serialNumber).toBeNull();
  });

  it('is unique within the business, whatever the case it is typed in, and refused with its number, saving nothing', async () => {
    await rest('POST', '/admin/customer', cookieA, customerForm({ serialNumber: 'RO-123' }));
    const other = (await rest('POST', '/admin/customer', cookieA, customerForm())).json().data;
    const before = await snapshot(shopA.businessId);

    const second = await rest('POST', '/admin/customer', cookieA, customerForm({ serialNumber: 'ro-123' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Serial number RO-123 is already on another purchase.');
    const moved = await rest('PUT', `/admin/customer/${other.id}`, cookieA, customerForm({ phoneNumber: other.user.phoneNumber, serialNumber: 'RO-123' }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('Serial number RO-123 is already on another purchase.');
    const badShape = await rest('POST', '/admin/customer', cookieA, customerForm({ serialNumber: 'RO 123' }));
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errors).toEqual(['Serial number may use letters, digits and / . _ - (up to 40)']);
    expect(await snapshot(shopA.businessId)).toEqual(before);
  });

  it('may be the same in two businesses; on another business’s purchase it is a purchase that does not exist', async () => {
    const inB = await rest('POST', '/admin/customer', cookieB, customerForm({ productId: purifierB.id, serialNumber: 'RO-123' }));
    expect(inB.statusCode).toBe(201);
    expect(inB.json().data.customerProduct[0].serialNumber).toBe('RO-123');

    const ofA = (await rest('POST', '/admin/customer', cookieA, customerForm({ serialNumber: 'RO-777' }))).json().data;
    const [beforeA, beforeB] = [await snapshot(shopA.businessId), await snapshot(shopB.businessId)];
    const purchaseOfA = ofA.customerProduct[0];
    const fromB = await rest('PUT', `/admin/customer/${ofA.id}/product/${purchaseOfA.id}`, cookieB, {
      productId: purifierB.id,
      invoiceDate: '2026-11-21',
      billNumber: nextBillNumber(),
      serialNumber: 'RO-999',
    });
    expect(fromB.statusCode).toBe(404);
    expect(await snapshot(shopA.businessId)).toEqual(beforeA);
    expect(await snapshot(shopB.businessId)).toEqual(beforeB);
  });
});

describe('the customer’s language', () => {
  const languageOf = async (userId: string) =>
    (await t.database.db.selectFrom('users').where('id', '=', userId).select('language').executeTakeFirstOrThrow()).language;

  it('is saved with the customer, returned with their details, and kept when an update leaves it out', async () => {
    const form = customerForm({ language: 'hi' });
    const created = await rest('POST', '/admin/customer', cookieA, form);
    expect(created.statusCode).toBe(201);
    const customer = created.json().data;
    expect(customer.user.language).toBe('hi');
    expect(await languageOf(customer.user.id)).toBe('hi');
    expect((await rest('GET', `/admin/customer/${customer.id}`, cookieA)).json().data.user.language).toBe('hi');
    const listed = (await rest('GET', `/admin/customer?search=${form.phoneNumber}`, cookieA)).json().data;
    expect(listed.map((row: { user: { language: string } }) => row.user.language)).toEqual(['hi']);

    // Left out, it stays Hindi; given, it changes.
    const withoutLanguage: Record<string, unknown> = { ...form };
    delete withoutLanguage.language;
    expect((await rest('PUT', `/admin/customer/${customer.id}`, cookieA, withoutLanguage)).json().data.user.language).toBe('hi');
    const toEnglish = await rest('PUT', `/admin/customer/${customer.id}`, cookieA, { ...form, language: 'en' });
    expect(toEnglish.statusCode).toBe(200);
    expect(toEnglish.json().data.user.language).toBe('en');
    expect(await languageOf(customer.user.id)).toBe('en');
    const toHindi = await mutation('admin.customers.update', cookieA, { id: customer.id, data: { ...form, language: 'hi' } });
    expect(toHindi.json().result.data.user.language).toBe('hi');
  });

  it('is English when a new customer is saved without one', async () => {
    const customer = (await rest('POST', '/admin/customer', cookieA, customerForm())).json().data;
    expect(customer.user.language).toBe('en');
  });

  it('refuses a language Sevak does not speak, writing nothing', async () => {
    const before = await snapshot(shopA.businessId);
    for (const language of ['fr', 'Hindi', '', 7]) {
      const refused = await rest('POST', '/admin/customer', cookieA, customerForm({ language }));
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().errors).toEqual(['Language must be en (English) or hi (Hindi)']);
    }
    expect(await snapshot(shopA.businessId)).toEqual(before);
    const { id } = (await rest('POST', '/admin/customer', cookieA, customerForm())).json().data;
    const saved = await snapshot(shopA.businessId);
    const update = await rest('PUT', `/admin/customer/${id}`, cookieA, customerForm({ language: 'mr' }));
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual(['Language must be en (English) or hi (Hindi)']);
    expect(await snapshot(shopA.businessId)).toEqual(saved);
  });
});

describe('customers in Hindi', () => {
  const inHindi = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: cookieA, 'accept-language': 'hi' }, ...(payload ? { payload } : {}) });

  it('says what is wrong and what was done in the language the REST caller asks for', async () => {
    const refused = await inHindi('POST', '/admin/customer', { ...customerForm(), fullname: '', language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['ग्राहक का नाम ज़रूरी है', 'भाषा en (अंग्रेज़ी) या hi (हिन्दी) होनी चाहिए']);

    const created = await inHindi('POST', '/admin/customer', customerForm({ language: 'hi' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('ग्राहक जोड़ दिया गया');
    const only = await inHindi('DELETE', `/admin/customer/${created.json().data.id}/product/${created.json().data.customerProduct[0].id}`);
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toBe('यह इस ग्राहक की अकेली खरीद है। इसकी जगह ग्राहक को ही हटा दें।');
  });
});
