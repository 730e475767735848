import { LIMITS, serviceRequestInput, type ServiceRequestInput } from '@sevak/shared';
import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { characterLimit } from '../../components/character-count';
import { calendarDayField, DateField } from '../../components/DateField';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import type { RouterOutputs } from '../../lib/trpc';
import { CUSTOMER_PORTAL } from './i18n';

type MyProduct = RouterOutputs['customer']['products'][number];

const { shape } = serviceRequestInput;
const rules = {
  customerProductId: [zodRule(shape.customerProductId)],
  problem: [zodRule(shape.problem)],
  preferredDate: [zodRule(shape.preferredDate)],
};

/** "Kent Grand Plus RO (serial KGP-26-0042), bill AQ-1041": two of the same product told apart. */
const purchaseLabel = (purchase: MyProduct, t: TFunction<typeof CUSTOMER_PORTAL>) =>
  purchase.serialNumber
    ? t('form.purchaseWithSerial', { product: purchase.productName, serialNumber: purchase.serialNumber, billNumber: purchase.billNumber })
    : t('form.purchase', { product: purchase.productName, billNumber: purchase.billNumber });

/** A preferred day is from today to a year ahead, as the shared schema takes it. */
const outsidePreferredDays = (day: Dayjs) => {
  const today = dayjs().tz();
  return day.isBefore(today, 'day') || day.isAfter(today.add(1, 'year'), 'day');
};

type ServiceRequestFormProps = RecordFormProps<ServiceRequestInput> & {
  /** The customer's purchases: service is asked for one of them. */
  purchases: MyProduct[];
};

/** Asking the shop for service: which purchase, what is wrong with it, and a day that suits. */
export function ServiceRequestForm({ purchases, ...formProps }: ServiceRequestFormProps) {
  const { t } = useTranslation(CUSTOMER_PORTAL);
  return (
    <SaveForm<ServiceRequestInput> name="serviceRequest" {...formProps}>
      <Form.Item name="customerProductId" label={t('form.product')} rules={rules.customerProductId}>
        <Select
          aria-label={t('form.product')}
          placeholder={t('form.selectProduct')}
          options={purchases.map((purchase) => ({ value: purchase.id, label: purchaseLabel(purchase, t) }))}
        />
      </Form.Item>
      <Form.Item name="problem" label={t('form.problem')} rules={rules.problem}>
        <Input.TextArea
          placeholder={t('form.problemPlaceholder')}
          {...characterLimit(LIMITS.message)}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item
        name="preferredDate"
        label={t('form.preferredDay')}
        rules={rules.preferredDate}
        extra={t('form.preferredDayHelp')}
        {...calendarDayField}
      >
        <DateField format="DD-MM-YYYY" placeholder={t('form.anyDay')} disabledDate={outsidePreferredDays} />
      </Form.Item>
    </SaveForm>
  );
}
