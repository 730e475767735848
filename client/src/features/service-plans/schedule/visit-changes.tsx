import { assignVisitInput, MSG, rescheduleVisitInput } from '@sevak/shared';
import { Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { SearchSelect } from '../../../components/SearchSelect';
import { dayjs } from '../../../lib/dayjs';
import { formatDayMonthYear, formatTime } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { issueText } from '../../../i18n/messages';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { SERVICE_PLANS, type Words } from '../i18n';
import { useTechnicianOptions } from './technicians';

/*
 * What the owner changes about a visit from the due list and the schedule: its day and time, its
 * technician, and where it stands (done, missed, cancelled). Each change toasts, and refreshes
 * every list and calendar that shows visits (lib/invalidation.ts, 'visit').
 */

/** The visit a dialog changes, as both screens know it. */
export interface VisitToChange {
  id: string;
  /** An instant, as the server sent it. */
  visitDate: string;
  customerName: string;
  employee: { id: string; name: string } | null;
}

/** "Shweta Naik's visit on 05 Dec 2026": which visit a control or dialog is about. */
export const visitWhich = (t: Words, visit: Pick<VisitToChange, 'visitDate' | 'customerName'>) =>
  t('visitChanges.which', { customer: visit.customerName, date: formatDayMonthYear(visit.visitDate) });

/** The picker's format: the day, then the time. */
export const RESCHEDULE_FORMAT = 'MMM D, YYYY h:mm A';

interface VisitDialogProps {
  /** The visit to change; no dialog while null. */
  visit: VisitToChange | null;
  onClose: () => void;
}

/** Reschedule: a new day and time for a visit not yet done, checked as the server checks it. */
export function RescheduleModal({ visit, onClose }: VisitDialogProps) {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const [form] = Form.useForm<{ visitDate: Dayjs | null }>();
  const feedback = useMutationFeedback();
  const reschedule = trpc.admin.visits.reschedule.useMutation(
    feedback({
      success: t('visitChanges.rescheduled'),
      failure: t('visitChanges.rescheduleFailed'),
      refreshes: 'visit',
      after: onClose,
    }),
  );
  return (
    <Modal
      open={visit !== null}
      title={visit ? t('visitChanges.rescheduleTitle', { which: visitWhich(t, visit) }) : t('visitChanges.reschedule')}
      okText={reschedule.isPending ? t('saving') : t('visitChanges.reschedule')}
      okButtonProps={{ disabled: reschedule.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {visit && (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          name="rescheduleVisit"
          initialValues={{ visitDate: dayjs(visit.visitDate) }}
          onFinish={({ visitDate }) => visitDate && reschedule.mutate({ id: visit.id, visitDate: visitDate.toISOString() })}
        >
          <Typography.Paragraph type="secondary">
            {t('visitChanges.now', { date: formatDayMonthYear(visit.visitDate), time: formatTime(visit.visitDate) })}
          </Typography.Paragraph>
          <Form.Item
            name="visitDate"
            label={t('visitChanges.newDate')}
            rules={[
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  const result = await rescheduleVisitInput.shape.visitDate.safeParseAsync(value ? value.toISOString() : '');
                  if (!result.success) {
                    const issue = result.error.issues[0];
                    throw new Error(issue ? await issueText(issue) : t('visitChanges.invalidDate'));
                  }
                },
              },
            ]}
          >
            <DateField showTime={{ minuteStep: 5 }} format={RESCHEDULE_FORMAT} placeholder={t('visitChanges.selectDate')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** Assign or change the technician; clearing the choice leaves the visit unassigned. */
export function AssignTechnicianModal({ visit, onClose }: VisitDialogProps) {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const [form] = Form.useForm<{ employeeID: string | null }>();
  const feedback = useMutationFeedback();
  const assign = trpc.admin.visits.assign.useMutation(
    feedback({
      success: t('visitChanges.technicianChanged'),
      failure: t('visitChanges.assignFailed'),
      refreshes: 'visit',
      after: onClose,
    }),
  );
  return (
    <Modal
      open={visit !== null}
      title={visit ? t('visitChanges.technicianTitle', { which: visitWhich(t, visit) }) : t('technician')}
      okText={assign.isPending ? t('saving') : t('save')}
      okButtonProps={{ disabled: assign.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {visit && (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          name="assignTechnician"
          initialValues={{ employeeID: visit.employee?.id ?? null }}
          onFinish={({ employeeID }) => assign.mutate(assignVisitInput.parse({ id: visit.id, employeeID: employeeID ?? null }))}
        >
          <Typography.Paragraph type="secondary">
            {t('visitChanges.nowTechnician', { name: visit.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES }) })}
          </Typography.Paragraph>
          <Form.Item name="employeeID" label={t('technician')}>
            <SearchSelect label={t('technician')} useOptions={useTechnicianOptions} selectedLabel={visit.employee?.name} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/**
 * Marking a visit done goes through `complete`, which also books the next visit as completing a
 * visit always has; missed and cancelled set the state alone, and scheduled reopens a cancelled visit.
 */
export function useVisitStatus() {
  const { t } = useTranslation(SERVICE_PLANS);
  const feedback = useMutationFeedback();
  const changed = (success: string) => feedback({ success, failure: t('visitChanges.updateFailed'), refreshes: 'visit' });
  const complete = trpc.admin.visits.complete.useMutation(changed(t('visitChanges.markedDone')));
  const missed = trpc.admin.visits.setStatus.useMutation(changed(t('visitChanges.markedMissed')));
  const cancelled = trpc.admin.visits.setStatus.useMutation(changed(t('visitChanges.cancelled')));
  const scheduled = trpc.admin.visits.setStatus.useMutation(changed(t('visitChanges.reopened')));
  const setters = { missed, cancelled, scheduled };
  return {
    markDone: (id: string) => complete.mutate({ id }),
    markingDone: (id: string) => complete.isPending && complete.variables?.id === id,
    mark: (id: string, status: keyof typeof setters) => setters[status].mutate({ id, status }),
    marking: (id: string, status: keyof typeof setters) => setters[status].isPending && setters[status].variables?.id === id,
  };
}
