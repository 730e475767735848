import { paiseOf, rupeesOf, type TaxLine } from '@sevak/shared';

/*
 * Between the stored amounts (numeric rupees, quantities in thousandths, rates in basis points)
 * and the shared arithmetic's (whole paise), and back to the API's rupees and percent.
 */

interface StoredTaxLine {
  hsnCode: string | null;
  quantityMilli: number;
  gstRateBp: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** A stored line's tax in paise, as `taxTotalsOf` adds it up. */
export function storedLineInPaise(line: StoredTaxLine): Pick<TaxLine, 'hsnCode' | 'quantity' | 'rateBp' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'> {
  return {
    hsnCode: line.hsnCode,
    quantity: line.quantityMilli,
    rateBp: line.gstRateBp,
    taxableValue: paiseOf(line.taxableValue),
    cgst: paiseOf(line.cgst),
    sgst: paiseOf(line.sgst),
    igst: paiseOf(line.igst),
  };
}

interface TaxInPaise {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** A tally in paise as the API answers it, in rupees. */
export function taxInRupees<T extends TaxInPaise>(tally: T): T {
  return { ...tally, taxableValue: rupeesOf(tally.taxableValue), cgst: rupeesOf(tally.cgst), sgst: rupeesOf(tally.sgst), igst: rupeesOf(tally.igst) };
}

/** A rate's tally in rupees, its rate in percent (18) as the API carries it. */
export function rateTotalInRupees<T extends TaxInPaise & { rateBp: number }>({ rateBp, ...tally }: T): Omit<T, 'rateBp'> & { gstRate: number } {
  return { ...taxInRupees(tally), gstRate: rateBp / 100 };
}
