import { GST_RATES_BP, LIMITS, productFields } from '@sevak/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { CountInput, MoneyInput } from '../../components/NumberInput';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { firstMatchesByName, useCategoryOptions, useSearchOptions, type SearchOptions } from '../../lib/search-options';
import { trpc } from '../../lib/trpc';

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
          <Form.Item name="name" label="Product Name" rules={rules.name}>
            <Input placeholder="e.g. RO Water Purifier 7L" {...characterLimit(LIMITS.name)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <Form.Item name="price" label="Price (₹)" rules={rules.price}>
            <MoneyInput placeholder="e.g. 14999" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={8}>
          <Form.Item name="quantity" label="Quantity" rules={rules.quantity}>
            <CountInput placeholder="e.g. 10" />
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
              disabled={props.saving || !productCategoryId}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hsnCode" label="HSN Code" rules={rules.hsnCode} extra="For GST invoices: 4, 6 or 8 digits, e.g. 84212110 for a water purifier.">
            <Input inputMode="numeric" maxLength={8} placeholder="Optional" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {/* Cleared is null (no rate); left out would keep the saved one. */}
          <Form.Item name="gstRate" label="GST Rate" rules={rules.gstRate} normalize={(value: number | undefined) => value ?? null}>
            <Select allowClear placeholder="Optional" options={GST_RATE_OPTIONS} aria-label="GST Rate" />
          </Form.Item>
        </Col>
      </Row>
    </SaveForm>
  );
}
