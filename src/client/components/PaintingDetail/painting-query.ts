import type { Trpc } from '../../trpc';

/** Painting data refetches every 5 seconds (spec §9): a painting's page and the gallery's lists. */
export const PAINTINGS_REFETCH_MS = 5000;

/** One painting, polled (a painting's page and its quick view: a sale elsewhere shows at once). */
export function paintingQuery(trpc: Trpc, id: number) {
  return trpc.catalogue.painting.queryOptions(
    { id },
    {
      // A painting that is not there is not polled for.
      refetchInterval: (query) => (query.state.status === 'error' ? false : PAINTINGS_REFETCH_MS),
    },
  );
}
