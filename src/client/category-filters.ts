import { PRICE_RANGES, type PriceRange, SORT_OPTIONS, type SortOption } from '@shared/product-lists';
import type { catalogueSearchInput, Facet, PaintingKind, PaintingSizeRange } from '@shared/schemas/catalogue-search';
import type { z } from 'zod';
// Only the ids: this file ships with the route configs (every first load), the messages with the screens.
import type categoryMessages from './i18n/messages/category.en.json';
import { parsePage } from './list-page';

export { PRICE_RANGES, type PriceRange, SORT_OPTIONS, type SortOption };

/** The URL's category as the server reads it: decoded, lowercase, words joined by dashes. */
export function normaliseCategory(param: string): string {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type CategoryMessage = keyof typeof categoryMessages;

const LIST_TITLES: Record<string, CategoryMessage> = {
  all: 'category.list.all',
  'new-arrivals': 'category.list.new-arrivals',
  'best-sellers': 'category.list.best-sellers',
};

/** A category message in the page's language (`useT(categoryMessages)`, or `context.intl.format` in a loader). */
export type CategoryT = (id: CategoryMessage) => string;

/**
 * The page title: 'All Products', 'New Arrivals' (in the page's language through `t`), the
 * category's own name, else the words of the URL.
 */
export function categoryTitle(
  param: string,
  categories: readonly { name: string; slug: string }[] = [],
  t: CategoryT,
): string {
  const slug = normaliseCategory(param);
  const listTitle = LIST_TITLES[slug];
  if (listTitle) return t(listTitle);
  const match = categories.find((category) => category.slug === slug);
  if (match) return match.name;
  return slug.replace(/-/g, ' ').replace(/(^|\s)\S/g, (start) => start.toUpperCase());
}

/** The price ranges' and sort options' labels in the page's language. */
export const priceLabel = (t: CategoryT, value: PriceRange) => t(`category.price.${value}`);
export const sortLabel = (t: CategoryT, value: SortOption) => t(`category.sort.${value}`);

/*
 * Issue 39: the list pages' facets in their URLs (`?size=M&size=L&color=Black&price=under-50&inStock=true&sort=…
 * &page=…`), the same parameters `GET /api/catalogue/search` takes. Checked by hand rather than with the contract's
 * zod schema: route configs ship in the storefront's first load, which carries no zod. The server checks again.
 */

/** The query `catalogue.search` takes (before its defaults). */
export type CatalogueSearchQuery = z.input<typeof catalogueSearchInput>;

/** A price range of the price facet (the spec's ranges, 'all' left out). */
export type PriceFacet = Exclude<(typeof PRICE_RANGES)[number]['value'], 'all'>;

/** The facets a list page narrows by, each a list of chosen values (OR within a facet, AND between them). */
export type FacetValues = Partial<Record<Facet, string[]>>;

/** A list page's URL search: the chosen facets, in stock only, the search words, the sort and the page. */
export interface FacetSearch extends FacetValues {
  q?: string;
  inStock?: true;
  sort?: SortOption;
  page?: number;
}

// Every value of the contract's enums, checked by the compiler against it (a value added there fails here).
const KINDS: Record<PaintingKind, true> = { original: true, print: true };
const SIZE_RANGES: Record<PaintingSizeRange, true> = { small: true, medium: true, large: true };
const PRICES = new Set<string>(PRICE_RANGES.map((range) => range.value).filter((value) => value !== 'all'));
const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value));

/** Which values each facet accepts (`null`: any short text, as sizes, colours, categories and media are). */
const KNOWN: Record<Facet, ((value: string) => boolean) | null> = {
  size: null,
  color: null,
  category: null,
  price: (value) => PRICES.has(value),
  medium: null,
  kind: (value) => value in KINDS,
  sizeRange: (value) => value in SIZE_RANGES,
};

/** The facets in the order the panel shows them. */
export const FACET_ORDER = Object.keys(KNOWN) as Facet[];

/** A repeatable parameter as a list: one value or several (the router reads `?size=M&size=L` as an array). */
function values(raw: unknown, known: ((value: string) => boolean) | null): string[] | undefined {
  const list = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
    .map((value) => String(value).trim())
    .filter((value) => value !== '' && value.length <= 100 && (known === null || known(value)));
  const unique = [...new Set(list)].slice(0, 30);
  return unique.length > 0 ? unique : undefined;
}

/** The list page's search from the URL; unknown values dropped, defaults left out so the plain URL stays plain. */
export function parseFacetSearch(raw: Record<string, unknown>): FacetSearch {
  const search: FacetSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 200) : '';
  if (q) search.q = q;
  for (const facet of FACET_ORDER) {
    const list = values(raw[facet], KNOWN[facet]);
    if (list) search[facet] = list;
  }
  if (raw.inStock === true || raw.inStock === 'true') search.inStock = true;
  if (SORTS.has(String(raw.sort)) && raw.sort !== 'newest') search.sort = raw.sort as SortOption;
  const page = parsePage(raw.page);
  if (page) search.page = page;
  return search;
}

/**
 * The search in the URL's one order (words, facets, in stock, sort, page), so one choice is one URL; only what a
 * list page reads (a route's `loaderDeps`: the URL's other params are no part of the page).
 */
export function canonical(search: FacetSearch): FacetSearch {
  const { q, inStock, sort, page } = search;
  const facets = Object.fromEntries(FACET_ORDER.map((facet) => [facet, search[facet]]));
  return Object.fromEntries(
    Object.entries({ q, ...facets, inStock, sort, page }).filter(([, value]) => value !== undefined),
  ) as FacetSearch;
}

/** What a list page asks `catalogue.search` for: its own scope (a category, 'all', a collection) and the URL's search. */
export function searchInput(
  scope: { category?: string; collection?: string },
  { category: chosenCategories, ...rest }: FacetSearch,
): CatalogueSearchQuery {
  // The category facet narrows 'all' (the products, its scope) and the search results; a category page (or
  // 'new-arrivals') is its own list.
  const category = !scope.category
    ? chosenCategories
    : scope.category === 'all'
      ? [scope.category, ...(chosenCategories ?? [])]
      : [scope.category];
  const { q, size, color, price, medium, kind, sizeRange, inStock, sort, page } = rest;
  return {
    ...{ q, collection: scope.collection, category, size, color, price, medium, kind, sizeRange, sort, page },
    inStock: inStock ? 'true' : undefined,
  };
}
