import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dayjs';
import { SERVICE_PLANS } from '../i18n';
import { VisitChip } from './VisitChip';
import type { ScheduleDaySummary, ScheduledRow } from './schedule-range';

interface DayVisitsProps {
  /** The day as the server summed it up: its count and its first visits by time. */
  day: ScheduleDaySummary;
  /** How many lines the day has room for; a busier day shows one fewer and how many more. */
  lines: number;
  className: string;
  compact?: boolean;
  onChooseDay: (day: string) => void;
  onOpen: (visit: ScheduledRow) => void;
}

/**
 * A day's first visits on the calendar, as many as its lines hold: all of them, or one line fewer
 * and "+4 more", which opens the day's round. The server sends `lines` visits a day at most, so a
 * view never fetches every visit of a busy shop's days.
 */
export function DayVisits({ day, lines, className, compact = false, onChooseDay, onOpen }: DayVisitsProps) {
  const { t } = useTranslation(SERVICE_PLANS);
  const shown = day.total <= lines ? day.visits : day.visits.slice(0, lines - 1);
  const hidden = day.total - shown.length;
  return (
    <ul className={className}>
      {shown.map((visit) => (
        <li key={visit.id}>
          <VisitChip visit={visit} onOpen={onOpen} compact={compact} />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <button
            type="button"
            className="visit-chip visit-chip--more"
            onClick={(event) => {
              // The month grid's cell would take the click as choosing its day, again.
              event.stopPropagation();
              onChooseDay(day.date);
            }}
          >
            {t('schedule.more', { count: hidden })}
            <span className="visually-hidden">{t('schedule.moreOn', { date: dayjs(day.date).format('D MMMM') })}</span>
          </button>
        </li>
      )}
    </ul>
  );
}
