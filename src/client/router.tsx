import { createRouter, useRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactNode } from 'react';
import { CenteredLoader } from './components/CenteredLoader';
import { NotFound } from './components/NotFound';
import { createQueryClient } from './query-client';
import { routeTree } from './route-tree.gen';
import type { RouterContext } from './router-context';
import { createTrpc, TRPCProvider } from './trpc';

/**
 * The one router, for the browser and for server rendering alike, with its own query cache (a new one per
 * server request). The cache travels with the server-rendered page; the router provides it to every component
 * (QueryClientProvider) together with the tRPC handle the loaders use (TRPCProvider, read with `useTRPC()`).
 */
export function createAppRouter({ trpcClient, ...rest }: Pick<RouterContext, 'trpcClient' | 'origin' | 'rendering'>) {
  const queryClient = createQueryClient();
  const context: RouterContext = { ...rest, queryClient, trpcClient, trpc: createTrpc(trpcClient, queryClient) };
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: CenteredLoader,
    scrollRestoration: true,
    InnerWrap: RouterTrpcProvider,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

/** `useTRPC()` for every component: the router context's client and query cache, the loaders' own. */
function RouterTrpcProvider({ children }: { children: ReactNode }) {
  const { trpcClient, queryClient } = useRouter().options.context;
  return (
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      {children}
    </TRPCProvider>
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
