import type { Facet } from '@shared/schemas/catalogue-search';
import { canonical, FACET_ORDER, type FacetSearch } from './category-filters';

/*
 * Issue 39: choosing on a list page (its facets' links, chips and "Clear all"): the URL search each choice leads
 * to. Reading the URL is `parseFacetSearch` (`category-filters.ts`, with the route configs in the first load).
 */

/** The search with `value` of `facet` chosen, or no longer chosen; back to the first page. */
export function toggleFacet(search: FacetSearch, facet: Facet, value: string): FacetSearch {
  const chosen = search[facet] ?? [];
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  return canonical({ ...search, [facet]: next.length > 0 ? next : undefined, page: undefined });
}

/** The search with "in stock only" switched; back to the first page. */
export function toggleInStock(search: FacetSearch): FacetSearch {
  return canonical({ ...search, inStock: search.inStock ? undefined : true, page: undefined });
}

/** The search without any filter: the words and the sort stay. */
export function clearFilters({ q, sort }: FacetSearch): FacetSearch {
  return canonical({ q, sort });
}

/** One chosen filter, as a chip shows it (`value` is `true` for in stock only). */
export type ChosenFilter = { facet: Facet; value: string } | { facet: 'inStock'; value: true };

/** The chosen filters in the panel's order. */
export function chosenFilters(search: FacetSearch): ChosenFilter[] {
  const chosen: ChosenFilter[] = FACET_ORDER.flatMap((facet) =>
    (search[facet] ?? []).map((value) => ({ facet, value })),
  );
  return search.inStock ? [...chosen, { facet: 'inStock', value: true }] : chosen;
}

/** The search with one chosen filter removed (a chip's ×). */
export function withoutFilter(search: FacetSearch, filter: ChosenFilter): FacetSearch {
  return filter.facet === 'inStock' ? toggleInStock(search) : toggleFacet(search, filter.facet, filter.value);
}
