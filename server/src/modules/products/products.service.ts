import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ListProductsInput, Product, ProductFields, ProductOptionsInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { countOf } from '../../lib/words';
import type { AdminActor } from '../auth/authorize';
import { findProductCategory } from '../product-categories/product-categories.repository';
import { findProductSubCategory } from '../product-sub-categories/product-sub-categories.repository';
import * as repository from './products.repository';
import { inTransaction } from '../../tenancy/data-scope';

export function listProducts(deps: AppDeps, actor: AdminActor, input: ListProductsInput) {
  return repository.listProducts(deps.db, actor.businessId, input);
}

export function getProduct(deps: AppDeps, actor: AdminActor, id: string): Promise<Product> {
  return findOrFail(deps.db, actor.businessId, id);
}

export function createProduct(deps: AppDeps, actor: AdminActor, fields: ProductFields): Promise<Product> {
  return inTransaction(deps.db, async (trx) => {
    await checkPlacement(trx, actor.businessId, fields);
    const id = await repository.insertProduct(trx, actor.businessId, fields, deps.clock.now());
    return findOrFail(trx, actor.businessId, id);
  });
}

export function updateProduct(deps: AppDeps, actor: AdminActor, id: string, fields: ProductFields): Promise<Product> {
  return inTransaction(deps.db, async (trx) => {
    await findOrFail(trx, actor.businessId, id);
    await checkPlacement(trx, actor.businessId, fields);
    if (!(await repository.updateProduct(trx, actor.businessId, id, fields, deps.clock.now()))) notFound();
    return findOrFail(trx, actor.businessId, id);
  });
}

/**
 * Refused while a customer's invoice names the product: the bill and its warranty must keep it.
 * Enquiries about it are kept and simply lose the link (the database sets it to null).
 */
export function deleteProduct(deps: AppDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  return inTransaction(deps.db, async (trx) => {
    await findOrFail(trx, actor.businessId, id);
    const purchases = await repository.countCustomerPurchasesOf(trx, actor.businessId, id);
    if (purchases > 0) throw AppError.conflict(`This product is on ${countOf(purchases, 'customer invoice')}.`);
    if (!(await repository.deleteProduct(trx, actor.businessId, id))) notFound();
    return { id };
  });
}

export function summarizeProducts(deps: AppDeps, actor: AdminActor) {
  return repository.summarizeProducts(deps.db, actor.businessId);
}

export function productOptions(deps: AppDeps, actor: AdminActor, input: ProductOptionsInput) {
  return repository.productOptions(deps.db, actor.businessId, input.search);
}

/** A product's category is this business's, and its sub-category sits inside that category. */
async function checkPlacement(db: Kysely<Database>, businessId: string, fields: ProductFields): Promise<void> {
  const { productCategoryId, productSubCategoryId } = fields;
  if (productSubCategoryId && !productCategoryId) {
    throw new AppError('BAD_REQUEST', 'Choose a category for the sub-category.');
  }
  if (productCategoryId && !(await findProductCategory(db, businessId, productCategoryId))) {
    throw AppError.notFound('Product category');
  }
  if (productSubCategoryId) {
    const subCategory = await findProductSubCategory(db, businessId, productSubCategoryId);
    if (!subCategory) throw AppError.notFound('Product sub-category');
    if (subCategory.productCategoryId !== productCategoryId) {
      throw new AppError('BAD_REQUEST', 'That sub-category is not in the chosen category.');
    }
  }
}

async function findOrFail(db: Kysely<Database>, businessId: string, id: string): Promise<Product> {
  return (await repository.findProduct(db, businessId, id)) ?? notFound();
}

function notFound(): never {
  throw AppError.notFound('Product');
}
