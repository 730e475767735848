import { LIMITS, SERIAL_NUMBER_MAX, purchaseFields } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { Col, Form, Input, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { DateField } from '../../components/DateField';
import { MoneyInput } from '../../components/NumberInput';
import { SearchSelect } from '../../components/SearchSelect';
import { issueText } from '../../i18n/messages';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { useProductOptions } from '../../lib/search-options';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { CUSTOMERS } from './i18n';

/** One purchase as the form holds it; calendar days are 'YYYY-MM-DD' strings, as the server takes them. */
export type PurchaseValues = z.input<typeof purchaseFields>;

type ProductOption = RouterOutputs['admin']['products']['options'][number];

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD-MM-YYYY';

/** Shows a stored 'YYYY-MM-DD' in a DatePicker and stores the picked day back as 'YYYY-MM-DD'. */
const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

export const today = () => dayjs().tz().format(DAY);

/** Default warranty: one year (spec §9). */
export const oneYearAfter = (day: string | Date) => dayjs(day).add(1, 'year').format(DAY);

const { shape } = purchaseFields;

/** The server's own "Warranty end must be on or after warranty start", from the shared schema. */
const warrantyInOrder = (form: FormInstance): FormRule => ({
  validator: async () => {
    const result = await purchaseFields.safeParseAsync(form.getFieldsValue(true));
    const issue = result.error?.issues.find((entry) => entry.path.join('.') === 'warrantyEndDate');
    if (issue) throw new Error(await issueText(issue));
  },
});

/**
 * A product's price, to fill the price field when the product is chosen: from the pick list
 * already loaded, else asked of the server.
 */
function useProductPrice() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return async (productId: string): Promise<number> => {
    const loaded = queryClient.getQueriesData<ProductOption[]>({ queryKey: getQueryKey(trpc.admin.products.options) });
    for (const [, options] of loaded) {
      const product = options?.find((option) => option.id === productId);
      if (product) return product.price;
    }
    return (await utils.admin.products.get.fetch({ id: productId })).price;
  };
}

/**
 * Spec §4: choosing a product fills the price with the product's price (still editable), and
 * choosing a warranty start sets the warranty end to one year later. Pass the result to the
 * form's onValuesChange.
 */
export function usePurchaseAutofill(form: FormInstance) {
  const productPrice = useProductPrice();
  return (changed: Partial<PurchaseValues>) => {
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

/** Product, price, invoice date, bill number, serial number and warranty dates: the columns of one purchase. */
export function PurchaseFields({ form, productName, span = { xs: 24, md: 12, lg: 8 } }: PurchaseFieldsProps) {
  const { t } = useTranslation(CUSTOMERS);
  return (
    <>
      <Col {...span}>
        <Form.Item name="productId" label={t('purchase.product')} rules={[zodRule(shape.productId)]}>
          <SearchSelect label={t('purchase.product')} useOptions={useProductOptions} selectedLabel={productName} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="price" label={t('purchase.price')} extra={t('purchase.priceHelp')} rules={[zodRule(shape.price)]}>
          <MoneyInput prefix="₹" placeholder={t('purchase.pricePlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="invoiceDate" label={t('purchase.invoiceDate')} rules={[zodRule(shape.invoiceDate)]} {...calendarDay}>
          <DateField format={SHOWN_DAY} placeholder={t('purchase.dayPlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item name="billNumber" label={t('purchase.billNumber')} rules={[zodRule(shape.billNumber)]}>
          <Input placeholder={t('purchase.billNumberPlaceholder')} {...characterLimit(LIMITS.billNumber)} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item
          name="serialNumber"
          label={t('purchase.serialNumber')}
          extra={t('purchase.serialNumberHelp')}
          // Kept as the server keeps it, in capitals, so what is typed is what a look-up finds.
          normalize={(value: string | undefined) => value?.toUpperCase()}
          rules={[zodRule(shape.serialNumber)]}
        >
          <Input placeholder={t('purchase.serialNumberPlaceholder')} maxLength={SERIAL_NUMBER_MAX} autoCapitalize="characters" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item
          name="warrantyStartDate"
          label={t('purchase.warrantyStart')}
          extra={t('purchase.warrantyStartHelp')}
          rules={[zodRule(shape.warrantyStartDate)]}
          {...calendarDay}
        >
          <DateField format={SHOWN_DAY} placeholder={t('purchase.dayPlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...span}>
        <Form.Item
          name="warrantyEndDate"
          label={t('purchase.warrantyEnd')}
          extra={t('purchase.warrantyEndHelp')}
          dependencies={['warrantyStartDate', 'invoiceDate']}
          rules={[zodRule(shape.warrantyEndDate), warrantyInOrder(form)]}
          {...calendarDay}
        >
          <DateField format={SHOWN_DAY} placeholder={t('purchase.dayPlaceholder')} />
        </Form.Item>
      </Col>
    </>
  );
}
