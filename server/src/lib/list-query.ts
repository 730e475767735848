import type { SelectQueryBuilder } from 'kysely';
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
