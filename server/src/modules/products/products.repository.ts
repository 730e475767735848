import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  ExportProductsInput,
  ListProductsInput,
  Page,
  Product,
  ProductFields,
  ProductOption,
  ProductSummary,
} from '@sevak/shared';
import { PRODUCT_OPTIONS_LIMIT } from '@sevak/shared';
import { keysOf, readKeysetPage, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, countRows, listOrder, listPage, type ListSort } from '../../lib/list-query';

const SORT: ListSort<NonNullable<ListProductsInput['sortBy']>> = {
  columns: { name: 'p.name', price: 'p.price', quantity: 'p.quantity', createdAt: 'p.created_at' },
  byDefault: 'createdAt',
  tiebreak: 'p.id',
};
const SORT_KEY_TYPES = { 'p.name': 'text', 'p.price': 'numeric', 'p.quantity': 'bigint', 'p.created_at': 'timestamptz', 'p.id': 'uuid' } as const;

/** Products of one business with their category and sub-category, if any. */
function productsOf(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_categories as c', (join) =>
      join.onRef('c.business_id', '=', 'p.business_id').onRef('c.id', '=', 'p.product_category_id'),
    )
    .leftJoin('product_sub_categories as s', (join) =>
      join.onRef('s.business_id', '=', 'p.business_id').onRef('s.id', '=', 'p.product_sub_category_id'),
    )
    .where('p.business_id', '=', businessId);
}

const COLUMNS = [
  'p.id',
  'p.name',
  'p.price',
  'p.quantity',
  'p.product_category_id as productCategoryId',
  'p.product_sub_category_id as productSubCategoryId',
  'c.name as productCategoryName',
  's.name as productSubCategoryName',
  'p.hsn_code as hsnCode',
  'p.gst_rate_bp as gstRateBp',
  'p.created_at as createdAt',
  'p.updated_at as updatedAt',
] as const;

interface ProductRow extends Omit<Product, 'productCategory' | 'productSubCategory' | 'gstRate'> {
  productCategoryName: string | null;
  productSubCategoryName: string | null;
  gstRateBp: number | null;
}

function toProduct({ productCategoryName, productSubCategoryName, gstRateBp, ...row }: ProductRow): Product {
  return {
    ...row,
    gstRate: gstRateBp === null ? null : gstRateBp / 100,
    productCategory: row.productCategoryId && productCategoryName !== null ? { id: row.productCategoryId, name: productCategoryName } : null,
    productSubCategory:
      row.productSubCategoryId && productSubCategoryName !== null
        ? { id: row.productSubCategoryId, name: productSubCategoryName }
        : null,
  };
}

/** The products a list shows: of one category when chosen, found by their name or their category's. */
function productsMatching(db: Kysely<Database>, businessId: string, input: Pick<ListProductsInput, 'search' | 'productCategoryId'>) {
  let filtered = productsOf(db, businessId);
  if (input.productCategoryId) filtered = filtered.where('p.product_category_id', '=', input.productCategoryId);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) =>
      eb.or([eb('p.name', 'ilike', pattern), eb('c.name', 'ilike', pattern), eb('s.name', 'ilike', pattern)]),
    );
  }
  return filtered;
}

export async function listProducts(db: Kysely<Database>, businessId: string, input: ListProductsInput): Promise<Page<Product>> {
  const filtered = productsMatching(db, businessId, input);
  const page = await listPage(filtered.select(COLUMNS), input, SORT, () => countRows(filtered));
  return { items: page.items.map(toProduct), total: page.total };
}

/** The products of a list's export: the `limit` after `after` in the list's order. */
export async function productsAfter(
  db: Kysely<Database>,
  businessId: string,
  input: ExportProductsInput,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<Product>> {
  const page = await readKeysetPage(productsMatching(db, businessId, input).select(COLUMNS), keysOf(listOrder(input, SORT), SORT_KEY_TYPES), after, limit);
  return { rows: page.rows.map(toProduct), next: page.next };
}

export async function findProduct(db: Kysely<Database>, businessId: string, id: string): Promise<Product | undefined> {
  const row = await productsOf(db, businessId).where('p.id', '=', id).select(COLUMNS).executeTakeFirst();
  return row && toProduct(row);
}

export async function insertProduct(db: Kysely<Database>, businessId: string, fields: ProductFields, now: Date): Promise<string> {
  const { id } = await db
    .insertInto('products')
    .values({ business_id: businessId, ...columnsOf(fields), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Several products in one statement (an import). */
export async function insertProducts(db: Kysely<Database>, businessId: string, products: ProductFields[], now: Date): Promise<void> {
  if (products.length === 0) return;
  await db
    .insertInto('products')
    .values(products.map((fields) => ({ business_id: businessId, ...columnsOf(fields), created_at: now, updated_at: now })))
    .execute();
}

/** A product as an import compares a row with it, or names it in a purchase. */
export interface ProductOnFile
  extends Pick<Product, 'id' | 'name' | 'price' | 'quantity' | 'productCategoryId' | 'productSubCategoryId' | 'hsnCode'> {
  /** In basis points, as saved. */
  gstRate: number | null;
}

/** The business's products with any of these names, whatever their case, in one query. */
export function findProductsByName(db: Kysely<Database>, businessId: string, names: string[]): Promise<ProductOnFile[]> {
  if (names.length === 0) return Promise.resolve([]);
  const lowerNames = names.map((name) => name.toLowerCase());
  return db
    .selectFrom('products')
    .where('business_id', '=', businessId)
    .where(sql<boolean>`lower(name) = any(${lowerNames}::text[])`)
    .select([
      'id',
      'name',
      'price',
      'quantity',
      'product_category_id as productCategoryId',
      'product_sub_category_id as productSubCategoryId',
      'hsn_code as hsnCode',
      'gst_rate_bp as gstRate',
    ])
    .execute();
}

export async function updateProduct(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  fields: ProductFields,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...columnsOf(fields), updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function columnsOf(fields: ProductFields) {
  return {
    name: fields.name,
    price: fields.price,
    quantity: fields.quantity,
    product_category_id: fields.productCategoryId,
    product_sub_category_id: fields.productSubCategoryId,
    // Left out: kept as saved.
    ...(fields.hsnCode === undefined ? {} : { hsn_code: fields.hsnCode }),
    ...(fields.gstRate === undefined ? {} : { gst_rate_bp: fields.gstRate }),
  };
}

export async function deleteProduct(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Invoice lines that name the product; they keep it from being deleted. */
export async function countCustomerPurchasesOf(db: Kysely<Database>, businessId: string, id: string): Promise<number> {
  const { count } = await db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('product_id', '=', id)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** The inventory cards; the value is summed by PostgreSQL in numeric, so paise never drift. */
export function summarizeProducts(db: Kysely<Database>, businessId: string): Promise<ProductSummary> {
  return db
    .selectFrom('products')
    .where('business_id', '=', businessId)
    .select((eb) => [
      eb.fn.countAll<number>().as('totalProducts'),
      sql<number>`coalesce(sum(price * quantity), 0)`.as('totalInventoryValue'),
    ])
    .executeTakeFirstOrThrow();
}

export function productOptions(db: Kysely<Database>, businessId: string, search: string): Promise<ProductOption[]> {
  let query = db.selectFrom('products').where('business_id', '=', businessId);
  if (search) query = query.where('name', 'ilike', containsPattern(search));
  return query.select(['id', 'name', 'price']).orderBy('name').orderBy('id').limit(PRODUCT_OPTIONS_LIMIT).execute();
}
