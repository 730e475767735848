import type { Language } from '../i18n/language';
import { csvMessagesEn } from './messages.en';

/*
 * The CSV files a shop exports and imports back: the header words of the customer and product
 * files (the export writes them, the import screen recognises them), and how a cell is written so
 * that Excel shows it as it was saved.
 */

/**
 * The customer file: one row per purchase, the customer's own columns repeated on each; a
 * customer without a purchase has one row with the purchase columns empty. The PIN code is read
 * from the address (Sevak keeps no separate PIN), so an import takes the address and may ignore it.
 * Dates are `dd-mm-yyyy`, the price a plain number of rupees, the language `English` or `Hindi`.
 * The header words are the catalogue's English (a file is written in English; screens name each
 * field in their reader's language from `MSG.csv.columns`).
 */
export const CUSTOMER_CSV_COLUMNS = csvMessagesEn.columns.customers;

/** The product file: one row per product; the GST rate in percent (18, 0.25), the price in rupees. */
export const PRODUCT_CSV_COLUMNS = csvMessagesEn.columns.products;

/** A customer's language as the customer file writes it; an import also reads `en`, `hi` and `हिन्दी`. */
export const CSV_LANGUAGE_WORDS: Record<Language, string> = { en: 'English', hi: 'Hindi' };

/** Text Excel would read as a number: a phone, PIN, bill or HSN code, losing a leading 0 or +. */
const NUMBER_LIKE = /^\+?\d+$/;
/** Text Excel would run as a formula (OWASP "CSV injection"), after any apostrophes of our own guard. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

/**
 * A text cell as an exported file writes it. Digits are written as the formula `="0204567890"`,
 * which Excel, LibreOffice and Google Sheets show as that text, zeros and all (quoting alone does
 * not stop Excel from making it a number, and a phone of 12 digits would become 9.19822E+11).
 * Text that would start a formula (a name typed as `=HYPERLINK(…)`) gets an apostrophe in front,
 * so opening the file never runs what a customer typed. `fromExcelCell` undoes both.
 */
export function toExcelCell(text: string): string {
  if (NUMBER_LIKE.test(text)) return `="${text}"`;
  if (FORMULA_LIKE.test(text)) return `'${text}`;
  return text;
}

/**
 * A cell of a file as its text: what `toExcelCell` wrote comes back as it was saved, and any
 * other cell (a file typed by hand, or saved again by Excel, which writes `="0204…"` as 0204…)
 * is left as it is. An import reads every cell through this.
 */
export function fromExcelCell(cell: string): string {
  const asText = /^="([^"]*)"$/.exec(cell);
  if (asText) return asText[1]!;
  if (/^'+[=+\-@\t\r]/.test(cell)) return cell.slice(1);
  return cell;
}
