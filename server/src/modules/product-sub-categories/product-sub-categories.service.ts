import type {
  ListProductSubCategoriesInput,
  ProductSubCategory,
  ProductSubCategoryChanges,
  ProductSubCategoryFields,
} from '@sevak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { countOf } from '../../lib/words';
import type { AdminActor } from '../auth/authorize';
import { findProductCategory } from '../product-categories/product-categories.repository';
import * as repository from './product-sub-categories.repository';
import { inTransaction } from '../../tenancy/data-scope';

export function listProductSubCategories(deps: AppDeps, actor: AdminActor, input: ListProductSubCategoriesInput) {
  return repository.listProductSubCategories(deps.db, actor.businessId, input);
}

export async function getProductSubCategory(deps: AppDeps, actor: AdminActor, id: string): Promise<ProductSubCategory> {
  return findOrFail(deps.db, actor.businessId, id);
}

export function createProductSubCategory(deps: AppDeps, actor: AdminActor, fields: ProductSubCategoryFields) {
  return inTransaction(deps.db, async (trx) => {
    await requireCategory(trx, actor.businessId, fields.productCategoryId);
    const id = await repository.insertProductSubCategory(trx, actor.businessId, fields, deps.clock.now());
    return findOrFail(trx, actor.businessId, id);
  });
}

/**
 * Renames, and moves to another category when one is given. A move is refused while products
 * use the sub-category: each product's sub-category must stay inside the product's own category.
 */
export function updateProductSubCategory(
  deps: AppDeps,
  actor: AdminActor,
  id: string,
  changes: ProductSubCategoryChanges,
): Promise<ProductSubCategory> {
  return inTransaction(deps.db, async (trx) => {
    const current = await findOrFail(trx, actor.businessId, id);
    const productCategoryId = changes.productCategoryId ?? current.productCategoryId;
    if (productCategoryId !== current.productCategoryId) {
      await requireCategory(trx, actor.businessId, productCategoryId);
      const products = await repository.countProductsInSubCategory(trx, actor.businessId, id);
      if (products > 0) {
        throw AppError.conflict(
          `This sub-category still has ${countOf(products, 'product')}, so it cannot move to another category.`,
        );
      }
    }
    const now = deps.clock.now();
    if (!(await repository.updateProductSubCategory(trx, actor.businessId, id, { name: changes.name, productCategoryId }, now))) {
      notFound();
    }
    return findOrFail(trx, actor.businessId, id);
  });
}

/** Refused while products still use the sub-category: nothing is lost by surprise. */
export function deleteProductSubCategory(deps: AppDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  return inTransaction(deps.db, async (trx) => {
    await findOrFail(trx, actor.businessId, id);
    const products = await repository.countProductsInSubCategory(trx, actor.businessId, id);
    if (products > 0) throw AppError.conflict(`This sub-category still has ${countOf(products, 'product')}.`);
    if (!(await repository.deleteProductSubCategory(trx, actor.businessId, id))) notFound();
    return { id };
  });
}

async function requireCategory(db: Kysely<Database>, businessId: string, categoryId: string): Promise<void> {
  if (!(await findProductCategory(db, businessId, categoryId))) throw AppError.notFound('Product category');
}

async function findOrFail(db: Kysely<Database>, businessId: string, id: string): Promise<ProductSubCategory> {
  return (await repository.findProductSubCategory(db, businessId, id)) ?? notFound();
}

function notFound(): never {
  throw AppError.notFound('Product sub-category');
}
