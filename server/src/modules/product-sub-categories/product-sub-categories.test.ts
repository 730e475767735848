import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertSubCategory } from '../../test/factories';
import { callsTo, openTwoShops, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops());
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

/** Every sub-category of a business as "name@category id", to see that nothing changed. */
const subCategoryRows = async (businessId: string) =>
  (
    await t.database.db
      .selectFrom('product_sub_categories')
      .where('business_id', '=', businessId)
      .select(['name', 'product_category_id'])
      .orderBy('name')
      .execute()
  ).map((row) => `${row.name}@${row.product_category_id}`);

describe('product sub-categories through REST', () => {
  it('creates, lists, reads, renames and deletes a sub-category, with its category nested', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Water Purifiers');
    const created = await rest('POST', '/admin/productSubCategory', cookieA, { name: '  RO + UV ', productCategoryId: category.id });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Product sub-category created successfully',
      data: { name: 'RO + UV', productCategoryId: category.id, productCategory: { id: category.id, name: 'Water Purifiers' } },
    });
    const id = body.data.id;
    expect(Object.keys(body.data).sort()).toEqual(['createdAt', 'id', 'name', 'productCategory', 'productCategoryId', 'updatedAt']);

    const list = await rest('GET', '/admin/productSubCategory', cookieA);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data).toContainEqual(
      expect.objectContaining({ id, name: 'RO + UV', productCategory: { id: category.id, name: 'Water Purifiers' } }),
    );

    expect((await rest('GET', `/admin/productSubCategory/${id}`, cookieA)).json().data.name).toBe('RO + UV');
    const renamed = await rest('PUT', `/admin/productSubCategory/${id}`, cookieA, { name: 'RO+UV+UF' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Product sub-category updated successfully',
      data: { name: 'RO+UV+UF', productCategoryId: category.id },
    });

    const deleted = await rest('DELETE', `/admin/productSubCategory/${id}`, cookieA);
    expect(deleted.json()).toMatchObject({ message: 'Product sub-category deleted successfully', data: { id } });
    expect((await rest('GET', `/admin/productSubCategory/${id}`, cookieA)).statusCode).toBe(404);
  });

  it('moves an unused sub-category to another category', async () => {
    const from = await insertCategory(t.database, shopA.businessId, 'Chimneys');
    const to = await insertCategory(t.database, shopA.businessId, 'Kitchen Appliances');
    const subCategory = await insertSubCategory(t.database, shopA.businessId, from.id, 'Auto-clean');
    const moved = await rest('PUT', `/admin/productSubCategory/${subCategory.id}`, cookieA, {
      name: 'Auto-clean',
      productCategoryId: to.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ productCategoryId: to.id, productCategory: { id: to.id, name: 'Kitchen Appliances' } });
  });

  it('pages, searches sub-category and category names, and filters by category', async () => {
    const geysers = await insertCategory(t.database, shopA.businessId, 'Geysers');
    const coolers = await insertCategory(t.database, shopA.businessId, 'Air Coolers');
    await insertSubCategory(t.database, shopA.businessId, geysers.id, 'Instant');
    await insertSubCategory(t.database, shopA.businessId, geysers.id, 'Storage');
    await insertSubCategory(t.database, shopA.businessId, coolers.id, 'Desert geyser-style');

    const byCategoryName = await rest('GET', '/admin/productSubCategory?page=1&pageSize=10&search=geyser', cookieA);
    expect(byCategoryName.json().data.data.map((s: { name: string }) => s.name).sort()).toEqual([
      'Desert geyser-style',
      'Instant',
      'Storage',
    ]);
    expect(byCategoryName.headers['x-total-count']).toBe('3');

    const firstPage = await rest('GET', '/admin/productSubCategory?page=1&pageSize=2&search=geyser&sortBy=name&sortOrder=asc', cookieA);
    expect(firstPage.json().data.data.map((s: { name: string }) => s.name)).toEqual(['Desert geyser-style', 'Instant']);
    expect(firstPage.headers['x-total-count']).toBe('3');

    const ofGeysers = await rest('GET', `/admin/productSubCategory?productCategoryId=${geysers.id}`, cookieA);
    expect(ofGeysers.json().data.data.map((s: { name: string }) => s.name).sort()).toEqual(['Instant', 'Storage']);
  });

  it('explains every missing field and writes nothing', async () => {
    const before = await subCategoryRows(shopA.businessId);
    const blank = await rest('POST', '/admin/productSubCategory', cookieA, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(['Sub category name is required', 'Choose a product category']);
    const badCategory = await rest('POST', '/admin/productSubCategory', cookieA, { name: 'UV', productCategoryId: 'not-a-uuid' });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors).toEqual(['Choose a product category']);
    const category = await insertCategory(t.database, shopA.businessId, 'Blank rename');
    const subCategory = await insertSubCategory(t.database, shopA.businessId, category.id, 'Keeps its name');
    const blankRename = await rest('PUT', `/admin/productSubCategory/${subCategory.id}`, cookieA, { name: '' });
    expect(blankRename.statusCode).toBe(400);
    expect(blankRename.json().errors).toEqual(['Sub category name is required']);
    expect(await subCategoryRows(shopA.businessId)).toEqual([...before, `Keeps its name@${category.id}`].sort());
  });

  it('says the category is not found for an unknown category id, and writes nothing', async () => {
    const before = await subCategoryRows(shopA.businessId);
    const response = await rest('POST', '/admin/productSubCategory', cookieA, {
      name: 'Orphan',
      productCategoryId: '5f0c8c9e-1d2b-4c3a-9e8f-1a2b3c4d5e6f',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product category not found.');
    expect(await subCategoryRows(shopA.businessId)).toEqual(before);
  });

  it('refuses a second sub-category of the same name in one category, but allows it in another', async () => {
    const inverters = await insertCategory(t.database, shopA.businessId, 'Inverters');
    const batteries = await insertCategory(t.database, shopA.businessId, 'Batteries');
    await insertSubCategory(t.database, shopA.businessId, inverters.id, 'Sine Wave');
    const duplicate = await rest('POST', '/admin/productSubCategory', cookieA, { name: 'SINE WAVE', productCategoryId: inverters.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A sub-category with this name already exists in this category.');
    const elsewhere = await rest('POST', '/admin/productSubCategory', cookieA, { name: 'Sine Wave', productCategoryId: batteries.id });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses to delete or move a sub-category that products use, saying what blocks it', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Purifiers in use');
    const other = await insertCategory(t.database, shopA.businessId, 'Somewhere else');
    const subCategory = await insertSubCategory(t.database, shopA.businessId, category.id, 'Alkaline');
    for (const name of ['Kent Alkaline', 'Aquaguard Alkaline']) {
      await insertProduct(t.database, shopA.businessId, { name, categoryId: category.id, subCategoryId: subCategory.id });
    }
    const before = await subCategoryRows(shopA.businessId);

    const refused = await rest('DELETE', `/admin/productSubCategory/${subCategory.id}`, cookieA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This sub-category still has 2 products.');

    const move = await rest('PUT', `/admin/productSubCategory/${subCategory.id}`, cookieA, { name: 'Moved', productCategoryId: other.id });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('This sub-category still has 2 products, so it cannot move to another category.');
    expect(await subCategoryRows(shopA.businessId)).toEqual(before);

    const rename = await rest('PUT', `/admin/productSubCategory/${subCategory.id}`, cookieA, { name: 'Alkaline RO', productCategoryId: category.id });
    expect(rename.statusCode).toBe(200);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await rest('GET', '/admin/productSubCategory');
    expect(response.statusCode).toBe(401);
  });
});

describe('product sub-categories through tRPC', () => {
  it('runs the same services: list, get, create, update and delete', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Air Conditioners');
    const created = await mutation('admin.productSubCategories.create', cookieA, { name: 'Split', productCategoryId: category.id });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.id;

    const list = await query('admin.productSubCategories.list', cookieA, { page: 1, pageSize: 10, search: 'air cond', sortBy: 'productCategory' });
    expect(list.json().result.data).toMatchObject({
      total: 1,
      items: [{ id, name: 'Split', productCategory: { id: category.id, name: 'Air Conditioners' } }],
    });
    expect((await query('admin.productSubCategories.get', cookieA, { id })).json().result.data.name).toBe('Split');

    const updated = await mutation('admin.productSubCategories.update', cookieA, { id, data: { name: 'Split Inverter' } });
    expect(updated.json().result.data).toMatchObject({ name: 'Split Inverter', productCategoryId: category.id });

    const invalid = await mutation('admin.productSubCategories.create', cookieA, { name: '', productCategoryId: category.id });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual(['Sub category name is required']);

    expect((await mutation('admin.productSubCategories.delete', cookieA, { id })).json().result.data).toEqual({ id });
    expect((await query('admin.productSubCategories.get', cookieA, { id })).statusCode).toBe(404);
  });
});

describe('business B and business A', () => {
  it("cannot read, change, delete or list A's sub-category, nor use A's category", async () => {
    const categoryA = await insertCategory(t.database, shopA.businessId, 'Only at A');
    const subCategoryA = await insertSubCategory(t.database, shopA.businessId, categoryA.id, 'Secret line');
    const categoryB = await insertCategory(t.database, shopB.businessId, 'At B');
    const subCategoryB = await insertSubCategory(t.database, shopB.businessId, categoryB.id, 'B line');
    const beforeA = await subCategoryRows(shopA.businessId);
    const beforeB = await subCategoryRows(shopB.businessId);

    expect((await rest('GET', `/admin/productSubCategory/${subCategoryA.id}`, cookieB)).statusCode).toBe(404);
    const update = await rest('PUT', `/admin/productSubCategory/${subCategoryA.id}`, cookieB, { name: 'Taken' });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Product sub-category not found.');
    expect((await rest('DELETE', `/admin/productSubCategory/${subCategoryA.id}`, cookieB)).statusCode).toBe(404);
    expect((await query('admin.productSubCategories.get', cookieB, { id: subCategoryA.id })).statusCode).toBe(404);
    expect((await mutation('admin.productSubCategories.delete', cookieB, { id: subCategoryA.id })).statusCode).toBe(404);

    const intoA = await rest('POST', '/admin/productSubCategory', cookieB, { name: 'Sneaky', productCategoryId: categoryA.id });
    expect(intoA.statusCode).toBe(404);
    expect(intoA.json().message).toBe('Product category not found.');
    const moveIntoA = await rest('PUT', `/admin/productSubCategory/${subCategoryB.id}`, cookieB, {
      name: 'B line',
      productCategoryId: categoryA.id,
    });
    expect(moveIntoA.statusCode).toBe(404);

    const listB = await rest('GET', '/admin/productSubCategory?search=line', cookieB);
    expect(listB.json().data.data.map((s: { name: string }) => s.name)).toEqual(['B line']);
    const filteredB = await query('admin.productSubCategories.list', cookieB, { productCategoryId: categoryA.id });
    expect(filteredB.json().result.data).toEqual({ items: [], total: 0 });

    expect(await subCategoryRows(shopA.businessId)).toEqual(beforeA);
    expect(await subCategoryRows(shopB.businessId)).toEqual(beforeB);
  });
});
