import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, TalliedTable } from '@sevak/db';
import type { ListQuery, Page } from '@sevak/shared';

/** Which rows of a list to read: `limit` rows after the first `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** The rows a page asks for; undefined (all of them) when a list is asked for without a page. */
export function windowOf(input: Pick<ListQuery, 'page' | 'pageSize'>): RowWindow | undefined {
  return input.page === undefined ? undefined : { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
}

/** LIMIT/OFFSET for a page; a list asked for without a page is returned whole. */
export function pageOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, input: ListQuery) {
  if (input.page === undefined) return query;
  return query.limit(input.pageSize).offset((input.page - 1) * input.pageSize);
}

/** How a list can be sorted: each field's column, the field it sorts by unless asked, and the column that breaks ties. */
export interface ListSort<Field extends string> {
  columns: Record<Field, string>;
  byDefault: Field;
  /** Rows equal in the sort field come in this order first (newest first, say), then by `tiebreak`. */
  then?: readonly [column: string, order: 'asc' | 'desc'];
  tiebreak: string;
}

/**
 * One page of a list in the order asked for (`listOrder`), and the size of the whole (filtered)
 * list from `total` (a count, or a kept tally).
 */
export async function listPage<DB, TB extends keyof DB, O, Field extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  input: ListQuery<Field>,
  sort: ListSort<Field>,
  total: () => Promise<number>,
): Promise<Page<O>> {
  const [items, count] = await Promise.all([pageOf(inListOrder(rows, input, sort), input).execute(), total()]);
  return { items, total: count };
}

/**
 * One page of a searched list and the size of the whole match, in one read: the search's matches
 * are found once and counted as the page is cut from them, instead of found once for the page
 * and again for the count. For a search, which matches a few thousand rows at most; never for a
 * whole list or a broad filter, where counting in the page's own query is the slowest way (every
 * row of the business would be read to cut ten). A page past the end counts with `recount`.
 */
export async function searchedPage<DB, TB extends keyof DB, O, Field extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  input: ListQuery<Field>,
  sort: ListSort<Field>,
  recount: () => Promise<number>,
): Promise<Page<O>> {
  const withCount = rows.select(sql<number>`count(*) over ()`.as('matchCount'));
  // The selection's type is lost through the generic builder; each row is the page's row and its count.
  const counted = (await pageOf(inListOrder(withCount, input, sort), input).execute()) as unknown as (O & { matchCount: number })[];
  if (counted.length === 0) return { items: [], total: input.page !== undefined && input.page > 1 ? await recount() : 0 };
  return { items: counted.map(withoutMatchCount<O>), total: Number(counted[0]!.matchCount) };
}

/** `rows` ordered as `input` asks (`listOrder`). */
function inListOrder<DB, TB extends keyof DB, O, Field extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  input: ListQuery<Field>,
  sort: ListSort<Field>,
): SelectQueryBuilder<DB, TB, O> {
  return listOrder(input, sort).reduce((ordered, term) => ordered.orderBy(sql.ref(term.column), term.order), rows);
}

function withoutMatchCount<O>({ matchCount: _count, ...row }: O & { matchCount: number }): O {
  return row as O;
}

/** One column of a list's ORDER BY and its direction. */
export interface OrderTerm {
  column: string;
  order: 'asc' | 'desc';
}

/**
 * The ORDER BY of a list sorted as `input` asks: the field (unless told otherwise, the default
 * field, a date, newest first, and any other from the top), then `then`, then the tiebreak.
 */
export function listOrder<Field extends string>(input: Pick<ListQuery<Field>, 'sortBy' | 'sortOrder'>, sort: ListSort<Field>): OrderTerm[] {
  const field = input.sortBy ?? sort.byDefault;
  const order = input.sortOrder ?? (field === sort.byDefault ? 'desc' : 'asc');
  return [
    { column: sort.columns[field], order },
    ...(sort.then ? [{ column: sort.then[0], order: sort.then[1] }] : []),
    { column: sort.tiebreak, order: 'asc' as const },
  ];
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether `search` could be part of a phone number as Sevak keeps them: digits, after a + at most
 * (every phone is saved through the phoneNumber schema's normalizing). A search is looked for in
 * phone columns only then: "Kulkarni" cannot be in one, and each such look is a trigram scan of
 * the business's phones that finds nothing.
 */
export function couldBeInPhone(search: string): boolean {
  return /^(?:\+\d*|\d+)$/.test(search);
}

/**
 * A search in a phone column, for a search's OR: `column ILIKE %search%`, or FALSE when the
 * search cannot be in a phone (couldBeInPhone), which PostgreSQL drops from the OR as it plans.
 */
export function phoneContains(column: string, search: string): RawBuilder<SqlBool> {
  return couldBeInPhone(search) ? sql<SqlBool>`${sql.ref(column)} ilike ${containsPattern(search)}` : sql<SqlBool>`false`;
}

/**
 * The size of a business's whole list of `table`, kept by triggers in `row_tallies`: one indexed
 * row instead of counting every row of a long list on every page.
 */
export async function talliedTotal(db: Kysely<Database>, businessId: string, table: TalliedTable): Promise<number> {
  const row = await tallyOf(db, businessId, table).executeTakeFirst();
  return row?.row_count ?? 0;
}

/**
 * The size of `table` across every business (the operator's lists): the sum of one tally per
 * business, read off row_tallies_table_idx, never a count of the platform's rows.
 */
export async function platformTotal(db: Kysely<Database>, table: TalliedTable): Promise<number> {
  const row = await db
    .selectFrom('row_tallies')
    .where('table_name', '=', table)
    .select(sql<number>`coalesce(sum(row_count), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The tally as a query, to read inside a larger query (no row until the business's first). */
export function tallyOf(db: Kysely<Database>, businessId: string, table: TalliedTable) {
  return db.selectFrom('row_tallies').where('business_id', '=', businessId).where('table_name', '=', table).select('row_count');
}

/** How many rows `query` finds, whatever it selects. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.clearSelect().select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  // The selection's type is lost through the generic builder; the query selects exactly `total`.
  return (row as { total: number }).total;
}

/**
 * `column = any(array(subquery))`: the same rows as `column in (subquery)`, but PostgreSQL can
 * read it through the column's index and OR it with other indexed conditions (a search's
 * trigram matches) in one bitmap scan, instead of testing every row of the business.
 */
export function isAnyOf(column: string, subquery: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(array(${subquery}))`;
}
