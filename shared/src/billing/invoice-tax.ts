/*
 * The arithmetic of a GST invoice, exact to the paisa. Every amount is an integer number of
 * paise; a GST rate is in basis points (18 % = 1800, 0.25 % = 25); a quantity is in thousandths
 * (1 = 1000, 2.5 m of pipe = 2500). Nothing is ever a floating-point rupee.
 *
 * The rounding rule, as printed on Sevak's invoices:
 * 1. Each line: quantity × unit price, rounded half up to the paisa, less its discount.
 * 2. Prices without tax: the taxable value is that amount; each tax (CGST, SGST, or IGST) is the
 *    taxable value × its rate, rounded half up to the paisa, line by line.
 * 3. Prices with tax included: the taxable value is the amount × 100 / (100 + rate), rounded half
 *    up to the paisa, and the tax is the rest, so the line costs exactly the price asked. Split
 *    into CGST and SGST, an odd paisa goes to CGST.
 * 4. The invoice total is rounded to the rupee, exactly 50 paise going up; the difference is its
 *    own "Round off" line (from −0.49 to +0.50).
 * CGST + SGST (half the rate each) when the place of supply is the seller's state, IGST otherwise.
 */

import { MSG, type MessageKey } from '../i18n/messages.en';
import { billingMessagesEn } from './messages.en';

/**
 * A line the arithmetic cannot take (no quantity, a negative price, a discount larger than the
 * line): a RangeError that names its sentence by key, so the server says it in its caller's language.
 */
export class InvoiceLineError extends RangeError {
  readonly key: MessageKey;
  constructor(problem: 'lineQuantity' | 'lineUnitPrice' | 'lineDiscount') {
    super(billingMessagesEn.errors[problem]);
    this.name = 'InvoiceLineError';
    this.key = MSG.billing.errors[problem];
  }
}

/** The day the slabs changed (GST 2.0): 12 % and 28 % are accepted only on invoices before it. */
export const GST_SLABS_CHANGED_ON = '2025-09-22';
/** GST rates in basis points, in force since 22 Sep 2025. */
export const GST_RATES_BP = [0, 25, 300, 500, 1800, 4000] as const;
/** The rates of invoices dated before 22 Sep 2025. */
export const GST_RATES_BEFORE_CHANGE_BP = [0, 25, 300, 500, 1200, 1800, 2800, 4000] as const;
/** Services of maintenance and repair: what a visit's charges are billed under. */
export const SERVICE_SAC = '9987';

/** The rates an invoice dated `invoiceDate` (YYYY-MM-DD) may use, in basis points. */
export function gstRatesOn(invoiceDate: string): readonly number[] {
  return invoiceDate < GST_SLABS_CHANGED_ON ? GST_RATES_BEFORE_CHANGE_BP : GST_RATES_BP;
}

export interface TaxLineInput {
  /** HSN (goods) or SAC (services) code; null when the product has none yet. */
  hsnCode: string | null;
  /** Thousandths of a unit. */
  quantity: number;
  unitPrice: number;
  /** For the whole line, in paise. */
  discount: number;
  rateBp: number;
}

export interface TaxLine extends TaxLineInput {
  /** quantity × unit price − discount: what the line's prices add up to. */
  amount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface RateTotal {
  rateBp: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface HsnTotal extends RateTotal {
  hsnCode: string | null;
  quantity: number;
}

export interface InvoiceTax {
  lines: TaxLine[];
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Paise added (positive) or taken (negative) to reach whole rupees. */
  roundOff: number;
  total: number;
  byRate: RateTotal[];
  byHsn: HsnTotal[];
}

export interface InvoiceTaxInput {
  lines: TaxLineInput[];
  /** The place of supply is the seller's own state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  /** Entered prices already include GST. */
  pricesIncludeTax: boolean;
}

/** numerator / denominator rounded half up, for non-negative integers (exact with BigInt). */
function divideHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

function taxOfLine(line: TaxLineInput, intraState: boolean, pricesIncludeTax: boolean): TaxLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new InvoiceLineError('lineQuantity');
  if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) throw new InvoiceLineError('lineUnitPrice');
  const gross = divideHalfUp(BigInt(line.quantity) * BigInt(line.unitPrice), 1000);
  const amount = gross - line.discount;
  if (line.discount < 0 || amount < 0) throw new InvoiceLineError('lineDiscount');

  let taxableValue: number;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  if (pricesIncludeTax) {
    taxableValue = divideHalfUp(BigInt(amount) * 10_000n, 10_000 + line.rateBp);
    const tax = amount - taxableValue;
    if (intraState) {
      sgst = Math.floor(tax / 2);
      cgst = tax - sgst;
    } else {
      igst = tax;
    }
  } else {
    taxableValue = amount;
    if (intraState) {
      cgst = divideHalfUp(BigInt(taxableValue) * BigInt(line.rateBp), 20_000);
      sgst = cgst;
    } else {
      igst = divideHalfUp(BigInt(taxableValue) * BigInt(line.rateBp), 10_000);
    }
  }
  return { ...line, amount, taxableValue, cgst, sgst, igst, total: taxableValue + cgst + sgst + igst };
}

function sum<T>(items: T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}

/** The rate-wise and HSN-wise totals of taxed lines: an invoice's summary, and the month's GST summary's. */
export function taxTotalsOf(lines: readonly (Pick<TaxLine, 'hsnCode' | 'quantity' | 'rateBp' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'>)[]): {
  byRate: RateTotal[];
  byHsn: HsnTotal[];
} {
  const byRate = new Map<number, RateTotal>();
  const byHsn = new Map<string, HsnTotal>();
  for (const line of lines) {
    const rate = byRate.get(line.rateBp) ?? { rateBp: line.rateBp, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    const hsnKey = `${line.hsnCode ?? ''}|${line.rateBp}`;
    const hsn = byHsn.get(hsnKey) ?? { hsnCode: line.hsnCode, rateBp: line.rateBp, quantity: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    for (const group of [rate, hsn]) {
      group.taxableValue += line.taxableValue;
      group.cgst += line.cgst;
      group.sgst += line.sgst;
      group.igst += line.igst;
    }
    hsn.quantity += line.quantity;
    byRate.set(line.rateBp, rate);
    byHsn.set(hsnKey, hsn);
  }
  return { byRate: [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp), byHsn: [...byHsn.values()] };
}

/** The whole invoice: its lines, totals, round-off, and the rate-wise and HSN-wise summaries. */
export function invoiceTax({ lines, intraState, pricesIncludeTax }: InvoiceTaxInput): InvoiceTax {
  const taxed = lines.map((line) => taxOfLine(line, intraState, pricesIncludeTax));
  const exact = sum(taxed, (line) => line.total);
  const total = divideHalfUp(exact, 100) * 100;
  return {
    lines: taxed,
    taxableValue: sum(taxed, (line) => line.taxableValue),
    cgst: sum(taxed, (line) => line.cgst),
    sgst: sum(taxed, (line) => line.sgst),
    igst: sum(taxed, (line) => line.igst),
    roundOff: total - exact,
    total,
    ...taxTotalsOf(taxed),
  };
}

/** Rupees as the API carries them (1499.5) in whole paise (149950); a rupee amount has at most two decimals. */
export function paiseOf(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whole paise as the API's rupees: 149950 → 1499.5. */
export function rupeesOf(paise: number): number {
  return paise / 100;
}
