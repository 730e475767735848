import { calendarDateIn, formatterIn } from './business-time';

/*
 * Cells of the CSV files Sevak writes for Excel: amounts as plain numbers a spreadsheet adds up
 * (no ₹, no grouping), dates as India writes them, dd-mm-yyyy.
 */

/** Rupees with two decimals, worked in paise so nothing is lost: 1180.5 → "1180.50". */
export function csvAmount(rupees: number): string {
  const paise = Math.round(rupees * 100);
  const magnitude = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A plain number without trailing zeros: a rate (18, 0.25) or a quantity (2.5). */
export function csvNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** A calendar day, 'YYYY-MM-DD' → 'dd-mm-yyyy'. */
export function csvDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** The day `instant` falls on in the business's time zone, dd-mm-yyyy. */
export function csvDateOf(instant: Date, timeZone: string): string {
  return csvDate(calendarDateIn(timeZone, instant));
}

const TIME_OF_DAY = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The time of day of `instant` in the business's time zone, 24-hour: "14:30". */
export function csvTimeOf(instant: Date, timeZone: string): string {
  return formatterIn(timeZone, 'en-GB', TIME_OF_DAY).format(instant);
}
