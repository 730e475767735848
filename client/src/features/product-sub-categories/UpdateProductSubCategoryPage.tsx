import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

export function UpdateProductSubCategoryPage() {
  const edit = useEditRecord({
    get: trpc.admin.productSubCategories.get,
    update: trpc.admin.productSubCategories.update,
    formValues: ({ name, productCategoryId }) => ({ name, productCategoryId }),
    success: 'Sub category updated successfully',
    failure: 'Failed to update sub category',
    refreshes: 'productSubCategory',
  });
  return (
    <EditPage title="Update Product Sub Category" record={edit.record} failure="Failed to get sub category">
      {(saved) => <ProductSubCategoryForm {...edit.form} submitLabel="Update" categoryName={saved.productCategory.name} />}
    </EditPage>
  );
}
