import { keepPreviousData } from '@tanstack/react-query';
import { parsePage } from '../../list-page';
import type { Trpc } from '../../trpc';
import { PAINTINGS_REFETCH_MS } from '../PaintingDetail/painting-query';

/** The list counts as fresh for 2 seconds (spec §9). */
const PAINTINGS_STALE_MS = 2000;

/** The gallery's tabs (their names: `paintingPage.tab.<value>`). */
export const PAINTING_TABS = [{ value: 'all' }, { value: 'originals' }, { value: 'prints' }] as const;
export type PaintingTab = (typeof PAINTING_TABS)[number]['value'];

/** One page of a tab's paintings (or of the archive, issue 43), paged by the server; the previous page stays while the next one loads. */
export function paintingsQuery(trpc: Trpc, list: PaintingTab | 'archive', page: number | undefined) {
  return trpc.catalogue.paintingPage.queryOptions(
    { list, page },
    { refetchInterval: PAINTINGS_REFETCH_MS, staleTime: PAINTINGS_STALE_MS, placeholderData: keepPreviousData },
  );
}

export interface PaintingsSearch {
  tab?: 'originals' | 'prints';
  page?: number;
}

/** The tab named in the URL (undefined for the default, All Artwork) and its page (undefined for the first). */
export function parsePaintingsSearch(raw: Record<string, unknown>): PaintingsSearch {
  const page = parsePage(raw.page);
  return {
    ...(raw.tab === 'originals' || raw.tab === 'prints' ? { tab: raw.tab } : {}),
    ...(page ? { page } : {}),
  };
}

/** The archive's page named in the URL (undefined for the first). */
export function parseArchiveSearch(raw: Record<string, unknown>): { page?: number } {
  const page = parsePage(raw.page);
  return page === undefined ? {} : { page };
}
