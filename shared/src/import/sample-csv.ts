import { IMPORT_COLUMNS, type ImportKind } from './import.schemas';

/*
 * The sample file the import screen offers: the export's header row and two rows that show the
 * shape (a customer's purchases one per row, an address with commas in quotes, dd-mm-yyyy dates,
 * the customer's language).
 * Fixed text: nothing in it depends on a business.
 */

const EXAMPLE_ROWS: Record<ImportKind, string[]> = {
  customers: [
    'Sunita Kale,9822011223,sunita.kale@example.in,"Flat 12, Shivaji Nagar, Pune 411005",411005,,,Hindi,RO Water Purifier 7L,AQ7L-0001,AQ-1001,15-11-2026,14999,15-11-2026,14-11-2027',
    'Rahul Deshmukh,9850034567,,"Plot 7, Market Yard, Pune 411037",411037,,,English,Water Softener 25L,,AQ-1002,02/11/2026,23000,,',
  ],
  products: [
    'RO Water Purifier 7L,Water Purifiers,RO Purifiers,14999,10,84212120,18',
    '"Water Softener 25L, Twin Column",Water Softeners,,23000,4,84212190,18',
  ],
};

/** The file name the sample downloads as. */
export const sampleCsvName = (kind: ImportKind) => `sevak-${kind}-sample.csv`;

/** The sample as a file's text, with the byte-order mark Excel needs to read it as UTF-8. */
export function sampleCsv(kind: ImportKind): string {
  const header = Object.values(IMPORT_COLUMNS[kind]).join(',');
  return `\uFEFF${[header, ...EXAMPLE_ROWS[kind]].join('\r\n')}\r\n`;
}
