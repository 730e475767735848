import type { Page } from '@sevak/shared';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { InferQueryLikeData, InferQueryLikeInput, QueryLike } from '@trpc/react-query/shared';
import type { AnyTRPCProcedure, AnyTRPCRootTypes } from '@trpc/server';
import type { SearchOption } from '../components/SearchSelect';
import { trpc } from './trpc';

/** What a SearchSelect shows: the options for what was typed, and whether they are loading. */
export interface SearchOptions {
  options: SearchOption[];
  loading: boolean;
}

type Answer<Procedure> = InferQueryLikeData<Procedure>;
/** One record the procedure answers, whether it answers a list or a page of one. */
type ItemOf<Procedure> = Answer<Procedure> extends Page<infer Item> ? Item : Answer<Procedure> extends (infer Item)[] ? Item : never;

/** How many records a pick list built on a paged list offers at a time. */
const OPTIONS_SHOWN = 20;

interface SearchOptionsSettings {
  /** Off: no call, no options (a pick list that waits for another field). */
  enabled?: boolean;
  /** Keep the last answer's options while the next one loads; off where they would be wrong. */
  keepPrevious?: boolean;
}

/**
 * A SearchSelect's options: what `procedure` answers for `input` (which carries what was
 * typed), each record as its id and `label(record)`.
 */
export function useSearchOptions<Procedure extends QueryLike<AnyTRPCRootTypes, AnyTRPCProcedure>>(
  procedure: Procedure,
  input: InferQueryLikeInput<Procedure>,
  label: (item: ItemOf<Procedure>) => string,
  { enabled = true, keepPrevious = true }: SearchOptionsSettings = {},
): SearchOptions {
  type Item = ItemOf<Procedure> & { id: string };
  const answer = procedure.useQuery(input, {
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  }) as UseQueryResult<Page<Item> | Item[]>;
  const items = !enabled || !answer.data ? [] : Array.isArray(answer.data) ? answer.data : answer.data.items;
  return {
    options: items.map((item) => ({ value: item.id, label: label(item) })),
    loading: enabled && answer.isFetching,
  };
}

/** A page of a list used as a pick list: the first matches of what was typed, A to Z. */
export const firstMatchesByName = (search: string) =>
  ({ page: 1, pageSize: OPTIONS_SHOWN, search, sortBy: 'name', sortOrder: 'asc' }) as const;

/** The product pick list (purchases, enquiries): the best few products matching what was typed. */
export function useProductOptions(search: string): SearchOptions {
  return useSearchOptions(trpc.admin.products.options, { search }, (product) => product.name);
}

/** The product-category pick list (products, sub-categories). */
export function useCategoryOptions(search: string): SearchOptions {
  return useSearchOptions(trpc.admin.productCategories.list, firstMatchesByName(search), (category) => category.name);
}
