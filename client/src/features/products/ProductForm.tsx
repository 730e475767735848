import { productFields, type ProductFields } from '@sevak/shared';
import { Button, Col, Form, Input, InputNumber, Row, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useCategoryOptions, useSubCategoryOptions } from './product-options';

interface ProductFormProps {
  form: FormInstance<ProductFields>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: ProductFields) => Promise<unknown>;
  /** Names of the saved category and sub-category, shown before their pick lists load (edit form). */
  categoryName?: string | undefined;
  subCategoryName?: string | undefined;
}

const rules = {
  name: [zodRule(productFields.shape.name)],
  price: [zodRule(productFields.shape.price)],
  quantity: [zodRule(productFields.shape.quantity)],
  productCategoryId: [zodRule(productFields.shape.productCategoryId)],
  productSubCategoryId: [zodRule(productFields.shape.productSubCategoryId)],
};

/**
 * The product form of /product and /update/product/:id. A sub-category belongs to one category,
 * so a new category choice filters the sub-category pick list and clears the old choice.
 */
export function ProductForm({ form, saving, submitLabel, onSubmit, categoryName, subCategoryName }: ProductFormProps) {
  const productCategoryId = Form.useWatch('productCategoryId', form);
  return (
    <SaveForm
      form={form}
      layout="vertical"
      onFinish={onSubmit}
      saving={saving}
      requiredMark={false}
      onValuesChange={(changed: Partial<ProductFields>) => {
        if ('productCategoryId' in changed) form.setFieldValue('productSubCategoryId', null);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="name" label="Product Name" rules={rules.name}>
            <Input placeholder="e.g. RO Water Purifier 7L" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <Form.Item name="price" label="Price (₹)" rules={rules.price}>
            <InputNumber min={0} step={1} placeholder="e.g. 14999" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <Form.Item name="quantity" label="Quantity" rules={rules.quantity}>
            <InputNumber min={0} step={1} precision={0} placeholder="e.g. 10" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productCategoryId" label="Category" rules={rules.productCategoryId}>
            <SearchSelect label="Category" useOptions={useCategoryOptions} selectedLabel={categoryName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="productSubCategoryId"
            label="Sub Category"
            rules={rules.productSubCategoryId}
            extra={productCategoryId ? undefined : 'Choose a category first'}
          >
            <SearchSelect
              label="Sub Category"
              useOptions={useSubCategoryOptions}
              selectedLabel={subCategoryName}
              disabled={saving || !productCategoryId}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </SaveForm>
  );
}
