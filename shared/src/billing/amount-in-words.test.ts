import { describe, expect, it } from 'vitest';
import { formatIndianNumber, rupeesInWords } from './amount-in-words';

/** Rupees as paise, for readable cases. */
const rupees = (n: number) => n * 100;

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1500, 'Rupees Fifteen Only'],
    [10000, 'Rupees One Hundred Only'],
    [10000000, 'Rupees One Lakh Only'],
    [371116800, 'Rupees Thirty-Seven Lakh Eleven Thousand One Hundred Sixty-Eight Only'],
    [1000000050, 'Rupees One Crore and Fifty Paise Only'],
    [12345650, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    [1, 'Rupees Zero and One Paisa Only'],
  ])('%i paise is "%s"', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it.each([
    [99, 'Rupees Ninety-Nine Only'],
    [101, 'Rupees One Hundred One Only'],
    [1000, 'Rupees One Thousand Only'],
    [99_999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [1_00_000, 'Rupees One Lakh Only'],
    [1_00_001, 'Rupees One Lakh One Only'],
    [10_00_00_000, 'Rupees Ten Crore Only'],
    [1_00_00_00_000, 'Rupees One Hundred Crore Only'],
  ])('₹%i is "%s"', (amount, words) => {
    expect(rupeesInWords(rupees(amount))).toBe(words);
  });

  it('spells teens, round tens and two paise', () => {
    expect(rupeesInWords(rupees(19) + 2)).toBe('Rupees Nineteen and Two Paise Only');
    expect(rupeesInWords(rupees(40) + 90)).toBe('Rupees Forty and Ninety Paise Only');
  });

  it('spells the count of crores in the Indian system above 99 crore', () => {
    expect(rupeesInWords(rupees(12_34_56_78_901))).toBe(
      'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Only',
    );
    expect(rupeesInWords(10n ** 12n * 100n)).toBe('Rupees One Lakh Crore Only');
  });

  it('takes a bigint the same as a number', () => {
    expect(rupeesInWords(12345650n)).toBe(rupeesInWords(12345650));
    expect(rupeesInWords(0n)).toBe('Rupees Zero Only');
  });

  it('refuses a negative amount', () => {
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
    expect(() => rupeesInWords(-1n)).toThrow(RangeError);
  });

  it('refuses anything that is not a safe whole number of paise', () => {
    for (const bad of [1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => rupeesInWords(bad)).toThrow(RangeError);
    }
  });
});

describe('formatIndianNumber', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [12345650, '1,23,456.50'],
    [99999999, '9,99,999.99'],
    [10000000050, '10,00,00,000.50'],
  ])('%i paise is %s', (paise, figures) => {
    expect(formatIndianNumber(paise)).toBe(figures);
  });

  it('takes a bigint beyond the safe integer range exactly', () => {
    expect(formatIndianNumber(10000000050n)).toBe('10,00,00,000.50');
    expect(formatIndianNumber(123456789012345678901n)).toBe('12,34,56,78,90,12,34,56,789.01');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatIndianNumber(-150)).toBe('-1.50');
    expect(formatIndianNumber(-12345650n)).toBe('-1,23,456.50');
  });

  it('refuses anything that is not a safe whole number of paise', () => {
    expect(() => formatIndianNumber(0.5)).toThrow(RangeError);
    expect(() => formatIndianNumber(Number.NaN)).toThrow(RangeError);
  });
});
