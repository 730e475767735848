import { PRODUCT_SORT_FIELDS } from '@sevak/shared';
import { App, Card, Col, Row, Statistic } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ImportExportButtons } from '../../components/ImportExportButtons';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { formatRupees } from '../../lib/format';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { PRODUCTS } from './i18n';
import { ProductForm } from './ProductForm';

type Product = RouterOutputs['admin']['products']['list']['items'][number];

export function ProductsPage() {
  const { message } = App.useApp();
  const { t } = useTranslation(PRODUCTS);
  const products = useResourceList(trpc.admin.products.list, PRODUCT_SORT_FIELDS);
  const summary = trpc.admin.products.summary.useQuery();
  const loadError = products.result.error;

  useEffect(() => {
    if (loadError) void message.error(errorMessage(loadError, t('loadFailed')));
  }, [loadError, message, t]);

  const create = useCreateRecord(trpc.admin.products.create, {
    success: t('created'),
    failure: t('createFailed'),
    refreshes: 'product',
  });
  const remove = useDeleteRecord(trpc.admin.products.delete, {
    success: t('deleted'),
    failure: t('deleteFailed'),
    refreshes: 'product',
  });

  const columns: DataColumns<Product> = [
    { title: t('columns.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('columns.category'), key: 'category', render: (_value, product) => product.productCategory?.name ?? t('notAvailable') },
    {
      title: t('columns.subCategory'),
      key: 'subCategory',
      render: (_value, product) => product.productSubCategory?.name ?? t('notAvailable'),
    },
    {
      title: t('columns.price'),
      dataIndex: 'price',
      key: 'price',
      sorter: true,
      align: 'right',
      render: (price: number) => formatRupees(price),
    },
    { title: t('columns.quantity'), dataIndex: 'quantity', key: 'quantity', sorter: true, align: 'right' },
    actionsColumn((product) => ({
      name: product.name,
      to: paths.admin.updateProduct.to(product.id),
      onDelete: () => remove(product.id),
    })),
  ];

  return (
    <Page title={t('pageTitle')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic title={t('cards.totalProducts')} value={summary.data?.totalProducts ?? 0} loading={summary.isPending} />
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic
              title={t('cards.totalInventoryValue')}
              value={summary.data?.totalInventoryValue ?? 0}
              formatter={(value) => formatRupees(value)}
              loading={summary.isPending}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('addTitle')}>
        <ProductForm {...create} submitLabel={t('save')} />
      </Card>
      <Card title={t('listTitle')} extra={<ImportExportButtons importTo={paths.admin.importProducts} file="products" list={products} />}>
        <DataTable
          list={products}
          label={t('rows')}
          columns={columns}
          searchPlaceholder={t('searchPlaceholder')}
          loadFailure={{ title: t('loadFailure.title'), detail: t('loadFailure.detail') }}
        />
      </Card>
    </Page>
  );
}
