import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, TalliedTable } from '@sevak/db';
import type { ListQuery } from '@sevak/shared';

/** LIMIT/OFFSET for a page; a list asked for without a page is returned whole. */
export function pageOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, input: ListQuery) {
  if (input.page === undefined) return query;
  return query.limit(input.pageSize).offset((input.page - 1) * input.pageSize);
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The size of a business's whole list of `table`, kept by triggers in `row_tallies`: one indexed
 * row instead of counting every row of a long list on every page.
 */
export async function talliedTotal(db: Kysely<Database>, businessId: string, table: TalliedTable): Promise<number> {
  const row = await tallyOf(db, businessId, table).executeTakeFirst();
  return row?.row_count ?? 0;
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
