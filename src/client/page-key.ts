import { withoutLocale } from '@shared/locale-path';
import { type AnyRouter, createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import { stringifySearch } from './search-params';

let matcher: AnyRouter | undefined;

/**
 * The page a URL names, as its routes read it: the path, and only the search params the matched routes'
 * `validateSearch` keep (defaults left out, as those functions already do). Any other query (`?utm_source=…`,
 * `?u=123`) names the same page, so the server renders and caches it once. The routes stay the one owner of
 * which params a page reads: a param added to a `validateSearch` is part of the key without anything else. The
 * path keeps its language prefix, so `/fr/about` and `/about` are two pages (the routes are matched without it).
 */
export function pageKey(url: string): string {
  matcher ??= createRouter({ routeTree, stringifySearch, context: undefined as never }) as unknown as AnyRouter;
  const { pathname, search } = new URL(url, 'http://shop.invalid');
  const raw = matcher.options.parseSearch(search);
  const [routes] = matcher.getMatchedRoutes(withoutLocale(pathname));
  let read: Record<string, unknown> = {};
  for (const route of routes) {
    const validate = (route.options as { validateSearch?: unknown }).validateSearch;
    if (typeof validate !== 'function') continue;
    try {
      read = { ...read, ...validate({ ...raw }) };
    } catch {
      // The page shows its own error for a search it refuses; none of that search names a different page.
    }
  }
  const kept = Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
  return `${pathname}${matcher.options.stringifySearch(kept)}`;
}
