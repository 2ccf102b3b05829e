import { categoryList, type ProductList } from '@shared/product-lists';
import type { Product } from '@shared/schemas/catalogue';

/** Price filter choices with inclusive bounds (spec §9). */
export const PRICE_RANGES = [
  { value: 'all', label: 'All Prices', min: 0, max: 1000 },
  { value: 'under-50', label: 'Under $50', min: 0, max: 50 },
  { value: '50-100', label: '$50-$100', min: 50, max: 100 },
  { value: '100-150', label: '$100-$150', min: 100, max: 150 },
  { value: 'over-150', label: 'Over $150', min: 150, max: 1000 },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]['value'];

/** Sort options (spec §9): newest puts new items first. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

const priceValues: readonly string[] = PRICE_RANGES.map((range) => range.value);
const sortValues: readonly string[] = SORT_OPTIONS.map((option) => option.value);

/**
 * The category page's URL search params. Checked by hand rather than with zod:
 * route configs ship in the storefront's first load, and three plain checks
 * cost nothing there.
 */
export interface CategorySearch {
  price?: PriceRange;
  sort?: SortOption;
  page?: number;
}

/** Validates the search params; defaults are left out so the plain URL stays plain. */
export function parseCategorySearch(raw: Record<string, unknown>): CategorySearch {
  const price = priceValues.includes(String(raw.price)) ? (raw.price as PriceRange) : 'all';
  const sort = sortValues.includes(String(raw.sort)) ? (raw.sort as SortOption) : 'newest';
  const page = Number(raw.page);
  return {
    price: price === 'all' ? undefined : price,
    sort: sort === 'newest' ? undefined : sort,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

type Sortable = Pick<Product, 'name' | 'price' | 'isNew' | 'createdAt'>;

export function filterByPrice<T extends Pick<Product, 'price'>>(products: readonly T[], range: PriceRange): T[] {
  const bounds = PRICE_RANGES.find((candidate) => candidate.value === range) ?? PRICE_RANGES[0];
  return products.filter((product) => product.price >= bounds.min && product.price <= bounds.max);
}

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const COMPARATORS: Record<SortOption, (a: Sortable, b: Sortable) => number> = {
  newest: (a, b) => Number(b.isNew) - Number(a.isNew) || b.createdAt.localeCompare(a.createdAt),
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  alphabetical: byName,
};

/** A sorted copy; ties keep the server's order. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortOption): T[] {
  return [...products].sort(COMPARATORS[sort]);
}

export interface Page<T> {
  items: T[];
  /** The page shown, clamped to the pages that exist. */
  page: number;
  totalPages: number;
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}

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

const LIST_TITLES: Record<string, string> = {
  all: 'All Products',
  'new-arrivals': 'New Arrivals',
  'best-sellers': 'Best Sellers',
};

/** The page title: 'All Products', 'New Arrivals', the category's own name, else the words of the URL. */
export function categoryTitle(param: string, categories: readonly { name: string; slug: string }[] = []): string {
  const slug = normaliseCategory(param);
  const listTitle = LIST_TITLES[slug];
  if (listTitle) return listTitle;
  const match = categories.find((category) => category.slug === slug);
  if (match) return match.name;
  return slug.replace(/-/g, ' ').replace(/(^|\s)\S/g, (start) => start.toUpperCase());
}

/** The lists the products endpoint serves directly (shared with the home page's cache). */
export function listFilter(param: string): ProductList | null {
  return categoryList(normaliseCategory(param));
}
