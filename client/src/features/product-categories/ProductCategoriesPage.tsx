import { PRODUCT_CATEGORY_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProductCategoryForm } from './ProductCategoryForm';

type ProductCategory = RouterOutputs['admin']['productCategories']['list']['items'][number];

export function ProductCategoriesPage() {
  const categories = useResourceList(trpc.admin.productCategories.list, PRODUCT_CATEGORY_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.productCategories.create, {
    success: 'Product category created successfully',
    failure: 'Failed to create product category',
    refreshes: 'productCategory',
  });
  const remove = useDeleteRecord(trpc.admin.productCategories.delete, {
    success: 'Product category deleted successfully',
    failure: 'Failed to delete product category',
    refreshes: 'productCategory',
  });

  const columns: DataColumns<ProductCategory> = [
    { title: 'Category Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: (value: string) => formatDate(value) },
    actionsColumn((category) => ({
      name: category.name,
      to: paths.admin.updateProductCategory.to(category.id),
      onDelete: () => remove(category.id),
    })),
  ];

  return (
    <Page title="Product Category">
      <Card title="Add Category">
        <ProductCategoryForm {...create} submitLabel="Save" />
      </Card>
      <Card title="Categories">
        <DataTable list={categories} label="categories" columns={columns} searchPlaceholder="Search categories" />
      </Card>
    </Page>
  );
}
