import { PRICE_RANGES, type PriceRange, SORT_OPTIONS, type SortOption } from '@shared/product-lists';
// Only the ids: this file ships with the route configs (every first load), the messages with the screens.
import type categoryMessages from './i18n/messages/category.en.json';

export { PRICE_RANGES, type PriceRange, SORT_OPTIONS, type SortOption };

/** A list's `?page=`: a whole number past 1, else left out (page 1 is the plain URL). */
export function parsePage(raw: unknown): number | undefined {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** How many pages a server-paged list has (at least one). */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(total / pageSize));

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
