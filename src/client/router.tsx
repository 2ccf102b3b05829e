import { createRouter } from '@tanstack/react-router';
import { CenteredLoader } from './components/CenteredLoader';
import { NotFound } from './components/NotFound';
import { routeTree } from './route-tree.gen';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: CenteredLoader,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
