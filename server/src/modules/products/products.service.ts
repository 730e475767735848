import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import { message, MSG, type ListProductsInput, type Product, type ProductFields, type ProductOptionsInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { IMPORT_BATCH_SIZE, batchesOf } from '../../lib/batches';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { findProductCategory } from '../product-categories/product-categories.repository';
import { findProductSubCategory } from '../product-sub-categories/product-sub-categories.repository';
import * as repository from './products.repository';

export function listProducts(deps: AppDeps, business: BusinessScope, input: ListProductsInput) {
  return repository.listProducts(deps.db, business.businessId, input);
}

export function getProduct(deps: AppDeps, business: BusinessScope, id: string): Promise<Product> {
  return findOrFail(deps.db, business.businessId, id);
}

export function createProduct(deps: AppDeps, business: BusinessScope, fields: ProductFields): Promise<Product> {
  return inTransaction(deps.db, async (trx) => {
    await checkPlacement(trx, business.businessId, fields);
    const id = await repository.insertProduct(trx, business.businessId, fields, deps.clock.now());
    return findOrFail(trx, business.businessId, id);
  });
}

export function updateProduct(deps: AppDeps, business: BusinessScope, id: string, fields: ProductFields): Promise<Product> {
  return inTransaction(deps.db, async (trx) => {
    await findOrFail(trx, business.businessId, id);
    await checkPlacement(trx, business.businessId, fields);
    if (!(await repository.updateProduct(trx, business.businessId, id, fields, deps.clock.now()))) notFound();
    return findOrFail(trx, business.businessId, id);
  });
}

/**
 * Refused while a customer's invoice names the product: the bill and its warranty must keep it.
 * Enquiries about it are kept and simply lose the link (the database sets it to null).
 */
export function deleteProduct(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  return inTransaction(deps.db, async (trx) => {
    await findOrFail(trx, business.businessId, id);
    const purchases = await repository.countCustomerPurchasesOf(trx, business.businessId, id);
    if (purchases > 0) {
      const invoices = message(purchases === 1 ? MSG.products.counts.customerInvoice : MSG.products.counts.customerInvoices, { count: purchases });
      throw AppError.conflict(message(MSG.products.errors.onInvoices, { invoices }));
    }
    if (!(await repository.deleteProduct(trx, business.businessId, id))) notFound();
    return { id };
  });
}

/**
 * What an import (modules/import) checked row by row: new products in a few statements, changed
 * ones one at a time. Their categories and sub-categories exist already: the import found or
 * created each by name, so every sub-category sits in its product's category.
 */
export async function saveImportedProducts(
  deps: AppDeps,
  business: BusinessScope,
  changes: { created: ProductFields[]; changed: (ProductFields & { id: string })[] },
): Promise<void> {
  const now = deps.clock.now();
  for (const batch of batchesOf(changes.created, IMPORT_BATCH_SIZE)) await repository.insertProducts(deps.db, business.businessId, batch, now);
  for (const { id, ...fields } of changes.changed) await repository.updateProduct(deps.db, business.businessId, id, fields, now);
}

export function summarizeProducts(deps: AppDeps, business: BusinessScope) {
  return repository.summarizeProducts(deps.db, business.businessId);
}

export function productOptions(deps: AppDeps, business: BusinessScope, input: ProductOptionsInput) {
  return repository.productOptions(deps.db, business.businessId, input.search);
}

/** A product's category is this business's, and its sub-category sits inside that category. */
async function checkPlacement(db: Kysely<Database>, businessId: string, fields: ProductFields): Promise<void> {
  const { productCategoryId, productSubCategoryId } = fields;
  if (productSubCategoryId && !productCategoryId) {
    throw new AppError('BAD_REQUEST', MSG.products.errors.chooseCategory);
  }
  if (productCategoryId && !(await findProductCategory(db, businessId, productCategoryId))) {
    throw AppError.notFound(MSG.productCategories.errors.notFound);
  }
  if (productSubCategoryId) {
    const subCategory = await findProductSubCategory(db, businessId, productSubCategoryId);
    if (!subCategory) throw AppError.notFound(MSG.productSubCategories.errors.notFound);
    if (subCategory.productCategoryId !== productCategoryId) {
      throw new AppError('BAD_REQUEST', MSG.products.errors.subCategoryNotInCategory);
    }
  }
}

async function findOrFail(db: Kysely<Database>, businessId: string, id: string): Promise<Product> {
  return (await repository.findProduct(db, businessId, id)) ?? notFound();
}

function notFound(): never {
  throw AppError.notFound(MSG.products.errors.notFound);
}
