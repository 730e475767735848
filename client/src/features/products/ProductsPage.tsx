import type { ProductFields } from '@sevak/shared';
import { App, Button, Card, Col, Form, Result, Row, Statistic } from 'antd';
import { useEffect } from 'react';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { formatRupees } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductForm } from './ProductForm';

const SORT_FIELDS = ['name', 'price', 'quantity', 'createdAt'] as const;

type Product = RouterOutputs['admin']['products']['list']['items'][number];

export function ProductsPage() {
  const [form] = Form.useForm<ProductFields>();
  const feedback = useMutationFeedback();
  const { message } = App.useApp();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const products = trpc.admin.products.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const summary = trpc.admin.products.summary.useQuery();
  // The products, the cards and the pick lists of other screens all change together.
  const refresh = () => utils.admin.products.invalidate();

  useEffect(() => {
    if (products.error) void message.error(errorMessage(products.error, 'Failed to get products'));
  }, [products.error, message]);

  const create = trpc.admin.products.create.useMutation(
    feedback({ success: 'Product created successfully', failure: 'Failed to create product', resetForm: form, after: refresh }),
  );
  const remove = trpc.admin.products.delete.useMutation(
    feedback({ success: 'Product deleted successfully', failure: 'Failed to delete product', after: refresh }),
  );

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
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_value, product) => (
        <RowActions
          name={product.name}
          to={paths.admin.updateProduct.to(product.id)}
          onDelete={() => remove.mutateAsync({ id: product.id })}
        />
      ),
    },
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
        <ProductForm form={form} saving={create.isPending} submitLabel="Save" onSubmit={(fields) => create.mutateAsync(fields)} />
      </Card>
      <Card title="Products">
        {products.isError ? (
          <Result
            status="warning"
            title="Error Loading Products"
            subTitle="Unable to fetch products. Please try again later."
            extra={<Button onClick={() => void products.refetch()}>Try Again</Button>}
          />
        ) : (
          <DataTable
            label="products"
            columns={columns}
            data={products.data}
            loading={products.isFetching}
            list={list}
            searchPlaceholder="Search products"
          />
        )}
      </Card>
    </Page>
  );
}
