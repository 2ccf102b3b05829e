/**
 * The shop's languages: English (the spec's texts, verbatim) and Canadian French.
 * The storefront's URL says which (`/fr/…` for French); the admin is English only.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The header the storefront's API calls carry to say the page's language. */
export const LOCALE_HEADER = 'x-shop-locale';

/** The BCP 47 tag `Intl` and `<html lang>` use for a language of the shop. */
export function localeTag(locale: Locale): 'en-US' | 'fr-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en-US';
}

/** A value read from a URL, a header, a cookie or a row as one of the shop's languages (else null). */
export function asLocale(value: unknown): Locale | null {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}
