import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ListProductSubCategoriesInput, Page, ProductSubCategory } from '@sevak/shared';
import { containsPattern, countRows, listPage, type ListSort } from '../../lib/list-query';

const SORT: ListSort<NonNullable<ListProductSubCategoriesInput['sortBy']>> = {
  columns: { name: 's.name', productCategory: 'c.name', createdAt: 's.created_at' },
  byDefault: 'createdAt',
  tiebreak: 's.id',
};

/** Sub-categories of one business with their category; the join carries business_id too. */
function subCategoriesOf(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('product_sub_categories as s')
    .innerJoin('product_categories as c', (join) =>
      join.onRef('c.business_id', '=', 's.business_id').onRef('c.id', '=', 's.product_category_id'),
    )
    .where('s.business_id', '=', businessId);
}

const COLUMNS = [
  's.id',
  's.name',
  's.product_category_id as productCategoryId',
  'c.name as productCategoryName',
  's.created_at as createdAt',
  's.updated_at as updatedAt',
] as const;

interface SubCategoryRow {
  id: string;
  name: string;
  productCategoryId: string;
  productCategoryName: string;
  createdAt: Date;
  updatedAt: Date;
}

function toSubCategory({ productCategoryName, ...row }: SubCategoryRow): ProductSubCategory {
  return { ...row, productCategory: { id: row.productCategoryId, name: productCategoryName } };
}

export async function listProductSubCategories(
  db: Kysely<Database>,
  businessId: string,
  input: ListProductSubCategoriesInput,
): Promise<Page<ProductSubCategory>> {
  let filtered = subCategoriesOf(db, businessId);
  if (input.productCategoryId) filtered = filtered.where('s.product_category_id', '=', input.productCategoryId);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('c.name', 'ilike', pattern)]));
  }
  const page = await listPage(filtered.select(COLUMNS), input, SORT, () => countRows(filtered));
  return { items: page.items.map(toSubCategory), total: page.total };
}

export async function findProductSubCategory(
  db: Kysely<Database>,
  businessId: string,
  id: string,
): Promise<ProductSubCategory | undefined> {
  const row = await subCategoriesOf(db, businessId).where('s.id', '=', id).select(COLUMNS).executeTakeFirst();
  return row && toSubCategory(row);
}

export async function insertProductSubCategory(
  db: Kysely<Database>,
  businessId: string,
  fields: { name: string; productCategoryId: string },
  now: Date,
): Promise<string> {
  const { id } = await db
    .insertInto('product_sub_categories')
    .values({
      business_id: businessId,
      product_category_id: fields.productCategoryId,
      name: fields.name,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProductSubCategory(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  fields: { name: string; productCategoryId: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('product_sub_categories')
    .set({ name: fields.name, product_category_id: fields.productCategoryId, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProductSubCategory(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('product_sub_categories')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countProductsInSubCategory(db: Kysely<Database>, businessId: string, id: string): Promise<number> {
  const { count } = await db
    .selectFrom('products')
    .where('business_id', '=', businessId)
    .where('product_sub_category_id', '=', id)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}
