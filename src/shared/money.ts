/** Money is integer cents everywhere; dollars appear only at the API edge and on screen. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
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
