/*
 * Calendar arithmetic in the business time zone. A calendar date is 'YYYY-MM-DD'; PostgreSQL
 * `date` columns use the same form, so dates compare as strings.
 */

/** The calendar day `instant` falls on in `timeZone`. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Whole days from `from` to `to` (both calendar dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-03-12' → '12 Mar 2027', the way messages to a shop owner show a date. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
