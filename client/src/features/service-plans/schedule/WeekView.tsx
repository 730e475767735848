import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERVICE_PLANS } from '../i18n';
import { DayVisits } from './DayVisits';
import type { ScheduleDaySummary, ScheduledRow } from './schedule-range';

/** A day as the schedule keys it, and as a column's heading names it ("Mon 7 Dec"). */
const DAY_KEY = 'YYYY-MM-DD';
const WEEKDAY = 'ddd';
const DAY_AND_MONTH = 'D MMM';

/**
 * A column holds eight lines, a technician's full day or two: eight visits, or seven and "+104
 * more", which opens the day's round. The week fetches this many visits a day, and each day's count.
 */
export const COLUMN_LINES = 8;

interface WeekViewProps {
  /** The week's seven days, Sunday first. */
  weekDays: Dayjs[];
  /** Each day with visits: its count, and its first COLUMN_LINES visits by time. */
  days: Map<string, ScheduleDaySummary>;
  today: string;
  chosenDay: string | undefined;
  onChooseDay: (day: string) => void;
  onOpen: (visit: ScheduledRow) => void;
}

/** The week as seven columns, Sunday first as on the month's grid, each day's first visits by time; on a phone the days stack. */
export function WeekView({ weekDays, days, today, chosenDay, onChooseDay, onOpen }: WeekViewProps) {
  const { t } = useTranslation(SERVICE_PLANS);
  return (
    <ol className="schedule-week" aria-label={t('schedule.week')}>
      {weekDays.map((date) => {
        const key = date.format(DAY_KEY);
        const day = days.get(key);
        return (
          <li key={key} className={`schedule-week__day${key === today ? ' schedule-week__day--today' : ''}`}>
            <button
              type="button"
              className="schedule-week__heading"
              aria-pressed={chosenDay === key}
              onClick={() => onChooseDay(key)}
            >
              <span className="schedule-week__weekday">{date.format(WEEKDAY)}</span> <span>{date.format(DAY_AND_MONTH)}</span>
              {key === today && <span className="schedule-week__today">{t('schedule.todayMark')}</span>}
            </button>
            {!day || day.total === 0 ? (
              <p className="schedule-week__none">{t('schedule.noVisits')}</p>
            ) : (
              <DayVisits day={day} lines={COLUMN_LINES} className="schedule-week__visits" onChooseDay={onChooseDay} onOpen={onOpen} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
