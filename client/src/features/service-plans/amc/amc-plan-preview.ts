import { addCalendarDays, addCalendarMonths, amcIntervalMessage, amcPeriodFields, amcVisitInterval, createAmcInput, planAmcVisits } from '@sevak/shared';
import { messageText } from '../../../i18n/messages';
import { dayjs } from '../../../lib/dayjs';
import type { Words } from '../i18n';

/** A new contract's default end: a year from the start, less a day (1 Apr 2027 → 31 Mar 2028). */
export const yearLessADay = (start: string) => addCalendarDays(addCalendarMonths(start, 12), -1);

/** "1 Apr 2027": a planned visit's day. */
const dayText = (day: string) => dayjs(day).format('D MMM YYYY');

/**
 * "4 visits, every 3 months: 31 Jan 2027, 30 Apr 2027, 31 Jul 2027, 31 Oct 2027": the days the
 * server will plan, from the same shared rule; null until the dates and the count are valid.
 */
export function planPreview(t: Words, startDate: unknown, endDate: unknown, visitsIncluded: unknown): string | null {
  const period = amcPeriodFields.safeParse({ startDate, endDate });
  const count = createAmcInput.shape.visitsIncluded.safeParse(visitsIncluded === '' ? undefined : visitsIncluded);
  if (!period.success || !count.success) return null;
  const { startDate: start, endDate: end } = period.data;
  const days = planAmcVisits(start, end, count.data).map(dayText).join(', ');
  if (count.data === 1) return t('amc.preview.one', { days });
  return t('amc.preview.many', { count: count.data, interval: messageText(amcIntervalMessage(amcVisitInterval(start, end, count.data))), days });
}
