import { listFilter, normaliseCategory } from '../../category-filters';
import { type Trpc, trpc } from '../../trpc';

/** The products a category page lists: one of the lists the products endpoint serves, or a category's. */
export function categoryProductsQuery(param: string, proxy: Trpc = trpc) {
  const list = listFilter(param);
  return list
    ? proxy.catalogue.products.queryOptions({ filter: list })
    : proxy.catalogue.productsByCategory.queryOptions({ category: normaliseCategory(param) || param });
}
