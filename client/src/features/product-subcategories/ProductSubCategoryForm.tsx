import { productSubCategoryFields, type ProductSubCategoryFields } from '@sevak/shared';
import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useCategoryOptions } from './category-options';

interface ProductSubCategoryFormProps {
  form: FormInstance<ProductSubCategoryFields>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: ProductSubCategoryFields) => Promise<unknown>;
  /** The current category's name, shown before the pick list has loaded it (edit form). */
  categoryName?: string | undefined;
}

/** The sub-category form of /product-subcategory and /update/product-subcategory/:id. */
export function ProductSubCategoryForm({ form, saving, submitLabel, onSubmit, categoryName }: ProductSubCategoryFormProps) {
  return (
    <SaveForm form={form} layout="vertical" onFinish={onSubmit} saving={saving} requiredMark={false}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Sub Category Name" rules={[zodRule(productSubCategoryFields.shape.name)]}>
            <Input placeholder="e.g. RO Purifiers" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="productCategoryId"
            label="Product Category"
            rules={[zodRule(productSubCategoryFields.shape.productCategoryId)]}
          >
            <SearchSelect label="Product Category" useOptions={useCategoryOptions} selectedLabel={categoryName} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </SaveForm>
  );
}
