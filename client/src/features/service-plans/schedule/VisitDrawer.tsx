import { UNASSIGNED_LABEL, VISIT_STATUS_LABELS } from '@sevak/shared';
import { Button, Descriptions, Drawer, Popconfirm, Space } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatDayMonthYear, formatTime } from '../../../lib/format';
import type { ScheduledRow } from './schedule-range';
import { useVisitStatus, visitWhich, type VisitToChange } from './visit-changes';
import { VisitStateMark } from './VisitChip';

/** A scheduled visit as the reschedule and technician dialogs take it. */
export const scheduledVisitToChange = (visit: ScheduledRow): VisitToChange => ({
  id: visit.id,
  visitDate: visit.visitDate,
  customerName: visit.customer.name,
  employee: visit.employee,
});

interface VisitDrawerProps {
  /** The visit opened from the calendar; no drawer while null. */
  visit: ScheduledRow | null;
  onClose: () => void;
  onReschedule: (visit: VisitToChange) => void;
  onAssign: (visit: VisitToChange) => void;
}

/**
 * A visit opened from the schedule: when, where, for whom and by whom, and what the owner does
 * with it. A visit done has nothing left to change; a cancelled one can only be reopened.
 */
export function VisitDrawer({ visit, onClose, onReschedule, onAssign }: VisitDrawerProps) {
  const status = useVisitStatus();
  const open = visit !== null;
  const changeable = visit !== null && (visit.status === 'scheduled' || visit.status === 'missed');
  return (
    <Drawer open={open} onClose={onClose} title={visit ? visitWhich(scheduledVisitToChange(visit)) : 'Visit'} destroyOnHidden>
      {visit && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="When">
              {formatDayMonthYear(visit.visitDate)}, {formatTime(visit.visitDate)}
            </Descriptions.Item>
            <Descriptions.Item label="State">
              {VISIT_STATUS_LABELS[visit.status]} {visit.overdue && <VisitStateMark visit={visit} />}
            </Descriptions.Item>
            <Descriptions.Item label="Customer">
              <Link to={paths.admin.updateCustomer.to(visit.customer.id)}>{visit.customer.name}</Link>, {visit.customer.phoneNumber}
            </Descriptions.Item>
            <Descriptions.Item label="Address">{visit.serviceAddress ?? visit.customer.address ?? 'No address'}</Descriptions.Item>
            <Descriptions.Item label="Area (PIN)">{visit.pinCode ?? 'Not known'}</Descriptions.Item>
            <Descriptions.Item label="Product">{visit.product?.name ?? 'Service Visit'}</Descriptions.Item>
            <Descriptions.Item label="Technician">{visit.employee?.name ?? UNASSIGNED_LABEL}</Descriptions.Item>
            {visit.serviceDescription && <Descriptions.Item label="Work">{visit.serviceDescription}</Descriptions.Item>}
          </Descriptions>
          <Space wrap>
            {changeable && (
              <>
                <Button onClick={() => onReschedule(scheduledVisitToChange(visit))}>Reschedule</Button>
                <Button onClick={() => onAssign(scheduledVisitToChange(visit))}>
                  {visit.employee ? 'Change technician' : 'Assign technician'}
                </Button>
                <Button type="primary" loading={status.markingDone(visit.id)} onClick={() => status.markDone(visit.id)}>
                  Mark done
                </Button>
                {visit.status === 'scheduled' && (
                  <Button loading={status.marking(visit.id, 'missed')} onClick={() => status.mark(visit.id, 'missed')}>
                    Missed
                  </Button>
                )}
                <Popconfirm
                  title="Cancel this visit?"
                  description="It stays on record, marked cancelled."
                  okText="Cancel Visit"
                  cancelText="Keep Visit"
                  onConfirm={() => status.mark(visit.id, 'cancelled')}
                >
                  <Button danger loading={status.marking(visit.id, 'cancelled')}>
                    Cancel visit
                  </Button>
                </Popconfirm>
              </>
            )}
            {visit.status === 'cancelled' && (
              <Button loading={status.marking(visit.id, 'scheduled')} onClick={() => status.mark(visit.id, 'scheduled')}>
                Reopen visit
              </Button>
            )}
            <Link to={paths.admin.updateVisit.to(visit.id)}>
              <Button tabIndex={-1}>Open visit</Button>
            </Link>
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
