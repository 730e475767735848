import { describe, expect, it } from 'vitest';
import { GST_SLABS_CHANGED_ON, gstRatesOn, invoiceTax, type TaxLineInput } from './invoice-tax';

/** A line of `units` at `rupees` each (two decimals in the text, as a shop types it). */
const line = (units: number, rupees: string, ratePercent: number, extra: Partial<TaxLineInput> = {}): TaxLineInput => ({
  hsnCode: '84212110',
  quantity: Math.round(units * 1000),
  unitPrice: Math.round(Number(rupees) * 100),
  discount: 0,
  rateBp: Math.round(ratePercent * 100),
  ...extra,
});

describe('worked GST invoices', () => {
  it('intra-state (Maharashtra to Maharashtra), prices without tax: CGST and SGST at 9 % each', () => {
    const tax = invoiceTax({ lines: [line(1, '15000.00', 18)], intraState: true, pricesIncludeTax: false });
    expect(tax).toMatchObject({ taxableValue: 1_500_000, cgst: 135_000, sgst: 135_000, igst: 0, roundOff: 0, total: 1_770_000 });
  });

  it('inter-state B2B (Maharashtra to a Karnataka business): IGST at the full 18 %', () => {
    const tax = invoiceTax({ lines: [line(1, '15000.00', 18)], intraState: false, pricesIncludeTax: false });
    expect(tax).toMatchObject({ taxableValue: 1_500_000, cgst: 0, sgst: 0, igst: 270_000, total: 1_770_000 });
  });

  it('B2C with prices that include tax: the line costs exactly its price, the odd paisa of tax goes to CGST', () => {
    const tax = invoiceTax({ lines: [line(1, '999.00', 18)], intraState: true, pricesIncludeTax: true });
    // 999 × 100 / 118 = 846.61016… → ₹846.61 taxable; tax ₹152.39 = CGST 76.20 + SGST 76.19.
    expect(tax.lines[0]).toMatchObject({ amount: 99_900, taxableValue: 84_661, cgst: 7_620, sgst: 7_619, total: 99_900 });
    expect(tax).toMatchObject({ total: 99_900, roundOff: 0 });
  });

  it('inclusive prices to another state: all the included tax is IGST', () => {
    const tax = invoiceTax({ lines: [line(1, '999.00', 18)], intraState: false, pricesIncludeTax: true });
    expect(tax.lines[0]).toMatchObject({ taxableValue: 84_661, igst: 15_239, total: 99_900 });
  });

  it('a line at 0 % pays no tax and still counts in the taxable value and the rate summary', () => {
    const tax = invoiceTax({ lines: [line(1, '500.00', 0, { hsnCode: '9987' }), line(1, '1000.00', 18)], intraState: true, pricesIncludeTax: false });
    expect(tax).toMatchObject({ taxableValue: 150_000, cgst: 9_000, sgst: 9_000, total: 168_000 });
    expect(tax.byRate).toEqual([
      { rateBp: 0, taxableValue: 50_000, cgst: 0, sgst: 0, igst: 0 },
      { rateBp: 1800, taxableValue: 100_000, cgst: 9_000, sgst: 9_000, igst: 0 },
    ]);
  });

  it('rounds each tax half up to the paisa: 9 % of ₹12.50 is ₹1.125, printed ₹1.13', () => {
    const tax = invoiceTax({ lines: [line(1, '12.50', 18)], intraState: true, pricesIncludeTax: false });
    expect(tax.lines[0]).toMatchObject({ cgst: 113, sgst: 113, total: 1_476 });
  });

  it('rounds the total to the rupee: exactly 50 paise goes up, 49 paise goes down, each shown as the round-off', () => {
    const up = invoiceTax({ lines: [line(1, '4.50', 0)], intraState: true, pricesIncludeTax: false });
    expect(up).toMatchObject({ total: 500, roundOff: 50 });
    const down = invoiceTax({ lines: [line(1, '4.49', 0)], intraState: true, pricesIncludeTax: false });
    expect(down).toMatchObject({ total: 400, roundOff: -49 });
  });

  it('takes fractional quantities and a discount on the line: 2.5 m at ₹3.33 is ₹8.33; 2 × ₹500 less ₹100 is ₹900', () => {
    const pipe = invoiceTax({ lines: [line(2.5, '3.33', 0)], intraState: true, pricesIncludeTax: false });
    expect(pipe.lines[0]!.amount).toBe(833);
    const discounted = invoiceTax({ lines: [line(2, '500.00', 18, { discount: 10_000 })], intraState: true, pricesIncludeTax: false });
    expect(discounted.lines[0]).toMatchObject({ amount: 90_000, taxableValue: 90_000, cgst: 8_100, sgst: 8_100 });
  });

  it('sums the HSN-wise summary: the same HSN and rate are one row, with their quantities added', () => {
    const tax = invoiceTax({
      lines: [line(1, '100.00', 18), line(2, '100.00', 18), line(1, '300.00', 18, { hsnCode: '9987' })],
      intraState: true,
      pricesIncludeTax: false,
    });
    expect(tax.byHsn).toEqual([
      { hsnCode: '84212110', rateBp: 1800, quantity: 3000, taxableValue: 30_000, cgst: 2_700, sgst: 2_700, igst: 0 },
      { hsnCode: '9987', rateBp: 1800, quantity: 1000, taxableValue: 30_000, cgst: 2_700, sgst: 2_700, igst: 0 },
    ]);
  });

  it('is exact at the largest amounts a shop enters (₹99,99,99,999.99 with tax included)', () => {
    const tax = invoiceTax({ lines: [line(1, '9999999999.99', 28)], intraState: true, pricesIncludeTax: true });
    expect(tax.lines[0]!.total).toBe(999_999_999_999);
    expect(tax.lines[0]!.taxableValue + tax.lines[0]!.cgst + tax.lines[0]!.sgst).toBe(999_999_999_999);
  });

  it('refuses a zero or negative quantity and a discount larger than the line', () => {
    expect(() => invoiceTax({ lines: [line(-1, '10.00', 18)], intraState: true, pricesIncludeTax: false })).toThrow(RangeError);
    expect(() => invoiceTax({ lines: [line(0, '10.00', 18)], intraState: true, pricesIncludeTax: false })).toThrow(RangeError);
    expect(() => invoiceTax({ lines: [line(1, '10.00', 18, { discount: 1_001 })], intraState: true, pricesIncludeTax: false })).toThrow(RangeError);
  });
});

describe('GST rates by invoice date', () => {
  it('accepts 12 % and 28 % only on invoices dated before 22 Sep 2025', () => {
    expect(GST_SLABS_CHANGED_ON).toBe('2025-09-22');
    expect(gstRatesOn('2025-09-21')).toContain(1200);
    expect(gstRatesOn('2025-09-21')).toContain(2800);
    expect(gstRatesOn('2025-09-22')).not.toContain(1200);
    expect(gstRatesOn('2026-11-24')).toEqual([0, 25, 300, 500, 1800, 4000]);
  });
});
