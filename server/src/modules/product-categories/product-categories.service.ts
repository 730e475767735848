import { message, MSG, type ListProductCategoriesInput, type Message, type ProductCategory, type ProductCategoryFields } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { BusinessScope } from '../../tenancy/data-scope';
import * as repository from './product-categories.repository';

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
  const products = countOfProducts(dependents.products);
  const subCategories = message(
    dependents.subCategories === 1 ? MSG.productCategories.counts.subCategory : MSG.productCategories.counts.subCategories,
    { count: dependents.subCategories },
  );
  if (dependents.products > 0 && dependents.subCategories > 0) {
    throw AppError.conflict(message(MSG.productCategories.errors.stillHasBoth, { products, subCategories }));
  }
  if (dependents.products > 0) throw AppError.conflict(message(MSG.productCategories.errors.stillHas, { what: products }));
  if (dependents.subCategories > 0) throw AppError.conflict(message(MSG.productCategories.errors.stillHas, { what: subCategories }));
  if (!(await repository.deleteProductCategory(deps.db, business.businessId, id))) notFound();
  return { id };
}

/** "1 product", "3 products", as a refusal names what still uses a category or a sub-category. */
export function countOfProducts(count: number): Message {
  return message(count === 1 ? MSG.products.counts.product : MSG.products.counts.products, { count });
}

function notFound(): never {
  throw AppError.notFound(MSG.productCategories.errors.notFound);
}
