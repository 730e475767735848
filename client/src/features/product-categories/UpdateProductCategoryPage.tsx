import { useTranslation } from 'react-i18next';
import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { PRODUCT_CATEGORIES } from './i18n';
import { ProductCategoryForm } from './ProductCategoryForm';

export function UpdateProductCategoryPage() {
  const { t } = useTranslation(PRODUCT_CATEGORIES);
  const edit = useEditRecord({
    get: trpc.admin.productCategories.get,
    update: trpc.admin.productCategories.update,
    formValues: ({ name }) => ({ name }),
    success: t('updated'),
    failure: t('updateFailed'),
    refreshes: 'productCategory',
  });
  return (
    <EditPage title={t('updateTitle')} record={edit.record} failure={t('getFailed')}>
      {() => <ProductCategoryForm {...edit.form} submitLabel={t('update')} />}
    </EditPage>
  );
}
