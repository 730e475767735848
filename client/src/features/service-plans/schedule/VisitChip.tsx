import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { MSG, type VisitStatus } from '@sevak/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { formatTime } from '../../../lib/format';
import { SERVICE_PLANS } from '../i18n';
import type { ScheduledRow } from './schedule-range';

const STATUS_ICONS: Record<Exclude<VisitStatus, 'scheduled'>, ReactNode> = {
  done: <CheckCircleOutlined aria-hidden />,
  missed: <MinusCircleOutlined aria-hidden />,
  cancelled: <CloseCircleOutlined aria-hidden />,
};

/** A visit's state beyond "booked", or overdue: an icon and its word, the word hidden where space is short. */
export function VisitStateMark({ visit, compact = false }: { visit: Pick<ScheduledRow, 'status' | 'overdue'>; compact?: boolean }) {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const [icon, word] = visit.overdue
    ? [<ExclamationCircleOutlined aria-hidden key="icon" />, t('overdue')]
    : visit.status === 'scheduled'
      ? [null, null]
      : [STATUS_ICONS[visit.status], t(MSG.visits.labels.status[visit.status], { ns: MESSAGES })];
  if (!word) return null;
  return (
    <span className={`visit-chip__state visit-chip__state--${visit.overdue ? 'overdue' : visit.status}`} title={word}>
      {icon}
      <span className={compact ? 'visually-hidden' : undefined}> {word}</span>
    </span>
  );
}

interface VisitChipProps {
  visit: ScheduledRow;
  onOpen: (visit: ScheduledRow) => void;
  /** Leave the technician out (the technician's own day). */
  withTechnician?: boolean;
  compact?: boolean;
}

/** One visit on the calendar, as a button that opens it: time, customer, technician, and overdue or its state. */
export function VisitChip({ visit, onOpen, withTechnician = true, compact = false }: VisitChipProps) {
  const { t } = useTranslation(MESSAGES);
  return (
    <button
      type="button"
      className={['visit-chip', visit.overdue && 'visit-chip--overdue', visit.status !== 'scheduled' && `visit-chip--${visit.status}`]
        .filter(Boolean)
        .join(' ')}
      onClick={(event) => {
        // The month grid's cell would take the click as choosing its day.
        event.stopPropagation();
        onOpen(visit);
      }}
    >
      <VisitStateMark visit={visit} compact={compact} />
      <span className="visit-chip__time">{formatTime(visit.visitDate)}</span>{' '}
      <span className="visit-chip__customer">{visit.customer.name}</span>
      {withTechnician && <span className="visit-chip__technician"> · {visit.employee?.name ?? t(MSG.visits.labels.unassigned)}</span>}
    </button>
  );
}
