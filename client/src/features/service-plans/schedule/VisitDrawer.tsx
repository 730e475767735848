import { MSG } from '@sevak/shared';
import { Button, Descriptions, Drawer, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatDayMonthYear, formatTime } from '../../../lib/format';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { SERVICE_PLANS } from '../i18n';
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
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const status = useVisitStatus();
  const open = visit !== null;
  const changeable = visit !== null && (visit.status === 'scheduled' || visit.status === 'missed');
  return (
    <Drawer open={open} onClose={onClose} title={visit ? visitWhich(t, scheduledVisitToChange(visit)) : t('schedule.drawer.title')} destroyOnHidden>
      {visit && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('schedule.drawer.when')}>
              {formatDayMonthYear(visit.visitDate)}, {formatTime(visit.visitDate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('schedule.drawer.state')}>
              {t(MSG.visits.labels.status[visit.status], { ns: MESSAGES })} {visit.overdue && <VisitStateMark visit={visit} />}
            </Descriptions.Item>
            <Descriptions.Item label={t('schedule.drawer.customer')}>
              <Link to={paths.admin.updateCustomer.to(visit.customer.id)}>{visit.customer.name}</Link>, {visit.customer.phoneNumber}
            </Descriptions.Item>
            <Descriptions.Item label={t('schedule.drawer.address')}>
              {visit.serviceAddress ?? visit.customer.address ?? t('noAddress')}
            </Descriptions.Item>
            <Descriptions.Item label={t('schedule.drawer.area')}>{visit.pinCode ?? t('schedule.drawer.notKnown')}</Descriptions.Item>
            <Descriptions.Item label={t('schedule.drawer.product')}>{visit.product?.name ?? t('serviceVisit')}</Descriptions.Item>
            <Descriptions.Item label={t('technician')}>
              {visit.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES })}
            </Descriptions.Item>
            {visit.serviceDescription && <Descriptions.Item label={t('schedule.drawer.work')}>{visit.serviceDescription}</Descriptions.Item>}
          </Descriptions>
          <Space wrap>
            {changeable && (
              <>
                <Button onClick={() => onReschedule(scheduledVisitToChange(visit))}>{t('dueActions.reschedule')}</Button>
                <Button onClick={() => onAssign(scheduledVisitToChange(visit))}>
                  {visit.employee ? t('dueActions.changeTechnician') : t('dueActions.assignTechnician')}
                </Button>
                <Button type="primary" loading={status.markingDone(visit.id)} onClick={() => status.markDone(visit.id)}>
                  {t('dueActions.markDone')}
                </Button>
                {visit.status === 'scheduled' && (
                  <Button loading={status.marking(visit.id, 'missed')} onClick={() => status.mark(visit.id, 'missed')}>
                    {t('schedule.drawer.missed')}
                  </Button>
                )}
                <Popconfirm
                  title={t('schedule.drawer.cancelTitle')}
                  description={t('schedule.drawer.cancelDescription')}
                  okText={t('schedule.drawer.cancelOk')}
                  cancelText={t('schedule.drawer.cancelKeep')}
                  onConfirm={() => status.mark(visit.id, 'cancelled')}
                >
                  <Button danger loading={status.marking(visit.id, 'cancelled')}>
                    {t('schedule.drawer.cancelVisit')}
                  </Button>
                </Popconfirm>
              </>
            )}
            {visit.status === 'cancelled' && (
              <Button loading={status.marking(visit.id, 'scheduled')} onClick={() => status.mark(visit.id, 'scheduled')}>
                {t('schedule.drawer.reopen')}
              </Button>
            )}
            <Link to={paths.admin.updateVisit.to(visit.id)}>
              <Button tabIndex={-1}>{t('schedule.drawer.open')}</Button>
            </Link>
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
