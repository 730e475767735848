import { assignVisitInput, rescheduleVisitInput, UNASSIGNED_LABEL } from '@sevak/shared';
import { Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateField } from '../../../components/DateField';
import { SearchSelect } from '../../../components/SearchSelect';
import { dayjs } from '../../../lib/dayjs';
import { formatDayMonthYear, formatTime } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
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
export const visitWhich = (visit: Pick<VisitToChange, 'visitDate' | 'customerName'>) =>
  `${visit.customerName}'s visit on ${formatDayMonthYear(visit.visitDate)}`;

/** The picker's format: the day, then the time. */
export const RESCHEDULE_FORMAT = 'MMM D, YYYY h:mm A';

interface VisitDialogProps {
  /** The visit to change; no dialog while null. */
  visit: VisitToChange | null;
  onClose: () => void;
}

/** Reschedule: a new day and time for a visit not yet done, checked as the server checks it. */
export function RescheduleModal({ visit, onClose }: VisitDialogProps) {
  const [form] = Form.useForm<{ visitDate: Dayjs | null }>();
  const feedback = useMutationFeedback();
  const reschedule = trpc.admin.visits.reschedule.useMutation(
    feedback({
      success: 'Visit rescheduled',
      failure: 'Failed to reschedule visit',
      refreshes: 'visit',
      after: onClose,
    }),
  );
  return (
    <Modal
      open={visit !== null}
      title={visit ? `Reschedule ${visitWhich(visit)}` : 'Reschedule'}
      okText={reschedule.isPending ? 'Saving...' : 'Reschedule'}
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
            Now {formatDayMonthYear(visit.visitDate)} at {formatTime(visit.visitDate)}.
          </Typography.Paragraph>
          <Form.Item
            name="visitDate"
            label="New date and time"
            rules={[
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  const result = await rescheduleVisitInput.shape.visitDate.safeParseAsync(value ? value.toISOString() : '');
                  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Enter a valid visit date');
                },
              },
            ]}
          >
            <DateField showTime={{ minuteStep: 5 }} format={RESCHEDULE_FORMAT} placeholder="Select date and time" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** Assign or change the technician; clearing the choice leaves the visit unassigned. */
export function AssignTechnicianModal({ visit, onClose }: VisitDialogProps) {
  const [form] = Form.useForm<{ employeeID: string | null }>();
  const feedback = useMutationFeedback();
  const assign = trpc.admin.visits.assign.useMutation(
    feedback({
      success: 'Technician changed',
      failure: 'Failed to assign technician',
      refreshes: 'visit',
      after: onClose,
    }),
  );
  return (
    <Modal
      open={visit !== null}
      title={visit ? `Technician for ${visitWhich(visit)}` : 'Technician'}
      okText={assign.isPending ? 'Saving...' : 'Save'}
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
            Now: {visit.employee?.name ?? UNASSIGNED_LABEL}. Clear the choice to leave it unassigned.
          </Typography.Paragraph>
          <Form.Item name="employeeID" label="Technician">
            <SearchSelect label="Technician" useOptions={useTechnicianOptions} selectedLabel={visit.employee?.name} />
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
  const feedback = useMutationFeedback();
  const changed = (success: string) => feedback({ success, failure: 'Failed to update visit', refreshes: 'visit' });
  const complete = trpc.admin.visits.complete.useMutation(changed('Visit marked done'));
  const missed = trpc.admin.visits.setStatus.useMutation(changed('Visit marked missed'));
  const cancelled = trpc.admin.visits.setStatus.useMutation(changed('Visit cancelled'));
  const scheduled = trpc.admin.visits.setStatus.useMutation(changed('Visit reopened'));
  const setters = { missed, cancelled, scheduled };
  return {
    markDone: (id: string) => complete.mutate({ id }),
    markingDone: (id: string) => complete.isPending && complete.variables?.id === id,
    mark: (id: string, status: keyof typeof setters) => setters[status].mutate({ id, status }),
    marking: (id: string, status: keyof typeof setters) => setters[status].isPending && setters[status].variables?.id === id,
  };
}
