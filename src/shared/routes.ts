import { withoutLocale } from './locale-path.js';

/**
 * The client's route table, shared so the server can answer 200 for a screen
 * and 404 (with the same app, which shows the not-found screen) for anything else.
 */
export const CONTENT_PAGES = [
  'faqs',
  'shipping-returns',
  'size-guide',
  'care-instructions',
  'sustainability',
  'terms-conditions',
  'privacy-policy',
  'careers',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

const segment = '[^/]+';
const PATTERNS = [
  '',
  `product/${segment}`,
  `products/${segment}`,
  'checkout',
  `category/${segment}`,
  `collection/${segment}`,
  'about',
  'contact',
  'auth',
  'paintings',
  `paintings/${segment}`,
  'profile',
  'admin',
  'order-success',
  'track-order',
  'gift-card',
  'reset-password',
  'search',
  `verify/${segment}`,
  ...CONTENT_PAGES,
].map((p) => new RegExp(`^/${p}/?$`));

/**
 * Screens that say what is true this moment of something no catalogue write moves (a certificate's status: a refund
 * or a re-issue changes it): rendered for each request, never kept in the page cache (`http/pages.ts`).
 */
export function isLivePage(pathname: string): boolean {
  return /^\/verify\//.test(withoutLocale(pathname));
}

/** Whether a path is one of the client's screens, in either language (`/fr/about` as `/about`). */
export function isClientRoute(pathname: string): boolean {
  const path = withoutLocale(pathname);
  return PATTERNS.some((re) => re.test(path));
}
