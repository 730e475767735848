import { COLLECTED_MODES, completeMyVisitFields, type CollectedMode } from '@sevak/shared';
import { Alert, Button, Form, Input, Radio, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { issueText } from '../../i18n/messages';
import { dayjs } from '../../lib/dayjs';
import { formatRupees, formatTime } from '../../lib/format';
import { zodRule } from '../../lib/form-rules';
import { trpc } from '../../lib/trpc';
import { TECHNICIAN } from './i18n';
import { READABLE_OFFLINE } from './offline-cache';
import { Readable, Screen } from './screen-parts';
import { useOutbox } from './use-outbox';
import { canMarkDone, stateLabel, visitStateOf, type MyVisitDetail } from './visit-words';

/** What the form holds: the fields as typed (amounts as text, the date as the phone's date field gives it). */
interface DoneFormValues {
  notes?: string;
  serviceCharges?: string;
  payment?: { amount?: string; mode?: CollectedMode };
  nextVisitDate?: string;
}


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
      if (!checked.success) throw new Error(await issueText(checked.error.issues[0]));
    },
  }),
];

function nextVisitHelp(t: TFunction<'technician'>, autoVisitMonths: number): string {
  return autoVisitMonths <= 0 ? t('done.nextVisitNone') : t('done.nextVisitPlanned', { count: autoVisitMonths });
}

function DoneForm({ visit }: { visit: MyVisitDetail }) {
  const [form] = Form.useForm<DoneFormValues>();
  const { markDone, isWaiting } = useOutbox();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const { t } = useTranslation(TECHNICIAN);
  const state = visitStateOf(visit, isWaiting(visit.id));

  if (!canMarkDone(state)) {
    return (
      <p className="tech-note">
        {t('done.notDoable', { state: stateLabel(t, state) })} <Link to={paths.employee.visit.to(visit.id)}>{t('done.backToVisit')}</Link>
      </p>
    );
  }

  async function save(values: DoneFormValues) {
    const fields = completeMyVisitFields.safeParse(completionOf(values));
    if (!fields.success) {
      setProblem(await issueText(fields.error.issues[0]));
      return;
    }
    try {
      markDone({ id: visit.id, customerName: visit.customerName }, fields.data);
    } catch {
      setProblem(t('done.storageFull'));
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
      <Form.Item name="notes" label={t('done.notes')} rules={RULES.notes}>
        <Input.TextArea rows={4} placeholder={t('done.notesPlaceholder')} />
      </Form.Item>
      <Form.Item name="serviceCharges" label={t('done.serviceCharges')} rules={RULES.serviceCharges}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <fieldset className="tech-fieldset">
        <legend>{t('done.payment')}</legend>
        <Form.Item name={['payment', 'amount']} label={t('done.amount')} rules={PAYMENT_RULES} dependencies={[['payment', 'mode']]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name={['payment', 'mode']} label={t('done.paidBy')}>
          <Radio.Group
            options={COLLECTED_MODES.map((mode: CollectedMode) => ({ value: mode, label: t(`done.mode.${mode}`) }))}
            optionType="button"
            buttonStyle="solid"
            aria-label={t('done.paidBy')}
          />
        </Form.Item>
      </fieldset>
      <Form.Item name="nextVisitDate" label={t('done.nextVisit')} rules={RULES.nextVisitDate} extra={nextVisitHelp(t, visit.autoVisitMonths)}>
        <Input type="date" min={dayjs.tz().add(1, 'day').format('YYYY-MM-DD')} />
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} className="tech-form__problem" />}
      <div className="tech-form__actions">
        <Button type="primary" htmlType="submit" size="large" block>
          {t('done.save')}
        </Button>
        <Link className="tech-action" to={paths.employee.visit.to(visit.id)}>
          {t('done.cancel')}
        </Link>
      </div>
    </Form>
  );
}

/** Done: the work notes, the charges, what was collected, and when to come back; saved on the phone and sent from there. */
export function MarkDonePage() {
  const { id = '' } = useParams();
  const visit = trpc.employee.visits.get.useQuery({ id }, READABLE_OFFLINE);
  const { t } = useTranslation(TECHNICIAN);
  return (
    <Screen title={t('done.title')}>
      <Readable query={visit} failure={t('visit.failed')}>
        {(details) => (
          <>
            <p className="tech-screen__lead">
              {t('done.lead', { customer: details.customerName, time: formatTime(details.visitDate), due: formatRupees(details.chargesDue) })}
            </p>
            <DoneForm visit={details} />
          </>
        )}
      </Readable>
    </Screen>
  );
}
