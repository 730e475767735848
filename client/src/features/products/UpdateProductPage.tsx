import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { HistoryButton } from '../audit/HistoryButton';
import { PRODUCTS } from './i18n';
import { ProductForm } from './ProductForm';

export function UpdateProductPage() {
  const { t } = useTranslation(PRODUCTS);
  const { id = '' } = useParams();
  const edit = useEditRecord({
    get: trpc.admin.products.get,
    update: trpc.admin.products.update,
    formValues: ({ name, price, quantity, productCategoryId, productSubCategoryId, hsnCode, gstRate }) => ({
      name,
      price,
      quantity,
      productCategoryId,
      productSubCategoryId,
      hsnCode: hsnCode ?? '',
      gstRate,
    }),
    success: t('updated'),
    failure: t('updateFailed'),
    refreshes: 'product',
    // Spec §2: after a product edit the app goes to the product page, not back.
    then: paths.admin.products,
  });
  return (
    <EditPage
      title={t('updateTitle')}
      extra={<HistoryButton entity="product" entityID={id} />}
      record={edit.record}
      failure={t('getFailed')}
    >
      {(saved) => (
        <ProductForm
          {...edit.form}
          submitLabel={t('update')}
          categoryName={saved.productCategory?.name}
          subCategoryName={saved.productSubCategory?.name}
        />
      )}
    </EditPage>
  );
}
