import {
  message,
  MSG,
  type ListProductSubCategoriesInput,
  type ProductSubCategory,
  type ProductSubCategoryChanges,
  type ProductSubCategoryFields,
} from '@sevak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { findProductCategory } from '../product-categories/product-categories.repository';
import { countOfProducts } from '../product-categories/product-categories.service';
import * as repository from './product-sub-categories.repository';

export function listProductSubCategories(deps: AppDeps, business: BusinessScope, input: ListProductSubCategoriesInput) {
  return repository.listProductSubCategories(deps.db, business.businessId, input);
}

export async function getProductSubCategory(deps: AppDeps, business: BusinessScope, id: string): Promise<ProductSubCategory> {
  return findOrFail(deps.db, business.businessId, id);
}

export function createProductSubCategory(deps: AppDeps, business: BusinessScope, fields: ProductSubCategoryFields) {
  return inTransaction(deps.db, async (trx) => {
    await requireCategory(trx, business.businessId, fields.productCategoryId);
    const id = await repository.insertProductSubCategory(trx, business.businessId, fields, deps.clock.now());
    return findOrFail(trx, business.businessId, id);
  });
}

/**
 * Renames, and moves to another category when one is given. A move is refused while products
 * use the sub-category: each product's sub-category must stay inside the product's own category.
 */
export function updateProductSubCategory(
  deps: AppDeps,
  business: BusinessScope,
  id: string,
  changes: ProductSubCategoryChanges,
): Promise<ProductSubCategory> {
  return inTransaction(deps.db, async (trx) => {
    const current = await findOrFail(trx, business.businessId, id);
    const productCategoryId = changes.productCategoryId ?? current.productCategoryId;
    if (productCategoryId !== current.productCategoryId) {
      await requireCategory(trx, business.businessId, productCategoryId);
      const products = await repository.countProductsInSubCategory(trx, business.businessId, id);
      if (products > 0) {
        throw AppError.conflict(message(MSG.productSubCategories.errors.cannotMove, { products: countOfProducts(products) }));
      }
    }
    const now = deps.clock.now();
    if (!(await repository.updateProductSubCategory(trx, business.businessId, id, { name: changes.name, productCategoryId }, now))) {
      notFound();
    }
    return findOrFail(trx, business.businessId, id);
  });
}

/** Refused while products still use the sub-category: nothing is lost by surprise. */
export function deleteProductSubCategory(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  return inTransaction(deps.db, async (trx) => {
    await findOrFail(trx, business.businessId, id);
    const products = await repository.countProductsInSubCategory(trx, business.businessId, id);
    if (products > 0) throw AppError.conflict(message(MSG.productSubCategories.errors.stillHasProducts, { products: countOfProducts(products) }));
    if (!(await repository.deleteProductSubCategory(trx, business.businessId, id))) notFound();
    return { id };
  });
}

async function requireCategory(db: Kysely<Database>, businessId: string, categoryId: string): Promise<void> {
  if (!(await findProductCategory(db, businessId, categoryId))) throw AppError.notFound(MSG.productCategories.errors.notFound);
}

async function findOrFail(db: Kysely<Database>, businessId: string, id: string): Promise<ProductSubCategory> {
  return (await repository.findProductSubCategory(db, businessId, id)) ?? notFound();
}

function notFound(): never {
  throw AppError.notFound(MSG.productSubCategories.errors.notFound);
}
