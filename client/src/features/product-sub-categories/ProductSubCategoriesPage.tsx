import { PRODUCT_SUB_CATEGORY_SORT_FIELDS } from '@sevak/shared';
import { Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PRODUCT_SUB_CATEGORIES } from './i18n';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

type ProductSubCategory = RouterOutputs['admin']['productSubCategories']['list']['items'][number];

export function ProductSubCategoriesPage() {
  const { t } = useTranslation(PRODUCT_SUB_CATEGORIES);
  const subCategories = useResourceList(trpc.admin.productSubCategories.list, PRODUCT_SUB_CATEGORY_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.productSubCategories.create, {
    success: t('created'),
    failure: t('createFailed'),
    refreshes: 'productSubCategory',
  });
  const remove = useDeleteRecord(trpc.admin.productSubCategories.delete, {
    success: t('deleted'),
    failure: t('deleteFailed'),
    refreshes: 'productSubCategory',
  });

  const columns: DataColumns<ProductSubCategory> = [
    { title: t('columns.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('columns.category'),
      key: 'productCategory',
      sorter: true,
      render: (_value, subCategory) => subCategory.productCategory.name,
    },
    actionsColumn((subCategory) => ({
      name: subCategory.name,
      to: paths.admin.updateProductSubCategory.to(subCategory.id),
      onDelete: () => remove(subCategory.id),
    })),
  ];

  return (
    <Page title={t('pageTitle')}>
      <Card title={t('addTitle')}>
        <ProductSubCategoryForm {...create} submitLabel={t('save')} />
      </Card>
      <Card title={t('listTitle')}>
        {subCategories.result.isPending ? (
          <Flex vertical align="center" gap="small" role="status" style={{ padding: '3rem 0' }}>
            <Spin />
            <Typography.Text type="secondary">{t('loading')}</Typography.Text>
          </Flex>
        ) : (
          <DataTable list={subCategories} label={t('rows')} columns={columns} searchPlaceholder={t('searchPlaceholder')} />
        )}
      </Card>
    </Page>
  );
}
