import { message, MSG, type Message } from '@sevak/shared';
import { calendarDateIn, daysBetween, formatCalendarDate } from '../../lib/business-time';

export interface AccessPeriod {
  startDate: string;
  expiryDate: string;
}

export type AccessState =
  | { open: true; daysLeft: number }
  | { open: false; message: Message };

/**
 * Whether a business may use Sevak now: from the first moment of `startDate` to the last of
 * `expiryDate`, in the business time zone (PRODUCT.md "Access period").
 */
export function accessStateOf(period: AccessPeriod, timeZone: string, now: Date): AccessState {
  const today = calendarDateIn(timeZone, now);
  if (today < period.startDate) {
    return { open: false, message: message(MSG.auth.access.startsOn, { date: formatCalendarDate(period.startDate) }) };
  }
  if (today > period.expiryDate) {
    return { open: false, message: message(MSG.auth.access.expiredOn, { date: formatCalendarDate(period.expiryDate) }) };
  }
  return { open: true, daysLeft: daysBetween(today, period.expiryDate) };
}
