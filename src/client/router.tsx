import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { CenteredLoader } from './components/CenteredLoader';
import { NotFound } from './components/NotFound';
import { routeTree } from './route-tree.gen';
import type { RouterContext } from './router-context';

/**
 * The one router, for the browser and for server rendering alike. The query
 * cache travels with the server-rendered page (and provides QueryClientProvider).
 */
export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: CenteredLoader,
    scrollRestoration: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
