import { addCalendarDays, addCalendarMonths } from '../service-plans/amc-plan';

/**
 * The last day of a period of `months` that starts on `start`: the day before the same date
 * `months` later. A month too short for that date ends the period on its own last day, so the
 * period still runs whole months: 31 Aug 2027 + 6 months ends on 29 Feb 2028, and a year from
 * 29 Feb 2028 on 28 Feb 2029.
 */
export function lastDayOfPeriod(start: string, months: number): string {
  const sameDateLater = addCalendarMonths(start, months);
  const monthTooShort = sameDateLater.slice(8) !== start.slice(8);
  return monthTooShort ? sameDateLater : addCalendarDays(sameDateLater, -1);
}

/**
 * What a renewal on `today` buys on a plan of `months`: from the day after the current expiry,
 * or from today once access has lapsed, for the plan's months. The server saves it; the renew
 * dialog shows it before it is saved.
 */
export function renewalPeriodOf(expiryDate: string, today: string, months: number): { periodStart: string; periodEnd: string } {
  const dayAfterExpiry = addCalendarDays(expiryDate, 1);
  const periodStart = dayAfterExpiry > today ? dayAfterExpiry : today;
  return { periodStart, periodEnd: lastDayOfPeriod(periodStart, months) };
}
