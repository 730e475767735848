import { CsvError, parse } from 'csv-parse/sync';
import {
  fromExcelCell,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_FIELDS,
  type ImportColumn,
  type ImportKind,
  type ImportRowOutcome,
} from '@sevak/shared';
import { AppError } from '../../errors/app-error';

/*
 * An import's file, read: its rows parsed by csv-parse (quotes, commas and line breaks inside
 * cells, a byte-order mark), and each field of the import matched to a column, from the header
 * words a person or another program is likely to have written, or as the person chose.
 */

/** Header words, beyond the export's own, that name each field (compared without case, spaces or punctuation). */
const SYNONYMS: { [K in ImportKind]: Record<keyof (typeof IMPORT_COLUMNS)[K], string[]> } = {
  customers: {
    name: ['Name', 'Full name', 'Customer', 'Customer full name', 'Client name', 'Client', 'नाम', 'ग्राहक', 'ग्राहक का नाम'],
    phone: [
      'Phone number', 'Phone no', 'Mobile', 'Mobile number', 'Mobile no', 'Mob no', 'Contact', 'Contact number', 'Contact no',
      'WhatsApp', 'WhatsApp number', 'Customer phone', 'Customer mobile', 'फ़ोन', 'फोन', 'मोबाइल', 'मोबाइल नंबर',
    ],
    email: ['E-mail', 'Email address', 'Email ID', 'Mail', 'ईमेल'],
    address: ['Customer address', 'Full address', 'पता'],
    pinCode: ['PIN', 'Pincode', 'Postal code', 'ZIP', 'ZIP code', 'पिन कोड'],
    gstin: ['GST number', 'GST no', 'GSTIN number', 'Customer GSTIN'],
    stateCode: ['State', 'GST state code', 'Place of supply'],
    product: ['Product name', 'Item', 'Item name', 'Model', 'उत्पाद'],
    serialNumber: ['Serial no', 'Serial', 'Machine serial number'],
    billNumber: ['Bill no', 'Bill', 'Invoice number', 'Invoice no', 'Invoice'],
    purchaseDate: ['Invoice date', 'Bill date', 'Date of purchase', 'Date'],
    price: ['Amount', 'Rate', 'Selling price', 'Sale price', 'MRP', 'Bill amount', 'कीमत'],
    warrantyStart: ['Warranty start date', 'Warranty from', 'Warranty starts'],
    warrantyEnd: ['Warranty end date', 'Warranty till', 'Warranty upto', 'Warranty up to', 'Warranty expiry', 'Warranty expiry date', 'Warranty ends'],
  },
  products: {
    name: ['Product', 'Name', 'Item', 'Item name', 'Model', 'उत्पाद'],
    category: ['Product category', 'श्रेणी'],
    subCategory: ['Sub category', 'Subcategory', 'Product sub-category'],
    price: ['Selling price', 'Sale price', 'MRP', 'Rate', 'Amount', 'कीमत'],
    quantity: ['Qty', 'Stock', 'In stock', 'Units'],
    hsnCode: ['HSN', 'HSN/SAC', 'HSN no'],
    gstRate: ['GST', 'GST %', 'GST percent', 'Tax rate'],
  },
};

/** 'Mobile No.' and 'mobile_no' are the same header; Devanagari keeps its vowel signs. */
const headerKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

/** Each import's header keys → field: the export's own words first, then the synonyms. */
const FIELD_OF_HEADER = Object.fromEntries(
  (Object.keys(IMPORT_COLUMNS) as ImportKind[]).map((kind) => {
    const known = new Map<string, string>();
    const columns: Record<string, string> = IMPORT_COLUMNS[kind];
    const synonyms: Record<string, string[]> = SYNONYMS[kind];
    for (const [field, label] of Object.entries(columns)) known.set(headerKey(label), field);
    for (const [field, words] of Object.entries(synonyms)) for (const word of words) if (!known.has(headerKey(word))) known.set(headerKey(word), field);
    return [kind, known];
  }),
) as Record<ImportKind, Map<string, string>>;

export interface FileRow {
  /** The row's number as Excel shows it (the header is row 1). */
  row: number;
  cells: string[];
}

export interface ImportFile {
  header: string[];
  rows: FileRow[];
}

/** An import checked row by row: every row's outcome, the records it would save, and how to save them. */
export interface ImportPlan {
  rows: ImportRowOutcome[];
  summary: { label: string; count: number }[];
  /** Writes every row; only called when no row has an error. */
  save(): Promise<void>;
}

const badFile = (message: string) => new AppError('BAD_REQUEST', message);

/** csv-parse's refusal, said for a person with the file open in Excel or a text editor. */
function malformedFile(error: CsvError): AppError {
  const { lines, records } = error as CsvError & { lines?: number; records?: number };
  const where = lines ? ` (line ${lines} of the file)` : '';
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return badFile(
        `The file is not valid CSV: a quote (") opens a cell in row ${(records ?? 0) + 1} and is never closed, so the rest of the file would be one cell.`,
      );
    case 'INVALID_OPENING_QUOTE':
      return badFile(
        `The file is not valid CSV: row ${(records ?? 0) + 1}${where} has a quote (") in the middle of a cell. ` +
          'A cell with quotes must be in quotes itself, each quote inside it written twice ("").',
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return badFile(
        `The file is not valid CSV: row ${(records ?? 0) + 1}${where} has text after a quoted cell's closing quote. ` +
          'A quote inside a quoted cell must be written twice ("").',
      );
    default:
      return badFile(`The file is not valid CSV${where}. Save it from Excel as "CSV UTF-8 (Comma delimited)" and try again.`);
  }
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The file's header and its rows. Blank rows are skipped but keep their numbers, so each row's
 * number is the one Excel shows. A file that is not CSV, not UTF-8, empty or too long is refused.
 */
export function readImportFile(text: string): ImportFile {
  // A file saved as UTF-16 ("Unicode Text") is full of NULs; one saved in an 8-bit code page has bytes UTF-8 cannot read.
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw badFile('The file is not UTF-8 text. Save it from Excel as "CSV UTF-8 (Comma delimited)" and try again.');
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, trim: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw malformedFile(error);
    throw error;
  }
  const headerAt = records.findIndex((cells) => !isBlank(cells));
  if (headerAt === -1) throw badFile('The file is empty. Its first row must name the columns, as in the sample file.');
  const header = records[headerAt]!.map((cell) => fromExcelCell(cell).trim());
  const rows = records.flatMap((cells, index): FileRow[] => (index > headerAt && !isBlank(cells) ? [{ row: index + 1, cells }] : []));
  if (rows.length === 0) throw badFile('The file has a header row but no rows to import.');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badFile(
      `The file has ${rows.length.toLocaleString('en-IN')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} at a time. Split it into smaller files.`,
    );
  }
  return { header, rows };
}

/** Each field and the index of the column it is read from. */
export type ColumnMap<F extends string> = Partial<Record<F, number>>;

/** The columns each field would be read from, guessed from the header words alone. */
function guessColumns(kind: ImportKind, header: string[]): Map<string, number> {
  const guessed = new Map<string, number>();
  header.forEach((text, index) => {
    const field = FIELD_OF_HEADER[kind].get(headerKey(text));
    if (field && !guessed.has(field)) guessed.set(field, index);
  });
  return guessed;
}

const labelsOf = (kind: ImportKind, fields: readonly string[]) =>
  fields.map((field) => (IMPORT_COLUMNS[kind] as Record<string, string>)[field]!).join(' and ');

/**
 * The column of each field: guessed from the header row, then as `chosen` says (a header's text,
 * or '' for no column). Refused when a chosen header is not in the file, when a required field
 * has no column, or when the file is plainly the other import's (a customer file sent as products).
 */
export function mapColumns<F extends string>(kind: ImportKind, header: string[], chosen: Partial<Record<F, string>> = {}): ColumnMap<F> {
  const columns = guessColumns(kind, header);
  const headerIndex = new Map<string, number>();
  header.forEach((text, index) => {
    const key = text.toLowerCase();
    if (text && !headerIndex.has(key)) headerIndex.set(key, index);
  });
  for (const [field, text] of Object.entries(chosen) as [F, string | undefined][]) {
    if (text === undefined) continue;
    if (text === '') {
      columns.delete(field);
      continue;
    }
    const index = headerIndex.get(text.toLowerCase());
    if (index === undefined) throw badFile(`The file has no column "${text}" for ${labelsOf(kind, [field])}. Its columns are: ${header.filter(Boolean).join(', ')}.`);
    columns.set(field, index);
  }

  const other: ImportKind = kind === 'customers' ? 'products' : 'customers';
  const otherColumns = guessColumns(other, header);
  const looksLikeOther = REQUIRED_IMPORT_FIELDS[other].every((field) => otherColumns.has(field)) && otherColumns.size > columns.size;
  const missing = REQUIRED_IMPORT_FIELDS[kind].filter((field) => !columns.has(field));
  if (missing.length > 0 || (looksLikeOther && Object.keys(chosen).length === 0)) {
    const plural = kind === 'customers' ? 'customer' : 'product';
    const otherName = other === 'customers' ? 'customer' : 'product';
    const required = REQUIRED_IMPORT_FIELDS[kind];
    throw badFile(
      looksLikeOther
        ? `This looks like a ${otherName} file, not a ${plural} file: its columns are ${header.filter(Boolean).join(', ')}. ` +
            `Import it under ${other === 'customers' ? 'Customers' : 'Products'}, or choose its columns for ${labelsOf(kind, required)}.`
        : `The file has no column for ${labelsOf(kind, missing)}. Its columns are: ${header.filter(Boolean).join(', ')}. ` +
            'Name the columns as the sample file does, or choose which column holds each field.',
    );
  }
  return Object.fromEntries(columns) as ColumnMap<F>;
}

/** Every field of the import with the header of its column, for the answer. */
export function describeColumns(kind: ImportKind, header: string[], columns: ColumnMap<string>): ImportColumn[] {
  const required: readonly string[] = REQUIRED_IMPORT_FIELDS[kind];
  return Object.entries(IMPORT_COLUMNS[kind] as Record<string, string>).map(([field, label]) => {
    const index = columns[field];
    return { field, label, column: index === undefined ? null : header[index]!, required: required.includes(field) };
  });
}

/** A field's column as the file names it ("Mobile No"), or the export's word for a field with no column. */
export function columnNamer<F extends string>(kind: ImportKind, header: string[], columns: ColumnMap<F>): (field: F) => string {
  return (field) => {
    const index = columns[field];
    return (index !== undefined && header[index]) || (IMPORT_COLUMNS[kind] as Record<string, string>)[field]!;
  };
}

/** Headers of the file that no field reads. */
export function ignoredColumns(header: string[], columns: ColumnMap<string>): string[] {
  const read = new Set(Object.values(columns));
  return header.filter((text, index) => text !== '' && !read.has(index));
}

/**
 * The row's cell for each mapped field, as saved: a number Excel was told to keep as text
 * (`="0204567890"`) or an apostrophe's guard undone, and trimmed. An unmapped field is absent.
 */
export function cellsOf<F extends string>(row: FileRow, columns: ColumnMap<F>): Partial<Record<F, string>> {
  const cells: Partial<Record<F, string>> = {};
  for (const [field, index] of Object.entries(columns) as [F, number][]) cells[field] = fromExcelCell((row.cells[index] ?? '').trim()).trim();
  return cells;
}

/** The items by a key of each (a name in lower case): more than one where the key repeats. */
export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** A row whose cells do not line up with the header's columns. */
export function raggedRowProblem(row: FileRow, header: string[]): string | undefined {
  const extra = row.cells.slice(header.length).some((cell) => cell.trim() !== '');
  if (row.cells.length < header.length || extra) {
    return `This row has ${row.cells.length} cells but the header has ${header.length} columns: a comma is missing or extra, or a cell with a comma is not in quotes.`;
  }
  return undefined;
}
