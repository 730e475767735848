import type { ProductSubCategoryFields } from '@sevak/shared';
import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ProductSubCategoryForm } from './ProductSubCategoryForm';

export function UpdateProductSubCategoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const [form] = Form.useForm<ProductSubCategoryFields>();
  const utils = trpc.useUtils();
  const subCategory = trpc.admin.productSubCategories.get.useQuery({ id });
  useEffect(() => {
    if (subCategory.data) {
      form.setFieldsValue({ name: subCategory.data.name, productCategoryId: subCategory.data.productCategoryId });
    }
  }, [subCategory.data, form]);

  const update = trpc.admin.productSubCategories.update.useMutation(
    feedback({
      success: 'Sub category updated successfully',
      failure: 'Failed to update sub category',
      after: async () => {
        await utils.admin.productSubCategories.invalidate();
        // Spec §2: after a sub category edit the app goes back one page.
        await navigate(-1);
      },
    }),
  );

  return (
    <Page title="Update Product Sub Category">
      <Card>
        <WhenLoaded query={subCategory} failure="Failed to get sub category">
          {(saved) => (
            <ProductSubCategoryForm
              form={form}
              saving={update.isPending}
              submitLabel="Update"
              categoryName={saved.productCategory.name}
              onSubmit={(data) => update.mutateAsync({ id, data })}
            />
          )}
        </WhenLoaded>
      </Card>
    </Page>
  );
}
