import { type Locale, localeTag } from './locale.js';

/**
 * Money is integer cents everywhere; dollars appear only at the API edge and on screen. The one conversion of
 * dollars to cents: rounded to the nearest cent (19.99 * 100 is 1998.9999999999998 in binary floating point).
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whether a dollar amount is whole cents (at most two decimals), allowing for binary fractions (0.1 + 0.2). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - toCents(dollars)) < 1e-6;
}

/**
 * A price a form or the API sends (dollars; null: cleared, absent: unchanged) as its column's cents, null and absent
 * kept as they are: `price`, `shipping_price`, `prices.CAD`.
 */
export function setPriceCents<Dollars extends number | null | undefined>(
  dollars: Dollars,
): Dollars extends number ? number : Dollars;
export function setPriceCents(dollars: number | null | undefined): number | null | undefined {
  return dollars === undefined || dollars === null ? dollars : toCents(dollars);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The currency an amount is in: its code ('usd', 'CAD': an order's or a checkout's) or the shop's symbol. */
function codeOf(currency: string): 'USD' | 'CAD' | null {
  const code = currency.toUpperCase();
  if (code === 'USD' || code === '$') return 'USD';
  if (code === 'CAD' || code === 'CA$') return 'CAD';
  return null;
}

/**
 * How a language names a currency beside an amount on a US and Canadian shop: English `$` (USD) and `CA$` (CAD),
 * Canadian French `$` (CAD) and `$ US` (USD): never ambiguous where both are charged.
 */
function symbolOf(currency: string, locale: Locale): string {
  const code = codeOf(currency);
  if (code === null) return currency;
  if (locale === 'fr') return code === 'CAD' ? '$' : '$\u00a0US';
  return code === 'CAD' ? 'CA$' : '$';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter, server and client alike: a dollar amount with two decimals in a currency, by its code
 * ('usd', 'CAD': an order's or a checkout's) or by the shop's symbol (`currencySymbol`, the base currency's), as the
 * language writes money (`Intl`): English `$1,234.50` and `CA$42.00`, Canadian French `1 234,50 $` and `42,00 $ US`.
 * `whole`: a round amount without its cents (`$50`, `50 $`), as a choice of amounts is written.
 */
export function formatMoney(
  dollars: number,
  currency = '$',
  locale: Locale = 'en',
  { whole = false }: { whole?: boolean } = {},
): string {
  const key = `${locale}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // CAD's narrow symbol is a bare `$` in both languages; the currency's own symbol replaces it below.
    const options = { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' } as const;
    format = new Intl.NumberFormat(
      localeTag(locale),
      whole ? { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 } : options,
    );
    moneyFormats.set(key, format);
  }
  const symbol = symbolOf(currency, locale);
  return format
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
