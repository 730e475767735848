import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefresh, type Change } from './invalidation';
import { errorMessage } from './trpc';
import { COMMON } from '../i18n/common';

/**
 * The toasts of spec §8: a success sentence, or a failure made of the operation's prefix
 * ("Failed to create product: ") and the server's message (else the fallback).
 */
export function useNotify() {
  const { message } = App.useApp();
  const { t } = useTranslation(COMMON);
  return {
    success: (text: string) => void message.success(text),
    error: (text: string) => void message.error(text),
    failure: (prefix: string, error: unknown, fallback: string = t('somethingWentWrong')) =>
      void message.error(`${prefix}${errorMessage(error, fallback)}`),
  };
}

export interface FeedbackOptions<Variables> {
  /** The success toast: "Product created successfully". */
  success: string;
  /**
   * What failed, without the reason: "Failed to create product". The toast adds the server's
   * message ("Failed to create product: Name is taken") or, without one, shows just this.
   */
  failure: string;
  /** False where spec §8 gives the failure toast without the server's reason. */
  withReason?: boolean;
  /** The kind of change: what it makes stale is refreshed (lib/invalidation.ts). */
  refreshes?: Change;
  /** What the screen does next (close a dialog, leave the page); awaited. */
  after?: (variables: Variables) => unknown;
}

export interface MutationFeedback<Variables> {
  onSuccess: (data: unknown, variables: Variables) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * The toasts and refresh of a tRPC mutation, as its `onSuccess` and `onError`:
 * `trpc.admin.products.delete.useMutation(feedback({ success, failure, refreshes: 'product' }))`.
 */
export function useMutationFeedback() {
  const notify = useNotify();
  const refresh = useRefresh();
  return <Variables = unknown>({
    success,
    failure,
    withReason = true,
    refreshes,
    after,
  }: FeedbackOptions<Variables>): MutationFeedback<Variables> => ({
    onSuccess: async (_data: unknown, variables: Variables) => {
      notify.success(success);
      await after?.(variables);
      // Not awaited: the screen moves on (a create form empties at once) while the lists refetch.
      if (refreshes) void refresh(refreshes);
    },
    onError: (error: unknown) => (withReason ? notify.failure(`${failure}: `, error, failure) : notify.error(failure)),
  });
}
