import { QueryClient } from '@tanstack/react-query';

/** Cached lists stay fresh five minutes and a failed call is not retried (spec §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
