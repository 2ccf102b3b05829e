import { asLocale, type Locale } from '@shared/locale';
import { htmlLang, LOCALE_COOKIE, localePath } from '@shared/locale-path';
import { useLocale } from '../../i18n/hooks';
import { usePathname, useSearchStr } from '../../nav/nav';

/** Each language named in itself, the same on every page (so no catalogue holds them). */
const AUTONYMS: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** A year: the choice outlasts the visit. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language (the server reads it to send an English URL to French, never the other way). */
function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server's first-visit redirect
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax${secure}`;
}

/**
 * Remembers the language of a switch the visitor follows (`shop_locale`), one listener for the document: a switch the
 * browser hydrated and one the server drew in a part that never hydrates (the footer's, `StaticPart`) alike.
 */
export function rememberLanguageSwitches(doc: Document) {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-language-switch]') : null;
    const locale = asLocale(link?.getAttribute('data-language-switch'));
    if (locale) rememberLocale(locale);
  });
}

/**
 * The link to this page in the other language, named in that language (`lang`, `hreflang`): a plain link, so
 * switching is a full page load of the other URL (the router's base path is the page's language). Following it
 * remembers the choice (`rememberLanguageSwitches`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const pathname = usePathname();
  const search = useSearchStr();
  return (
    <a
      href={`${localePath(other, pathname)}${search}`}
      lang={htmlLang(other)}
      hrefLang={htmlLang(other)}
      className={className}
      data-language-switch={other}
    >
      {AUTONYMS[other]}
    </a>
  );
}
