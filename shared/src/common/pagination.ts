import { z } from 'zod';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * A list's page and search, in every list's input and the reports'. Without `page` a list is
 * returned whole (what the REST facade's callers get when they send no paging).
 */
export const pagingFields = {
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(1_000_000, 'Page must be at most 1,000,000')
    .optional(),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
};

/** The input of every list: a page, a search and a sort. */
export const listQuery = <const Fields extends readonly [string, ...string[]]>(sortFields: Fields) =>
  z.object({
    ...pagingFields,
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
