import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERVICE_PLANS } from '../i18n';
import { VisitChip } from './VisitChip';
import type { ScheduledRow } from './schedule-range';

/** A day as the schedule keys it, and as a column's heading names it ("Mon 7 Dec"). */
const DAY_KEY = 'YYYY-MM-DD';
const WEEKDAY = 'ddd';
const DAY_AND_MONTH = 'D MMM';

interface WeekViewProps {
  days: Dayjs[];
  byDay: Map<string, ScheduledRow[]>;
  today: string;
  chosenDay: string | undefined;
  onChooseDay: (day: string) => void;
  onOpen: (visit: ScheduledRow) => void;
}

/** The week as seven columns, Sunday first as on the month's grid, each day's visits by time; on a phone the days stack. */
export function WeekView({ days, byDay, today, chosenDay, onChooseDay, onOpen }: WeekViewProps) {
  const { t } = useTranslation(SERVICE_PLANS);
  return (
    <ol className="schedule-week" aria-label={t('schedule.week')}>
      {days.map((day) => {
        const key = day.format(DAY_KEY);
        const visits = byDay.get(key) ?? [];
        return (
          <li key={key} className={`schedule-week__day${key === today ? ' schedule-week__day--today' : ''}`}>
            <button
              type="button"
              className="schedule-week__heading"
              aria-pressed={chosenDay === key}
              onClick={() => onChooseDay(key)}
            >
              <span className="schedule-week__weekday">{day.format(WEEKDAY)}</span> <span>{day.format(DAY_AND_MONTH)}</span>
              {key === today && <span className="schedule-week__today">{t('schedule.todayMark')}</span>}
            </button>
            {visits.length === 0 ? (
              <p className="schedule-week__none">{t('schedule.noVisits')}</p>
            ) : (
              <ul className="schedule-week__visits">
                {visits.map((visit) => (
                  <li key={visit.id}>
                    <VisitChip visit={visit} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
