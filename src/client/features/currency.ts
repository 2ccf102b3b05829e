import type { Currency } from '@shared/currency';
import type { Locale } from '@shared/locale';
import { toCents, toDollars } from '@shared/money';

/**
 * The currency a shopper sees prices in and is charged in (issue 37, item 3): their choice with the header's switch
 * (the `shop_currency` cookie), else Canadian dollars on French pages when the shop charges them, else the base.
 * Pages are rendered (and cached) without the cookie: the server renders the default and a shopper's own choice
 * takes over once the page is live (the prices keep their place, only their digits change).
 */
export const CURRENCY_COOKIE = 'shop_currency';

/** A year: the choice outlasts the visit. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/** The currency settings the storefront reads. */
export interface ShopCurrencies {
  /** The base currency: what `price` is in. */
  currency: Currency;
  /** The currencies the shop charges, the base first. */
  chargeCurrencies: Currency[];
}

/** The shopper's currency: a choice the shop still charges, else CAD on French pages when it is charged, else the base. */
export function shopperCurrency(shop: ShopCurrencies, locale: Locale, chosen: string | null): Currency {
  const charged = shop.chargeCurrencies.includes(shop.currency)
    ? shop.chargeCurrencies
    : [shop.currency, ...shop.chargeCurrencies];
  const choice = charged.find((c) => c === chosen?.toUpperCase());
  if (choice) return choice;
  if (locale === 'fr' && charged.includes('CAD')) return 'CAD';
  return shop.currency;
}

/** Something with a price: a product, a variant, a print size, a painting, a cart line. */
export interface Priced {
  /** In the base currency. */
  price: number;
  /** Where the shop charges CAD and it is not the base: what a checkout in CAD charges. */
  prices?: { CAD: number };
}

/** An item's unit price in a currency, with the currency it is actually in (the base when it has none in it). */
export function priceIn(item: Priced, currency: Currency, base: Currency): { amount: number; currency: Currency } {
  if (currency !== base && currency === 'CAD' && item.prices) return { amount: item.prices.CAD, currency };
  return { amount: item.price, currency: base };
}

/** Cents-exact sum of unit prices × quantities, in dollars. */
export function sumOf(lines: readonly { amount: number; quantity: number }[]): number {
  return toDollars(lines.reduce((sum, line) => sum + toCents(line.amount) * line.quantity, 0));
}

const CHOSEN = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`);
/** The cookie as last read (undefined: to be read again). */
let chosen: string | null | undefined;

/**
 * The shopper's choice as the browser keeps it (null on the server, or without one). The cookie is read once, then
 * again only after `forgetChosenCurrency`: `document.cookie` is a round trip to the browser's cookie store, and
 * React asks this of every price on the page at each render and commit (8 ms of a product page's hydration,
 * unthrottled, when each asked the cookie; 1–3 ms when it was read once per task, as hydration's slices each did).
 * This tab's choice (`rememberCurrency`) forgets it; another tab's is read when the shopper comes back to this one
 * (`use-currency.ts`).
 */
export function readChosenCurrency(): string | null {
  if (typeof document === 'undefined') return null;
  if (chosen === undefined) chosen = CHOSEN.exec(document.cookie)?.[1] ?? null;
  return chosen;
}

/** The next read asks the browser's cookie again (a choice made in another tab, a test's own cookie). */
export function forgetChosenCurrency(): void {
  chosen = undefined;
}

/** Remembers the shopper's currency. */
export function rememberCurrency(currency: Currency): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read back by the storefront
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax${secure}`;
  chosen = undefined;
}
