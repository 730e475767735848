import { INVOICE_NUMBER_PATTERN } from './invoice.schemas';

/*
 * How Sevak numbers its documents: consecutive per business, kind and financial year (April to
 * March), at most 16 characters of A–Z 0–9 / - (GST rule 46). Invoices carry the business's
 * prefix (AQC/26-27/0001); credit notes and payment receipts have series of their own
 * (CN/26-27/0001, RC/26-27/0001). The server takes the next number under a lock; this is only
 * how a number is written.
 */

export type DocumentSeries = 'INVOICE' | 'CREDIT_NOTE' | 'RECEIPT';
const SERIES_PREFIX: Record<Exclude<DocumentSeries, 'INVOICE'>, string> = { CREDIT_NOTE: 'CN', RECEIPT: 'RC' };

/**
 * The Indian financial year (April to March) of `day` (YYYY-MM-DD), as numbers carry it:
 * 24 Nov 2026 and 31 Mar 2027 are both in "26-27".
 */
export function financialYearOf(day: string): string {
  const [year = 0, month = 0] = day.split('-').map(Number);
  const startYear = month >= 4 ? year : year - 1;
  const twoDigits = (fullYear: number) => String(fullYear % 100).padStart(2, '0');
  return `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
}

/**
 * The `sequence`th document of a series in a financial year: "AQC/26-27/0001". A long prefix
 * with a large sequence would pass 16 characters; the year then loses its hyphen
 * (ABCDEF/2627/0001), and then its slashes, before a number that cannot be written is refused.
 */
export function documentNumber(series: DocumentSeries, invoicePrefix: string, financialYear: string, sequence: number): string {
  const prefix = series === 'INVOICE' ? invoicePrefix : SERIES_PREFIX[series];
  const counter = String(sequence).padStart(4, '0');
  const year = financialYear.replace('-', '');
  const candidates = [`${prefix}/${financialYear}/${counter}`, `${prefix}/${year}/${counter}`, `${prefix}${year}${counter}`];
  const fits = candidates.find((candidate) => INVOICE_NUMBER_PATTERN.test(candidate));
  if (!fits) throw new RangeError(`The ${sequence}th number of ${prefix} in ${financialYear} is longer than 16 characters`);
  return fits;
}

/** The first invoice number of `day`'s financial year with `prefix`: "AQC/26-27/0001". */
export function firstInvoiceNumber(prefix: string, day: string): string {
  return documentNumber('INVOICE', prefix, financialYearOf(day), 1);
}
