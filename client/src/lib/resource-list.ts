import type { ListQuery, Page } from '@sevak/shared';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { InferQueryLikeData, InferQueryLikeInput, QueryLike } from '@trpc/react-query/shared';
import type { AnyTRPCProcedure, AnyTRPCRootTypes } from '@trpc/server';
import { useListParams, type ListParams } from './list-params';
import type { TrpcError } from './trpc';

/** A procedure answering one page of a list: `trpc.admin.products.list`. */
type ListProcedure = QueryLike<AnyTRPCRootTypes, AnyTRPCProcedure>;

type SortFieldOf<Procedure> = InferQueryLikeInput<Procedure> extends { sortBy?: infer Field } ? NonNullable<Field> & string : never;
type AnswerOf<Procedure> = InferQueryLikeData<Procedure> extends Page<unknown> ? InferQueryLikeData<Procedure> : never;
/** What the list takes besides page, search and sort: the employee whose visits, a report's range. */
type FiltersOf<Procedure> = Omit<InferQueryLikeInput<Procedure>, keyof ListQuery>;

/** A list screen's rows: the page, search and sort in the URL, and the server's answer for them. */
export interface ResourceList<Answer extends Page<unknown>, Field extends string = string> {
  params: ListParams<Field>;
  result: UseQueryResult<Answer, TrpcError>;
}

/**
 * The rows of a list screen, for DataTable: `useResourceList(trpc.admin.products.list,
 * PRODUCT_SORT_FIELDS)`. The sort fields are the shared schema's; a new page or search keeps
 * the rows shown until its own arrive.
 */
export function useResourceList<Procedure extends ListProcedure>(
  procedure: Procedure,
  sortFields: readonly SortFieldOf<Procedure>[],
  ...[filters]: Partial<FiltersOf<Procedure>> extends FiltersOf<Procedure>
    ? [filters?: FiltersOf<Procedure>]
    : [filters: FiltersOf<Procedure>]
): ResourceList<AnswerOf<Procedure>, SortFieldOf<Procedure>> {
  const params = useListParams(sortFields);
  const result = procedure.useQuery({ ...params.input, ...filters }, { placeholderData: keepPreviousData });
  return { params, result: result as UseQueryResult<AnswerOf<Procedure>, TrpcError> };
}
