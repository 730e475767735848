import { z } from 'zod';
import { recordId, requiredName } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG } from '../i18n/messages.en';

export const productCategoryFields = z.object({
  name: requiredName(MSG.productCategories.validation.nameRequired),
});
export type ProductCategoryFields = z.infer<typeof productCategoryFields>;

export const createProductCategoryInput = productCategoryFields;
export const updateProductCategoryInput = z.object({ id: recordId(), data: productCategoryFields });
export const PRODUCT_CATEGORY_SORT_FIELDS = ['name', 'createdAt'] as const;
export const listProductCategoriesInput = listQuery(PRODUCT_CATEGORY_SORT_FIELDS);
export type ListProductCategoriesInput = z.infer<typeof listProductCategoriesInput>;

export interface ProductCategory {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}
