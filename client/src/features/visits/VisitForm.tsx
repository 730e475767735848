import { DEFAULT_AUTO_VISIT_MONTHS, LIMITS, visitFields, type CustomerOption } from '@sevak/shared';
import { Checkbox, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z, ZodType } from 'zod';
import { DateField } from '../../components/DateField';
import { CountInput, MoneyInput } from '../../components/NumberInput';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { trpc } from '../../lib/trpc';
import { VISITS } from './i18n';
import { customerOption, useCustomerOptions, useEmployeeOptions, useOfferedCustomer } from './visit-options';
import { characterLimit } from '../../components/character-count';
import { issueText } from '../../i18n/messages';

type VisitInput = z.input<typeof visitFields>;

/** What the visit form holds: the shared schema's fields, with the dates as the pickers' dayjs values. */
export type VisitFormValues = Omit<VisitInput, 'visitDate' | 'installationDate'> & {
  visitDate: Dayjs;
  installationDate?: Dayjs | null;
};

const VISIT_FORM_DEFAULTS: Partial<VisitFormValues> = {
  autoVisitTime: DEFAULT_AUTO_VISIT_MONTHS,
  PaymentStatus: 'PENDING',
  isDone: false,
};

/** The visit date and time as an instant; installation date as the calendar day picked. */
function toVisitInput({ visitDate, installationDate, ...fields }: VisitFormValues): VisitInput {
  return { ...fields, visitDate: visitDate.toISOString(), installationDate: installationDate?.format('YYYY-MM-DD') ?? null };
}

/** A picker's value checked by the shared schema, as the server will see it once sent. */
function pickerRule(schema: ZodType, toSent: (value: Dayjs) => unknown): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const result = await schema.safeParseAsync(value ? toSent(value) : undefined);
      if (!result.success) throw new Error(await issueText(result.error.issues[0]));
    },
  };
}

const rules = {
  customerID: [zodRule(visitFields.shape.customerID)],
  employeeID: [zodRule(visitFields.shape.employeeID)],
  serviceDiscription: [zodRule(visitFields.shape.serviceDiscription)],
  serviceCharges: [zodRule(visitFields.shape.serviceCharges)],
  serviceAddress: [zodRule(visitFields.shape.serviceAddress)],
  visitDate: [pickerRule(visitFields.shape.visitDate, (value) => value.toISOString())],
  installationDate: [pickerRule(visitFields.shape.installationDate, (value) => value.format('YYYY-MM-DD'))],
  autoVisitTime: [zodRule(visitFields.shape.autoVisitTime)],
  PaymentStatus: [zodRule(visitFields.shape.PaymentStatus)],
};

/** The statuses the form offers, in this order. */
const PAYMENT_CHOICES = ['PAID', 'PENDING'] as const;

/** The picker's display format (spec §2 "M j, Y" with the time), 12:00 when the day is picked first. */
export const VISIT_DATE_FORMAT = 'MMM D, YYYY h:mm A';
export const CALENDAR_DATE_FORMAT = 'MMM D, YYYY';
const NOON = dayjs('12:00', 'HH:mm');

type VisitFormProps = RecordFormProps<VisitFormValues, VisitInput> & {
  /** The edit form also marks a visit completed. */
  showCompleted?: boolean;
  /** Names of the saved customer and employee, shown before their pick lists load (edit form). */
  customerLabel?: string | undefined;
  employeeLabel?: string | undefined;
};

/**
 * The visit form of /visit and /update/visit/:id. Choosing a customer fills the service address
 * from their address, the installation date from their first purchase's warranty start, and
 * the serviced product with their first purchase (spec §4, PRODUCT.md "Service visits").
 */
export function VisitForm({
  onSubmit,
  initialValues = VISIT_FORM_DEFAULTS,
  showCompleted = false,
  customerLabel,
  employeeLabel,
  ...props
}: VisitFormProps) {
  const [form] = Form.useForm<VisitFormValues>();
  const { t } = useTranslation(VISITS);
  const offeredCustomer = useOfferedCustomer();
  const customerID = Form.useWatch('customerID', form);
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  // A customer saved on the visit (edit form) is looked up for their purchases.
  const saved = trpc.admin.customers.get.useQuery(
    { id: customerID ?? '' },
    { enabled: Boolean(customerID) && chosen?.id !== customerID },
  );
  const purchases = !customerID
    ? []
    : chosen?.id === customerID
      ? chosen.purchases
      : saved.data
        ? customerOption(saved.data).purchases
        : [];

  const utils = trpc.useUtils();

  const prefill = (customer: CustomerOption) => {
    setChosen(customer);
    form.setFieldsValue({
      serviceAddress: customer.address ?? '',
      installationDate: customer.firstPurchase ? dayjs(customer.firstPurchase.warrantyStartDate, 'YYYY-MM-DD') : null,
      customerProductId: customer.firstPurchase?.id ?? null,
    });
    void form.validateFields(['serviceAddress', 'installationDate']).catch(() => undefined);
  };

  const chooseCustomer = (id: string | undefined) => {
    if (!id) {
      form.setFieldsValue({ customerProductId: null });
      return;
    }
    const offered = offeredCustomer(id);
    if (offered) {
      prefill(offered);
      return;
    }
    void utils.admin.customers.get
      .fetch({ id })
      .then((customer) => {
        if (form.getFieldValue('customerID') === id) prefill(customerOption(customer));
      })
      .catch(() => undefined);
  };

  return (
    <SaveForm<VisitFormValues>
      {...props}
      form={form}
      initialValues={initialValues}
      onSubmit={(values) => onSubmit(toVisitInput(values))}
      onValuesChange={(changed: Partial<VisitFormValues>) => {
        if ('customerID' in changed) chooseCustomer(changed.customerID ?? undefined);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="customerID" label={t('form.customer')} rules={rules.customerID}>
            <SearchSelect label={t('form.customer')} useOptions={useCustomerOptions} selectedLabel={customerLabel} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="employeeID" label={t('form.employee')} rules={rules.employeeID}>
            <SearchSelect label={t('form.employee')} useOptions={useEmployeeOptions} selectedLabel={employeeLabel} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="customerProductId" label={t('form.product')}>
            <Select
              aria-label={t('form.product')}
              allowClear
              placeholder={customerID && purchases.length === 0 ? t('form.noProducts') : t('form.selectProduct')}
              disabled={purchases.length === 0}
              options={purchases.map((purchase) => ({ value: purchase.id, label: purchase.productName }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="serviceCharges" label={t('form.serviceCharges')} rules={rules.serviceCharges}>
            <MoneyInput placeholder={t('form.serviceChargesPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="visitDate" label={t('form.visitDate')} rules={rules.visitDate}>
            <DateField showTime={{ defaultOpenValue: NOON, minuteStep: 5 }} format={VISIT_DATE_FORMAT} placeholder={t('form.selectDate')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="installationDate" label={t('form.installationDate')} rules={rules.installationDate}>
            <DateField format={CALENDAR_DATE_FORMAT} placeholder={t('form.selectDate')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="serviceDiscription" label={t('form.description')} rules={rules.serviceDiscription}>
            <Input.TextArea rows={2} {...characterLimit(LIMITS.description)} placeholder={t('form.descriptionPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="serviceAddress" label={t('form.address')} rules={rules.serviceAddress}>
            <Input.TextArea rows={2} {...characterLimit(LIMITS.address)} placeholder={t('form.addressPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Form.Item name="autoVisitTime" label={t('form.autoVisitTime')} rules={rules.autoVisitTime}>
            <CountInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Form.Item name="PaymentStatus" label={t('form.paymentStatus')} rules={rules.PaymentStatus}>
            <Select
              aria-label={t('form.paymentStatus')}
              placeholder={t('form.selectPaymentStatus')}
              options={PAYMENT_CHOICES.map((status) => ({ value: status, label: t(`form.payment.${status}`) }))}
            />
          </Form.Item>
        </Col>
        {showCompleted && (
          <Col xs={24} xl={8}>
            <Form.Item name="isDone" valuePropName="checked" label={t('form.status')}>
              <Checkbox>{t('form.completed')}</Checkbox>
            </Form.Item>
          </Col>
        )}
      </Row>
    </SaveForm>
  );
}
