import { DEFAULT_LOCALE, type Locale } from './locale.js';

/**
 * Where a language's pages live: English at the shop's plain URLs (`/category/t-shirts`), French under `/fr`
 * (`/fr/category/t-shirts`, the home page `/fr/`). The server, the router and the sitemap all read and build
 * storefront URLs through these functions.
 */
const FRENCH_PREFIX = '/fr';

/** The cookie that remembers the language a visitor chose with the switch ('en' or 'fr'). */
export const LOCALE_COOKIE = 'shop_locale';

/** The language of a page's path: French under `/fr`, else English. */
export function pathLocale(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : DEFAULT_LOCALE;
}

/** The router's base path for a language ('/' for English). */
export function localeBasepath(locale: Locale): string {
  return locale === 'fr' ? FRENCH_PREFIX : '/';
}

/** A page's path without its language prefix: `/fr/about` → `/about`, `/fr` → `/`. */
export function withoutLocale(pathname: string): string {
  return pathLocale(pathname) === 'fr' ? pathname.slice(FRENCH_PREFIX.length) || '/' : pathname;
}

/** The path of a page in a language: (`fr`, `/about`) → `/fr/about`, (`fr`, `/`) → `/fr/`. */
export function localePath(locale: Locale, path: string): string {
  return locale === 'fr' ? `${FRENCH_PREFIX}${path}` : path;
}

/** `<html lang>`: English pages keep the plain `en` they always had, French ones say `fr-CA`. */
export function htmlLang(locale: Locale): 'en' | 'fr-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en';
}
