import { purchaseFields } from '@sevak/shared';
import { Col, DatePicker, Form, Input, InputNumber, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { SearchSelect } from '../../components/SearchSelect';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { useProductOptions, useProductPrice } from './product-options';

/** One purchase as the form holds it; calendar days are 'YYYY-MM-DD' strings, as the server takes them. */
export interface PurchaseFormValues {
  productId?: string;
  price?: number | null;
  invoiceDate?: string | null;
  billNumber?: string;
  warrantyStartDate?: string | null;
  warrantyEndDate?: string | null;
}

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD-MM-YYYY';

/** Shows a stored 'YYYY-MM-DD' in a DatePicker and stores the picked day back as 'YYYY-MM-DD'. */
const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

export const today = () => dayjs().tz().format(DAY);

/** Default warranty: one year (spec §9). */
export const oneYearAfter = (day: string) => dayjs(day).add(1, 'year').format(DAY);

const { shape } = purchaseFields;

/** The server's own "Warranty end must be on or after warranty start", from the shared schema. */
const warrantyInOrder = (form: FormInstance): FormRule => ({
  validator: async () => {
    const result = await purchaseFields.safeParseAsync(form.getFieldsValue(true));
    const issue = result.error?.issues.find((entry) => entry.path.join('.') === 'warrantyEndDate');
    if (issue) throw new Error(issue.message);
  },
});

/**
 * Spec §4: choosing a product fills the price with the product's price (still editable), and
 * choosing a warranty start sets the warranty end to one year later. Pass the result to the
 * form's onValuesChange.
 */
export function usePurchaseAutofill(form: FormInstance) {
  const productPrice = useProductPrice();
  return (changed: PurchaseFormValues) => {
    if (changed.productId) {
      const productId = changed.productId;
      void productPrice(productId)
        .then((price) => {
          // Only if the product is still the chosen one when the price arrives.
          if (form.getFieldValue('productId') === productId) form.setFieldValue('price', price);
        })
        .catch(() => undefined);
    }
    if ('warrantyStartDate' in changed) {
      form.setFieldValue('warrantyEndDate', changed.warrantyStartDate ? oneYearAfter(changed.warrantyStartDate) : null);
      void form.validateFields(['warrantyEndDate']).catch(() => undefined);
    }
  };
}

interface PurchaseFieldsProps {
  form: FormInstance;
  /** The current product's name, shown before the pick list has loaded it (edit form). */
  productName?: string | undefined;
  /** Grid columns of each field. */
  span?: { xs: number; md: number; lg?: number };
}

/** Product, price, invoice date, bill number and warranty dates: the columns of one purchase. */
export function PurchaseFields({ form, productName, span = { xs: 24, md: 12, lg: 8 } }: PurchaseFieldsProps) {
  return (
    <>
      <Col {...span}>
        <Form.Item name="productId" label="Product" rules={[zodRule(shape.productId)]}>
          <SearchSelect label="Product" useOptions={useProductOptions} selectedLabel={productName} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="price" label="Price" extra="From the product; you may change it." rules={[zodRule(shape.price)]}>
          <InputNumber<number> min={0} precision={2} prefix="₹" style={{ width: '100%' }} placeholder="e.g. 14999" />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="invoiceDate" label="Invoice Date" rules={[zodRule(shape.invoiceDate)]} {...calendarDay}>
          <DatePicker format={SHOWN_DAY} placeholder="dd-mm-yyyy" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="billNumber" label="Bill Number" rules={[zodRule(shape.billNumber)]}>
          <Input placeholder="e.g. INV-2027-001" maxLength={32} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item
          name="warrantyStartDate"
          label="Warranty Start Date"
          extra="Blank: the invoice date."
          rules={[zodRule(shape.warrantyStartDate)]}
          {...calendarDay}
        >
          <DatePicker format={SHOWN_DAY} placeholder="dd-mm-yyyy" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item
          name="warrantyEndDate"
          label="Warranty End Date"
          extra="Blank: one year after the start."
          dependencies={['warrantyStartDate', 'invoiceDate']}
          rules={[zodRule(shape.warrantyEndDate), warrantyInOrder(form)]}
          {...calendarDay}
        >
          <DatePicker format={SHOWN_DAY} placeholder="dd-mm-yyyy" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}
