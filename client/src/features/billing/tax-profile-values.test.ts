import { describe, expect, it } from 'vitest';
import { financialYearOf, firstInvoiceNumber } from './tax-profile-values';

describe('the invoice number example', () => {
  it('counts the financial year from April to March', () => {
    expect(financialYearOf('2026-11-24')).toBe('26-27');
    expect(financialYearOf('2027-03-31')).toBe('26-27');
    expect(financialYearOf('2027-04-01')).toBe('27-28');
    expect(financialYearOf('2099-06-01')).toBe('99-00');
  });

  it('reads prefix / year / serial', () => {
    expect(firstInvoiceNumber('AQC', '2026-11-24')).toBe('AQC/26-27/0001');
  });
});
