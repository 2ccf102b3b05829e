import { listFilter, normaliseCategory } from '../../category-filters';
import type { Trpc } from '../../trpc';

/** The products a category page lists: one of the lists the products endpoint serves, or a category's. */
export function categoryProductsQuery(trpc: Trpc, param: string) {
  const list = listFilter(param);
  return list
    ? trpc.catalogue.products.queryOptions({ filter: list })
    : trpc.catalogue.productsByCategory.queryOptions({ category: normaliseCategory(param) || param });
}
