import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/**
 * What every route's loader and head get: the query cache, the tRPC options
 * proxy (over HTTP in the browser, in-process when the server renders), the
 * shop's public origin for canonical links, and where this render happens.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  origin: string;
  /** 'server' while rendering HTML: per-visitor data (session, cart) is left to the browser. */
  rendering: 'server' | 'browser';
}
