import type { UseQueryResult } from '@tanstack/react-query';
import type { InferQueryLikeData, QueryLike } from '@trpc/react-query/shared';
import type { AnyTRPCProcedure, AnyTRPCRootTypes } from '@trpc/server';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutationFeedback, type FeedbackOptions, type MutationFeedback } from './notify';
import type { TrpcError } from './trpc';

/** A procedure that saves a record: `trpc.admin.products.create`. */
interface SaveProcedure<Input> {
  useMutation(feedback: MutationFeedback<Input>): { mutateAsync(input: Input): Promise<unknown>; isPending: boolean };
}

/** How a record's form saves (SaveForm takes these): the screen's create or update call. */
export interface SaveProps<Data> {
  saving: boolean;
  onSubmit: (data: Data) => Promise<unknown>;
}

/**
 * A create form's save: `<ProductForm {...useCreateRecord(trpc.admin.products.create, { success,
 * failure, refreshes: 'product' })} />`. A saved form empties, ready for the next record.
 */
export function useCreateRecord<Input>(
  procedure: SaveProcedure<Input>,
  feedback: FeedbackOptions<Input>,
): SaveProps<Input> & { resetOnSave: true } {
  const create = procedure.useMutation(useMutationFeedback()(feedback));
  return { saving: create.isPending, onSubmit: (data) => create.mutateAsync(data), resetOnSave: true };
}

/** A row's delete, `remove(id)`, with its toasts and refresh; RowActions asks for confirmation first. */
export function useDeleteRecord(procedure: SaveProcedure<{ id: string }>, feedback: FeedbackOptions<{ id: string }>) {
  const remove = procedure.useMutation(useMutationFeedback()(feedback));
  return (id: string) => remove.mutateAsync({ id });
}

interface EditRecordOptions<Get, Values, Data> extends Omit<FeedbackOptions<unknown>, 'after'> {
  /** The record's procedure, called with the id in the screen's path: `trpc.admin.products.get`. */
  get: Get;
  update: SaveProcedure<{ id: string; data: Data }>;
  /** The form's starting values, from the saved record. */
  formValues: (saved: InferQueryLikeData<Get>) => Values;
  /** Where a save leads: back one page unless given (spec §2). */
  then?: string;
}

/**
 * An update screen (/update/product/:id): the record of the path's id, and its form's save.
 * The form shows once the record has loaded (WhenLoaded), starting from `formValues(record)`.
 */
export function useEditRecord<Get extends QueryLike<AnyTRPCRootTypes, AnyTRPCProcedure>, Values, Data>({
  get,
  update,
  formValues,
  then,
  ...feedback
}: EditRecordOptions<Get, Values, Data>) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = get.useQuery({ id }) as UseQueryResult<InferQueryLikeData<Get>, TrpcError>;
  const save = update.useMutation(
    useMutationFeedback()({ ...feedback, after: () => (then === undefined ? navigate(-1) : navigate(then)) }),
  );
  return {
    record,
    form: {
      saving: save.isPending,
      initialValues: record.data === undefined ? undefined : formValues(record.data),
      onSubmit: (data: Data) => save.mutateAsync({ id, data }),
    },
  };
}
