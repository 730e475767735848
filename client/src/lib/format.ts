import { i18n } from '../i18n/i18n';
import { BUSINESS_TIME_ZONE } from './config';
import { dayjs } from './dayjs';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,45,678.00: rupees with Indian digit grouping (PRODUCT.md "Money"). */
export function formatRupees(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return rupees.format(value == null || Number.isNaN(value) ? 0 : value);
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,23,457: whole rupees, where paise would only crowd the figure (a chart's axis). */
export function formatWholeRupees(amount: number): string {
  return wholeRupees.format(amount);
}

type DateInput = string | number | Date | null | undefined;

/**
 * Calendar dates (invoice, warranty) arrive as "YYYY-MM-DD" and mean that day wherever the
 * browser is; instants (visit dates, tickets) are shown as the business's clock reads them.
 */
function inBusinessTime(value: DateInput) {
  if (value == null || value === '') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = dayjs.tz(value, 'YYYY-MM-DD', BUSINESS_TIME_ZONE);
    return day.isValid() ? day : undefined;
  }
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(BUSINESS_TIME_ZONE) : undefined;
}

/** "N/A" in the language in use: read at each call, so a screen re-rendered in Hindi says it in Hindi. */
const notAvailable = () => i18n.t('notAvailable');

function formatWith(pattern: string) {
  return (value: DateInput, fallback?: string) => inBusinessTime(value)?.format(pattern) ?? fallback ?? notAvailable();
}

/** 05-03-2027: customers and invoices (spec §9 "dd-MM-yyyy"). */
export const formatDate = formatWith('DD-MM-YYYY');

/** 05-03-2027 16:07: when a change was made (the audit trail). */
export const formatDateAndTime = formatWith('DD-MM-YYYY HH:mm');

/** 05 Mar 2027: visits (spec §9 "dd MMM yyyy"). */
export const formatDayMonthYear = formatWith('DD MMM YYYY');

/** 4:07 PM: a visit's time. */
export const formatTime = formatWith('h:mm A');

/** 05 Mar 2027, 4:07 PM: a visit's day and time together. */
export const formatDayMonthYearTime = formatWith('DD MMM YYYY, h:mm A');

/** Mar 5, 2027 4:07 PM: help-desk tickets (spec §9 "MMM d, yyyy" with time). */
export const formatDateTime = formatWith('MMM D, YYYY h:mm A');

/** Friday, 5 Mar: a day of the technician's week ahead. */
export const formatWeekday = formatWith('dddd, D MMM');
