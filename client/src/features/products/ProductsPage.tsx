import { PRODUCT_SORT_FIELDS } from '@sevak/shared';
import { App, Card, Col, Row, Statistic } from 'antd';
import { useEffect } from 'react';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ImportExportButtons } from '../../components/ImportExportButtons';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { formatRupees } from '../../lib/format';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductForm } from './ProductForm';

type Product = RouterOutputs['admin']['products']['list']['items'][number];

export function ProductsPage() {
  const { message } = App.useApp();
  const products = useResourceList(trpc.admin.products.list, PRODUCT_SORT_FIELDS);
  const summary = trpc.admin.products.summary.useQuery();
  const loadError = products.result.error;

  useEffect(() => {
    if (loadError) void message.error(errorMessage(loadError, 'Failed to get products'));
  }, [loadError, message]);

  const create = useCreateRecord(trpc.admin.products.create, {
    success: 'Product created successfully',
    failure: 'Failed to create product',
    refreshes: 'product',
  });
  const remove = useDeleteRecord(trpc.admin.products.delete, {
    success: 'Product deleted successfully',
    failure: 'Failed to delete product',
    refreshes: 'product',
  });

  const columns: DataColumns<Product> = [
    { title: 'Product Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Category', key: 'category', render: (_value, product) => product.productCategory?.name ?? 'N/A' },
    { title: 'Sub Category', key: 'subCategory', render: (_value, product) => product.productSubCategory?.name ?? 'N/A' },
    {
      title: 'Price',
      dataIndex: 'price',
      key: 'price',
      sorter: true,
      align: 'right',
      render: (price: number) => formatRupees(price),
    },
    { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', sorter: true, align: 'right' },
    actionsColumn((product) => ({
      name: product.name,
      to: paths.admin.updateProduct.to(product.id),
      onDelete: () => remove(product.id),
    })),
  ];

  return (
    <Page title="Products">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic title="Total Products" value={summary.data?.totalProducts ?? 0} loading={summary.isPending} />
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic
              title="Total Inventory Value"
              value={summary.data?.totalInventoryValue ?? 0}
              formatter={(value) => formatRupees(value)}
              loading={summary.isPending}
            />
          </Card>
        </Col>
      </Row>
      <Card title="Add Product">
        <ProductForm {...create} submitLabel="Save" />
      </Card>
      <Card title="Products" extra={<ImportExportButtons importTo={paths.admin.importProducts} file="products" list={products} />}>
        <DataTable
          list={products}
          label="products"
          columns={columns}
          searchPlaceholder="Search products"
          loadFailure={{ title: 'Error Loading Products', detail: 'Unable to fetch products. Please try again later.' }}
        />
      </Card>
    </Page>
  );
}
