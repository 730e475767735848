import { productCategoryFields, type ProductCategoryFields } from '@sevak/shared';
import { Button, Form, Input, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';

interface ProductCategoryFormProps {
  form: FormInstance<ProductCategoryFields>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: ProductCategoryFields) => Promise<unknown>;
}

/** The category form of /product-category and /update/productcat/:id. */
export function ProductCategoryForm({ form, saving, submitLabel, onSubmit }: ProductCategoryFormProps) {
  return (
    <SaveForm form={form} layout="vertical" onFinish={onSubmit} saving={saving} requiredMark={false}>
      <Form.Item name="name" label="Category Name" rules={[zodRule(productCategoryFields.shape.name)]}>
        <Input placeholder="e.g. Water Purifiers" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </SaveForm>
  );
}
