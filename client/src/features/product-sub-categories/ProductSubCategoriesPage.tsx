import { PRODUCT_SUB_CATEGORY_SORT_FIELDS } from '@sevak/shared';
import { Card, Flex, Spin, Typography } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

type ProductSubCategory = RouterOutputs['admin']['productSubCategories']['list']['items'][number];

export function ProductSubCategoriesPage() {
  const subCategories = useResourceList(trpc.admin.productSubCategories.list, PRODUCT_SUB_CATEGORY_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.productSubCategories.create, {
    success: 'Sub category created successfully',
    failure: 'Failed to create sub category',
    refreshes: 'productSubCategory',
  });
  const remove = useDeleteRecord(trpc.admin.productSubCategories.delete, {
    success: 'Sub category deleted successfully',
    failure: 'Failed to delete sub category',
    refreshes: 'productSubCategory',
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
    actionsColumn((subCategory) => ({
      name: subCategory.name,
      to: paths.admin.updateProductSubCategory.to(subCategory.id),
      onDelete: () => remove(subCategory.id),
    })),
  ];

  return (
    <Page title="Product Sub Category">
      <Card title="Add Sub Category">
        <ProductSubCategoryForm {...create} submitLabel="Save" />
      </Card>
      <Card title="Sub Categories">
        {subCategories.result.isPending ? (
          <Flex vertical align="center" gap="small" role="status" style={{ padding: '3rem 0' }}>
            <Spin />
            <Typography.Text type="secondary">Loading products...</Typography.Text>
          </Flex>
        ) : (
          <DataTable list={subCategories} label="sub categories" columns={columns} searchPlaceholder="Search sub categories" />
        )}
      </Card>
    </Page>
  );
}
