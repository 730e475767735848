import type { ProductCategoryFields } from '@sevak/shared';
import { Card, Form, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { useNotify } from '../../lib/notify';
import { errorMessage, trpc } from '../../lib/trpc';
import { ProductCategoryForm } from './ProductCategoryForm';

export function UpdateProductCategoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<ProductCategoryFields>();
  const utils = trpc.useUtils();
  const category = trpc.admin.productCategories.get.useQuery({ id });
  useEffect(() => {
    if (category.data) form.setFieldsValue({ name: category.data.name });
  }, [category.data, form]);

  const update = trpc.admin.productCategories.update.useMutation({
    onSuccess: async () => {
      notify.success('Product category updated successfully');
      await utils.admin.productCategories.invalidate();
      // Spec §2: after a category edit the app goes back one page.
      await navigate(-1);
    },
    onError: (error) => notify.failure('Failed to update product category: ', error, 'Failed to update product category'),
  });

  return (
    <Page title="Update Product Category">
      <Card>
        {category.isPending ? (
          <Spin />
        ) : category.isError ? (
          <Result status="warning" title={errorMessage(category.error, 'Failed to get product category')} />
        ) : (
          <ProductCategoryForm
            form={form}
            saving={update.isPending}
            submitLabel="Update"
            onSubmit={(data) => update.mutate({ id, data })}
          />
        )}
      </Card>
    </Page>
  );
}
