import type { SearchItem } from '@shared/schemas/catalogue-search';
import { keepPreviousData } from '@tanstack/react-query';
import { type FacetSearch, searchInput } from '../../category-filters';
import type { Trpc } from '../../trpc';

/*
 * Light: the list routes' loaders (route configs, in every first load) import this file.
 */

/**
 * The items and facets a list page shows (`catalogue.search`): its scope (a category, 'all', 'new-arrivals', a
 * collection, or none for search results) narrowed by the URL's facets, sorted and paged by the server. The previous
 * answer stays on screen while the next loads.
 */
export function catalogueSearchQuery(
  trpc: Trpc,
  scope: { category?: string; collection?: string },
  search: FacetSearch,
) {
  return trpc.catalogue.search.queryOptions(searchInput(scope, search), { placeholderData: keepPreviousData });
}

/** The image a list item's card draws first (`ProductCard`, `PaintingCard`), for the loader's image sets. */
export const itemImage = (item: SearchItem) =>
  item.itemType === 'product' ? item.imageUrl : item.preview_image_url || item.image_url;
