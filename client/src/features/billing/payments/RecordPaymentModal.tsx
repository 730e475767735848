import { MSG, PAYMENT_MODES, recordPaymentInput, type RecordPaymentInput, type RecordedPayment } from '@sevak/shared';
import { Button, Form, Input, Modal, Result, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DateField } from '../../../components/DateField';
import { MoneyInput } from '../../../components/NumberInput';
import { SaveForm } from '../../../components/SaveForm';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { dayjs } from '../../../lib/dayjs';
import { zodRule } from '../../../lib/form-rules';
import { formatRupees } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { receiptPdfUrl } from '../billing-links';
import { BILLING } from '../i18n';

const { shape } = recordPaymentInput;
const DAY = 'YYYY-MM-DD';

interface PaymentValues {
  amount: number | string | null;
  paidOn: string;
  mode: RecordPaymentInput['mode'];
  reference: string;
}

const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

interface RecordPaymentModalProps {
  /** What is paid: one invoice or one (unbilled) visit. */
  paying: { invoiceID: string } | { visitID: string };
  /** "invoice AQC/26-27/0001", "this visit": in the dialog's title. */
  what: string;
  balanceDue: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Record Payment: the amount (the balance due to start with), the day, how it was paid and its
 * reference. Once saved, the dialog says what is still due and offers the receipt.
 */
export function RecordPaymentModal({ paying, what, balanceDue, open, onClose }: RecordPaymentModalProps) {
  const { t } = useTranslation([BILLING, MESSAGES]);
  const [form] = Form.useForm<PaymentValues>();
  const [recorded, setRecorded] = useState<RecordedPayment>();
  const feedback = useMutationFeedback();
  const record = trpc.admin.payments.record.useMutation(
    feedback({ success: t('payment.succeeded'), failure: t('payment.failed'), refreshes: 'payment' }),
  );
  const modeOptions = PAYMENT_MODES.map((mode) => ({ value: mode, label: t(MSG.billing.labels.paymentMode[mode], { ns: MESSAGES }) }));

  const close = () => {
    setRecorded(undefined);
    form.resetFields();
    onClose();
  };

  const submit = async (values: PaymentValues) => {
    const answer = (await record.mutateAsync({
      ...paying,
      amount: values.amount as number,
      paidOn: values.paidOn,
      mode: values.mode,
      reference: values.reference.trim() || null,
    }));
    setRecorded(answer);
  };

  return (
    <Modal
      open={open}
      title={t('payment.title', { what })}
      onCancel={close}
      destroyOnHidden
      footer={
        recorded
          ? [
              <Button key="done" type="primary" onClick={close}>
                {t('payment.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={record.isPending}>
                {t('payment.cancel')}
              </Button>,
              <Button key="save" type="primary" onClick={() => form.submit()} disabled={record.isPending}>
                {record.isPending ? t('payment.saving') : t('payment.save')}
              </Button>,
            ]
      }
    >
      {recorded ? (
        <Result
          status="success"
          title={t('payment.recorded', { amount: formatRupees(recorded.payment.amount), number: recorded.payment.receiptNumber })}
          subTitle={recorded.balanceDue > 0 ? t('payment.balanceNow', { amount: formatRupees(recorded.balanceDue) }) : t('payment.paidInFull')}
          extra={[
            <Link key="view" to={paths.admin.receipt.to(recorded.payment.id)}>
              {t('payment.viewReceipt')}
            </Link>,
            <a key="pdf" href={receiptPdfUrl(recorded.payment.id)} download>
              {t('payment.downloadReceipt')}
            </a>,
          ]}
        />
      ) : (
        <SaveForm<PaymentValues>
          form={form}
          name="recordPayment"
          saving={record.isPending}
          onSubmit={submit}
          initialValues={{ amount: balanceDue, paidOn: dayjs().tz().format(DAY), mode: 'CASH', reference: '' }}
        >
          <Form.Item
            name="amount"
            label={t('payment.amount')}
            rules={[zodRule(shape.amount)]}
            extra={t('payment.balanceDue', { amount: formatRupees(balanceDue) })}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item name="paidOn" label={t('payment.paymentDate')} rules={[zodRule(shape.paidOn)]} {...calendarDay}>
            <DateField format="DD-MM-YYYY" allowClear={false} />
          </Form.Item>
          <Form.Item name="mode" label={t('payment.mode')} rules={[zodRule(shape.mode)]}>
            <Select aria-label={t('payment.mode')} options={modeOptions} />
          </Form.Item>
          <Form.Item name="reference" label={t('payment.reference')} rules={[zodRule(shape.reference)]} extra={t('payment.referenceExtra')}>
            <Input autoComplete="off" />
          </Form.Item>
        </SaveForm>
      )}
    </Modal>
  );
}
