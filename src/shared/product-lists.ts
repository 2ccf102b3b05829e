/* The catalogue's named lists, free of zod so the storefront's first load can use them. */

/** The product lists the catalogue serves (`GET /api/products/new-arrivals` …). */
export const PRODUCT_LISTS = ['all', 'new-arrivals', 'featured', 'best-sellers'] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

/** The product lists a category URL may name instead of a category: /category/new-arrivals. */
export const CATEGORY_PAGE_LISTS: readonly ProductList[] = ['all', 'new-arrivals', 'best-sellers'];

/** The list a category slug names ('new-arrivals'), or null for a real category. */
export function categoryList(slug: string): ProductList | null {
  return CATEGORY_PAGE_LISTS.find((list) => list === slug) ?? null;
}

/**
 * The price filter of the product lists (`?price=`), inclusive bounds in dollars (spec §9). 'All Prices' is
 * $0–$1,000, as the storefront has always filtered it.
 */
export const PRICE_RANGES = [
  { value: 'all', label: 'All Prices', min: 0, max: 1000 },
  { value: 'under-50', label: 'Under $50', min: 0, max: 50 },
  { value: '50-100', label: '$50-$100', min: 50, max: 100 },
  { value: '100-150', label: '$100-$150', min: 100, max: 150 },
  { value: 'over-150', label: 'Over $150', min: 150, max: 1000 },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]['value'];
export const PRICE_RANGE_VALUES = PRICE_RANGES.map((range) => range.value) as [PriceRange, ...PriceRange[]];

/** The sort orders of the product lists (`?sort=`, spec §9): newest puts new items first. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_VALUES = SORT_OPTIONS.map((option) => option.value) as [SortOption, ...SortOption[]];

/** The most items one page of a list may hold (the `productsPerPage` setting's own ceiling). */
export const MAX_PAGE_SIZE = 100;
