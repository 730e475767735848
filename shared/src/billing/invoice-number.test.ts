import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, firstInvoiceNumber } from './invoice-number';

describe('document numbers', () => {
  it('counts the financial year from April to March', () => {
    expect(financialYearOf('2026-11-24')).toBe('26-27');
    expect(financialYearOf('2027-03-31')).toBe('26-27');
    expect(financialYearOf('2027-04-01')).toBe('27-28');
    expect(financialYearOf('2099-06-01')).toBe('99-00');
  });

  it('writes each series with its own prefix, four digits at least', () => {
    expect(firstInvoiceNumber('AQC', '2026-11-24')).toBe('AQC/26-27/0001');
    expect(documentNumber('INVOICE', 'AQC', '26-27', 123)).toBe('AQC/26-27/0123');
    expect(documentNumber('CREDIT_NOTE', 'AQC', '26-27', 7)).toBe('CN/26-27/0007');
    expect(documentNumber('RECEIPT', 'AQC', '26-27', 10_000)).toBe('RC/26-27/10000');
  });

  it('stays within 16 characters of A–Z 0–9 / -, or refuses', () => {
    expect(documentNumber('INVOICE', 'ABCDEF', '26-27', 1)).toBe('ABCDEF/2627/0001');
    expect(documentNumber('INVOICE', 'ABCDEF', '26-27', 10_000)).toBe('ABCDEF262710000');
    expect(() => documentNumber('INVOICE', 'ABCDEF', '26-27', 1_000_000)).toThrow(RangeError);
  });
});
