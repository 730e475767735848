import { calendarDateIn, daysBetween, formatCalendarDate } from '../../lib/business-time';

export interface AccessPeriod {
  startDate: string;
  expiryDate: string;
}

export type AccessState =
  | { open: true; daysLeft: number }
  | { open: false; message: string };

/**
 * Whether a business may use Sevak now: from the first moment of `startDate` to the last of
 * `expiryDate`, in the business time zone (PRODUCT.md "Access period").
 */
export function accessStateOf(period: AccessPeriod, timeZone: string, now: Date): AccessState {
  const today = calendarDateIn(timeZone, now);
  if (today < period.startDate) {
    return { open: false, message: `Your access starts on ${formatCalendarDate(period.startDate)}.` };
  }
  if (today > period.expiryDate) {
    return {
      open: false,
      message: `Your access expired on ${formatCalendarDate(period.expiryDate)}. Contact support to renew.`,
    };
  }
  return { open: true, daysLeft: daysBetween(today, period.expiryDate) };
}
