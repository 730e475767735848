import {
  MSG,
  PAYMENT_MODES,
  PLAN_MONTHS,
  pricePerPeriod,
  renewalPeriodOf,
  renewBusinessInput,
  type Plan,
  type RenewBusinessInput,
  type RenewedBusiness,
} from '@sevak/shared';
import { Alert, Button, Form, Input, Modal, Result, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { MoneyInput } from '../../components/NumberInput';
import { SaveForm } from '../../components/SaveForm';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { formatDate, formatRupees } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { SUBSCRIPTIONS } from './i18n';
import { usePlanWords } from './plan-words';
import { subscriptionReceiptPdfUrl } from './subscription-links';

const { shape } = renewBusinessInput;
const DAY = 'YYYY-MM-DD';

interface RenewValues {
  planID: string | undefined;
  amount: number | string | null;
  paidOn: string;
  mode: RenewBusinessInput['mode'];
  reference: string;
}

const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

export interface RenewBusinessButtonProps {
  business: { id: string; name: string; expiryDate: string };
  /** Told the new expiry date once the renewal is saved. */
  onRenewed?: (expiryDate: string) => void;
}

/**
 * Renew: the operator records a payment for a period of access on a plan. The dialog says which
 * days the payment buys before it is saved, and offers the receipt once it is.
 */
export function RenewBusinessButton({ business, onRenewed }: RenewBusinessButtonProps) {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={t('renew.buttonNamed', { name: business.name })}>
        {t('renew.button')}
      </Button>
      {open && <RenewBusinessDialog business={business} onClose={() => setOpen(false)} onRenewed={onRenewed} />}
    </>
  );
}

function RenewBusinessDialog({
  business,
  onClose,
  onRenewed,
}: RenewBusinessButtonProps & { onClose: () => void }) {
  const { t } = useTranslation([SUBSCRIPTIONS, MESSAGES]);
  const words = usePlanWords();
  const [form] = Form.useForm<RenewValues>();
  const [renewed, setRenewed] = useState<RenewedBusiness>();
  const feedback = useMutationFeedback();
  const plans = trpc.superadmin.subscriptions.plans.useQuery();
  const renew = trpc.superadmin.subscriptions.renew.useMutation(
    feedback({ success: t('renew.toasts.renewed'), failure: t('renew.toasts.renewFailed'), refreshes: 'subscription' }),
  );
  const today = dayjs().tz().format(DAY);
  const { periodStart } = renewalPeriodOf(business.expiryDate, today, PLAN_MONTHS.default);
  const onSale = (plans.data ?? []).filter((plan) => plan.active);
  const planID = Form.useWatch('planID', form);
  const chosen = onSale.find((plan) => plan.id === planID);
  const modeOptions = PAYMENT_MODES.map((mode) => ({ value: mode, label: t(MSG.billing.labels.paymentMode[mode], { ns: MESSAGES }) }));

  const submit = async (values: RenewValues) => {
    const answer = await renew.mutateAsync({
      id: business.id,
      planID: values.planID ?? '',
      amount: values.amount as number,
      paidOn: values.paidOn,
      mode: values.mode,
      reference: values.reference.trim() || null,
    });
    setRenewed(answer);
    onRenewed?.(answer.expiryDate);
  };

  const pickPlan = (planID: string) => {
    const plan = onSale.find((each) => each.id === planID);
    if (plan) form.setFieldValue('amount', pricePerPeriod(plan));
  };

  return (
    <Modal
      open
      title={t('renew.title', { name: business.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        renewed
          ? [
              <Button key="done" type="primary" onClick={onClose}>
                {t('renew.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={renew.isPending}>
                {t('renew.cancel')}
              </Button>,
              <Button key="save" type="primary" onClick={() => form.submit()} disabled={renew.isPending || onSale.length === 0}>
                {renew.isPending ? t('renew.saving') : t('renew.button')}
              </Button>,
            ]
      }
    >
      {renewed ? (
        <Result
          status="success"
          title={t('renew.renewedUntil', { date: formatDate(renewed.expiryDate) })}
          subTitle={t('renew.received', { amount: formatRupees(renewed.subscription.amount), number: renewed.subscription.receiptNumber })}
          extra={[
            <a key="pdf" href={subscriptionReceiptPdfUrl(renewed.subscription.id)} download>
              {t('renew.downloadReceipt')}
            </a>,
          ]}
        />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            className="renew-dialog__period"
            message={
              chosen
                ? t('renew.periodBought', {
                    expiry: formatDate(business.expiryDate),
                    from: formatDate(periodStart),
                    to: formatDate(renewalPeriodOf(business.expiryDate, today, chosen.months).periodEnd),
                  })
                : t('renew.periodStarts', { expiry: formatDate(business.expiryDate), from: formatDate(periodStart) })
            }
          />
          {plans.isError && <Alert type="error" showIcon message={t('renew.plansFailed')} />}
          <SaveForm<RenewValues>
            form={form}
            name="renewBusiness"
            layout="vertical"
            saving={renew.isPending}
            onSubmit={submit}
            initialValues={{ planID: undefined, amount: null, paidOn: today, mode: 'CASH', reference: '' }}
          >
            <Form.Item name="planID" label={t('renew.plan')} rules={[zodRule(shape.planID)]}>
              <Select<string>
                aria-label={t('renew.plan')}
                placeholder={t('renew.planPlaceholder')}
                loading={plans.isPending}
                onChange={pickPlan}
                options={onSale.map((plan: Plan) => ({ value: plan.id, label: t('renew.planOption', { name: plan.name, price: words.periodPrice(plan) }) }))}
              />
            </Form.Item>
            <Form.Item name="amount" label={t('renew.amount')} rules={[zodRule(shape.amount)]}>
              <MoneyInput />
            </Form.Item>
            <Form.Item name="paidOn" label={t('renew.paidOn')} rules={[zodRule(shape.paidOn)]} {...calendarDay}>
              <DateField format="DD-MM-YYYY" allowClear={false} />
            </Form.Item>
            <Form.Item name="mode" label={t('renew.mode')} rules={[zodRule(shape.mode)]}>
              <Select aria-label={t('renew.mode')} options={modeOptions} />
            </Form.Item>
            <Form.Item name="reference" label={t('renew.reference')} rules={[zodRule(shape.reference)]} extra={t('renew.referenceHelp')}>
              <Input autoComplete="off" />
            </Form.Item>
          </SaveForm>
        </>
      )}
    </Modal>
  );
}
