import type { ProductFields } from '@sevak/shared';
import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ProductForm } from './ProductForm';

export function UpdateProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const [form] = Form.useForm<ProductFields>();
  const utils = trpc.useUtils();
  const product = trpc.admin.products.get.useQuery({ id });
  useEffect(() => {
    if (product.data) {
      const { name, price, quantity, productCategoryId, productSubCategoryId } = product.data;
      form.setFieldsValue({ name, price, quantity, productCategoryId, productSubCategoryId });
    }
  }, [product.data, form]);

  const update = trpc.admin.products.update.useMutation(
    feedback({
      success: 'Product updated successfully',
      failure: 'Failed to update product',
      after: async () => {
        await utils.admin.products.invalidate();
        // Spec §2: after a product edit the app goes to the product page, not back.
        await navigate(paths.admin.products);
      },
    }),
  );

  return (
    <Page title="Update Product">
      <Card>
        <WhenLoaded query={product} failure="Failed to get product">
          {(saved) => (
            <ProductForm
              form={form}
              saving={update.isPending}
              submitLabel="Update"
              categoryName={saved.productCategory?.name}
              subCategoryName={saved.productSubCategory?.name}
              onSubmit={(data) => update.mutateAsync({ id, data })}
            />
          )}
        </WhenLoaded>
      </Card>
    </Page>
  );
}
