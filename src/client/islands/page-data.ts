import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

type Queries = DehydratedState['queries'];

/** What the router's scripts in a server-rendered page leave on `window` (router-core's SSR, with the query cache's). */
interface RouterPageData {
  router?: { dehydratedData?: { query?: { initial?: Queries; stream?: ReadableStream<Queries> } } };
}

/**
 * The server's query cache, from the page the server sent, into `queryClient`: the same data the app's router takes
 * up when it hydrates (`setupRouterSsrQueryIntegration`), which the page's scripts left in `window.$_TSR`; the
 * queries the render sent after the first are read from its stream as they come.
 */
export function takePageQueries(queryClient: QueryClient): void {
  const query = (window as { $_TSR?: RouterPageData }).$_TSR?.router?.dehydratedData?.query;
  if (query?.initial) hydrate(queryClient, { queries: query.initial, mutations: [] });
  const reader = query?.stream?.getReader();
  if (!reader) return;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      hydrate(queryClient, { queries: value, mutations: [] });
    }
  })().catch(() => undefined);
}
