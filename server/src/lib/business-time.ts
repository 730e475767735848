/*
 * Calendar arithmetic in the business time zone. A calendar date is 'YYYY-MM-DD'; PostgreSQL
 * `date` columns use the same form, so dates compare as strings.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Each options object's part of a formatter's key, worked out once: callers pass constants. */
const optionKeys = new WeakMap<object, string>();

/**
 * A formatter of dates in `timeZone`, made once for each zone and form: making one costs far more
 * than using it, and a CSV export formats 100,000 dates. Pass `options` as a constant: its key is
 * then not worked out again on every call (every request asks for today's date).
 */
export function formatterIn(timeZone: string, locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  let optionsKey = optionKeys.get(options);
  if (optionsKey === undefined) {
    optionsKey = JSON.stringify(options);
    optionKeys.set(options, optionsKey);
  }
  const key = `${timeZone} ${locale} ${optionsKey}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day, in en-CA's form: YYYY-MM-DD. */
const CALENDAR_DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The calendar day `instant` falls on in `timeZone`. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  return formatterIn(timeZone, 'en-CA', CALENDAR_DAY).format(instant);
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

/** Every field of the wall clock, to read a zone's offset from. */
const WALL_CLOCK = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;

/** Minutes `timeZone` is ahead of UTC at `instant` (330 for India). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = formatterIn(timeZone, 'en-US', WALL_CLOCK).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wallClockAsUtc - instant.getTime()) / 60_000);
}

/**
 * Days' first instants already worked out, by zone and day: a zone's rules do not change while
 * the server runs, and every visit list, dashboard and due list asks for today's, tomorrow's and
 * the week's, each worked out through two formatToParts.
 */
const dayStarts = new Map<string, number>();
const REMEMBERED_DAY_STARTS = 10_000;

/** The first instant of calendar day `date` in `timeZone`. */
export function startOfDayIn(timeZone: string, date: string): Date {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    const midnightUtc = Date.parse(`${date}T00:00:00Z`);
    const guess = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
    // Across a daylight-saving change the offset at the guess can differ; one correction settles it.
    start = midnightUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000;
    if (dayStarts.size >= REMEMBERED_DAY_STARTS) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
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
