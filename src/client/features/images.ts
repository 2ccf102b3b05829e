import { type ImageSet, isShopImageUrl, MAX_IMAGE_SET_URLS } from '@shared/images';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { type TrpcClient, useTRPCClient } from '../trpc';

/**
 * The image sets this visit knows, in the query cache under one key: a set by the URL the catalogue stores, `null`
 * for a URL known to have none. Loaders fill it with the images their page shows (`ensureImageSets`), so the server's
 * HTML carries those sets and no others; an image drawn later (cart, search, quick view) asks for its own.
 */
export const IMAGE_SETS_KEY = ['imageSets'] as const;
export type ImageSetMap = Record<string, ImageSet | null>;

/** The sets being fetched, per cache: a loader and a component asking for the same URL share one call. */
const inFlight = new WeakMap<QueryClient, Map<string, Promise<void>>>();

function flightsOf(queryClient: QueryClient): Map<string, Promise<void>> {
  let flights = inFlight.get(queryClient);
  if (!flights) {
    flights = new Map();
    inFlight.set(queryClient, flights);
  }
  return flights;
}

/** The sets known so far (none while nothing asked). */
export const knownImageSets = (queryClient: QueryClient): ImageSetMap =>
  queryClient.getQueryData<ImageSetMap>(IMAGE_SETS_KEY) ?? {};

/**
 * Fetches the sets of the shop images among `urls` that are not known yet (one `catalogue.images` call per 100) and
 * merges them into the map, a URL without a set as `null`. A failed call records its URLs as `null` too: they are
 * drawn as plain images rather than waiting for ever. Other URLs (external, `data:`) have no set and are not asked.
 */
export async function ensureImageSets(
  queryClient: QueryClient,
  trpcClient: TrpcClient,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  const known = knownImageSets(queryClient);
  const flights = flightsOf(queryClient);
  const wanted = [...new Set(urls.filter(isShopImageUrl))].filter((url) => !(url in known));
  const waits = wanted.flatMap((url) => flights.get(url) ?? []);
  const missing = wanted.filter((url) => !flights.has(url));
  for (let start = 0; start < missing.length; start += MAX_IMAGE_SET_URLS) {
    const chunk = missing.slice(start, start + MAX_IMAGE_SET_URLS);
    const call = trpcClient.catalogue.images
      .query({ urls: chunk })
      .catch(() => ({}))
      .then((sets: Partial<Record<string, ImageSet>>) => {
        const answered = Object.fromEntries(chunk.map((url) => [url, sets[url] ?? null]));
        queryClient.setQueryData<ImageSetMap>(IMAGE_SETS_KEY, (old) => ({ ...old, ...answered }));
        for (const url of chunk) flights.delete(url);
      });
    for (const url of chunk) flights.set(url, call);
    waits.push(call);
  }
  await Promise.all(waits);
}

/** The srcs components asked for in this tick, per cache: one call for all of them. */
const queued = new WeakMap<QueryClient, Set<string>>();

function requestImageSet(queryClient: QueryClient, trpcClient: TrpcClient, src: string) {
  let batch = queued.get(queryClient);
  if (!batch) {
    const urls = new Set<string>();
    batch = urls;
    queued.set(queryClient, urls);
    setTimeout(() => {
      queued.delete(queryClient);
      void ensureImageSets(queryClient, trpcClient, [...urls]);
    }, 0);
  }
  batch.add(src);
}

/**
 * The variants of `src`: `pending` while its set is not known (draw no image yet, so the browser never fetches a
 * full-size file it would then replace), and then asked for, with the other images drawn in the same tick; none
 * for URLs that are not shop images. On the server nothing is asked: what the loaders fetched is all there is, and
 * the browser's first render reads the same map from the page, so it draws the same markup.
 */
export function useImageSet(src: string): { pending: boolean; set: ImageSet | undefined } {
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const shop = isShopImageUrl(src);
  const { data: entry } = useQuery({
    queryKey: IMAGE_SETS_KEY,
    queryFn: () => knownImageSets(queryClient),
    initialData: {},
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    select: useCallback((map: ImageSetMap) => map[src], [src]),
  });
  const unknown = shop && entry === undefined;
  useEffect(() => {
    if (unknown) requestImageSet(queryClient, trpcClient, src);
  }, [unknown, queryClient, trpcClient, src]);
  return { pending: unknown, set: entry ?? undefined };
}
