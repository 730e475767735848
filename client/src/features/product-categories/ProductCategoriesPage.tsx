import { PRODUCT_CATEGORY_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PRODUCT_CATEGORIES } from './i18n';
import { ProductCategoryForm } from './ProductCategoryForm';

type ProductCategory = RouterOutputs['admin']['productCategories']['list']['items'][number];

export function ProductCategoriesPage() {
  const { t } = useTranslation(PRODUCT_CATEGORIES);
  const categories = useResourceList(trpc.admin.productCategories.list, PRODUCT_CATEGORY_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.productCategories.create, {
    success: t('created'),
    failure: t('createFailed'),
    refreshes: 'productCategory',
  });
  const remove = useDeleteRecord(trpc.admin.productCategories.delete, {
    success: t('deleted'),
    failure: t('deleteFailed'),
    refreshes: 'productCategory',
  });

  const columns: DataColumns<ProductCategory> = [
    { title: t('columns.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('columns.created'), dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: (value: string) => formatDate(value) },
    actionsColumn((category) => ({
      name: category.name,
      to: paths.admin.updateProductCategory.to(category.id),
      onDelete: () => remove(category.id),
    })),
  ];

  return (
    <Page title={t('pageTitle')}>
      <Card title={t('addTitle')}>
        <ProductCategoryForm {...create} submitLabel={t('save')} />
      </Card>
      <Card title={t('listTitle')}>
        <DataTable list={categories} label={t('rows')} columns={columns} searchPlaceholder={t('searchPlaceholder')} />
      </Card>
    </Page>
  );
}
