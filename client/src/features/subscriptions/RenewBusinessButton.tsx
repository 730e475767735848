import {
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  PLAN_MONTHS,
  planLength,
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
import { DateField } from '../../components/DateField';
import { MoneyInput } from '../../components/NumberInput';
import { SaveForm } from '../../components/SaveForm';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { formatDate, formatRupees } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
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

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Renew ${business.name}`}>
        Renew
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
  const [form] = Form.useForm<RenewValues>();
  const [renewed, setRenewed] = useState<RenewedBusiness>();
  const feedback = useMutationFeedback();
  const plans = trpc.superadmin.subscriptions.plans.useQuery();
  const renew = trpc.superadmin.subscriptions.renew.useMutation(
    feedback({ success: 'Business renewed successfully', failure: 'Failed to renew business', refreshes: 'subscription' }),
  );
  const today = dayjs().tz().format(DAY);
  const { periodStart } = renewalPeriodOf(business.expiryDate, today, PLAN_MONTHS.default);
  const onSale = (plans.data ?? []).filter((plan) => plan.active);
  const planID = Form.useWatch('planID', form);
  const chosen = onSale.find((plan) => plan.id === planID);

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
      title={`Renew ${business.name}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        renewed
          ? [
              <Button key="done" type="primary" onClick={onClose}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={renew.isPending}>
                Cancel
              </Button>,
              <Button key="save" type="primary" onClick={() => form.submit()} disabled={renew.isPending || onSale.length === 0}>
                {renew.isPending ? 'Saving...' : 'Renew'}
              </Button>,
            ]
      }
    >
      {renewed ? (
        <Result
          status="success"
          title={`Renewed until ${formatDate(renewed.expiryDate)}`}
          subTitle={`${formatRupees(renewed.subscription.amount)} received: receipt ${renewed.subscription.receiptNumber}`}
          extra={[
            <a key="pdf" href={subscriptionReceiptPdfUrl(renewed.subscription.id)} download>
              Download Receipt PDF
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
                ? `Access now ends on ${formatDate(business.expiryDate)}. This payment buys ${formatDate(periodStart)} to ${formatDate(renewalPeriodOf(business.expiryDate, today, chosen.months).periodEnd)}.`
                : `Access now ends on ${formatDate(business.expiryDate)}. This payment’s period starts on ${formatDate(periodStart)}: choose a plan for its length.`
            }
          />
          {plans.isError && <Alert type="error" showIcon message="The plans could not be loaded." />}
          <SaveForm<RenewValues>
            form={form}
            name="renewBusiness"
            layout="vertical"
            saving={renew.isPending}
            onSubmit={submit}
            initialValues={{ planID: undefined, amount: null, paidOn: today, mode: 'CASH', reference: '' }}
          >
            <Form.Item name="planID" label="Plan" rules={[zodRule(shape.planID)]}>
              <Select<string>
                aria-label="Plan"
                placeholder="Select a plan"
                loading={plans.isPending}
                onChange={pickPlan}
                options={onSale.map((plan: Plan) => ({ value: plan.id, label: `${plan.name} (${formatRupees(pricePerPeriod(plan))} for ${planLength(plan.months)})` }))}
              />
            </Form.Item>
            <Form.Item name="amount" label="Amount received (₹)" rules={[zodRule(shape.amount)]}>
              <MoneyInput />
            </Form.Item>
            <Form.Item name="paidOn" label="Payment Date" rules={[zodRule(shape.paidOn)]} {...calendarDay}>
              <DateField format="DD-MM-YYYY" allowClear={false} />
            </Form.Item>
            <Form.Item name="mode" label="Mode" rules={[zodRule(shape.mode)]}>
              <Select aria-label="Mode" options={MODE_OPTIONS} />
            </Form.Item>
            <Form.Item name="reference" label="Reference (optional)" rules={[zodRule(shape.reference)]} extra="UPI transaction ID, cheque number…">
              <Input autoComplete="off" />
            </Form.Item>
          </SaveForm>
        </>
      )}
    </Modal>
  );
}
