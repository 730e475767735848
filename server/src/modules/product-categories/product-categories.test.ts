import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertSubCategory } from '../../test/factories';
import { callsTo, openTwoShops, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, cookieA, cookieB } = await openTwoShops());
});
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

const categoryNames = async (businessId: string) =>
  (await t.database.db.selectFrom('product_categories').where('business_id', '=', businessId).select('name').orderBy('name').execute()).map(
    (row) => row.name,
  );

describe('product categories through REST', () => {
  it('creates, lists, reads, renames and deletes a category', async () => {
    const created = await rest('POST', '/admin/productCategory', cookieA, { name: '  Air Conditioners ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Product category created successfully', data: { name: 'Air Conditioners' } });
    const id = created.json().data.id;

    const list = await rest('GET', '/admin/productCategory', cookieA);
    expect(list.json().data.data.map((c: { name: string }) => c.name)).toContain('Air Conditioners');
    expect((await rest('GET', `/admin/productCategory/${id}`, cookieA)).json().data.name).toBe('Air Conditioners');

    const renamed = await rest('PUT', `/admin/productCategory/${id}`, cookieA, { name: 'ACs' });
    expect(renamed.json().data.name).toBe('ACs');
    expect((await rest('DELETE', `/admin/productCategory/${id}`, cookieA)).statusCode).toBe(200);
    expect((await rest('GET', `/admin/productCategory/${id}`, cookieA)).statusCode).toBe(404);
  });

  it('pages and searches on the server, with the total in X-Total-Count', async () => {
    for (const name of ['Geysers', 'Chimneys', 'Water Softeners', 'Water Coolers']) await insertCategory(t.database, shopA.businessId, name);
    const page = await rest('GET', '/admin/productCategory?page=1&pageSize=2&search=water', cookieA);
    expect(page.json().data.data.map((c: { name: string }) => c.name).sort()).toEqual(['Water Coolers', 'Water Softeners']);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('explains a missing name and refuses a duplicate, writing nothing', async () => {
    const before = await categoryNames(shopA.businessId);
    const blank = await rest('POST', '/admin/productCategory', cookieA, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(['Category name is required']);
    await insertCategory(t.database, shopA.businessId, 'Inverters');
    const duplicate = await rest('POST', '/admin/productCategory', cookieA, { name: 'INVERTERS' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A category with this name already exists.');
    expect(await categoryNames(shopA.businessId)).toEqual([...before, 'Inverters'].sort());
  });

  it('refuses to delete a category that products or sub-categories still use, saying what blocks it', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Purifiers in use');
    await insertSubCategory(t.database, shopA.businessId, category.id, 'UV');
    for (let i = 0; i < 3; i++) await insertProduct(t.database, shopA.businessId, { name: `RO ${i}`, categoryId: category.id });
    const refused = await rest('DELETE', `/admin/productCategory/${category.id}`, cookieA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This category still has 3 products and 1 sub-category.');
    expect(await categoryNames(shopA.businessId)).toContain('Purifiers in use');

    const onlyProduct = await insertCategory(t.database, shopA.businessId, 'One product only');
    await insertProduct(t.database, shopA.businessId, { name: 'Lonely RO', categoryId: onlyProduct.id });
    expect((await rest('DELETE', `/admin/productCategory/${onlyProduct.id}`, cookieA)).json().message).toBe('This category still has 1 product.');
    const hindi = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/productCategory/${category.id}`,
      headers: { cookie: cookieA, 'accept-language': 'hi' },
    });
    expect(hindi.json().message).toBe('यह श्रेणी अभी 3 उत्पादों और 1 उप-श्रेणी में लगी है, इसलिए इसे हटाया नहीं जा सकता।');
  });
});

describe('product categories through tRPC', () => {
  it('runs the same service: list returns items and total', async () => {
    const response = await query('admin.productCategories.list', cookieA, { page: 1, pageSize: 10, search: 'Geysers' });
    expect(response.json().result.data).toMatchObject({ total: 1, items: [{ name: 'Geysers' }] });
  });
});

describe('business B and business A', () => {
  it("cannot read, change or delete A's category, and never lists it", async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Only at A');
    expect((await rest('GET', `/admin/productCategory/${category.id}`, cookieB)).statusCode).toBe(404);
    expect((await rest('PUT', `/admin/productCategory/${category.id}`, cookieB, { name: 'Taken' })).statusCode).toBe(404);
    expect((await rest('DELETE', `/admin/productCategory/${category.id}`, cookieB)).statusCode).toBe(404);
    const listB = await rest('GET', '/admin/productCategory?search=Only', cookieB);
    expect(listB.json().data.data).toEqual([]);
    expect(await categoryNames(shopA.businessId)).toContain('Only at A');
  });
});
