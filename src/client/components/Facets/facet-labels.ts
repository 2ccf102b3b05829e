import type { CatalogueSearch, Facet, FacetOption } from '@shared/schemas/catalogue-search';
import type { PriceFacet } from '../../category-filters';
import { type CategoryT, priceLabel } from '../../category-filters';
import type { ChosenFilter } from '../../facet-search';
import type facetMessages from '../../i18n/messages/facets.en.json';

/** A facets message in the page's language (`useT(facetMessages)`). */
export type FacetsT = (id: keyof typeof facetMessages, values?: Record<string, string | number>) => string;

/** The texts the facets are written with: their own, the category page's (price ranges), the colours' names. */
export interface FacetText {
  t: FacetsT;
  tc: CategoryT;
  colour: (name: string) => string;
}

/** The facets' options as a search answers them. */
export type Facets = CatalogueSearch['facets'];

/**
 * What the shopper reads for an option: the shop's own words for the fixed ranges and kinds and the colours' names
 * in the page's language (as the product page names them), the server's label (a category's name) for the rest.
 */
export function optionLabel(
  { t, tc, colour }: FacetText,
  facet: Facet,
  value: string,
  options: readonly FacetOption[] = [],
): string {
  if (facet === 'price') return priceLabel(tc, value as PriceFacet);
  if (facet === 'color') return colour(value);
  if (facet === 'kind' && (value === 'original' || value === 'print')) return t(`facets.kind.${value}`);
  if (facet === 'sizeRange' && (value === 'small' || value === 'medium' || value === 'large')) {
    return t(`facets.sizeRange.${value}`);
  }
  return options.find((option) => option.value === value)?.label ?? value;
}

/** A chosen filter's chip text. */
export function chosenLabel(text: FacetText, filter: ChosenFilter, facets?: Facets): string {
  if (filter.facet === 'inStock') return text.t('facets.inStock');
  return optionLabel(text, filter.facet, filter.value, facets?.[filter.facet]);
}

/**
 * A facet's options as the panel lists them: the answer's, plus any value the URL chooses that the answer no
 * longer offers (count 0), so it can still be taken off.
 */
export function panelOptions(options: readonly FacetOption[], chosen: readonly string[] = []): FacetOption[] {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value));
  return [...options, ...missing.map((value) => ({ value, label: value, count: 0 }))];
}
