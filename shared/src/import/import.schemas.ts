import { z } from 'zod';
import { CUSTOMER_CSV_COLUMNS, PRODUCT_CSV_COLUMNS } from '../csv/columns';
import { MSG, type Message } from '../i18n/messages.en';

/*
 * Importing customers (with their purchases) and products (with their categories) from a CSV
 * file: upload, column mapping, a dry run showing every row's fate, then saving all rows or none.
 * The columns are the export's (csv/columns.ts), so an exported file imports back unchanged.
 */

export const IMPORT_KINDS = ['customers', 'products'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type CustomerImportField = keyof typeof CUSTOMER_CSV_COLUMNS;
export type ProductImportField = keyof typeof PRODUCT_CSV_COLUMNS;

/** Each import's fields and the header words the export writes for them. */
export const IMPORT_COLUMNS = { customers: CUSTOMER_CSV_COLUMNS, products: PRODUCT_CSV_COLUMNS } as const;

/** The columns a file must have: without them no row could be matched or created. */
export const REQUIRED_IMPORT_FIELDS = {
  customers: ['name', 'phone'] satisfies CustomerImportField[],
  products: ['name', 'price'] satisfies ProductImportField[],
} as const;

/** The most rows (besides the header) one file may hold. */
export const MAX_IMPORT_ROWS = 20_000;
/** The largest file the REST door takes (the size MSG.import.tooLarge says): 20,000 customers with long addresses need about 4 MB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The longest header a mapping may name. */
const MAX_HEADER_LENGTH = 200;

/** A REST query string says `true` or `false`; tRPC sends a boolean. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: MSG.import.dryRun,
});

/** A JSON object in a query string; anything else is left for the schema to refuse. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The mapping a person chose: field → the header of the column that holds it ('' reads the field
 * from no column). Fields left out keep the mapping guessed from the header row.
 */
const columnMapping = <F extends string>(fields: readonly [F, ...F[]]) => {
  const header = z.string({ error: MSG.import.columns }).trim().max(MAX_HEADER_LENGTH, MSG.import.columns).optional();
  // An object of optional fields rather than a record: the record schema would add to the code every screen loads.
  const mapping = z.object(Object.fromEntries(fields.map((field) => [field, header])) as Record<F, typeof header>, {
    error: MSG.import.columns,
  });
  // A field the import does not have is refused as the whole mapping is: what it names is unclear.
  const known = (value: unknown) => {
    const parsed = parsedJson(value);
    const namesUnknownField =
      typeof parsed === 'object' && parsed !== null && Object.keys(parsed).some((key) => !(fields as readonly string[]).includes(key));
    return namesUnknownField ? null : parsed;
  };
  return z
    .preprocess(known, mapping)
    .describe(
      'For each field, the header of the column that holds it, as a JSON object (`{"phone":"Mobile No"}`); ' +
        'an empty header reads the field from no column. Fields left out are guessed from the header row.',
    );
};

const fieldsOf = <T extends object>(columns: T) => Object.keys(columns) as [keyof T & string, ...(keyof T & string)[]];

const importInput = <F extends string>(fields: readonly [F, ...F[]]) =>
  z.object({
    csv: z.string({ error: MSG.import.noFile }).max(MAX_IMPORT_BYTES, MSG.import.tooLarge),
    /** Check every row and say what would happen, saving nothing. */
    dryRun: flag.default(true),
    columns: columnMapping(fields).optional(),
  });

export const importCustomersInput = importInput(fieldsOf(CUSTOMER_CSV_COLUMNS));
export const importProductsInput = importInput(fieldsOf(PRODUCT_CSV_COLUMNS));
export type ImportCustomersInput = z.infer<typeof importCustomersInput>;
export type ImportProductsInput = z.infer<typeof importProductsInput>;

/** What becomes of a row: a new record, a change to one, nothing at all, or a refusal. */
export type ImportFate = 'new' | 'update' | 'unchanged' | 'error';

export interface ImportRowOutcome {
  /** The row's number as Excel shows it: the header is row 1, the first record row 2. */
  row: number;
  fate: ImportFate;
  /** Whom or what the row is about: "Sunita Kale, 9822011223", or a product's name. */
  label: string;
  /** Why the row cannot be imported, each naming its column, in English; empty unless the fate is `error`. */
  errors: string[];
  /** What importing the row does, in English: "New customer", "New purchase AQ-101", "Changes Email, Address". */
  notes: string[];
  /** The same errors and notes by key, for a screen to say them in its reader's language. */
  messages: { errors: Message[]; notes: Message[] };
}

/** A count of the records an import saves: "New customers", 120. */
export interface ImportTally {
  /** In English. */
  label: string;
  /** The label by key. */
  message: Message;
  count: number;
}

export interface ImportColumn {
  field: string;
  /** The field's header word, as the export writes it (in English; `MSG.csv.columns` names it in other languages). */
  label: string;
  /** The header of the file's column read for this field; null when none is. */
  column: string | null;
  required: boolean;
}

export interface ImportReport {
  kind: ImportKind;
  dryRun: boolean;
  /** True once every row is saved; a dry run saves nothing. */
  saved: boolean;
  /** The file's header row, as written. */
  header: string[];
  /** Every field of the import and the column it is read from. */
  columns: ImportColumn[];
  /** Headers of the file that no field reads. */
  ignoredColumns: string[];
  counts: Record<ImportFate, number> & { rows: number };
  /** In the file's order. */
  rows: ImportRowOutcome[];
  /** The records saved, or a dry run's records to be saved: "New customers: 120" (the label in English, and by key). */
  summary: ImportTally[];
}
