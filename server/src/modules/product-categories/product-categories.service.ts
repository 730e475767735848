import type { ListProductCategoriesInput, ProductCategory, ProductCategoryFields } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { listOfCounts } from '../../lib/words';
import type { BusinessScope } from '../../tenancy/data-scope';
import * as repository from './product-categories.repository';

const NOT_FOUND = 'Product category';

export function listProductCategories(deps: AppDeps, business: BusinessScope, input: ListProductCategoriesInput) {
  return repository.listProductCategories(deps.db, business.businessId, input);
}

export async function getProductCategory(deps: AppDeps, business: BusinessScope, id: string): Promise<ProductCategory> {
  return (await repository.findProductCategory(deps.db, business.businessId, id)) ?? notFound();
}

export function createProductCategory(deps: AppDeps, business: BusinessScope, fields: ProductCategoryFields) {
  return repository.insertProductCategory(deps.db, business.businessId, fields);
}

export async function updateProductCategory(
  deps: AppDeps,
  business: BusinessScope,
  id: string,
  fields: ProductCategoryFields,
): Promise<ProductCategory> {
  return (await repository.updateProductCategory(deps.db, business.businessId, id, fields, deps.clock.now())) ?? notFound();
}

/** Refused while products or sub-categories still use the category: nothing is lost by surprise. */
export async function deleteProductCategory(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  await getProductCategory(deps, business, id);
  const dependents = await repository.countCategoryDependents(deps.db, business.businessId, id);
  const blockers = listOfCounts([
    [dependents.products, 'product'],
    [dependents.subCategories, 'sub-category', 'sub-categories'],
  ]);
  if (blockers) throw AppError.conflict(`This category still has ${blockers}.`);
  if (!(await repository.deleteProductCategory(deps.db, business.businessId, id))) notFound();
  return { id };
}

function notFound(): never {
  throw AppError.notFound(NOT_FOUND);
}
