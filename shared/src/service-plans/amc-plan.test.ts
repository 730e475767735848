import { describe, expect, it } from 'vitest';
import { addCalendarMonths, amcIntervalLabel, amcVisitInterval, planAmcVisits, renewalPeriod } from './amc-plan';

describe('the visits an AMC contract plans', () => {
  it('plans 4 visits over a year every 3 months, from the start date', () => {
    expect(planAmcVisits('2027-04-01', '2028-03-31', 4)).toEqual(['2027-04-01', '2027-07-01', '2027-10-01', '2028-01-01']);
    expect(amcIntervalLabel(amcVisitInterval('2027-04-01', '2028-03-31', 4))).toBe('every 3 months');
  });

  it('counts each date from a 31 January start, so short months do not shift the dates after them', () => {
    expect(planAmcVisits('2027-01-31', '2028-01-30', 4)).toEqual(['2027-01-31', '2027-04-30', '2027-07-31', '2027-10-31']);
    expect(planAmcVisits('2027-01-31', '2028-01-30', 12).slice(0, 3)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('takes 29 February in a leap year, and the month’s last day otherwise', () => {
    expect(planAmcVisits('2028-01-31', '2029-01-30', 12).slice(0, 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(planAmcVisits('2028-02-29', '2029-02-28', 4)).toEqual(['2028-02-29', '2028-05-29', '2028-08-29', '2028-11-29']);
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('shares out the days when the months do not divide evenly, every visit within the contract', () => {
    const days = planAmcVisits('2027-01-01', '2027-12-31', 5);
    expect(days).toEqual(['2027-01-01', '2027-03-15', '2027-05-27', '2027-08-08', '2027-10-20']);
    expect(amcIntervalLabel(amcVisitInterval('2027-01-01', '2027-12-31', 5))).toBe('every 73 days');
    expect(planAmcVisits('2027-01-01', '2027-01-10', 1)).toEqual(['2027-01-01']);
  });

  it('renews for as long again from the day after the end, a year after 29 February ending on 28 February', () => {
    expect(renewalPeriod('2027-01-31', '2028-01-30')).toEqual({ startDate: '2028-01-31', endDate: '2029-01-30' });
    expect(renewalPeriod('2028-02-29', '2029-02-28')).toEqual({ startDate: '2029-03-01', endDate: '2030-02-28' });
    expect(renewalPeriod('2027-04-01', '2027-06-15')).toEqual({ startDate: '2027-06-16', endDate: '2027-08-30' });
  });
});
