import { LIMITS, productCategoryFields } from '@sevak/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { PRODUCT_CATEGORIES } from './i18n';

/** The category form of /product-category and /update/productcat/:id. */
export function ProductCategoryForm(props: RecordFormProps<z.input<typeof productCategoryFields>>) {
  const { t } = useTranslation(PRODUCT_CATEGORIES);
  return (
    <SaveForm {...props}>
      <Form.Item name="name" label={t('form.name')} rules={[zodRule(productCategoryFields.shape.name)]}>
        <Input placeholder={t('form.namePlaceholder')} {...characterLimit(LIMITS.name)} />
      </Form.Item>
    </SaveForm>
  );
}
