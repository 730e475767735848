import { App, type FormInstance } from 'antd';
import { errorMessage } from './trpc';

/**
 * The toasts of spec §8: a success sentence, or a failure made of the operation's prefix
 * ("Failed to create product: ") and the server's message (else the fallback).
 */
export function useNotify() {
  const { message } = App.useApp();
  return {
    success: (text: string) => void message.success(text),
    failure: (prefix: string, error: unknown, fallback = 'Something went wrong. Please try again.') =>
      void message.error(`${prefix}${errorMessage(error, fallback)}`),
  };
}

interface FeedbackOptions<Variables> {
  /** The success toast: "Product created successfully". */
  success: string;
  /**
   * What failed, without the reason: "Failed to create product". The toast adds the server's
   * message ("Failed to create product: Name is taken") or, without one, shows just this.
   */
  failure: string;
  /** A form to empty on success (the create forms), before `after`. */
  resetForm?: FormInstance;
  /** What follows a success (refresh the lists, close a dialog, leave the page); awaited. */
  after?: (variables: Variables) => unknown;
}

/**
 * The toasts of a tRPC mutation, as its `onSuccess` and `onError`:
 * `trpc.admin.products.create.useMutation(feedback({ success, failure, resetForm, after }))`.
 */
export function useMutationFeedback() {
  const notify = useNotify();
  return <Variables = unknown>({ success, failure, resetForm, after }: FeedbackOptions<Variables>) => ({
    onSuccess: async (_data: unknown, variables: Variables) => {
      notify.success(success);
      resetForm?.resetFields();
      await after?.(variables);
    },
    onError: (error: unknown) => notify.failure(`${failure}: `, error, failure),
  });
}
