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
