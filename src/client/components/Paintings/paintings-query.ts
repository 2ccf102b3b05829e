import type { Trpc } from '../../trpc';

/** Painting data refetches every 5 seconds; the list counts as fresh for 2 (spec §9). */
export const PAINTINGS_REFETCH_MS = 5000;
export const PAINTINGS_STALE_MS = 2000;

export const PAINTING_TABS = [
  { value: 'all', label: 'All Artwork' },
  { value: 'originals', label: 'Original Paintings' },
  { value: 'prints', label: 'Art Prints' },
] as const;
export type PaintingTab = (typeof PAINTING_TABS)[number]['value'];

export function paintingsQuery(trpc: Trpc, list: PaintingTab) {
  return trpc.catalogue.paintings.queryOptions(
    { list },
    { refetchInterval: PAINTINGS_REFETCH_MS, staleTime: PAINTINGS_STALE_MS },
  );
}

export function paintingQuery(trpc: Trpc, id: number) {
  return trpc.catalogue.painting.queryOptions(
    { id },
    {
      // A painting that is not there is not polled for.
      refetchInterval: (query) => (query.state.status === 'error' ? false : PAINTINGS_REFETCH_MS),
    },
  );
}

/** The tab named in the URL, or undefined for the default (All Artwork). */
export function parsePaintingsSearch(raw: Record<string, unknown>): { tab?: 'originals' | 'prints' } {
  return raw.tab === 'originals' || raw.tab === 'prints' ? { tab: raw.tab } : {};
}
