import type { QueryClient } from '@tanstack/react-query';
import type { Trpc, TrpcClient } from './trpc';

/**
 * What every route's loader and head get: the router's own query cache, the tRPC handle over it (over HTTP in
 * the browser, in-process when the server renders; components get the same through `useTRPC()`), the shop's
 * public origin for canonical links, and where this render happens.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: TrpcClient;
  origin: string;
  /** 'server' while rendering HTML: per-visitor data (session, cart) is left to the browser. */
  rendering: 'server' | 'browser';
}
