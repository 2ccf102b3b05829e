import { ISLAND_ROUTES } from '@shared/island-routes';
import { localeBasepath } from '@shared/locale-path';
import { createRouter, useRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactNode } from 'react';
import { CenteredLoader } from './components/CenteredLoader';
import { NotFound } from './components/NotFound';
import { SettingsProvider } from './features/settings';
import type { PageMessages } from './i18n/catalogues';
import { IntlContext, shopIntl } from './i18n/intl';
import { IslandAreasRecord } from './islands/island-areas';
import { IslandQueriesRecord } from './islands/island-queries';
import { NavProvider } from './nav/nav';
import { ROUTER_NAV } from './nav/router-nav';
import { createQueryClient } from './query-client';
import { routeTree } from './route-tree.gen';
import type { RouterContext } from './router-context';
import { stringifySearch } from './search-params';
import { createTrpc, TRPCProvider } from './trpc';

/**
 * The one router, for the browser and for server rendering alike, with its own query cache (a new one per
 * server request). The cache travels with the server-rendered page; the router provides it to every component
 * (QueryClientProvider) together with the tRPC handle the loaders use (TRPCProvider, read with `useTRPC()`) and
 * the page's formatter (IntlContext: `useT()`, `useLocale()`).
 *
 * The language is the page's, fixed for the router's life: a French page's router has the base path `/fr`, so
 * every route, `<Link>` and redirect stays under it with no link knowing; switching language is a full page load.
 */
export function createAppRouter({
  trpcClient,
  messages,
  ...rest
}: Pick<
  RouterContext,
  'trpcClient' | 'origin' | 'rendering' | 'locale' | 'pageStyles' | 'builtStyles' | 'islandAreas' | 'islandQueries'
> & {
  messages: PageMessages | null;
}) {
  const queryClient = createQueryClient();
  const intl = shopIntl(rest.locale, messages);
  const trpc = createTrpc(trpcClient, queryClient);
  const context: RouterContext = { ...rest, intl, queryClient, trpcClient, trpc };
  const router = createRouter({
    routeTree,
    context,
    basepath: localeBasepath(rest.locale),
    // Lists as repeated keys (`?size=M&size=L`), as the list pages' GET forms and the REST search write them.
    stringifySearch,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: CenteredLoader,
    scrollRestoration: keepScrollAtHydration((): boolean => drawnAsIslands(router)),
    InnerWrap: RouterTrpcProvider,
  });
  // A page drawn as islands carries the queries its islands read, as JSON (`island-queries.ts`), and no router's data
  // of them: no router takes that page over.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: { shouldDehydrateQuery: () => !drawnAsIslands(router) },
  });
  return router;
}

/** Whether the router's page (its deepest route) is drawn as islands (`shared/island-routes.ts`). */
export function drawnAsIslands(router: { state: { matches: readonly { routeId: string }[] } }): boolean {
  return ISLAND_ROUTES.has(router.state.matches.at(-1)?.routeId ?? '');
}

/**
 * Scroll restoration for every client-side navigation, but not for the render that takes over the server's page: a
 * shopper who scrolled (or followed a `#` link) before the script came stays where they are, where the router would
 * scroll them back to the top when hydration ends. A reload's position is the browser's own (the router hands it
 * back on `pagehide`). In a page the browser renders alone there is nothing to keep.
 *
 * On the server it says whether the page carries the router's inline script that restores a position it saved: not a
 * page drawn as islands (`islandsPage`), which no router takes over, so none saves one; the script's first read of
 * `sessionStorage` was 9–12 ms of the HTML's parse at 1× in Lighthouse's run (its storage opened for nothing).
 */
function keepScrollAtHydration(islandsPage: () => boolean): () => boolean {
  if (typeof window === 'undefined') return () => !islandsPage();
  let hydrating = '$_TSR' in window;
  return () => {
    if (!hydrating) return true;
    hydrating = false;
    return false;
  };
}

/** `useTRPC()` for every component (the router context's client and query cache, the loaders' own), and the settings. */
function RouterTrpcProvider({ children }: { children: ReactNode }) {
  const { trpcClient, queryClient, intl, islandAreas, islandQueries } = useRouter().options.context;
  return (
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <IntlContext value={intl}>
        <IslandAreasRecord value={islandAreas ?? null}>
          <IslandQueriesRecord value={islandQueries ?? null}>
            <NavProvider nav={ROUTER_NAV}>
              <SettingsProvider>{children}</SettingsProvider>
            </NavProvider>
          </IslandQueriesRecord>
        </IslandAreasRecord>
      </IntlContext>
    </TRPCProvider>
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
