import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  fromExcelCell,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  message,
  MSG,
  REQUIRED_IMPORT_FIELDS,
  type ImportColumn,
  type ImportFate,
  type ImportKind,
  type Message,
  type MessageKey,
} from '@sevak/shared';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';
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
    language: ['Preferred language', 'Customer language', 'Lang', 'Bhasha'],
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
    // The Hindi names of the fields, as the import screen shows them, are headers too.
    const hindi: Record<string, string> = messagesHi.csv.columns[kind];
    for (const [field, label] of Object.entries(columns)) known.set(headerKey(label), field);
    for (const [field, words] of [...Object.entries(synonyms), ...Object.entries(hindi).map(([field, word]) => [field, [word]] as const)]) {
      for (const word of words) if (!known.has(headerKey(word))) known.set(headerKey(word), field);
    }
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
  /**
   * The rows below the header, in the file's order, `size` at a time: parsed as they are asked
   * for, so an import holds one slice of the file's rows, never all of them. Read once.
   */
  rows(size: number): AsyncGenerator<FileRow[]>;
}

/**
 * A row's outcome as an import checks it: why it cannot be imported and what importing it does,
 * by key (the report adds each in English for REST callers).
 */
export interface PlannedRow {
  /** The row's number as Excel shows it. */
  row: number;
  fate: ImportFate;
  /** Whom or what the row is about. */
  label: string;
  errors: Message[];
  notes: Message[];
}

/** A slice of the file's rows, checked: each row's outcome, and how to save the slice. */
export interface CheckedSlice {
  rows: PlannedRow[];
  /** Writes the slice's rows; only called while no row of the file so far has an error. */
  save(): Promise<void>;
}

/**
 * An import checking a file a slice at a time, in the file's order. What a row is checked against
 * (the business's records, the file's earlier rows) is as the file began: a slice saved before the
 * next is checked changes nothing of the next one's outcome, so a dry run says what the import does.
 */
export interface ImportChecker {
  /** How many rows it checks at once. */
  sliceRows: number;
  check(rows: FileRow[]): Promise<CheckedSlice>;
  /** The records saved, or a dry run's to be saved; complete once every slice is checked. */
  summary(): { label: MessageKey; count: number }[];
  /** Once every slice is saved: what only the whole file can break (the plan's room for new customers). */
  finish(): Promise<void>;
}

const badFile = (said: MessageKey | Message) => new AppError('BAD_REQUEST', said);

/** csv-parse's refusal, said for a person with the file open in Excel or a text editor. */
function malformedFile(error: CsvError): AppError {
  const { lines, records } = error as CsvError & { lines?: number; records?: number };
  const where = lines ? message(MSG.import.file.atLine, { line: lines }) : '';
  const row = (records ?? 0) + 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return badFile(message(MSG.import.file.quoteNotClosed, { row }));
    case 'INVALID_OPENING_QUOTE':
      return badFile(message(MSG.import.file.quoteInCell, { row, where }));
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return badFile(message(MSG.import.file.textAfterQuote, { row, where }));
    default:
      return badFile(message(MSG.import.file.notCsv, { where }));
  }
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

const PARSE_OPTIONS = { bom: true, relax_column_count: true, trim: true, skip_empty_lines: false } as const;

/** The file's text given to the parser this much at a time, so the records come as they are read. */
export const PIECE_CHARS = 64 * 1024;

/** The text in pieces that never split a surrogate pair: each half alone would be read as U+FFFD. */
function* piecesOf(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + PIECE_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** The file's records (blank lines too, as ['']), parsed as they are asked for. */
async function* recordsOf(text: string): AsyncGenerator<string[]> {
  try {
    // pipe() waits for the parser's records to be taken before giving it the next piece.
    for await (const cells of Readable.from(piecesOf(text)).pipe(parse(PARSE_OPTIONS))) yield cells as string[];
  } catch (error) {
    if (error instanceof CsvError) throw malformedFile(error);
    throw error;
  }
}

/** The most line breaks of either kind: a file has no more records than this plus one. */
function lineBreaks(text: string): number {
  let newlines = 0;
  let returns = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines += 1;
  for (let at = text.indexOf('\r'); at !== -1; at = text.indexOf('\r', at + 1)) returns += 1;
  return Math.max(newlines, returns);
}

/**
 * Refuses a file of more rows than an import takes, saying how many it has, before a row is
 * checked. Only a file with more lines than that is read through to count its rows.
 */
async function assertRowsWithinLimit(text: string): Promise<void> {
  if (lineBreaks(text) <= MAX_IMPORT_ROWS) return;
  let rows = -1; // the header is not a row
  for await (const cells of recordsOf(text)) if (!isBlank(cells)) rows += 1;
  if (rows > MAX_IMPORT_ROWS) {
    throw badFile(message(MSG.import.file.tooManyRows, { rows: rows.toLocaleString('en-IN'), maximum: MAX_IMPORT_ROWS.toLocaleString('en-IN') }));
  }
}

/**
 * The file's header, and its rows to read. Blank rows are skipped but keep their numbers, so each
 * row's number is the one Excel shows. A file that is not CSV, not UTF-8, empty or too long is refused.
 */
export async function openImportFile(text: string): Promise<ImportFile> {
  // A file saved as UTF-16 ("Unicode Text") is full of NULs; one saved in an 8-bit code page has bytes UTF-8 cannot read.
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw badFile(MSG.import.file.notUtf8);
  }
  await assertRowsWithinLimit(text);
  const records = recordsOf(text);
  let recordsRead = 0;
  let header: string[] | undefined;
  while (!header) {
    const next = await records.next();
    if (next.done) throw badFile(MSG.import.file.empty);
    recordsRead += 1;
    if (!isBlank(next.value)) header = next.value.map((cell) => fromExcelCell(cell).trim());
  }
  // The first row is read now, so a file of a header alone is refused before its columns are mapped.
  let first: FileRow | undefined;
  while (!first) {
    const next = await records.next();
    if (next.done) throw badFile(MSG.import.file.noRows);
    recordsRead += 1;
    if (!isBlank(next.value)) first = { row: recordsRead, cells: next.value };
  }
  async function* rows(size: number): AsyncGenerator<FileRow[]> {
    let slice: FileRow[] = [first!];
    for await (const cells of records) {
      recordsRead += 1;
      if (isBlank(cells)) continue;
      if (slice.length === size) {
        yield slice;
        slice = [];
      }
      slice.push({ row: recordsRead, cells });
    }
    yield slice;
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

/** A field by its header word, in the reader's language: `Customer name`. */
const fieldName = (kind: ImportKind, field: string): Message => message((MSG.csv.columns[kind] as Record<string, MessageKey>)[field]!);

/** Fields by their header words: `Customer name and Phone`. */
const fieldNames = (kind: ImportKind, fields: readonly string[]): Message =>
  fields
    .map((field) => fieldName(kind, field))
    .reduce((first, second) => message(MSG.import.file.twoFields, { first, second }));

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
    if (index === undefined) {
      throw badFile(message(MSG.import.file.noSuchColumn, { column: text, field: fieldName(kind, field), columns: header.filter(Boolean).join(', ') }));
    }
    columns.set(field, index);
  }

  const other: ImportKind = kind === 'customers' ? 'products' : 'customers';
  const otherColumns = guessColumns(other, header);
  const looksLikeOther = REQUIRED_IMPORT_FIELDS[other].every((field) => otherColumns.has(field)) && otherColumns.size > columns.size;
  const missing = REQUIRED_IMPORT_FIELDS[kind].filter((field) => !columns.has(field));
  if (missing.length > 0 || (looksLikeOther && Object.keys(chosen).length === 0)) {
    const columnsOfFile = header.filter(Boolean).join(', ');
    throw badFile(
      looksLikeOther
        ? message(other === 'customers' ? MSG.import.file.looksLikeCustomers : MSG.import.file.looksLikeProducts, {
            columns: columnsOfFile,
            fields: fieldNames(kind, REQUIRED_IMPORT_FIELDS[kind]),
          })
        : message(MSG.import.file.missingColumns, { fields: fieldNames(kind, missing), columns: columnsOfFile }),
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
export function raggedRowProblem(row: FileRow, header: string[]): Message | undefined {
  const extra = row.cells.slice(header.length).some((cell) => cell.trim() !== '');
  if (row.cells.length < header.length || extra) return message(MSG.import.rows.ragged, { cells: row.cells.length, columns: header.length });
  return undefined;
}
