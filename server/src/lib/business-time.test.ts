import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDateIn, daysBetween, formatCalendarDate, startOfDayIn, startOfMonth } from './business-time';

describe('business time', () => {
  it('puts 23:30 IST on the same calendar day and 00:01 IST on the next', () => {
    expect(calendarDateIn('Asia/Kolkata', new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
    expect(calendarDateIn('Asia/Kolkata', new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22');
  });

  it('finds the first instant of a day in India and across a daylight-saving change', () => {
    expect(startOfDayIn('Asia/Kolkata', '2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(startOfDayIn('Europe/London', '2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDayIn('Europe/London', '2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('gives every caller a Date of its own when a day is asked for again', () => {
    const first = startOfDayIn('Asia/Kolkata', '2026-12-02');
    first.setUTCHours(0, 0, 0, 0);
    expect(startOfDayIn('Asia/Kolkata', '2026-12-02').toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(startOfDayIn('Europe/London', '2026-12-02').toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('adds days and months the way a calendar does', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
    expect(startOfMonth('2026-11-21')).toBe('2026-11-01');
    expect(daysBetween('2026-11-21', '2026-11-28')).toBe(7);
    expect(formatCalendarDate('2027-03-12')).toBe('12 Mar 2027');
  });
});
