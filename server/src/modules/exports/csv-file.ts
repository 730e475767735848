import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import { toExcelCell } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { csvDateOf } from '../../lib/csv-cells';
import { keysetPages, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { FileAnswer, type ScopedRead } from '../../operations/file-answer';

/*
 * A list as a CSV file Excel opens as it is: UTF-8 with a byte-order mark (without it Excel reads
 * हिंदी as mojibake), CRLF line ends, a header row in words, and every cell quoted by csv-stringify
 * where it needs to be (a comma, a quote, a line break). Text cells go through `toExcelCell`
 * (shared/src/csv/columns.ts), which keeps a phone's or a PIN's leading zero and never lets a
 * cell start a formula; amounts are plain numbers and dates dd-mm-yyyy (lib/csv-cells.ts).
 */

/** The file's columns: each cell's key and its header, in order. */
export type CsvColumns = Readonly<Record<string, string>>;

/** One row of a file, a cell for each of its columns. */
export type CsvRecord<Columns extends CsvColumns> = Record<keyof Columns, string>;

/** A text cell: empty for none, as Excel shows it otherwise. */
export const textCell = (value: string | null | undefined): string => (value ? toExcelCell(value) : '');

/**
 * Reads a keyset-ordered list a page at a time: given the page's database (a transaction of its
 * own), where the last page ended and how many rows a page has.
 */
export type PageReader<Row> = (db: Kysely<Database>, after: KeysetPosition | undefined, limit: number) => Promise<KeysetPage<Row>>;

/** Every page of `readPage`, each read `inScope`, `deps.config.exportPageRows` rows at a time. */
export function pagesOf<Row>(deps: AppDeps, inScope: ScopedRead, readPage: PageReader<Row>): AsyncGenerator<Row[]> {
  const limit = deps.config.exportPageRows;
  return keysetPages((after) => inScope((db) => readPage(db, after, limit)));
}

/**
 * The file `<name>-<dd-mm-yyyy>.csv` of `columns`: the rows `pages` reads, page by page as the
 * client takes them, each row as one record or several. The header goes out with the first page,
 * so a failure reading it is answered as an error rather than as a file cut short. `pages` must
 * read only through the `inScope` it is given: the call's own transaction (`deps.db`) has ended
 * by then.
 */
export function csvFile<Columns extends CsvColumns, Row>(
  deps: AppDeps,
  name: string,
  columns: Columns,
  pages: (inScope: ScopedRead) => AsyncIterable<Row[]>,
  recordsOf: (row: Row) => CsvRecord<Columns> | CsvRecord<Columns>[],
): FileAnswer {
  const keys = Object.keys(columns) as (keyof Columns)[];
  const header = keys.map((key) => columns[key]!);
  const fileName = `${name}-${csvDateOf(deps.clock.now(), deps.config.businessTimeZone)}.csv`;
  return new FileAnswer('text/csv; charset=utf-8', fileName, async function* (inScope) {
    let first = true;
    for await (const page of pages(inScope)) {
      const rows = page.flatMap<CsvRecord<Columns>>(recordsOf).map((record) => keys.map((key) => record[key]));
      yield stringify(first ? [header, ...rows] : rows, { bom: first, record_delimiter: 'windows' });
      first = false;
    }
    if (first) yield stringify([header], { bom: true, record_delimiter: 'windows' });
  });
}
