import { GST_RATES_BP, LIMITS, productFields } from '@sevak/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { CountInput, MoneyInput } from '../../components/NumberInput';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { firstMatchesByName, useCategoryOptions, useSearchOptions, type SearchOptions } from '../../lib/search-options';
import { trpc } from '../../lib/trpc';
import { PRODUCTS } from './i18n';

type ProductValues = z.input<typeof productFields>;

type ProductFormProps = RecordFormProps<ProductValues> & {
  /** Names of the saved category and sub-category, shown before their pick lists load (edit form). */
  categoryName?: string | undefined;
  subCategoryName?: string | undefined;
};

const rules = {
  name: [zodRule(productFields.shape.name)],
  price: [zodRule(productFields.shape.price)],
  quantity: [zodRule(productFields.shape.quantity)],
  productCategoryId: [zodRule(productFields.shape.productCategoryId)],
  productSubCategoryId: [zodRule(productFields.shape.productSubCategoryId)],
  hsnCode: [zodRule(productFields.shape.hsnCode)],
  gstRate: [zodRule(productFields.shape.gstRate)],
};

/** The GST slabs in force (since 22 Sep 2025), as the owner picks them. */
const GST_RATE_OPTIONS = GST_RATES_BP.map((bp) => ({ value: bp / 100, label: `${bp / 100} %` }));

/**
 * The sub-category pick list of the product form: only the sub-categories of the category the
 * form has chosen (spec §4), none before a category is chosen.
 */
function useSubCategoryOptions(search: string): SearchOptions {
  const productCategoryId = Form.useWatch('productCategoryId', Form.useFormInstance<ProductValues>()) ?? undefined;
  return useSearchOptions(
    trpc.admin.productSubCategories.list,
    { ...firstMatchesByName(search), productCategoryId },
    (subCategory) => subCategory.name,
    // Another category's sub-categories must not stand in while this one's load.
    { enabled: productCategoryId !== undefined, keepPrevious: false },
  );
}

/**
 * The product form of /product and /update/product/:id. A sub-category belongs to one category,
 * so a new category choice filters the sub-category pick list and clears the old choice.
 */
export function ProductForm({ categoryName, subCategoryName, ...props }: ProductFormProps) {
  const { t } = useTranslation(PRODUCTS);
  const [form] = Form.useForm<ProductValues>();
  const productCategoryId = Form.useWatch('productCategoryId', form);
  return (
    <SaveForm
      {...props}
      form={form}
      onValuesChange={(changed: Partial<ProductValues>) => {
        if ('productCategoryId' in changed) form.setFieldValue('productSubCategoryId', null);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="name" label={t('form.name')} rules={rules.name}>
            <Input placeholder={t('form.namePlaceholder')} {...characterLimit(LIMITS.name)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <Form.Item name="price" label={t('form.price')} rules={rules.price}>
            <MoneyInput placeholder={t('form.pricePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <Form.Item name="quantity" label={t('form.quantity')} rules={rules.quantity}>
            <CountInput placeholder={t('form.quantityPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productCategoryId" label={t('form.category')} rules={rules.productCategoryId}>
            <SearchSelect label={t('form.category')} useOptions={useCategoryOptions} selectedLabel={categoryName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="productSubCategoryId"
            label={t('form.subCategory')}
            rules={rules.productSubCategoryId}
            extra={productCategoryId ? undefined : t('form.chooseCategoryFirst')}
          >
            <SearchSelect
              label={t('form.subCategory')}
              useOptions={useSubCategoryOptions}
              selectedLabel={subCategoryName}
              disabled={props.saving || !productCategoryId}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hsnCode" label={t('form.hsnCode')} rules={rules.hsnCode} extra={t('form.hsnCodeHelp')}>
            <Input inputMode="numeric" maxLength={8} placeholder={t('form.optional')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {/* Cleared is null (no rate); left out would keep the saved one. */}
          <Form.Item name="gstRate" label={t('form.gstRate')} rules={rules.gstRate} normalize={(value: number | undefined) => value ?? null}>
            <Select allowClear placeholder={t('form.optional')} options={GST_RATE_OPTIONS} aria-label={t('form.gstRate')} />
          </Form.Item>
        </Col>
      </Row>
    </SaveForm>
  );
}
