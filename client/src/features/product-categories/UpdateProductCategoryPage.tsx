import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { ProductCategoryForm } from './ProductCategoryForm';

export function UpdateProductCategoryPage() {
  const edit = useEditRecord({
    get: trpc.admin.productCategories.get,
    update: trpc.admin.productCategories.update,
    formValues: ({ name }) => ({ name }),
    success: 'Product category updated successfully',
    failure: 'Failed to update product category',
    refreshes: 'productCategory',
  });
  return (
    <EditPage title="Update Product Category" record={edit.record} failure="Failed to get product category">
      {() => <ProductCategoryForm {...edit.form} submitLabel="Update" />}
    </EditPage>
  );
}
