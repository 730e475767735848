import { PAGE_SIZE } from '@sevak/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ZodType } from 'zod';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<Field extends string> {
  page: number;
  search: string;
  sortBy: Field | undefined;
  sortOrder: SortOrder | undefined;
  /** The input of the list procedure for this state. */
  input: { page: number; pageSize: number; search: string; sortBy?: Field; sortOrder?: SortOrder };
  setPage(page: number): void;
  setSearch(search: string): void;
  setSort(sortBy: Field | undefined, sortOrder: SortOrder | undefined): void;
}

/**
 * A table's page, search and sort, kept in the URL (?page=2&search=ravi&sortBy=name&sortOrder=asc)
 * so back, forward and reload show the same rows.
 */
export function useListParams<Field extends string>(sortFields: readonly Field[]): ListParams<Field> {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const rawSortBy = params.get('sortBy');
  const sortBy = sortFields.find((field) => field === rawSortBy);
  const rawOrder = params.get('sortOrder');
  const sortOrder: SortOrder | undefined = sortBy && (rawOrder === 'asc' || rawOrder === 'desc') ? rawOrder : undefined;

  const update = useSearchParamsUpdate();

  const input = useMemo(
    () => ({ page, pageSize: PAGE_SIZE, search, ...(sortBy ? { sortBy } : {}), ...(sortOrder ? { sortOrder } : {}) }),
    [page, search, sortBy, sortOrder],
  );

  return {
    page,
    search,
    sortBy,
    sortOrder,
    input,
    setPage: (next) => update({ page: String(next) }),
    setSearch: (next) => update({ search: next.trim(), page: undefined }),
    setSort: (field, order) => update({ sortBy: order ? field : undefined, sortOrder: order, page: undefined }),
  };
}

/**
 * Changes some of the URL's search parameters and keeps the others: undefined or '' removes
 * one, and page 1 is the default page, so it is left out.
 */
export function useSearchParamsUpdate() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
}

/**
 * One more choice of a list kept in the URL beside its page (?filter=today, ?payment=PAID):
 * undefined when absent or when `schema` (the shared input's field) refuses it. A new choice
 * starts the list again at page 1.
 */
export function useListChoice<Value extends string>(
  key: string,
  schema: ZodType<Value | undefined>,
): [Value | undefined, (next: Value | undefined) => void] {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const raw = params.get(key);
  const parsed = raw === null ? undefined : schema.safeParse(raw);
  const value = parsed?.success ? parsed.data : undefined;
  const choose = useCallback((next: Value | undefined) => update({ [key]: next, page: undefined }), [update, key]);
  return [value, choose];
}
