import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { UNASSIGNED, UNASSIGNED_LABEL } from '@sevak/shared';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { LoadFailure } from '../../../components/LoadFailure';
import { dayjs } from '../../../lib/dayjs';
import { formatTime } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
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
  const visits = trpc.admin.visits.schedule.useQuery({ from: day, to: day, ...(employeeID ? { employeeID } : {}) });
  const rows = visits.data ? (visitsByDay(visits.data).get(day) ?? []) : [];
  const whose = employeeID === UNASSIGNED ? 'Unassigned visits' : technicianName ? `${technicianName}'s day` : 'The day';
  const date = dayjs(day);
  const title = `${whose}: ${date.format('dddd, D MMMM YYYY')}`;
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
          <Button icon={<LeftOutlined aria-hidden />} aria-label="Previous day" onClick={() => step(-1)} />
          <Button icon={<RightOutlined aria-hidden />} aria-label="Next day" onClick={() => step(1)} />
          <Button onClick={onClose}>Close day</Button>
        </Space>
      }
    >
      {visits.isPending ? (
        <Spin />
      ) : visits.isError ? (
        <LoadFailure title="Failed to get the day's visits" error={visits.error} onRetry={visits.refetch} />
      ) : rows.length === 0 ? (
        <Empty description="No visits this day" />
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
                  {visit.customer.phoneNumber} · {visit.product?.name ?? 'Service Visit'}
                  {!employeeID && ` · ${visit.employee?.name ?? UNASSIGNED_LABEL}`}
                </Typography.Text>
                <div>
                  <Typography.Text>Area {visit.pinCode ?? 'not known'}</Typography.Text>
                  <Typography.Text type="secondary"> · {visit.serviceAddress ?? visit.customer.address ?? 'No address'}</Typography.Text>
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
