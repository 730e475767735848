import type { ProductCategoryFields } from '@sevak/shared';
import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ProductCategoryForm } from './ProductCategoryForm';

export function UpdateProductCategoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const [form] = Form.useForm<ProductCategoryFields>();
  const utils = trpc.useUtils();
  const category = trpc.admin.productCategories.get.useQuery({ id });
  useEffect(() => {
    if (category.data) form.setFieldsValue({ name: category.data.name });
  }, [category.data, form]);

  const update = trpc.admin.productCategories.update.useMutation(
    feedback({
      success: 'Product category updated successfully',
      failure: 'Failed to update product category',
      after: async () => {
        await utils.admin.productCategories.invalidate();
        // Spec §2: after a category edit the app goes back one page.
        await navigate(-1);
      },
    }),
  );

  return (
    <Page title="Update Product Category">
      <Card>
        <WhenLoaded query={category} failure="Failed to get product category">
          {() => (
            <ProductCategoryForm
              form={form}
              saving={update.isPending}
              submitLabel="Update"
              onSubmit={(data) => update.mutateAsync({ id, data })}
            />
          )}
        </WhenLoaded>
      </Card>
    </Page>
  );
}
