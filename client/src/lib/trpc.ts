import type { AppRouter } from '@sevak/server';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCReact } from '@trpc/react-query';
import { messageText } from '../i18n/messages';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(url = '/trpc') {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url,
        maxItems: 20,
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

export type TrpcError = TRPCClientError<AppRouter>;

/** What each procedure returns as the client receives it (JSON: dates arrive as ISO strings). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * What to tell the user about a failed call, in their language: the server's first field message,
 * else its message, else the fallback. The server sends each by key (rendered from the
 * catalogue) and in English (shown while the catalogue is not there).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isServerError(error)) return fallback;
  const errors: unknown = error.data?.errors;
  const english = (Array.isArray(errors) ? errors.find((entry): entry is string => typeof entry === 'string' && entry !== '') : undefined) || error.message;
  const [first] = error.data?.messages ?? [];
  if (first) return messageText(first, english || fallback);
  return english || fallback;
}

/**
 * True when the server answered with an error. A network failure also surfaces as a
 * TRPCClientError, but its message ("Failed to fetch") is the browser's, not one for people.
 */
export function isServerError(error: unknown): error is TrpcError {
  return error instanceof TRPCClientError && error.data != null;
}
