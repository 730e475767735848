/*
 * The visits an AMC contract plans, worked out on calendar days ('YYYY-MM-DD') so the same
 * contract plans the same days on the server, in the form's preview and in the tests.
 *
 * The first visit is on the start date and the others follow at an even interval, so the last
 * falls one interval before the end and a renewal continues the series at the same pace. When the
 * contract's whole months divide evenly by its visits (4 visits in 12 months), the interval is in
 * months, each date counted from the start date (31 Jan + 3 months is 30 Apr, + 6 months is 31 Jul:
 * a short month never shifts the dates after it); otherwise the days are shared out evenly.
 */

import { MSG, message, type Message } from '../i18n/messages.en';
import { englishOf } from './english';

export const MIN_AMC_VISITS = 1;
export const MAX_AMC_VISITS = 52;

/** Every month or every N days: how often a contract's visits come. */
export type AmcVisitInterval = { months: number; days?: undefined } | { days: number; months?: undefined };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (dayNumberValue: number) => new Date(dayNumberValue * 86_400_000).toISOString().slice(0, 10);

/** `day` plus `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The same day `months` later, or the month's last day when it has no such day (31 Jan + 1 → 28/29 Feb). */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  const lastDate = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(targetYear, targetMonth, Math.min(date, lastDate)) / 86_400_000);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whole months from `start` up to the day after `end` (a contract from 31 Jan to 30 Jan next year: 12). */
function wholeMonths(start: string, end: string): number {
  const dayAfterEnd = addCalendarDays(end, 1);
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = dayAfterEnd.split('-').map(Number) as [number, number];
  let months = (ey - sy) * 12 + (em - sm);
  while (months > 0 && addCalendarMonths(start, months) > dayAfterEnd) months -= 1;
  return Math.max(months, 0);
}

/** How often the visits of a contract from `start` to `end` with `visits` visits come. */
export function amcVisitInterval(start: string, end: string, visits: number): AmcVisitInterval {
  const months = wholeMonths(start, end);
  if (months >= visits && months % visits === 0) return { months: months / visits };
  return { days: Math.max(1, Math.floor((daysBetween(start, end) + 1) / visits)) };
}

/** "every 3 months", "every month", "every 73 days", as a message for the reader's language. */
export function amcIntervalMessage(interval: AmcVisitInterval): Message {
  const { interval: words } = MSG.servicePlans.labels;
  if (interval.months !== undefined) return interval.months === 1 ? message(words.everyMonth) : message(words.everyMonths, { count: interval.months });
  return interval.days === 1 ? message(words.everyDay) : message(words.everyDays, { count: interval.days });
}

/** "every 3 months", "every month", "every 73 days", in English. */
export function amcIntervalLabel(interval: AmcVisitInterval): string {
  return englishOf(amcIntervalMessage(interval));
}

/** The days of a contract's visits: the start date, then one every interval; all within the contract. */
export function planAmcVisits(start: string, end: string, visits: number): string[] {
  const interval = amcVisitInterval(start, end, visits);
  const totalDays = daysBetween(start, end) + 1;
  return Array.from({ length: visits }, (_, index) =>
    interval.months !== undefined
      ? addCalendarMonths(start, index * interval.months)
      : addCalendarDays(start, Math.floor((index * totalDays) / visits)),
  );
}

/**
 * A renewal's dates: from the day after the contract ends, for as long as it ran. A contract of
 * whole months (give or take the days a month's end clamps: 29 Feb 2028 to 28 Feb 2029 is a year)
 * is renewed for as many months; any other for as many days.
 */
export function renewalPeriod(start: string, end: string): { startDate: string; endDate: string } {
  const startDate = addCalendarDays(end, 1);
  const months = wholeMonths(start, end);
  const slack = daysBetween(addCalendarMonths(start, months), startDate);
  const endDate =
    months > 0 && slack <= MONTH_END_SLACK_DAYS
      ? addCalendarDays(addCalendarMonths(startDate, months), -1)
      : addCalendarDays(startDate, daysBetween(start, end));
  return { startDate, endDate };
}

/** The most days a month's end moves a date by (31 Jan + 1 month is 28 Feb, 3 days short). */
const MONTH_END_SLACK_DAYS = 3;
