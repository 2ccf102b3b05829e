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

/** A set price of the API's `prices` (dollars, null: cleared, absent: unchanged) as its column's cents. */
export function setPriceCents(dollars: number | null | undefined): number | null | undefined {
  return dollars === undefined || dollars === null ? dollars : toCents(dollars);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The symbol the storefront shows for a currency code (en-US: USD "$", CAD "CA$"), or the symbol it was given. */
function symbolOf(currency: string): string {
  const code = currency.toUpperCase();
  return code === 'USD' ? '$' : code === 'CAD' ? 'CA$' : currency;
}

/**
 * The one money formatter: a dollar amount with two decimals in a currency, by its code ('usd', 'CAD': an order's
 * or a checkout's) or by the shop's symbol (`currencySymbol`, the base currency's): $42.00, CA$42.00.
 */
export function formatMoney(dollars: number, currency = '$'): string {
  const symbol = symbolOf(currency);
  const fixed = Math.abs(dollars).toFixed(2);
  const [whole, part] = fixed.split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 ? '-' : ''}${symbol}${grouped}.${part}`;
}
