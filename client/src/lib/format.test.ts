import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAndTime, formatDateTime, formatDayMonthYear, formatDayMonthYearTime, formatRupees, formatTime, formatWeekday, formatWholeRupees } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(12345678)).toBe('₹1,23,45,678.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(999.5)).toBe('₹999.50');
  });

  it('accepts numeric strings and shows nothing known as zero', () => {
    expect(formatRupees('2500.75')).toBe('₹2,500.75');
    expect(formatRupees(null)).toBe('₹0.00');
    expect(formatRupees('not a number')).toBe('₹0.00');
  });

  it('rounds to whole rupees for a chart axis', () => {
    expect(formatWholeRupees(1234567.5)).toBe('₹12,34,568');
    expect(formatWholeRupees(0)).toBe('₹0');
  });
});

describe('date formats', () => {
  // 18:30 UTC is already the next day in India.
  const instant = '2027-03-04T18:30:00.000Z';

  it('shows instants in business time (Asia/Kolkata)', () => {
    expect(formatDate(instant)).toBe('05-03-2027');
    expect(formatDayMonthYear(instant)).toBe('05 Mar 2027');
    expect(formatDateTime(instant)).toBe('Mar 5, 2027 12:00 AM');
    expect(formatTime(instant)).toBe('12:00 AM');
    expect(formatDayMonthYearTime(instant)).toBe('05 Mar 2027, 12:00 AM');
    expect(formatDateAndTime('2027-03-05T10:37:00.000Z')).toBe('05-03-2027 16:07');
    expect(formatWeekday(instant)).toBe('Friday, 5 Mar');
    expect(formatDateTime('2027-03-05T10:37:00.000Z')).toBe('Mar 5, 2027 4:07 PM');
  });

  it('keeps calendar dates on their day', () => {
    expect(formatDate('2027-03-12')).toBe('12-03-2027');
    expect(formatDayMonthYear('2027-03-12')).toBe('12 Mar 2027');
  });

  it('falls back for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('nonsense', '-')).toBe('-');
  });
});
