import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { OrderTerm } from './list-query';

/*
 * Keyset reading: a long list read a page at a time in its own order, each page starting after
 * the last row of the one before (`WHERE (key, id) > (last key, last id)`), never with OFFSET,
 * which would read and throw away every earlier row again for each page. A page is found on the
 * index that gives the order, however deep into the list it is, and a row added or removed
 * between two pages moves no other row into or out of the pages still to come.
 */

/**
 * The SQL type a key is compared as. Keys travel as text and are cast back, so a timestamp keeps
 * its microseconds (a JavaScript Date would round them, and a page would start at the row it ended on).
 */
export type KeyType = 'text' | 'uuid' | 'date' | 'timestamptz' | 'numeric' | 'bigint';

/** A column of a keyset read's order. */
export interface KeyColumn {
  /** A column ('v.visit_date') or an expression (an invoice's balance). */
  column: string | RawBuilder<unknown>;
  order: 'asc' | 'desc';
  type: KeyType;
  /** A key that may be null: PostgreSQL puts nulls last ascending and first descending. */
  nullable?: boolean;
}

/** Where a page ended: its last row's keys, as text. */
export type KeysetPosition = readonly (string | null)[];

export interface KeysetPage<Row> {
  rows: Row[];
  /** Where the next page starts; undefined after the last page. */
  next: KeysetPosition | undefined;
}

/** A column's SQL type as a key, and whether it may be null (a left join's). */
export type KeyTypeOf = KeyType | { type: KeyType; nullable: true };

/**
 * A list's order (`listOrder`) as keys: each column's type, and its expression where the column
 * is a select's alias (which WHERE cannot name).
 */
export function keysOf(
  terms: readonly OrderTerm[],
  types: Readonly<Record<string, KeyTypeOf>>,
  expressions: Readonly<Record<string, RawBuilder<unknown>>> = {},
): KeyColumn[] {
  return terms.map(({ column, order }) => {
    const type = types[column];
    if (!type) throw new Error(`No key type for the sort column ${column}`);
    return { column: expressions[column] ?? column, order, ...(typeof type === 'string' ? { type } : type) };
  });
}

const expressionOf = (key: Pick<KeyColumn, 'column'>) => (typeof key.column === 'string' ? sql.ref(key.column) : key.column);
const keyAlias = (index: number) => `keyset_${index}`;

/** Rows after `position` in the order of `keys`: a key past its value, all keys before it equal. */
function afterPosition(keys: readonly KeyColumn[], position: KeysetPosition): RawBuilder<SqlBool> {
  const valueOf = (index: number) => sql`cast(${position[index]} as ${sql.raw(keys[index]!.type)})`;
  const equal = (key: KeyColumn, index: number) =>
    position[index] === null ? sql`${expressionOf(key)} is null` : sql`${expressionOf(key)} = ${valueOf(index)}`;
  const past = (key: KeyColumn, index: number): RawBuilder<unknown> | undefined => {
    const expression = expressionOf(key);
    // Ascending, nulls come last: nothing is past them. Descending, they come first: every value is.
    if (position[index] === null) return key.order === 'desc' ? sql`${expression} is not null` : undefined;
    const beyond = sql`${expression} ${sql.raw(key.order === 'asc' ? '>' : '<')} ${valueOf(index)}`;
    return key.order === 'asc' && key.nullable ? sql`(${beyond} or ${expression} is null)` : beyond;
  };
  const alternatives = keys.flatMap((key, index) => {
    const step = past(key, index);
    return step ? [sql`(${sql.join([...keys.slice(0, index).map(equal), step], sql` and `)})`] : [];
  });
  if (alternatives.length === 0) return sql<SqlBool>`false`;
  const after = sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
  // The same condition, plus a bound on the first key alone that PostgreSQL can start an index scan at.
  const first = keys[0]!;
  if (first.nullable || position[0] === null) return after;
  return sql<SqlBool>`${expressionOf(first)} ${sql.raw(first.order === 'asc' ? '>=' : '<=')} ${valueOf(0)} and ${after}`;
}

/** The ORDER BY of `keys` (or of a list's order terms). */
export function keyOrder(keys: readonly Pick<KeyColumn, 'column' | 'order'>[]): RawBuilder<unknown> {
  return sql.join(keys.map((key) => sql`${expressionOf(key)} ${sql.raw(key.order)}`));
}

/**
 * The `limit` rows of `query` that follow `after` (from the first without it) in the order of
 * `keys`, whose last key must be unique (an id), as a query: each row as `query` selects it, plus
 * its keys as text. Read it alone (`readKeysetPage`), or as the page of a larger query that reads
 * the rows' details and keeps the key columns for `nextPosition`.
 */
export function keysetPageQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly KeyColumn[],
  after: KeysetPosition | undefined,
  limit: number,
) {
  const keyed = query.select(keys.map((key, index) => sql<string | null>`cast(${expressionOf(key)} as text)`.as(keyAlias(index))));
  return (after ? keyed.where(afterPosition(keys, after)) : keyed).orderBy(keyOrder(keys)).limit(limit);
}

/** The columns `keysetPageQuery` adds to a page's rows, by name, for a query that reads the page to select too. */
export const keysetColumns = (keys: readonly KeyColumn[]): string[] => keys.map((_key, index) => keyAlias(index));

/**
 * Where the page after `found` starts, from its last row's key columns (`keysetPageQuery`, read
 * alone or within a larger query that keeps them): undefined unless a full page says there may be more.
 */
export function nextPosition(found: readonly Record<string, unknown>[], keys: readonly KeyColumn[], limit: number): KeysetPosition | undefined {
  const last = found.at(-1);
  if (!last || found.length < limit) return undefined;
  return keys.map((_key, index) => {
    const key = last[keyAlias(index)];
    // A query that read the page without selecting its keys would otherwise end the list here, silently.
    if (key === undefined) throw new Error(`A keyset page's rows lack ${keyAlias(index)}: select keysetColumns(keys) from the page`);
    return key as string | null;
  });
}

/** The `limit` rows of `query` that follow `after` in the order of `keys` (see `keysetPageQuery`). */
export async function readKeysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly KeyColumn[],
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<O>> {
  const found = (await keysetPageQuery(query, keys, after, limit).execute()) as Record<string, unknown>[];
  const rows = found.map((row) => {
    const own = { ...row };
    keys.forEach((_key, index) => delete own[keyAlias(index)]);
    return own as O;
  });
  return { rows, next: nextPosition(found, keys, limit) };
}

/**
 * Every row of a keyset read, one page after another: `read` is given where the last page ended.
 * The next page is asked for as soon as a page arrives, so the database reads it while the caller
 * works on this one (an export writing its CSV): with PostgreSQL, a process of its own, the two
 * overlap on two cores instead of taking turns (embedded PGlite runs on the server's own thread,
 * so there it only changes the order). At most one page is read ahead, and a caller that stops
 * early leaves only that read to finish unused.
 */
export async function* keysetPages<Row>(read: (after: KeysetPosition | undefined) => Promise<KeysetPage<Row>>): AsyncGenerator<Row[]> {
  let page = await read(undefined);
  for (;;) {
    const coming = page.next ? read(page.next) : undefined;
    // Its failure is thrown where it is awaited below; a caller that stopped early never awaits it.
    coming?.catch(() => undefined);
    if (page.rows.length > 0) yield page.rows;
    if (!coming) return;
    page = await coming;
  }
}
