import { PAGE_SIZE } from '@sevak/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<Field extends string> {
  page: number;
  search: string;
  sortBy: Field | undefined;
  sortOrder: SortOrder | undefined;
  /** The input of the list procedure for this state. */
  query: { page: number; pageSize: number; search: string; sortBy?: Field; sortOrder?: SortOrder };
  setPage(page: number): void;
  setSearch(search: string): void;
  setSort(sortBy: Field | undefined, sortOrder: SortOrder | undefined): void;
}

/**
 * A table's page, search and sort, kept in the URL (?page=2&search=ravi&sortBy=name&sortOrder=asc)
 * so back, forward and reload show the same rows.
 */
export function useListParams<Field extends string>(sortFields: readonly Field[]): ListParams<Field> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const rawSortBy = params.get('sortBy');
  const sortBy = sortFields.find((field) => field === rawSortBy);
  const rawOrder = params.get('sortOrder');
  const sortOrder: SortOrder | undefined = sortBy && (rawOrder === 'asc' || rawOrder === 'desc') ? rawOrder : undefined;

  const update = useCallback(
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

  const query = useMemo(
    () => ({ page, pageSize: PAGE_SIZE, search, ...(sortBy ? { sortBy } : {}), ...(sortOrder ? { sortOrder } : {}) }),
    [page, search, sortBy, sortOrder],
  );

  return {
    page,
    search,
    sortBy,
    sortOrder,
    query,
    setPage: (next) => update({ page: String(next) }),
    setSearch: (next) => update({ search: next.trim(), page: undefined }),
    setSort: (field, order) => update({ sortBy: order ? field : undefined, sortOrder: order, page: undefined }),
  };
}
