import { z } from 'zod';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * The input of every list: a page, a search and a sort. Without `page` a list is returned whole
 * (what the REST facade's callers get when they send no paging).
 */
export const listQuery = <const Fields extends readonly [string, ...string[]]>(sortFields: Fields) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
    sortBy: z.enum(sortFields).optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
  });

export type ListQuery<Field extends string = string> = {
  page?: number | undefined;
  pageSize: number;
  search: string;
  sortBy?: Field | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
};

/** One page of a list and the size of the whole (filtered) list. */
export interface Page<T> {
  items: T[];
  total: number;
}
