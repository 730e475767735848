import { z } from 'zod';
import { recordId, requiredName } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG } from '../i18n/messages.en';

const categoryId = recordId(MSG.productSubCategories.validation.categoryRequired);

export const productSubCategoryFields = z.object({
  name: requiredName(MSG.productSubCategories.validation.nameRequired),
  productCategoryId: categoryId,
});
export type ProductSubCategoryFields = z.infer<typeof productSubCategoryFields>;

export const createProductSubCategoryInput = productSubCategoryFields;

/** The spec's edit form sends only the name; a new category moves the sub-category. */
export const productSubCategoryChanges = z.object({
  name: productSubCategoryFields.shape.name,
  productCategoryId: categoryId.optional(),
});
export type ProductSubCategoryChanges = z.infer<typeof productSubCategoryChanges>;
export const updateProductSubCategoryInput = z.object({ id: recordId(), data: productSubCategoryChanges });

export const PRODUCT_SUB_CATEGORY_SORT_FIELDS = ['name', 'productCategory', 'createdAt'] as const;
export const listProductSubCategoriesInput = listQuery(PRODUCT_SUB_CATEGORY_SORT_FIELDS).extend({
  /** Only the sub-categories of one category (the product form's second pick list). */
  productCategoryId: recordId(MSG.productSubCategories.validation.categoryRequired).optional(),
});
export type ListProductSubCategoriesInput = z.infer<typeof listProductSubCategoriesInput>;

export interface ProductSubCategory {
  id: string;
  name: string;
  productCategoryId: string;
  productCategory: { id: string; name: string };
  createdAt: Date;
  updatedAt: Date;
}
