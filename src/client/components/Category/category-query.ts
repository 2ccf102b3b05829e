import { keepPreviousData } from '@tanstack/react-query';
import { type CategorySearch, normaliseCategory } from '../../category-filters';
import type { Trpc } from '../../trpc';

/**
 * One page of the products a category page lists (a category, or the all, new-arrivals and best-sellers lists),
 * filtered, sorted and paged by the server as the URL says. The previous page stays on screen while the next loads.
 */
export function categoryPageQuery(trpc: Trpc, param: string, { price, sort, page }: CategorySearch) {
  return trpc.catalogue.categoryPage.queryOptions(
    { category: normaliseCategory(param) || param, price, sort, page },
    { placeholderData: keepPreviousData },
  );
}
