import { useTranslation } from 'react-i18next';
import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { PRODUCT_SUB_CATEGORIES } from './i18n';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

export function UpdateProductSubCategoryPage() {
  const { t } = useTranslation(PRODUCT_SUB_CATEGORIES);
  const edit = useEditRecord({
    get: trpc.admin.productSubCategories.get,
    update: trpc.admin.productSubCategories.update,
    formValues: ({ name, productCategoryId }) => ({ name, productCategoryId }),
    success: t('updated'),
    failure: t('updateFailed'),
    refreshes: 'productSubCategory',
  });
  return (
    <EditPage title={t('updateTitle')} record={edit.record} failure={t('getFailed')}>
      {(saved) => <ProductSubCategoryForm {...edit.form} submitLabel={t('update')} categoryName={saved.productCategory.name} />}
    </EditPage>
  );
}
