import { MAX_AMC_VISITS, amcPeriodFields, createAmcInput, type CreateAmcInput } from '@sevak/shared';
import { Alert, Card, Col, Form, Row, Select, Typography, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DateField } from '../../../components/DateField';
import { CountInput, MoneyInput } from '../../../components/NumberInput';
import { Page } from '../../../components/Page';
import { SaveForm } from '../../../components/SaveForm';
import { SearchSelect } from '../../../components/SearchSelect';
import { dayjs } from '../../../lib/dayjs';
import { zodRule } from '../../../lib/form-rules';
import { formatDate } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { issueText } from '../../../i18n/messages';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { useCustomerOptions, useEmployeeOptions } from '../../visits/visit-options';
import { SERVICE_PLANS, type Words } from '../i18n';
import { planPreview, yearLessADay } from './amc-plan-preview';

const { Text } = Typography;
const { shape } = createAmcInput;

type Purchase = RouterOutputs['admin']['customers']['get']['customerProduct'][number];

/** What the form holds: the contract's fields, and the customer whose purchase it covers. */
export interface AmcFormValues {
  customerID?: string | undefined;
  customerProductID?: string | null | undefined;
  startDate?: string | null;
  endDate?: string | null;
  price?: number | string | null;
  visitsIncluded?: number | string | null;
  employeeID?: string | null | undefined;
}

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD-MM-YYYY';
const DEFAULT_VISITS = 4;

/** The dates are held as 'YYYY-MM-DD', as the server takes them, and picked as days. */
const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

const today = () => dayjs().tz().format(DAY);

/** The server's "End date must be after the start date" (or at most five years), said before anything is sent. */
const periodInOrder = (form: FormInstance<AmcFormValues>): FormRule => ({
  validator: async () => {
    const { startDate, endDate } = form.getFieldsValue(['startDate', 'endDate']) as AmcFormValues;
    const result = await amcPeriodFields.safeParseAsync({ startDate, endDate });
    const issue = result.error?.issues.find((entry) => entry.path[0] === 'endDate');
    if (issue) throw new Error(await issueText(issue));
  },
});

/** "Kent Grand Plus RO — bill AQ-1041, serial KGP-22-0912": a purchase as the pick list names it. */
export const purchaseLabel = (t: Words, purchase: Purchase) =>
  purchase.serialNumber
    ? t('amc.new.purchaseLabelSerial', { product: purchase.product.name, bill: purchase.billNumber, serial: purchase.serialNumber })
    : t('amc.new.purchaseLabel', { product: purchase.product.name, bill: purchase.billNumber });

function toCreateInput({ customerProductID, startDate, endDate, price, visitsIncluded, employeeID }: AmcFormValues): CreateAmcInput {
  return {
    customerProductID: customerProductID ?? '',
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    price: price ?? '',
    visitsIncluded: visitsIncluded ?? '',
    employeeID: employeeID ?? null,
  };
}

/**
 * /service/amc/new: a contract for one of a customer's purchases. The visits it will plan are
 * shown as the dates are picked, from the same shared rule the server plans them by.
 * ?customerId=…&customerProductId=… starts with that purchase chosen.
 */
export function NewAmcContractPage() {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const [params] = useSearchParams();
  const start = { customerID: params.get('customerId') ?? undefined, customerProductID: params.get('customerProductId') ?? undefined };
  const [form] = Form.useForm<AmcFormValues>();
  const navigate = useNavigate();
  const customerID = Form.useWatch('customerID', form);
  const customerProductID = Form.useWatch('customerProductID', form);
  const startDate = Form.useWatch('startDate', form);
  const endDate = Form.useWatch('endDate', form);
  const visitsIncluded = Form.useWatch('visitsIncluded', form);

  const customer = trpc.admin.customers.get.useQuery({ id: customerID ?? '' }, { enabled: Boolean(customerID) });
  const purchases = customer.data && customer.data.id === customerID ? customer.data.customerProduct : [];
  // A customer with one purchase: that is the one the contract covers.
  const onlyPurchase = purchases.length === 1 ? purchases[0]?.id : undefined;
  useEffect(() => {
    if (onlyPurchase && !form.getFieldValue('customerProductID')) form.setFieldValue('customerProductID', onlyPurchase);
  }, [onlyPurchase, form]);
  const running = trpc.admin.amc.list.useQuery(
    { customerProductId: customerProductID ?? '', page: 1 },
    { enabled: Boolean(customerProductID) },
  );
  const current = running.data?.items.find((contract) => contract.status === 'active' || contract.status === 'expiring');

  const create = trpc.admin.amc.create.useMutation(
    useMutationFeedback()({ success: t('amc.new.success'), failure: t('amc.new.failure'), refreshes: 'amc' }),
  );
  const preview = planPreview(t, startDate, endDate, visitsIncluded);

  return (
    <Page title={t('amc.new.title')}>
      <Card>
        <SaveForm<AmcFormValues>
          form={form}
          name="newAmc"
          submitLabel={t('amc.new.save')}
          saving={create.isPending}
          initialValues={{ ...start, startDate: today(), endDate: yearLessADay(today()), visitsIncluded: DEFAULT_VISITS }}
          onSubmit={async (values) => {
            const contract = await create.mutateAsync(toCreateInput(values));
            await navigate(paths.admin.amcContract.to(contract.id));
          }}
          onValuesChange={(changed: Partial<AmcFormValues>) => {
            // Another customer: one of their own purchases is to be chosen.
            if ('customerID' in changed) form.setFieldValue('customerProductID', null);
            if ('startDate' in changed && changed.startDate) {
              form.setFieldValue('endDate', yearLessADay(changed.startDate));
              void form.validateFields(['endDate']).catch(() => undefined);
            }
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="customerID" label={t('amc.new.customer')} rules={[{ required: true, message: t('amc.new.selectCustomer') }]}>
                <SearchSelect
                  label={t('amc.new.customer')}
                  useOptions={useCustomerOptions}
                  selectedLabel={customer.data ? `${customer.data.user.fullname} (${customer.data.user.phoneNumber})` : undefined}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="customerProductID" label={t('amc.new.purchase')} rules={[zodRule(shape.customerProductID)]}>
                <Select
                  aria-label={t('amc.new.purchase')}
                  allowClear
                  loading={customer.isFetching}
                  disabled={purchases.length === 0}
                  placeholder={customerID && !customer.isFetching && purchases.length === 0 ? t('amc.new.noPurchases') : t('amc.new.selectPurchase')}
                  options={purchases.map((purchase) => ({ value: purchase.id, label: purchaseLabel(t, purchase) }))}
                />
              </Form.Item>
            </Col>
            {current && (
              <Col span={24}>
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={
                    <Trans
                      t={t}
                      i18nKey="amc.new.running"
                      values={{ date: formatDate(current.endDate) }}
                      components={{ contract: <Link to={paths.admin.amcContract.to(current.id)} /> }}
                    />
                  }
                />
              </Col>
            )}
            <Col xs={24} md={12} lg={6}>
              <Form.Item name="startDate" label={t('amc.new.startDate')} rules={[zodRule(shape.startDate)]} {...calendarDay}>
                <DateField format={SHOWN_DAY} placeholder={t('amc.new.datePlaceholder')} allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <Form.Item
                name="endDate"
                label={t('amc.new.endDate')}
                extra={t('amc.new.endDateHelp')}
                dependencies={['startDate']}
                rules={[zodRule(shape.endDate), periodInOrder(form)]}
                {...calendarDay}
              >
                <DateField format={SHOWN_DAY} placeholder={t('amc.new.datePlaceholder')} allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <Form.Item name="price" label={t('amc.new.price')} rules={[zodRule(shape.price)]}>
                <MoneyInput placeholder={t('amc.new.pricePlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <Form.Item
                name="visitsIncluded"
                label={t('amc.new.visitsIncluded')}
                extra={t('amc.new.visitsHelp', { maximum: MAX_AMC_VISITS })}
                rules={[zodRule(shape.visitsIncluded)]}
              >
                <CountInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="employeeID"
                label={t('amc.new.technician')}
                extra={t('amc.new.technicianHelp')}
                rules={[zodRule(shape.employeeID)]}
              >
                <SearchSelect label={t('amc.new.technician')} useOptions={useEmployeeOptions} />
              </Form.Item>
            </Col>
          </Row>
          <section aria-label={t('amc.new.planned')} aria-live="polite" style={{ marginBottom: 16 }}>
            <Text strong>{t('amc.new.plannedLead')}</Text>
            <Text>{preview ?? t('amc.new.plannedPending')}</Text>
          </section>
        </SaveForm>
      </Card>
    </Page>
  );
}
