import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ProductCategoryFields } from '@sevak/shared';
import { Button, Card, Form, Space, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useNotify } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductCategoryForm } from './ProductCategoryForm';

const SORT_FIELDS = ['name', 'createdAt'] as const;

type ProductCategory = RouterOutputs['admin']['productCategories']['list']['items'][number];

export function ProductCategoriesPage() {
  const [form] = Form.useForm<ProductCategoryFields>();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const categories = trpc.admin.productCategories.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.productCategories.invalidate();

  const create = trpc.admin.productCategories.create.useMutation({
    onSuccess: async () => {
      notify.success('Product category created successfully');
      form.resetFields();
      await refresh();
    },
    onError: (error) => notify.failure('Failed to create product category: ', error, 'Failed to create product category'),
  });
  const remove = trpc.admin.productCategories.delete.useMutation({
    onSuccess: async () => {
      notify.success('Product category deleted successfully');
      await refresh();
    },
    onError: (error) => notify.failure('Failed to delete product category: ', error, 'Failed to delete product category'),
  });

  const columns: DataColumns<ProductCategory> = [
    { title: 'Category Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: (value: string) => formatDate(value) },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_value, category) => (
        <Space>
          <Tooltip title="Edit">
            <Link to={paths.admin.updateProductCategory.to(category.id)} aria-label={`Edit ${category.name}`}>
              <Button icon={<EditOutlined />} tabIndex={-1} />
            </Link>
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${category.name}`}
              onClick={() => confirmDelete(() => remove.mutateAsync({ id: category.id }))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Page title="Product Category">
      <Card title="Add Category">
        <ProductCategoryForm form={form} saving={create.isPending} submitLabel="Save" onSubmit={(fields) => create.mutate(fields)} />
      </Card>
      <Card title="Categories">
        <DataTable
          label="categories"
          columns={columns}
          data={categories.data}
          loading={categories.isFetching}
          list={list}
          searchPlaceholder="Search categories"
        />
      </Card>
    </Page>
  );
}
