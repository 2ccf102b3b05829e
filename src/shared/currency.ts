/**
 * The currencies the shop may charge in (issue 37, item 3), and the one rule that turns a base-currency amount into
 * another: `convertCents`. The owner picks the base (`currency`: what catalogue prices, discounts and the free-shipping
 * threshold are written in), which currencies shoppers are charged in (`chargeCurrencies`, the base always among
 * them), the rate (`cadRate`: Canadian dollars for one US dollar) and how converted prices are rounded
 * (`cadRounding`). Amounts stay integer cents of their own currency; the gateway spells the code in lower case.
 */
export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * How a converted price is rounded: `none` to the nearest cent; `.99`, `.95`, `.00` up to the next price ending so
 * (55.20 → 55.99, 55.95, 56.00; an amount already ending so stays). Prices only: a fixed discount or the
 * free-shipping threshold is converted to the nearest cent.
 */
export const ROUNDINGS = ['none', '.99', '.95', '.00'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** The currency settings as the rules read them. */
export interface CurrencyRules {
  base: Currency;
  /** The currencies shoppers are charged in, the base first. */
  charged: Currency[];
  /** Canadian dollars for one US dollar. */
  cadRate: number;
  cadRounding: Rounding;
}

const MICROS = 1_000_000n;

/** Rounds the ratio of two non-negative big integers half up to a whole number. */
const divideHalfUp = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * 2n + denominator) / (denominator * 2n));

/** Units of `to` for one unit of `from`, × 1,000,000 (1,000,000 for the same currency): what an order stores. */
export function rateMicros(rules: Pick<CurrencyRules, 'cadRate'>, from: Currency, to: Currency): number {
  if (from === to) return 1_000_000;
  const cadPerUsd = Math.round(rules.cadRate * 1_000_000);
  return from === 'USD' ? cadPerUsd : Math.round(1e12 / cadPerUsd);
}

function roundPrice(cents: number, rounding: Rounding): number {
  if (rounding === 'none') return cents;
  const ending = rounding === '.99' ? 99 : rounding === '.95' ? 95 : 0;
  const dollars = Math.floor(cents / 100);
  const candidate = dollars * 100 + ending;
  return candidate >= cents ? candidate : candidate + 100;
}

/**
 * The one conversion: cents of the base currency in `to`, at the owner's rate (exact integer arithmetic on the
 * rate's millionths, half a cent up), then, for a `price`, the owner's rounding. Same currency: unchanged.
 */
export function convertCents(
  cents: number,
  rules: Pick<CurrencyRules, 'base' | 'cadRate' | 'cadRounding'>,
  to: Currency,
  kind: 'price' | 'amount' = 'price',
): number {
  if (to === rules.base || cents <= 0) return cents;
  const converted = divideHalfUp(BigInt(Math.round(cents)) * BigInt(rateMicros(rules, rules.base, to)), MICROS);
  return kind === 'price' ? roundPrice(converted, rules.cadRounding) : converted;
}

/** An order's amount in the base currency, at the rate the order was charged at (the reports' one rule). */
export function toBaseCents(cents: number, exchangeRateMicros: number): number {
  if (exchangeRateMicros === 1_000_000) return cents;
  const sign = cents < 0 ? -1 : 1;
  return sign * divideHalfUp(BigInt(Math.abs(Math.round(cents))) * MICROS, BigInt(exchangeRateMicros));
}

/** An item's price in a currency: its set Canadian price where it has one, else its base price converted. */
export function priceIn(
  rules: Pick<CurrencyRules, 'base' | 'cadRate' | 'cadRounding'>,
  to: Currency,
  item: { baseCents: number; cadCents: number | null },
): number {
  if (to === 'CAD' && item.cadCents !== null && rules.base !== 'CAD') return item.cadCents;
  return convertCents(item.baseCents, rules, to);
}

/** The gateway's spelling of a currency: 'usd', 'cad'. */
export const gatewayCode = (currency: Currency): string => currency.toLowerCase();

/**
 * An item's `prices` as the catalogue answers them: its CAD price (set or converted, what a checkout in CAD charges)
 * where the shop charges CAD and CAD is not its base; nothing otherwise.
 */
export function pricesOf(
  rules: CurrencyRules | undefined,
  item: { baseCents: number; cadCents: number | null },
): { prices?: { CAD: number } } {
  if (!rules || rules.base === 'CAD' || !rules.charged.includes('CAD')) return {};
  return { prices: { CAD: priceIn(rules, 'CAD', item) / 100 } };
}
