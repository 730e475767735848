import type { Dayjs } from 'dayjs';
import { VisitChip } from './VisitChip';
import type { ScheduledRow } from './schedule-range';

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
  return (
    <ol className="schedule-week" aria-label="Visits of the week">
      {days.map((day) => {
        const key = day.format('YYYY-MM-DD');
        const visits = byDay.get(key) ?? [];
        return (
          <li key={key} className={`schedule-week__day${key === today ? ' schedule-week__day--today' : ''}`}>
            <button
              type="button"
              className="schedule-week__heading"
              aria-pressed={chosenDay === key}
              onClick={() => onChooseDay(key)}
            >
              <span className="schedule-week__weekday">{day.format('ddd')}</span> <span>{day.format('D MMM')}</span>
              {key === today && <span className="schedule-week__today"> (today)</span>}
            </button>
            {visits.length === 0 ? (
              <p className="schedule-week__none">No visits</p>
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
