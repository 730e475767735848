import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ProductSubCategoryFields } from '@sevak/shared';
import { Button, Card, Flex, Form, Space, Spin, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { useListParams } from '../../lib/list-params';
import { useNotify } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

const SORT_FIELDS = ['name', 'productCategory', 'createdAt'] as const;

type ProductSubCategory = RouterOutputs['admin']['productSubCategories']['list']['items'][number];

export function ProductSubCategoriesPage() {
  const [form] = Form.useForm<ProductSubCategoryFields>();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const subCategories = trpc.admin.productSubCategories.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.productSubCategories.invalidate();

  const create = trpc.admin.productSubCategories.create.useMutation({
    onSuccess: async () => {
      notify.success('Sub category created successfully');
      form.resetFields();
      await refresh();
    },
    onError: (error) => notify.failure('Failed to create sub category: ', error, 'Failed to create sub category'),
  });
  const remove = trpc.admin.productSubCategories.delete.useMutation({
    onSuccess: async () => {
      notify.success('Sub category deleted successfully');
      await refresh();
    },
    onError: (error) => notify.failure('Failed to delete sub category: ', error, 'Failed to delete sub category'),
  });

  // The spec names the sub-category's column "Product Name".
  const columns: DataColumns<ProductSubCategory> = [
    { title: 'Product Name', dataIndex: 'name', key: 'name', sorter: true },
    {
      title: 'Category',
      key: 'productCategory',
      sorter: true,
      render: (_value, subCategory) => subCategory.productCategory.name,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_value, subCategory) => (
        <Space>
          <Tooltip title="Edit">
            <Link to={paths.admin.updateProductSubCategory.to(subCategory.id)} aria-label={`Edit ${subCategory.name}`}>
              <Button icon={<EditOutlined />} tabIndex={-1} />
            </Link>
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${subCategory.name}`}
              onClick={() => confirmDelete(() => remove.mutateAsync({ id: subCategory.id }))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Page title="Product Sub Category">
      <Card title="Add Sub Category">
        <ProductSubCategoryForm
          form={form}
          saving={create.isPending}
          submitLabel="Save"
          onSubmit={(fields) => create.mutate(fields)}
        />
      </Card>
      <Card title="Sub Categories">
        {subCategories.isPending ? (
          <Flex vertical align="center" gap="small" role="status" style={{ padding: '3rem 0' }}>
            <Spin />
            <Typography.Text type="secondary">Loading products...</Typography.Text>
          </Flex>
        ) : (
          <DataTable
            label="sub categories"
            columns={columns}
            data={subCategories.data}
            loading={subCategories.isFetching}
            list={list}
            searchPlaceholder="Search sub categories"
          />
        )}
      </Card>
    </Page>
  );
}
