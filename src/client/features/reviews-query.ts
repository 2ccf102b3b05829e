import type { ItemType } from '@shared/schemas/cart';
import { keepPreviousData } from '@tanstack/react-query';
import type { Trpc } from '../trpc';

/** A product or an art print, whose reviews are asked for. */
export interface ReviewedItem {
  itemType: ItemType;
  id: number;
}

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
