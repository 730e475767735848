import { COLLECTED_MODES, completeMyVisitFields, type CollectedMode } from '@sevak/shared';
import { Alert, Button, Form, Input, Radio, type FormRule } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { dayjs } from '../../lib/dayjs';
import { formatRupees, formatTime } from '../../lib/format';
import { zodRule } from '../../lib/form-rules';
import { trpc } from '../../lib/trpc';
import { READABLE_OFFLINE } from './offline-cache';
import { Readable, Screen } from './screen-parts';
import { useOutbox } from './use-outbox';
import { canMarkDone, VISIT_STATE_LABELS, visitStateOf, type MyVisitDetail } from './visit-words';

/** What the form holds: the fields as typed (amounts as text, the date as the phone's date field gives it). */
interface DoneFormValues {
  notes?: string;
  serviceCharges?: string;
  payment?: { amount?: string; mode?: CollectedMode };
  nextVisitDate?: string;
}

const MODE_LABELS: Record<CollectedMode, string> = { CASH: 'Cash', UPI: 'UPI' };
const MODE_OPTIONS = COLLECTED_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

/** A blank amount is no payment: collecting is optional, and the mode alone says nothing. */
function paymentOf(payment: DoneFormValues['payment']) {
  const amount = payment?.amount?.trim();
  return amount ? { amount, mode: payment?.mode } : null;
}

/** The form's values as the shared schema takes them. */
const completionOf = (values: DoneFormValues) => ({
  notes: values.notes,
  serviceCharges: values.serviceCharges,
  payment: paymentOf(values.payment),
  nextVisitDate: values.nextVisitDate || null,
});

const { shape } = completeMyVisitFields;
/** Each field says what the server would say about it (the shared schema), before anything is queued. */
const RULES: Record<'notes' | 'serviceCharges' | 'nextVisitDate', FormRule[]> = {
  notes: [zodRule(shape.notes)],
  serviceCharges: [zodRule(shape.serviceCharges)],
  nextVisitDate: [zodRule(shape.nextVisitDate)],
};
const PAYMENT_RULES: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async () => {
      const checked = await shape.payment.safeParseAsync(paymentOf(getFieldValue('payment') as DoneFormValues['payment']));
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Enter the amount collected');
    },
  }),
];

function nextVisitHelp(autoVisitMonths: number): string {
  if (autoVisitMonths <= 0) return 'Leave it blank and no next visit is booked.';
  const months = autoVisitMonths === 1 ? 'a month' : `${autoVisitMonths} months`;
  return `Leave it blank and the shop's plan books the next visit ${months} after this one.`;
}

function DoneForm({ visit }: { visit: MyVisitDetail }) {
  const [form] = Form.useForm<DoneFormValues>();
  const { markDone, isWaiting } = useOutbox();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const state = visitStateOf(visit, isWaiting(visit.id));

  if (!canMarkDone(state)) {
    return (
      <p className="tech-note">
        This visit is {VISIT_STATE_LABELS[state].toLowerCase()}. <Link to={paths.employee.visit.to(visit.id)}>Back to the visit</Link>
      </p>
    );
  }

  async function save(values: DoneFormValues) {
    const fields = completeMyVisitFields.safeParse(completionOf(values));
    if (!fields.success) {
      setProblem(fields.error.issues[0]?.message);
      return;
    }
    try {
      markDone({ id: visit.id, customerName: visit.customerName }, fields.data);
    } catch {
      setProblem('This phone could not save the change: its storage is full or blocked. Nothing was sent.');
      return;
    }
    await navigate(paths.employee.myDay, { replace: true });
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      className="tech-form"
      initialValues={{ serviceCharges: String(visit.serviceCharges), payment: { mode: 'CASH' } }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item name="notes" label="Work notes (optional)" rules={RULES.notes}>
        <Input.TextArea rows={4} placeholder="What was done, parts changed, what the customer said" />
      </Form.Item>
      <Form.Item name="serviceCharges" label="Service charges (₹)" rules={RULES.serviceCharges}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <fieldset className="tech-fieldset">
        <legend>Payment collected (optional)</legend>
        <Form.Item name={['payment', 'amount']} label="Amount (₹)" rules={PAYMENT_RULES} dependencies={[['payment', 'mode']]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name={['payment', 'mode']} label="Paid by">
          <Radio.Group options={MODE_OPTIONS} optionType="button" buttonStyle="solid" aria-label="Paid by" />
        </Form.Item>
      </fieldset>
      <Form.Item name="nextVisitDate" label="Next visit (optional)" rules={RULES.nextVisitDate} extra={nextVisitHelp(visit.autoVisitMonths)}>
        <Input type="date" min={dayjs.tz().add(1, 'day').format('YYYY-MM-DD')} />
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} className="tech-form__problem" />}
      <div className="tech-form__actions">
        <Button type="primary" htmlType="submit" size="large" block>
          Save: visit done
        </Button>
        <Link className="tech-action" to={paths.employee.visit.to(visit.id)}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** Done: the work notes, the charges, what was collected, and when to come back; saved on the phone and sent from there. */
export function MarkDonePage() {
  const { id = '' } = useParams();
  const visit = trpc.employee.visits.get.useQuery({ id }, READABLE_OFFLINE);
  return (
    <Screen title="Mark done">
      <Readable query={visit} failure="Could not open this visit.">
        {(details) => (
          <>
            <p className="tech-screen__lead">
              {details.customerName}, {formatTime(details.visitDate)}. Charges due {formatRupees(details.chargesDue)}.
            </p>
            <DoneForm visit={details} />
          </>
        )}
      </Readable>
    </Screen>
  );
}
