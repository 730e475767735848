import { calendarDateIn, startOfDayIn } from '../../server/src/lib/business-time';

/*
 * Days as whole numbers (days since 1970-01-01), so a million visits are dated with additions;
 * calendar dates and instants in the business time zone are computed once per day and kept.
 */

const DAY_MS = 86_400_000;

export function dayOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** The same day `months` later, or the month's last day when it is shorter (as the app does). */
export function addMonthsTo(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS;
}

export class Calendar {
  readonly today: number;
  readonly nowMs: number;
  private readonly dates = new Map<number, string>();
  private readonly dayStarts = new Map<number, number>();

  constructor(
    readonly timeZone: string,
    now: Date,
  ) {
    this.nowMs = now.getTime();
    this.today = dayOf(calendarDateIn(timeZone, now));
  }

  /** 'YYYY-MM-DD'. */
  date(day: number): string {
    let date = this.dates.get(day);
    if (date === undefined) {
      date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      this.dates.set(day, date);
    }
    return date;
  }

  /** The instant (epoch milliseconds) `minutes` after the start of `day` in the business time zone. */
  at(day: number, minutes: number): number {
    let start = this.dayStarts.get(day);
    if (start === undefined) {
      start = startOfDayIn(this.timeZone, this.date(day)).getTime();
      this.dayStarts.set(day, start);
    }
    return start + minutes * 60_000;
  }

  /** The fiscal year a day falls in, as Indian invoices print it: '2025-26' (April to March). */
  fiscalYear(day: number): string {
    const [year, month] = this.date(day).split('-').map(Number) as [number, number];
    const first = month >= 4 ? year : year - 1;
    return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
  }
}
