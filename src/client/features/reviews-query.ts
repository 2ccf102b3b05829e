import { keepPreviousData } from '@tanstack/react-query';
import type { Trpc } from '../trpc';
import type { ReviewedItem } from './reviews';

/**
 * A page of an item's published reviews (the route loader fetches page 1 for the page's JSON-LD). A leaf of its own:
 * the reviews' section names the first page's key on a page's first load without taking the reviews' hooks.
 */
export function reviewsQueryOptions(trpc: Trpc, item: ReviewedItem, page = 1) {
  return trpc.reviews.list.queryOptions(
    { itemType: item.itemType, id: item.id, page },
    { placeholderData: keepPreviousData },
  );
}
