import type { ProductSubCategoryFields } from '@sevak/shared';
import { Card, Flex, Form, Spin, Typography } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

const SORT_FIELDS = ['name', 'productCategory', 'createdAt'] as const;

type ProductSubCategory = RouterOutputs['admin']['productSubCategories']['list']['items'][number];

export function ProductSubCategoriesPage() {
  const [form] = Form.useForm<ProductSubCategoryFields>();
  const feedback = useMutationFeedback();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const subCategories = trpc.admin.productSubCategories.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.productSubCategories.invalidate();

  const create = trpc.admin.productSubCategories.create.useMutation(
    feedback({ success: 'Sub category created successfully', failure: 'Failed to create sub category', resetForm: form, after: refresh }),
  );
  const remove = trpc.admin.productSubCategories.delete.useMutation(
    feedback({ success: 'Sub category deleted successfully', failure: 'Failed to delete sub category', after: refresh }),
  );

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
        <RowActions
          name={subCategory.name}
          to={paths.admin.updateProductSubCategory.to(subCategory.id)}
          onDelete={() => remove.mutateAsync({ id: subCategory.id })}
        />
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
          onSubmit={(fields) => create.mutateAsync(fields)}
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
