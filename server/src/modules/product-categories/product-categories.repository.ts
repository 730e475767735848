import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ListProductCategoriesInput, Page, ProductCategory, ProductCategoryFields } from '@sevak/shared';
import { containsPattern, countRows, listPage, type ListSort } from '../../lib/list-query';

const COLUMNS = ['id', 'name', 'created_at as createdAt', 'updated_at as updatedAt'] as const;

const SORT: ListSort<NonNullable<ListProductCategoriesInput['sortBy']>> = {
  columns: { name: 'name', createdAt: 'created_at' },
  byDefault: 'createdAt',
  tiebreak: 'id',
};

export function listProductCategories(
  db: Kysely<Database>,
  businessId: string,
  input: ListProductCategoriesInput,
): Promise<Page<ProductCategory>> {
  let filtered = db.selectFrom('product_categories').where('business_id', '=', businessId);
  if (input.search) filtered = filtered.where('name', 'ilike', containsPattern(input.search));
  return listPage(filtered.select(COLUMNS), input, SORT, () => countRows(filtered));
}

export function findProductCategory(db: Kysely<Database>, businessId: string, id: string): Promise<ProductCategory | undefined> {
  return db
    .selectFrom('product_categories')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select(COLUMNS)
    .executeTakeFirst();
}

export function insertProductCategory(db: Kysely<Database>, businessId: string, fields: ProductCategoryFields): Promise<ProductCategory> {
  return db
    .insertInto('product_categories')
    .values({ business_id: businessId, name: fields.name })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateProductCategory(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  fields: ProductCategoryFields,
  now: Date,
): Promise<ProductCategory | undefined> {
  return db
    .updateTable('product_categories')
    .set({ name: fields.name, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteProductCategory(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('product_categories')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What still points at a category: its products and sub-categories. */
export async function countCategoryDependents(db: Kysely<Database>, businessId: string, id: string) {
  const [products, subCategories] = await Promise.all([
    db
      .selectFrom('products')
      .where('business_id', '=', businessId)
      .where('product_category_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('product_sub_categories')
      .where('business_id', '=', businessId)
      .where('product_category_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { products: products.count, subCategories: subCategories.count };
}
