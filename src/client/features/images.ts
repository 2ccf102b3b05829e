import type { ImageSet } from '@shared/images';
import { useQuery } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../trpc';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The responsive variants of every shop image; a server-rendered page should have it in its dehydrated cache. */
export function imageSetsQueryOptions(trpc: Trpc) {
  return trpc.catalogue.images.queryOptions(undefined, { staleTime: FIVE_MINUTES });
}

/**
 * The variants of `src`: `pending` while the list is loading (draw no image yet, so the
 * browser never fetches a full-size file it would then replace); none for other URLs.
 */
export function useImageSet(src: string): { pending: boolean; set: ImageSet | undefined } {
  const { data, isPending } = useQuery(imageSetsQueryOptions(useTRPC()));
  return { pending: isPending, set: data?.[src] };
}
