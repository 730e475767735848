import { MAX_SCHEDULE_DAYS } from '@sevak/shared';
import type { Dayjs } from 'dayjs';
import { BUSINESS_TIME_ZONE } from '../../../lib/config';
import { dayjs } from '../../../lib/dayjs';
import type { RouterOutputs } from '../../../lib/trpc';

export type ScheduledRow = RouterOutputs['admin']['visits']['schedule'][number];
/** A day of the month view's summary: its count of visits and the first few of them by time. */
export type ScheduleDaySummary = RouterOutputs['admin']['visits']['scheduleDays'][number];

export const SCHEDULE_VIEWS = ['month', 'week'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

const DAY = 'YYYY-MM-DD';

/** Today as the shop's clock reads it. */
export const businessToday = () => dayjs().tz(BUSINESS_TIME_ZONE).format(DAY);

/** The calendar day of a visit, in the shop's time zone, wherever the browser is. */
export const dayOfVisit = (visitDate: string) => dayjs(visitDate).tz(BUSINESS_TIME_ZONE).format(DAY);

/** A day as 'YYYY-MM-DD', undefined unless it is one. */
export function parseDay(text: string | null): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = dayjs(text);
  return day.isValid() && day.format(DAY) === text ? text : undefined;
}

/**
 * Weeks start on Sunday, as antd's calendar draws them here: its en_GB locale asks dayjs for
 * 'en-gb', which the app does not load, and dayjs answers with 'en'. The schedule test checks the
 * grid's first day, so a change there shows up as a failing test, not a month fetched askew.
 */
export const weekStartOf = (day: Dayjs) => day.subtract(day.day(), 'day');

/**
 * The days a view shows, first to last: a week, or the month grid's six weeks from the Sunday on
 * or before the 1st (42 days, the most the schedule fetches at once).
 */
export function visibleDays(view: ScheduleView, anchor: string): Dayjs[] {
  const day = dayjs(anchor);
  const start = view === 'week' ? weekStartOf(day) : weekStartOf(day.startOf('month'));
  const count = view === 'week' ? 7 : MAX_SCHEDULE_DAYS;
  return Array.from({ length: count }, (_unused, index) => start.add(index, 'day'));
}

export function visibleRange(view: ScheduleView, anchor: string): { from: string; to: string } {
  const days = visibleDays(view, anchor);
  return { from: days[0]!.format(DAY), to: days[days.length - 1]!.format(DAY) };
}

/** The anchor a step back or forward leads to: the month or the week before or after. */
export function stepAnchor(view: ScheduleView, anchor: string, step: -1 | 1): string {
  return dayjs(anchor).add(step, view).format(DAY);
}

/** The month's days by their date ('YYYY-MM-DD'), as the server counted them in the shop's time zone. */
export const summariesByDay = (days: readonly ScheduleDaySummary[]): Map<string, ScheduleDaySummary> =>
  new Map(days.map((day) => [day.date, day]));

/** The visits of each day, each day's in time order. */
export function visitsByDay(visits: readonly ScheduledRow[]): Map<string, ScheduledRow[]> {
  const days = new Map<string, ScheduledRow[]>();
  const inOrder = [...visits].sort((a, b) => Date.parse(a.visitDate) - Date.parse(b.visitDate));
  for (const visit of inOrder) {
    const day = dayOfVisit(visit.visitDate);
    days.set(day, [...(days.get(day) ?? []), visit]);
  }
  return days;
}
