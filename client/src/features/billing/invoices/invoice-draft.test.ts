import { describe, expect, it } from 'vitest';
import { draftTotals, invoiceInputOf, isIntraState, linesMissingHsn, rateFor, type DraftLine } from './invoice-draft';

const seller = { stateCode: '27', pricesIncludeTax: false, serviceGstRate: 18, registered: true };

describe('the new invoice’s draft', () => {
  it('bills within the seller’s state when the buyer has no state of their own', () => {
    expect(isIntraState('27', null)).toBe(true);
    expect(isIntraState('27', '27')).toBe(true);
    expect(isIntraState('27', '29')).toBe(false);
  });

  it('sends numbers as numbers, a blank discount as none and a blank HSN as null', () => {
    const line: DraftLine = { kind: 'TEXT', description: ' Pipe ', hsnCode: ' ', quantity: '2.5', unitPrice: '40.50', gstRate: 18, discount: '' };
    expect(invoiceInputOf({ customerID: 'c', invoiceDate: '2026-11-24', lines: [line], notes: ' ' })).toEqual({
      customerID: 'c',
      invoiceDate: '2026-11-24',
      lines: [{ description: 'Pipe', hsnCode: null, quantity: 2.5, unitPrice: 40.5, gstRate: 18, discount: 0 }],
      notes: null,
    });
  });

  it('keeps what is not a number as typed, for the shared schema to say what is wrong', () => {
    const line: DraftLine = { kind: 'TEXT', description: 'Pipe', quantity: '1.2345', unitPrice: '-5', gstRate: 18, discount: 'abc' };
    expect(invoiceInputOf({ lines: [line] }).lines[0]).toMatchObject({ quantity: '1.2345', unitPrice: '-5', discount: 'abc' });
  });

  it('computes prices with GST included: the line costs exactly its price', () => {
    const totals = draftTotals([{ kind: 'TEXT', quantity: 1, unitPrice: 1180, gstRate: 18 }], true, true);
    expect(totals.complete && totals.tax).toMatchObject({ taxableValue: 100000, cgst: 9000, sgst: 9000, roundOff: 0, total: 118000 });
  });

  it('waits for every line: a missing price, or a discount larger than the line', () => {
    expect(draftTotals([{ kind: 'TEXT', quantity: 1, gstRate: 18 }], true, false)).toEqual({ complete: false, incomplete: [0] });
    expect(
      draftTotals(
        [
          { kind: 'TEXT', quantity: 1, unitPrice: 100, gstRate: 18 },
          { kind: 'TEXT', quantity: 1, unitPrice: 100, gstRate: 18, discount: 150 },
        ],
        true,
        false,
      ),
    ).toEqual({ complete: false, incomplete: [1] });
  });

  it('names each line without an HSN code by what it bills, once a product is chosen', () => {
    expect(
      linesMissingHsn([
        { kind: 'PRODUCT', productID: 'p', name: 'Kent RO', hsnCode: '' },
        { kind: 'PRODUCT', hsnCode: '' },
        { kind: 'TEXT', description: 'Labour', hsnCode: null },
        { kind: 'TEXT', hsnCode: '998719' },
      ]),
    ).toEqual(['Kent RO', 'Labour']);
  });

  it('charges no GST on a Bill of Supply, and 18 % on a product whose rate is not set', () => {
    expect(rateFor({ ...seller, registered: false }, 18)).toBe(0);
    expect(rateFor(seller, null)).toBe(18);
    expect(rateFor(seller, 5)).toBe(5);
  });
});
