import type { ProductFields } from '@sevak/shared';
import { Form } from 'antd';
import type { SearchOption } from '../../components/SearchSelect';
import { trpc } from '../../lib/trpc';

const OPTIONS_SHOWN = 20;

/** The category pick list: the categories whose name matches what was typed, A to Z. */
export function useCategoryOptions(search: string): { options: SearchOption[]; loading: boolean } {
  const categories = trpc.admin.productCategories.list.useQuery(
    { page: 1, pageSize: OPTIONS_SHOWN, search, sortBy: 'name', sortOrder: 'asc' },
    { placeholderData: (previous) => previous },
  );
  return {
    options: categories.data?.items.map((category) => ({ value: category.id, label: category.name })) ?? [],
    loading: categories.isFetching,
  };
}

/**
 * The sub-category pick list of the product form: only the sub-categories of the category the
 * form has chosen (spec §4), none before a category is chosen.
 */
export function useSubCategoryOptions(search: string): { options: SearchOption[]; loading: boolean } {
  const form = Form.useFormInstance<ProductFields>();
  const productCategoryId = Form.useWatch('productCategoryId', form) ?? undefined;
  const subCategories = trpc.admin.productSubCategories.list.useQuery(
    { page: 1, pageSize: OPTIONS_SHOWN, search, sortBy: 'name', sortOrder: 'asc', productCategoryId },
    { enabled: Boolean(productCategoryId) },
  );
  return {
    options: productCategoryId
      ? (subCategories.data?.items.map((subCategory) => ({ value: subCategory.id, label: subCategory.name })) ?? [])
      : [],
    loading: Boolean(productCategoryId) && subCategories.isFetching,
  };
}
