import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ProductFields } from '@sevak/shared';
import { App, Button, Card, Col, Form, Result, Row, Space, Statistic, Tooltip } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatRupees } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useNotify } from '../../lib/notify';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductForm } from './ProductForm';

const SORT_FIELDS = ['name', 'price', 'quantity', 'createdAt'] as const;

type Product = RouterOutputs['admin']['products']['list']['items'][number];

export function ProductsPage() {
  const [form] = Form.useForm<ProductFields>();
  const notify = useNotify();
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const products = trpc.admin.products.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const summary = trpc.admin.products.summary.useQuery();
  // The products, the cards and the pick lists of other screens all change together.
  const refresh = () => utils.admin.products.invalidate();

  useEffect(() => {
    if (products.error) void message.error(errorMessage(products.error, 'Failed to get products'));
  }, [products.error, message]);

  const create = trpc.admin.products.create.useMutation({
    onSuccess: async () => {
      notify.success('Product created successfully');
      form.resetFields();
      await refresh();
    },
    onError: (error) => notify.failure('Failed to create product: ', error, 'Failed to create product'),
  });
  const remove = trpc.admin.products.delete.useMutation({
    onSuccess: async () => {
      notify.success('Product deleted successfully');
      await refresh();
    },
    onError: (error) => notify.failure('Failed to delete product: ', error, 'Failed to delete product'),
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
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_value, product) => (
        <Space>
          <Tooltip title="Edit">
            <Link to={paths.admin.updateProduct.to(product.id)} aria-label={`Edit ${product.name}`}>
              <Button icon={<EditOutlined />} tabIndex={-1} />
            </Link>
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${product.name}`}
              onClick={() => confirmDelete(() => remove.mutateAsync({ id: product.id }))}
            />
          </Tooltip>
        </Space>
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
        <ProductForm form={form} saving={create.isPending} submitLabel="Save" onSubmit={(fields) => create.mutate(fields)} />
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
