import { LIMITS, productSubCategoryFields } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useCategoryOptions } from '../../lib/search-options';
import { PRODUCT_SUB_CATEGORIES } from './i18n';

type ProductSubCategoryFormProps = RecordFormProps<z.input<typeof productSubCategoryFields>> & {
  /** The current category's name, shown before the pick list has loaded it (edit form). */
  categoryName?: string | undefined;
};

/** The sub-category form of /product-subcategory and /update/product-subcategory/:id. */
export function ProductSubCategoryForm({ categoryName, ...props }: ProductSubCategoryFormProps) {
  const { t } = useTranslation(PRODUCT_SUB_CATEGORIES);
  return (
    <SaveForm {...props}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('form.name')} rules={[zodRule(productSubCategoryFields.shape.name)]}>
            <Input placeholder={t('form.namePlaceholder')} {...characterLimit(LIMITS.name)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="productCategoryId"
            label={t('form.category')}
            rules={[zodRule(productSubCategoryFields.shape.productCategoryId)]}
          >
            <SearchSelect label={t('form.category')} useOptions={useCategoryOptions} selectedLabel={categoryName} />
          </Form.Item>
        </Col>
      </Row>
    </SaveForm>
  );
}
