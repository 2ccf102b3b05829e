import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** What every route's loader gets: the query cache and the tRPC options proxy. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
