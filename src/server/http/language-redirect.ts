import type { FastifyRequest } from 'fastify';
import { asLocale, type Locale } from '../../shared/locale.js';
import { LOCALE_COOKIE, localePath, pathLocale, withoutLocale } from '../../shared/locale-path.js';
import { isClientRoute } from '../../shared/routes.js';

/**
 * Which language a page request is sent to before any page is served (the storefront's URL otherwise says it):
 *
 * - a visitor who chose a language with the switch (the `shop_locale` cookie) gets it: an English URL of a
 *   visitor who chose French goes to its French URL;
 * - a first visit (no choice remembered) to an English page whose `Accept-Language` prefers French over English
 *   goes to the French URL;
 * - never a French URL (so no loop: a redirect only ever goes from English to French, and the switch to English
 *   remembers `en` before it navigates), never a link followed inside the shop (a `Referer` of the shop's own
 *   origin: the switch used before the page's script ran), never a crawler (it indexes the URLs it is given;
 *   hreflang tells it about the others), never the admin (English only: `/fr/admin` goes to `/admin`).
 *
 * Answers the path to send the visitor to (302, `Vary: Accept-Language, Cookie`), or null to serve the page.
 */
export function languageRedirect(req: FastifyRequest, publicUrl: string): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const [path = '/', query] = req.url.split(/\?(.*)/s);
  const search = query ? `?${query}` : '';
  if (pathLocale(path) === 'fr') {
    return /^\/admin(\/|$)/.test(withoutLocale(path)) ? `${withoutLocale(path)}${search}` : null;
  }
  if (!isClientRoute(path) || /^\/admin(\/|$)/.test(path)) return null;
  if (isCrawler(req.headers['user-agent']) || fromTheShop(req.headers.referer, publicUrl)) return null;
  // Pages are served outside the session's plugin scope, which parses cookies: this one is read here.
  const chosen = asLocale(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1]);
  const locale = chosen ?? preferredLocale(req.headers['accept-language']);
  return locale === 'fr' ? `${localePath('fr', path)}${search}` : null;
}

/** What an English page's answer depends on besides its URL: a shared cache must keep it apart by these. */
export const ENGLISH_PAGE_VARY = 'accept-language, cookie';

/** The shop's language an `Accept-Language` prefers (the first of en/fr by weight), or null when it names neither. */
export function preferredLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asLocale(ranked.find(({ lang }) => asLocale(lang))?.lang);
}

const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

function isCrawler(agent: string | undefined): boolean {
  return agent !== undefined && CRAWLER.test(agent);
}

function fromTheShop(referer: string | undefined, publicUrl: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
