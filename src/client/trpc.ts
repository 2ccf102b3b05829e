import { LARGE_BODY_CALLS, MAX_BATCH_CALLS } from '@shared/api';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '@shared/locale';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router';

/**
 * The app's one tRPC handle, and where it comes from.
 *
 * There is no module-level client or query cache: each router (one per page load in the browser, one per request
 * on the server) gets a client (`createHttpTrpcClient()` in the browser, an in-process one from the server) and its
 * own query cache (`createAppRouter`). Loaders read the handle from the router context (`context.trpc`); components
 * from `useTRPC()`, which the router's `TRPCProvider` feeds with the same client and cache. Query-options helpers
 * take the handle as their first parameter, so a loader and its screen build the same query.
 */
export type TrpcClient = TRPCClient<AppRouter>;
export type Trpc = TRPCOptionsProxy<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const withCookie: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
const largeBodies = new Set<string>(LARGE_BODY_CALLS);

/**
 * The browser's client: batched calls to /trpc with the session cookie and the page's language (`x-shop-locale`,
 * so the server answers in it), after `before` (a test's local answers); a call that carries a file
 * (LARGE_BODY_CALLS) goes alone to its own route, which takes its larger body.
 */
export function createHttpTrpcClient(before: TRPCLink<AppRouter>[] = [], locale: Locale = DEFAULT_LOCALE): TrpcClient {
  const headers = { [LOCALE_HEADER]: locale };
  return createTRPCClient<AppRouter>({
    links: [
      ...before,
      splitLink({
        condition: (op) => largeBodies.has(op.path),
        true: httpLink({ url: '/trpc', fetch: withCookie, headers }),
        false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_CALLS, fetch: withCookie, headers }),
      }),
    ],
  });
}

/** The handle over `client` and `queryClient`: what loaders get as `context.trpc` (TRPCProvider builds the same). */
export function createTrpc(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/**
 * One query's options built once per handle (and `key`): building them walks tRPC's proxy and serialises the query
 * key, ~0.05 ms a time, which the settings' sixty-odd readers, the session's and the cart's did on every render (4 ms
 * of a page's hydration, ×4–8 on a phone). The same object each time is also what TanStack Query compares cheaply.
 */
export function optionsPerHandle<T, K = undefined>(build: (trpc: Trpc, key: K) => T): (trpc: Trpc, key: K) => T {
  const built = new WeakMap<Trpc, Map<K, T>>();
  return (trpc, key) => {
    const byKey = built.get(trpc) ?? new Map<K, T>();
    built.set(trpc, byKey);
    if (!byKey.has(key)) byKey.set(key, build(trpc, key));
    return byKey.get(key) as T;
  };
}
