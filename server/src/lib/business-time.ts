/*
 * Calendar arithmetic in the business time zone. A calendar date is 'YYYY-MM-DD'; PostgreSQL
 * `date` columns use the same form, so dates compare as strings.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of dates in `timeZone`, made once for each zone and form: making one costs far more
 * than using it, and a CSV export formats 100,000 dates.
 */
export function formatterIn(timeZone: string, locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const key = `${timeZone} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar day `instant` falls on in `timeZone`. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return formatterIn(timeZone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
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

/** Minutes `timeZone` is ahead of UTC at `instant` (330 for India). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = formatterIn(timeZone, 'en-US', {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wallClockAsUtc - instant.getTime()) / 60_000);
}

/** The first instant of calendar day `date` in `timeZone`. */
export function startOfDayIn(timeZone: string, date: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const guess = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  // Across a daylight-saving change the offset at the guess can differ; one correction settles it.
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first day of the month `date` is in. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
