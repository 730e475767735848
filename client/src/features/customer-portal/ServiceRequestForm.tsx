import { LIMITS, serviceRequestInput, type ServiceRequestInput } from '@sevak/shared';
import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { characterLimit } from '../../components/character-count';
import { calendarDayField, DateField } from '../../components/DateField';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import type { RouterOutputs } from '../../lib/trpc';

type MyProduct = RouterOutputs['customer']['products'][number];

const { shape } = serviceRequestInput;
const rules = {
  customerProductId: [zodRule(shape.customerProductId)],
  problem: [zodRule(shape.problem)],
  preferredDate: [zodRule(shape.preferredDate)],
};

/** "Kent Grand Plus RO (serial KGP-26-0042), bill AQ-1041": two of the same product told apart. */
const purchaseLabel = (purchase: MyProduct) =>
  `${purchase.productName}${purchase.serialNumber ? ` (serial ${purchase.serialNumber})` : ''}, bill ${purchase.billNumber}`;

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
  return (
    <SaveForm<ServiceRequestInput> name="serviceRequest" {...formProps}>
      <Form.Item name="customerProductId" label="Product" rules={rules.customerProductId}>
        <Select
          aria-label="Product"
          placeholder="Select your product"
          options={purchases.map((purchase) => ({ value: purchase.id, label: purchaseLabel(purchase) }))}
        />
      </Form.Item>
      <Form.Item name="problem" label="Problem" rules={rules.problem}>
        <Input.TextArea
          placeholder="e.g. Water tastes salty, or it leaks below the tank"
          {...characterLimit(LIMITS.message)}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item
        name="preferredDate"
        label="Preferred day (optional)"
        rules={rules.preferredDate}
        extra="The shop will call to confirm the day and time."
        {...calendarDayField}
      >
        <DateField format="DD-MM-YYYY" placeholder="Any day" disabledDate={outsidePreferredDays} />
      </Form.Item>
    </SaveForm>
  );
}
