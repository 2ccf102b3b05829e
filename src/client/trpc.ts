import { DEFAULT_LOCALE, type Locale } from '@shared/locale';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, type TRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router';
import { loadOnce } from './load-once';

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

/** A failure outside tRPC's own links (a file that did not load, a REST answer), as the client's error. */
function clientError(error: unknown): TRPCClientError<AppRouter> {
  return TRPCClientError.from(error instanceof Error ? error : new Error(String(error)));
}

/**
 * A link that loads the one after it (`load`) with the first call that reaches it, and passes every call on to it; a
 * load that failed (the phone went offline) fails its calls and is tried again with the next. A link `load` already
 * has is used at once.
 */
export function lazyLink<R extends AnyRouter>(load: () => TRPCLink<R> | Promise<TRPCLink<R>>): TRPCLink<R> {
  return (runtime) => {
    let ready: ReturnType<TRPCLink<R>> | undefined;
    let loading: Promise<ReturnType<TRPCLink<R>>> | undefined;
    return ({ op, next }) => {
      if (ready) return ready({ op, next });
      if (!loading) {
        const now = load();
        if (!(now instanceof Promise)) {
          ready = now(runtime);
          return ready({ op, next });
        }
        loading = now.then((link) => link(runtime));
      }
      const waiting = loading;
      return observable((observer) => {
        let inner: Unsubscribable | undefined;
        let closed = false;
        waiting.then(
          (operationLink) => {
            ready = operationLink;
            if (!closed) inner = operationLink({ op, next }).subscribe(observer);
          },
          (error: unknown) => {
            loading = undefined;
            observer.error(clientError(error));
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      });
    };
  };
}

/** tRPC's HTTP transport's module, loaded once for the page (every client of it then has it at once). */
const transport = loadOnce(() => import('./trpc-transport'));

export const loadTransport = transport.load;

/**
 * Fetches the transport ahead of need (the page's entries call it when the browser is idle a while after the first
 * view): a shopper's first tap that asks the server (add to cart) then waits for no file. A failed fetch is tried
 * again by the first call.
 */
export const prefetchTransport = transport.prefetch;

/** The transport in `locale`: at once when the page has loaded it, else once it has. */
function transportIn(locale: Locale): TRPCLink<AppRouter> | Promise<TRPCLink<AppRouter>> {
  return transport.loaded()?.httpTransport(locale) ?? loadTransport().then((loaded) => loaded.httpTransport(locale));
}

/** The session check (spec §4: on mount, focus and reconnect, on every page) and its documented REST path. */
export const SESSION_CHECK = { path: 'account.sessionCheck', url: '/api/session-check' } as const;

/**
 * The session check asked at its documented REST path (`GET /api/session-check`, the same procedure's answer), so a
 * page whose islands ask nothing else (a first visit's home, category, product or painting) loads no tRPC transport;
 * a failed check fails as the tRPC call did (and is retried as it was).
 */
const sessionCheckLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    op.path !== SESSION_CHECK.path
      ? next(op)
      : observable((observer) => {
          fetch(SESSION_CHECK.url, { credentials: 'include', cache: 'no-store', signal: op.signal ?? null })
            .then(async (response) => {
              if (!response.ok) throw new Error(`The session check answered ${response.status}`);
              observer.next({ result: { type: 'data', data: await response.json() } });
              observer.complete();
            })
            .catch((error: unknown) => observer.error(clientError(error)));
        });

/**
 * The browser's client: the session check at its REST path, the rest through tRPC's HTTP transport
 * (`trpc-transport.ts`), loaded with the first call that needs it; after `before` (a test's local answers).
 */
export function createHttpTrpcClient(before: TRPCLink<AppRouter>[] = [], locale: Locale = DEFAULT_LOCALE): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [...before, sessionCheckLink, lazyLink(() => transportIn(locale))],
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
