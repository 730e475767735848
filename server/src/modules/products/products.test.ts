import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { insertCategory, insertCustomer, insertProduct, insertSubCategory } from '../../test/factories';
import { callsTo, createBusiness, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops());
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

/** Every product of a business with what it is placed under, to see that nothing changed. */
const productRows = (businessId: string) =>
  t.database.db
    .selectFrom('products')
    .where('business_id', '=', businessId)
    .select(['id', 'name', 'price', 'quantity', 'product_category_id', 'product_sub_category_id'])
    .orderBy('id')
    .execute();

const UNKNOWN_ID = '5f0c8c9e-1d2b-4c3a-9e8f-1a2b3c4d5e6f';

/** A REST call as a browser set to Hindi sends it. */
const inHindi = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, ...(payload ? { payload } : {}) });

describe('products through REST in Hindi', () => {
  it('explains bad fields, a refusal and a success in Hindi when the caller asks for Hindi', async () => {
    const empty = await inHindi('POST', '/admin/product', cookieA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['उत्पाद का नाम ज़रूरी है', 'कीमत ज़रूरी है', 'मात्रा ज़रूरी है']);

    const negative = await inHindi('POST', '/admin/product', cookieA, { name: 'Filter', price: 10, quantity: -2 });
    expect(negative.json().errors).toEqual(['मात्रा माइनस में नहीं हो सकती']);

    const sold = await insertProduct(t.database, shopA.businessId, { name: 'Sold in Hindi' });
    await insertCustomer(t.database, shopA.businessId, sold.id, { billNumber: 'HI-1' });
    const refused = await inHindi('DELETE', `/admin/product/${sold.id}`, cookieA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('यह उत्पाद 1 ग्राहक बिल में दर्ज है, इसलिए इसे हटाया नहीं जा सकता।');

    const created = await inHindi('POST', '/admin/product', cookieA, { name: 'Hindi filter', price: 450, quantity: 4 });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(messagesHi.products.rest.create);
  });
});

describe('products through REST', () => {
  it('creates, lists as a plain array, reads, updates and deletes a product', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Water Purifiers');
    const subCategory = await insertSubCategory(t.database, shopA.businessId, category.id, 'RO + UV');
    const created = await rest('POST', '/admin/product', cookieA, {
      name: ' Kent Grand Plus ',
      price: 18500.5,
      quantity: 12,
      productCategoryId: category.id,
      productSubCategoryId: subCategory.id,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Product created successfully',
      data: {
        name: 'Kent Grand Plus',
        price: 18500.5,
        quantity: 12,
        productCategoryId: category.id,
        productSubCategoryId: subCategory.id,
        productCategory: { id: category.id, name: 'Water Purifiers' },
        productSubCategory: { id: subCategory.id, name: 'RO + UV' },
      },
    });
    const id = body.data.id;

    const list = await rest('GET', '/admin/product', cookieA);
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json().data)).toBe(true);
    const listed = list.json().data.find((p: { id: string }) => p.id === id);
    expect(Object.keys(listed).sort()).toEqual([
      'createdAt',
      'gstRate',
      'hsnCode',
      'id',
      'name',
      'price',
      'productCategory',
      'productCategoryId',
      'productSubCategory',
      'productSubCategoryId',
      'quantity',
      'updatedAt',
    ]);

    expect((await rest('GET', `/admin/product/${id}`, cookieA)).json().data.price).toBe(18500.5);

    t.clock.advance(60_000);
    const updated = await rest('PUT', `/admin/product/${id}`, cookieA, {
      name: 'Kent Grand Plus RO',
      price: '17999',
      quantity: '8',
      productCategoryId: category.id,
      productSubCategoryId: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Product updated successfully',
      data: { name: 'Kent Grand Plus RO', price: 17999, quantity: 8, productSubCategoryId: null, productSubCategory: null },
    });
    expect(new Date(updated.json().data.updatedAt).getTime()).toBe(t.clock.now().getTime());

    const deleted = await rest('DELETE', `/admin/product/${id}`, cookieA);
    expect(deleted.json()).toMatchObject({ message: 'Product deleted successfully', data: { id } });
    expect((await rest('GET', `/admin/product/${id}`, cookieA)).statusCode).toBe(404);
  });

  it('keeps a product with no category as nulls', async () => {
    const created = await rest('POST', '/admin/product', cookieA, { name: 'Spare filter', price: 450, quantity: 40 });
    expect(created.json().data).toMatchObject({
      productCategoryId: null,
      productSubCategoryId: null,
      productCategory: null,
      productSubCategory: null,
    });
  });

  it('explains every bad field and writes nothing', async () => {
    const before = await productRows(shopA.businessId);
    const empty = await rest('POST', '/admin/product', cookieA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['Product name is required', 'Price is required', 'Quantity is required']);

    const blanks = await rest('POST', '/admin/product', cookieA, { name: '', price: '', quantity: '' });
    expect(blanks.json().errors).toEqual(['Product name is required', 'Price is required', 'Quantity is required']);

    const wrong = await rest('POST', '/admin/product', cookieA, {
      name: 'x'.repeat(101),
      price: '12.345',
      quantity: -1,
      productCategoryId: 'abc',
      productSubCategoryId: 42,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      'Must be at most 100 characters',
      'Enter an amount in rupees, like 1499 or 1499.50',
      'Quantity cannot be negative',
      'Choose a valid product category',
      'Choose a valid product sub-category',
    ]);
    expect(await productRows(shopA.businessId)).toEqual(before);
  });

  it('keeps a sub-category inside the chosen category', async () => {
    const purifiers = await insertCategory(t.database, shopA.businessId, 'Purifiers for placement');
    const chimneys = await insertCategory(t.database, shopA.businessId, 'Chimneys for placement');
    const filterless = await insertSubCategory(t.database, shopA.businessId, chimneys.id, 'Filterless');
    const existing = await insertProduct(t.database, shopA.businessId, { name: 'Placed', categoryId: chimneys.id, subCategoryId: filterless.id });
    const before = await productRows(shopA.businessId);

    const withoutCategory = await rest('POST', '/admin/product', cookieA, { name: 'A', price: 1, quantity: 1, productSubCategoryId: filterless.id });
    expect(withoutCategory.statusCode).toBe(400);
    expect(withoutCategory.json().message).toBe('Choose a category for the sub-category.');

    const mismatched = await rest('POST', '/admin/product', cookieA, {
      name: 'B',
      price: 1,
      quantity: 1,
      productCategoryId: purifiers.id,
      productSubCategoryId: filterless.id,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe('That sub-category is not in the chosen category.');

    const moveCategoryOnly = await rest('PUT', `/admin/product/${existing.id}`, cookieA, {
      name: 'Placed',
      price: 1,
      quantity: 1,
      productCategoryId: purifiers.id,
      productSubCategoryId: filterless.id,
    });
    expect(moveCategoryOnly.statusCode).toBe(400);

    const unknownCategory = await rest('POST', '/admin/product', cookieA, { name: 'C', price: 1, quantity: 1, productCategoryId: UNKNOWN_ID });
    expect(unknownCategory.statusCode).toBe(404);
    expect(unknownCategory.json().message).toBe('Product category not found.');

    const unknownSubCategory = await rest('POST', '/admin/product', cookieA, {
      name: 'D',
      price: 1,
      quantity: 1,
      productCategoryId: purifiers.id,
      productSubCategoryId: UNKNOWN_ID,
    });
    expect(unknownSubCategory.statusCode).toBe(404);
    expect(unknownSubCategory.json().message).toBe('Product sub-category not found.');
    expect(await productRows(shopA.businessId)).toEqual(before);
  });

  it('refuses to delete a product on customer invoices, and unlinks enquiries about a deleted one', async () => {
    const sold = await insertProduct(t.database, shopA.businessId, { name: 'Sold purifier' });
    for (const billNumber of ['INV-1', 'INV-2', 'INV-3']) await insertCustomer(t.database, shopA.businessId, sold.id, { billNumber });
    const refused = await rest('DELETE', `/admin/product/${sold.id}`, cookieA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product is on 3 customer invoices.');
    expect((await rest('GET', `/admin/product/${sold.id}`, cookieA)).statusCode).toBe(200);

    const asked = await insertProduct(t.database, shopA.businessId, { name: 'Asked about' });
    const enquiry = await t.database.db
      .insertInto('enquiries')
      .values({ business_id: shopA.businessId, name: 'Meena', phone_number: '9822012345', product_id: asked.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await rest('DELETE', `/admin/product/${asked.id}`, cookieA)).statusCode).toBe(200);
    const kept = await t.database.db.selectFrom('enquiries').where('id', '=', enquiry.id).select('product_id').executeTakeFirstOrThrow();
    expect(kept.product_id).toBeNull();
  });

  it('pages and searches on the server, with the total in X-Total-Count', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Softeners');
    for (const name of ['Softener 25L', 'Softener 50L', 'Softener 100L']) {
      await insertProduct(t.database, shopA.businessId, { name, categoryId: category.id });
    }
    const page = await rest('GET', '/admin/product?page=2&pageSize=2&search=softener&sortBy=name', cookieA);
    expect(page.json().data.map((p: { name: string }) => p.name)).toEqual(['Softener 50L']);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await rest('GET', '/admin/product')).statusCode).toBe(401);
  });
});

describe('products through tRPC', () => {
  it('runs the same services: create, get, update, delete', async () => {
    const created = await mutation('admin.products.create', cookieA, { name: 'Blue Star Cooler', price: 9990, quantity: 3 });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.id;
    expect((await query('admin.products.get', cookieA, { id })).json().result.data).toMatchObject({ name: 'Blue Star Cooler', price: 9990 });
    const updated = await mutation('admin.products.update', cookieA, { id, data: { name: 'Blue Star Cooler 55L', price: 10490, quantity: 2 } });
    expect(updated.json().result.data).toMatchObject({ name: 'Blue Star Cooler 55L', price: 10490, quantity: 2 });
    const invalid = await mutation('admin.products.create', cookieA, { name: 'No price', quantity: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Price is required']);
    expect((await mutation('admin.products.delete', cookieA, { id })).json().result.data).toEqual({ id });
    expect((await query('admin.products.get', cookieA, { id })).statusCode).toBe(404);
  });

  it('lists a page with its total, searching category and sub-category names, sorting and filtering', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Air Conditioners');
    const split = await insertSubCategory(t.database, shopA.businessId, category.id, 'Split');
    await insertProduct(t.database, shopA.businessId, { name: 'Voltas 1.5T', price: 38000, categoryId: category.id, subCategoryId: split.id });
    await insertProduct(t.database, shopA.businessId, { name: 'LG 1T', price: 32000, categoryId: category.id, subCategoryId: split.id });
    await insertProduct(t.database, shopA.businessId, { name: 'Daikin Window', price: 29000, categoryId: category.id });

    const byCategory = await query('admin.products.list', cookieA, { page: 1, pageSize: 2, search: 'conditioners', sortBy: 'price' });
    expect(byCategory.json().result.data.total).toBe(3);
    expect(byCategory.json().result.data.items.map((p: { name: string }) => p.name)).toEqual(['Daikin Window', 'LG 1T']);

    const bySubCategory = await query('admin.products.list', cookieA, { search: 'split', sortBy: 'price', sortOrder: 'desc' });
    expect(bySubCategory.json().result.data.items).toMatchObject([
      { name: 'Voltas 1.5T', productSubCategory: { id: split.id, name: 'Split' } },
      { name: 'LG 1T' },
    ]);

    const filtered = await query('admin.products.list', cookieA, { productCategoryId: category.id });
    expect(filtered.json().result.data.total).toBe(3);
  });

  it('offers a short pick list of id, name and price', async () => {
    for (let i = 0; i < 25; i++) await insertProduct(t.database, shopA.businessId, { name: `Pick ${String(i).padStart(2, '0')}`, price: 100 + i });
    const options = await query('admin.products.options', cookieA, { search: 'pick' });
    const items = options.json().result.data;
    expect(items).toHaveLength(20);
    expect(items[0]).toEqual({ id: expect.any(String), name: 'Pick 00', price: 100 });
    const one = await query('admin.products.options', cookieA, { search: 'Pick 07' });
    expect(one.json().result.data.map((p: { name: string }) => p.name)).toEqual(['Pick 07']);
  });

  it('sums the inventory exactly in rupees and paise', async () => {
    const shop = await createBusiness(t.database);
    const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    expect((await query('admin.products.summary', cookie)).json().result.data).toEqual({ totalProducts: 0, totalInventoryValue: 0 });
    await insertProduct(t.database, shop.businessId, { price: 0.1, quantity: 3 });
    await insertProduct(t.database, shop.businessId, { price: 0.2, quantity: 1 });
    await insertProduct(t.database, shop.businessId, { price: 18500.5, quantity: 3 });
    await insertProduct(t.database, shop.businessId, { price: 99999, quantity: 0 });
    // 0.30 + 0.20 + 55501.50: summed in JavaScript floats 0.1 × 3 would already be 0.30000000000000004
    expect((await query('admin.products.summary', cookie)).json().result.data).toEqual({ totalProducts: 4, totalInventoryValue: 55502 });
  });
});

describe('business B and business A', () => {
  it("cannot read, change, delete, list or place under A's rows", async () => {
    const categoryA = await insertCategory(t.database, shopA.businessId, 'A only category');
    const subCategoryA = await insertSubCategory(t.database, shopA.businessId, categoryA.id, 'A only sub');
    const productA = await insertProduct(t.database, shopA.businessId, { name: 'A only product', categoryId: categoryA.id });
    const categoryB = await insertCategory(t.database, shopB.businessId, 'B category');
    const beforeA = await productRows(shopA.businessId);
    const beforeB = await productRows(shopB.businessId);

    expect((await rest('GET', `/admin/product/${productA.id}`, cookieB)).statusCode).toBe(404);
    const update = await rest('PUT', `/admin/product/${productA.id}`, cookieB, { name: 'Taken', price: 1, quantity: 1 });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Product not found.');
    expect((await rest('DELETE', `/admin/product/${productA.id}`, cookieB)).statusCode).toBe(404);
    expect((await query('admin.products.get', cookieB, { id: productA.id })).statusCode).toBe(404);
    expect((await mutation('admin.products.delete', cookieB, { id: productA.id })).statusCode).toBe(404);

    const underA = await rest('POST', '/admin/product', cookieB, { name: 'X', price: 1, quantity: 1, productCategoryId: categoryA.id });
    expect(underA.statusCode).toBe(404);
    expect(underA.json().message).toBe('Product category not found.');
    const underASub = await rest('POST', '/admin/product', cookieB, {
      name: 'Y',
      price: 1,
      quantity: 1,
      productCategoryId: categoryB.id,
      productSubCategoryId: subCategoryA.id,
    });
    expect(underASub.statusCode).toBe(404);
    expect(underASub.json().message).toBe('Product sub-category not found.');

    expect((await rest('GET', '/admin/product?search=A%20only', cookieB)).json().data).toEqual([]);
    expect((await query('admin.products.options', cookieB, { search: 'A only' })).json().result.data).toEqual([]);
    expect((await query('admin.products.list', cookieB, { productCategoryId: categoryA.id })).json().result.data).toEqual({ items: [], total: 0 });
    expect((await query('admin.products.summary', cookieB)).json().result.data).toEqual({ totalProducts: 0, totalInventoryValue: 0 });

    expect(await productRows(shopA.businessId)).toEqual(beforeA);
    expect(await productRows(shopB.businessId)).toEqual(beforeB);
  });
});

describe('a product’s HSN code and GST rate, for GST invoices', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({ name: 'Kent Supreme RO', price: 17999, quantity: 4, ...overrides });

  it('saves them, keeps them when a client that knows nothing of GST leaves them out, and clears them when sent empty', async () => {
    const created = await rest('POST', '/admin/product', cookieA, form({ hsnCode: '84212110', gstRate: 18 }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ hsnCode: '84212110', gstRate: 18 });
    const id = created.json().data.id;

    const untouched = await rest('PUT', `/admin/product/${id}`, cookieA, form({ price: 16999 }));
    expect(untouched.json().data).toMatchObject({ price: 16999, hsnCode: '84212110', gstRate: 18 });

    const cleared = await mutation('admin.products.update', cookieA, { id, data: form({ hsnCode: '', gstRate: null }) });
    expect(cleared.json().result.data).toMatchObject({ hsnCode: null, gstRate: null });
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits and a rate that is not a GST slab, saving nothing', async () => {
    const before = await productRows(shopA.businessId);
    const response = await rest('POST', '/admin/product', cookieA, form({ hsnCode: '84212', gstRate: 12 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['HSN code is 4, 6 or 8 digits', 'Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 %']);
    expect(await productRows(shopA.businessId)).toEqual(before);
  });
});
