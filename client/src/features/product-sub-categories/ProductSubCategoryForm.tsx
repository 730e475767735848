import { LIMITS, productSubCategoryFields } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useCategoryOptions } from '../../lib/search-options';

type ProductSubCategoryFormProps = RecordFormProps<z.input<typeof productSubCategoryFields>> & {
  /** The current category's name, shown before the pick list has loaded it (edit form). */
  categoryName?: string | undefined;
};

/** The sub-category form of /product-subcategory and /update/product-subcategory/:id. */
export function ProductSubCategoryForm({ categoryName, ...props }: ProductSubCategoryFormProps) {
  return (
    <SaveForm {...props}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Sub Category Name" rules={[zodRule(productSubCategoryFields.shape.name)]}>
            <Input placeholder="e.g. RO Purifiers" {...characterLimit(LIMITS.name)} />
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
    </SaveForm>
  );
}
