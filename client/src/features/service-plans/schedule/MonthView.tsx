import { Calendar } from 'antd';
import { dayjs } from '../../../lib/dayjs';
import { DayVisits } from './DayVisits';
import type { ScheduleDaySummary, ScheduledRow } from './schedule-range';

/**
 * A day's cell holds three lines (antd gives it 86 px): three visits, or two and "+2 more", which
 * opens the day. The month fetches this many visits a day, and each day's count.
 */
export const CELL_LINES = 3;

interface MonthViewProps {
  /** A day of the month shown, 'YYYY-MM-DD'. */
  anchor: string;
  /** Each day with visits: its count, and its first CELL_LINES visits by time. */
  days: Map<string, ScheduleDaySummary>;
  /** The day whose list is open, if any. */
  chosenDay: string | undefined;
  onChooseDay: (day: string) => void;
  onOpen: (visit: ScheduledRow) => void;
}

/** The month as antd's calendar draws it (six weeks from a Sunday), each day listing its first visits by time. */
export function MonthView({ anchor, days, chosenDay, onChooseDay, onOpen }: MonthViewProps) {
  return (
    <Calendar
      className="schedule-month"
      value={dayjs(chosenDay ?? anchor)}
      // The screen's own bar moves between months and views.
      headerRender={() => null}
      onSelect={(date, { source }) => {
        if (source === 'date') onChooseDay(date.format('YYYY-MM-DD'));
      }}
      cellRender={(date, info) => {
        if (info.type !== 'date') return info.originNode;
        const day = days.get(date.format('YYYY-MM-DD'));
        if (!day || day.total === 0) return null;
        return <DayVisits day={day} lines={CELL_LINES} className="schedule-month__visits" compact onChooseDay={onChooseDay} onOpen={onOpen} />;
      }}
    />
  );
}
