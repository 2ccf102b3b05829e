import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's query defaults: data never goes stale and is neither retried nor
 * refetched on window focus unless a query says otherwise (session, settings).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
