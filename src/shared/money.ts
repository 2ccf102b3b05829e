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

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Formats a dollar amount with two decimals and the shop's currency symbol, as the language writes money
 * (`Intl`): English `$1,234.50`, Canadian French `1 234,50 $`. The one money formatter, server and client alike.
 */
export function formatMoney(dollars: number, symbol = '$', locale: Locale = 'en'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    // CAD's narrow symbol is a bare `$` in both languages; the shop's own symbol replaces it below.
    const options = { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' } as const;
    format = new Intl.NumberFormat(localeTag(locale), options);
    moneyFormats.set(locale, format);
  }
  return format
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
