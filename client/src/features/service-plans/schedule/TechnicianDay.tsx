import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { MSG, UNASSIGNED } from '@sevak/shared';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/LoadFailure';
import { dayjs } from '../../../lib/dayjs';
import { formatTime } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { SERVICE_PLANS } from '../i18n';
import { visitsByDay, type ScheduledRow } from './schedule-range';
import { VisitStateMark } from './VisitChip';

interface TechnicianDayProps {
  /** 'YYYY-MM-DD' */
  day: string;
  /** The technician chosen above the calendar, 'unassigned', or none (every technician). */
  employeeID: string | undefined;
  technicianName: string | undefined;
  onChooseDay: (day: string) => void;
  onOpen: (visit: ScheduledRow) => void;
  onClose: () => void;
}

/**
 * A day's round, in time order with each stop's area (PIN code): what a technician is handed in
 * the morning. Without a technician chosen it is the whole shop's day, each visit with its technician.
 */
export function TechnicianDay({ day, employeeID, technicianName, onChooseDay, onOpen, onClose }: TechnicianDayProps) {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const visits = trpc.admin.visits.schedule.useQuery({ from: day, to: day, ...(employeeID ? { employeeID } : {}) });
  const rows = visits.data ? (visitsByDay(visits.data).get(day) ?? []) : [];
  const whose =
    employeeID === UNASSIGNED
      ? t('schedule.day.unassigned')
      : technicianName
        ? t('schedule.day.whose', { name: technicianName })
        : t('schedule.day.theDay');
  const date = dayjs(day);
  const title = t('schedule.day.title', { whose, date: date.format('dddd, D MMMM YYYY') });
  const step = (by: -1 | 1) => onChooseDay(date.add(by, 'day').format('YYYY-MM-DD'));
  return (
    <Card
      title={
        <Typography.Title level={4} className="schedule-day__title">
          {title}
        </Typography.Title>
      }
      extra={
        <Space wrap>
          <Button icon={<LeftOutlined aria-hidden />} aria-label={t('schedule.day.previous')} onClick={() => step(-1)} />
          <Button icon={<RightOutlined aria-hidden />} aria-label={t('schedule.day.next')} onClick={() => step(1)} />
          <Button onClick={onClose}>{t('schedule.day.close')}</Button>
        </Space>
      }
    >
      {visits.isPending ? (
        <Spin />
      ) : visits.isError ? (
        <LoadFailure title={t('schedule.day.loadFailed')} error={visits.error} onRetry={visits.refetch} />
      ) : rows.length === 0 ? (
        <Empty description={t('schedule.day.none')} />
      ) : (
        <ol className="schedule-day">
          {rows.map((visit) => (
            <li key={visit.id} className="schedule-day__stop">
              <Typography.Text strong className="schedule-day__time">
                {formatTime(visit.visitDate)}
              </Typography.Text>
              <div className="schedule-day__where">
                <button type="button" className="schedule-day__open" onClick={() => onOpen(visit)}>
                  {visit.customer.name}
                </button>
                <Typography.Text type="secondary">
                  {' '}
                  {visit.customer.phoneNumber} · {visit.product?.name ?? t('serviceVisit')}
                  {!employeeID && ` · ${visit.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES })}`}
                </Typography.Text>
                <div>
                  <Typography.Text>{t('schedule.day.area', { pin: visit.pinCode ?? t('schedule.day.areaUnknown') })}</Typography.Text>
                  <Typography.Text type="secondary"> · {visit.serviceAddress ?? visit.customer.address ?? t('noAddress')}</Typography.Text>
                </div>
                <VisitStateMark visit={visit} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
