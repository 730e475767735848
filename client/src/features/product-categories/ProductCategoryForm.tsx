import { LIMITS, productCategoryFields } from '@sevak/shared';
import { Form, Input } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';

/** The category form of /product-category and /update/productcat/:id. */
export function ProductCategoryForm(props: RecordFormProps<z.input<typeof productCategoryFields>>) {
  return (
    <SaveForm {...props}>
      <Form.Item name="name" label="Category Name" rules={[zodRule(productCategoryFields.shape.name)]}>
        <Input placeholder="e.g. Water Purifiers" {...characterLimit(LIMITS.name)} />
      </Form.Item>
    </SaveForm>
  );
}
