import { PAYMENT_MODES, PAYMENT_MODE_LABELS, recordPaymentInput, type RecordPaymentInput, type RecordedPayment } from '@sevak/shared';
import { Button, Form, Input, Modal, Result, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DateField } from '../../../components/DateField';
import { MoneyInput } from '../../../components/NumberInput';
import { SaveForm } from '../../../components/SaveForm';
import { dayjs } from '../../../lib/dayjs';
import { zodRule } from '../../../lib/form-rules';
import { formatRupees } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { receiptPdfUrl } from '../billing-links';

const { shape } = recordPaymentInput;
const DAY = 'YYYY-MM-DD';

interface PaymentValues {
  amount: number | string | null;
  paidOn: string;
  mode: RecordPaymentInput['mode'];
  reference: string;
}

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

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
  const [form] = Form.useForm<PaymentValues>();
  const [recorded, setRecorded] = useState<RecordedPayment>();
  const feedback = useMutationFeedback();
  const record = trpc.admin.payments.record.useMutation(
    feedback({ success: 'Payment recorded successfully', failure: 'Failed to record payment', refreshes: 'payment' }),
  );

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
      title={`Record Payment for ${what}`}
      onCancel={close}
      destroyOnHidden
      footer={
        recorded
          ? [
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={record.isPending}>
                Cancel
              </Button>,
              <Button key="save" type="primary" onClick={() => form.submit()} disabled={record.isPending}>
                {record.isPending ? 'Saving...' : 'Save Payment'}
              </Button>,
            ]
      }
    >
      {recorded ? (
        <Result
          status="success"
          title={`Payment of ${formatRupees(recorded.payment.amount)} recorded: receipt ${recorded.payment.receiptNumber}`}
          subTitle={recorded.balanceDue > 0 ? `Balance due now ${formatRupees(recorded.balanceDue)}` : 'Paid in full: nothing is due.'}
          extra={[
            <Link key="view" to={paths.admin.receipt.to(recorded.payment.id)}>
              View Receipt
            </Link>,
            <a key="pdf" href={receiptPdfUrl(recorded.payment.id)} download>
              Download Receipt PDF
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
          <Form.Item name="amount" label="Amount (₹)" rules={[zodRule(shape.amount)]} extra={`Balance due ${formatRupees(balanceDue)}`}>
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
      )}
    </Modal>
  );
}
