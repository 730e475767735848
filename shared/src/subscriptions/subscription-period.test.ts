import { describe, expect, it } from 'vitest';
import { lastDayOfPeriod, renewalPeriodOf } from './subscription-period';

describe('a subscription period', () => {
  it('runs to the day before the same date months later', () => {
    expect(lastDayOfPeriod('2026-11-21', 12)).toBe('2027-11-20');
    expect(lastDayOfPeriod('2026-11-21', 6)).toBe('2027-05-20');
    expect(lastDayOfPeriod('2027-01-11', 36)).toBe('2030-01-10');
    expect(lastDayOfPeriod('2026-12-01', 1)).toBe('2026-12-31');
    expect(lastDayOfPeriod('2027-03-01', 12)).toBe('2028-02-29');
  });

  it('ends on a short month’s last day when that month has no such date', () => {
    expect(lastDayOfPeriod('2027-08-31', 6)).toBe('2028-02-29');
    expect(lastDayOfPeriod('2026-08-31', 6)).toBe('2027-02-28');
    expect(lastDayOfPeriod('2027-01-31', 1)).toBe('2027-02-28');
    expect(lastDayOfPeriod('2026-05-31', 1)).toBe('2026-06-30');
    expect(lastDayOfPeriod('2028-02-29', 12)).toBe('2029-02-28');
    expect(lastDayOfPeriod('2028-02-29', 48)).toBe('2032-02-28');
    expect(lastDayOfPeriod('2028-02-29', 6)).toBe('2028-08-28');
  });

  it('starts the day after the current expiry, or today once access has lapsed', () => {
    expect(renewalPeriodOf('2028-02-28', '2026-11-21', 12)).toEqual({ periodStart: '2028-02-29', periodEnd: '2029-02-28' });
    expect(renewalPeriodOf('2026-10-01', '2026-11-21', 6)).toEqual({ periodStart: '2026-11-21', periodEnd: '2027-05-20' });
    // Access that ends today is renewed from tomorrow.
    expect(renewalPeriodOf('2026-11-21', '2026-11-21', 12)).toEqual({ periodStart: '2026-11-22', periodEnd: '2027-11-21' });
  });
});
