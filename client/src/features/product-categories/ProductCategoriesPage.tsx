import type { ProductCategoryFields } from '@sevak/shared';
import { Card, Form } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductCategoryForm } from './ProductCategoryForm';

const SORT_FIELDS = ['name', 'createdAt'] as const;

type ProductCategory = RouterOutputs['admin']['productCategories']['list']['items'][number];

export function ProductCategoriesPage() {
  const [form] = Form.useForm<ProductCategoryFields>();
  const feedback = useMutationFeedback();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const categories = trpc.admin.productCategories.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.productCategories.invalidate();

  const create = trpc.admin.productCategories.create.useMutation(
    feedback({
      success: 'Product category created successfully',
      failure: 'Failed to create product category',
      resetForm: form,
      after: refresh,
    }),
  );
  const remove = trpc.admin.productCategories.delete.useMutation(
    feedback({ success: 'Product category deleted successfully', failure: 'Failed to delete product category', after: refresh }),
  );

  const columns: DataColumns<ProductCategory> = [
    { title: 'Category Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: (value: string) => formatDate(value) },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_value, category) => (
        <RowActions
          name={category.name}
          to={paths.admin.updateProductCategory.to(category.id)}
          onDelete={() => remove.mutateAsync({ id: category.id })}
        />
      ),
    },
  ];

  return (
    <Page title="Product Category">
      <Card title="Add Category">
        <ProductCategoryForm form={form} saving={create.isPending} submitLabel="Save" onSubmit={(fields) => create.mutateAsync(fields)} />
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
