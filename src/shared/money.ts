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

/** Formats a dollar amount with two decimals and the shop's currency symbol. */
export function formatMoney(dollars: number, symbol = '$'): string {
  const fixed = Math.abs(dollars).toFixed(2);
  const [whole, part] = fixed.split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 ? '-' : ''}${symbol}${grouped}.${part}`;
}
