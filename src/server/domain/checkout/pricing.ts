import { type Currency, type CurrencyRules, convertCents, priceIn, rateMicros } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type { LinePrice } from '../../../shared/schemas/cart.js';
import type { ShippingMethod, ShippingMethodRef } from '../../../shared/schemas/checkout.js';
import { currencyRulesOf, type SiteSettings } from '../../../shared/settings.js';
import { type ChargedTaxLine, type Country, chargedTaxLines, type Tax, taxFor, totalOf } from '../../../shared/tax.js';
import { taxRulesOf } from '../../../shared/tax-settings.js';
import type { Deps } from '../../deps.js';
import { cartGiftLines, type PricedGiftLine, pricedGiftLines } from '../cart/gift-card-lines.js';
import { resolveSellable, type Sellable } from '../cart/sellable.js';
import { type Chosen, chooseDiscount, shownDiscountLine } from '../discounts/choose.js';
import type { Requester } from '../discounts/uses.js';
import { getSettings } from '../settings.js';
import { saleRefusal } from '../stock/availability.js';
import { type Localized, localize } from '../translations.js';

export interface PricedLine {
  cartItemId: number;
  quantity: number;
  /** The catalogue's facts, its prices in the charged currency. */
  sellable: Sellable;
  /** Its catalogue price in the base currency (what holdLines checks an edit against). */
  baseUnitCents: number;
}

export interface Priced {
  /** The catalogue items' lines (held, discounted, taxed, shipped). */
  lines: PricedLine[];
  /** The gift cards sold (issue 41): in the subtotal and the total, never discounted, taxed, shipped or held. */
  giftLines: PricedGiftLine[];
  method: { id: number; name: string };
  subtotalCents: number;
  /** The order's one discount (see chooseDiscount): its cents per line are aligned with `lines`. */
  discount: Chosen;
  discountCents: number;
  shippingCents: number;
  tax: Tax;
  /** The tax lines with what each was charged on, as the order keeps them (`order.tax_lines`). */
  taxCharged: ChargedTaxLine[];
  totalCents: number;
  /** What every amount above is in (lines, shipping, discount, tax), and its units per base unit × 1,000,000. */
  currency: Currency;
  rateMicros: number;
}

/**
 * Which currency a cart or a checkout is priced in: the one the shopper asked for, when the shop charges it (else 400
 * naming it); without one, CAD for an address in Canada when the shop charges CAD, else the base (no address: the
 * cart drawer before checkout).
 */
export function chargeCurrency(
  rules: CurrencyRules,
  requested: Currency | undefined,
  country: Country | null,
): Currency {
  if (requested !== undefined) {
    if (!rules.charged.includes(requested))
      throw new AppError('BAD_REQUEST', `The shop does not charge in ${requested}`);
    return requested;
  }
  return country === 'CA' && rules.charged.includes('CAD') ? 'CAD' : rules.base;
}

/** A line's catalogue facts with its prices in the charged currency (its set CAD price or converted). */
function inCurrency(s: Sellable, rules: CurrencyRules, currency: Currency): Sellable {
  if (currency === rules.base) return s;
  return {
    ...s,
    unitPriceCents: priceIn(rules, currency, { baseCents: s.unitPriceCents, cadCents: s.cadPriceCents }),
    shippingCents: convertCents(s.shippingCents, rules, currency),
  };
}

/**
 * The money settings a cart is priced with in a currency: a line's catalogue facts, its method prices, the
 * free-shipping threshold, and a base amount (a fixed discount, a minimum subtotal) in it.
 */
export function moneyIn(settings: SiteSettings, currency: Currency) {
  const rules = currencyRulesOf(settings);
  return {
    rules,
    line: (s: Sellable): Sellable => inCurrency(s, rules, currency),
    method: (m: MethodPrice): MethodPrice => ({ ...m, price_cents: convertCents(m.price_cents, rules, currency) }),
    thresholdCents: convertCents(toCents(settings.freeShippingThreshold), rules, currency, 'amount'),
    amount: (cents: number) => convertCents(cents, rules, currency, 'amount'),
  };
}

/** A shipping method as pricing reads it: its base price and whether the free-shipping threshold frees it. */
interface MethodPrice {
  price_cents: number;
  free_over_threshold: number;
}

/**
 * What shipping costs for a cart with a method, the one rule: the method's price plus each line's shipping price
 * per unit, or nothing when the method is one the threshold frees (each country's standard method, or one the
 * owner ticked) and the merchandise subtotal reaches the threshold (0 = never free). `freeOver` is that
 * threshold in dollars when it applied, for the "Free (orders over $150)" label. All in the charged currency.
 */
export function shippingFor(
  method: MethodPrice,
  lines: { quantity: number; sellable: Sellable }[],
  subtotalCents: number,
  thresholdCents: number,
): { cents: number; freeOver: number | null } {
  const free = method.free_over_threshold === 1 && thresholdCents > 0 && subtotalCents >= thresholdCents;
  if (free) return { cents: 0, freeOver: toDollars(thresholdCents) };
  return {
    cents: method.price_cents + lines.reduce((sum, l) => sum + l.sellable.shippingCents * l.quantity, 0),
    freeOver: null,
  };
}

/** The cart's lines with what the catalogue sells each as now (null: no such item any more). */
type Reader = Pick<Deps, 'db' | 'clock'>;

async function cartLines(deps: Reader, cartId: string, ownCartId?: string) {
  const rows = await deps.db
    .selectFrom('cart_item')
    .select(['id', 'item_type', 'product_id', 'painting_id', 'quantity', 'size', 'color'])
    .where('cart_id', '=', cartId)
    .where('item_type', '<>', 'gift_card') // gift cards: cartGiftLines
    .$narrowType<{ item_type: 'product' | 'painting' }>()
    .orderBy('id')
    .execute();
  const lines: { row: (typeof rows)[number]; sellable: Sellable | null }[] = [];
  for (const row of rows) {
    const itemId = (row.item_type === 'product' ? row.product_id : row.painting_id) ?? 0;
    const ref = { itemType: row.item_type, itemId, size: row.size, color: row.color };
    lines.push({ row, sellable: await resolveSellable(deps, ref, ownCartId) });
  }
  return lines;
}

/**
 * The active shipping methods for a country, in display order. With a cart, each price is what that
 * method costs for this cart (per-item shipping added, free above the threshold where it applies), the same figure the
 * checkout charges; without one, the method's base price.
 */
export async function shippingMethodsFor(
  deps: Reader & Localized,
  country: Country,
  cartId?: string,
  currency?: Currency,
): Promise<ShippingMethod[]> {
  return (await pricedMethods(deps, country, cartId, currency)).methods;
}

/** shippingMethodsFor with the currency they are priced in. */
async function pricedMethods(
  deps: Reader & Localized,
  country: Country,
  cartId?: string,
  currency?: Currency,
): Promise<{ currency: Currency; methods: ShippingMethod[] }> {
  const { db } = deps;
  const settings = await getSettings({ db });
  const charged = chargeCurrency(currencyRulesOf(settings), currency, country);
  const money = moneyIn(settings, charged);
  const { method: convert, thresholdCents } = money;
  let priceOf = (method: MethodPrice) => ({ cents: convert(method).price_cents, freeOver: null as number | null });
  if (cartId) {
    const lines = (await cartLines(deps, cartId, cartId)).flatMap(({ row, sellable }) =>
      sellable ? [{ quantity: row.quantity, sellable: money.line(sellable) }] : [],
    );
    const subtotalCents = lines.reduce((sum, l) => sum + l.sellable.unitPriceCents * l.quantity, 0);
    const giftsOnly = lines.length === 0 && (await cartGiftLines(deps, cartId)).length > 0;
    priceOf = (method) =>
      giftsOnly ? { cents: 0, freeOver: null } : shippingFor(convert(method), lines, subtotalCents, thresholdCents);
  }
  const rows = await db
    .selectFrom('shipping_method')
    .select(['id', 'name', 'price_cents', 'free_over_threshold', 'estimated_days', 'country'])
    .where('country', '=', country)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const methods = rows.map((r) => {
    const { cents, freeOver } = priceOf(r);
    return {
      id: r.id,
      name: r.name,
      price: toDollars(cents),
      estimatedDays: r.estimated_days,
      country: r.country,
      freeOver,
    };
  });
  // The name and the estimate in the asker's language where the owner translated them (the checkout, the Shipping facts).
  return { currency: charged, methods: await localize(deps, 'shippingMethod', methods, (m) => m.id) };
}

/**
 * POST /api/calculate-shipping: the country's methods, each priced for the cart when one is named, in the currency
 * the checkout would charge (`chargeCurrency`: the one asked for, or the address's).
 */
export async function shippingOptions(
  deps: Reader & Localized,
  input: { country: Country; cartId?: string; currency?: Currency },
): Promise<{ shippingMethods: ShippingMethod[]; currency: string }> {
  const { currency, methods } = await pricedMethods(deps, input.country, input.cartId, input.currency);
  return { shippingMethods: methods, currency: currency.toLowerCase() };
}

/**
 * Prices a cart for an address, entirely from the catalogue and the tables:
 * each line at today's price, the method's price plus each line's shipping
 * price per unit (free above the free-shipping threshold), tax (`taxOf`'s rule) on the
 * discounted lines and, where taxed, the shipping. A line that cannot be bought stops the checkout (409).
 * With `ownCartId`, the holds of that cart's pending orders count as the shopper's (see availableUnits).
 */
export async function priceCart(
  deps: Reader,
  input: {
    cartId: string;
    shippingMethodId: ShippingMethodRef;
    country: Country;
    state: string;
    /** The currency the shopper asked to pay in (see chargeCurrency). */
    currency?: Currency;
    /**
     * The shopper (once-per-customer codes); `strict`: a code that no longer applies stops the checkout;
     * `requester`: a checkout about to hold a use, from this address and session (see evaluateDiscount).
     */
    discount?: {
      userId: number | null;
      email?: string;
      strict: boolean;
      exceptOrderId?: number | null;
      requester?: Requester;
    };
  },
  ownCartId?: string,
): Promise<Priced> {
  const { db } = deps;
  const settings = await getSettings({ db });
  const currency = chargeCurrency(currencyRulesOf(settings), input.currency, input.country);
  const money = moneyIn(settings, currency);
  const found = await cartLines(deps, input.cartId, ownCartId);
  const giftLines = await pricedGiftLines(deps, input.cartId, money.rules, currency);
  if (found.length === 0 && giftLines.length === 0) throw new AppError('CART_EMPTY');
  const lines: PricedLine[] = [];
  for (const { row, sellable } of found) {
    if (!sellable) throw new AppError('CONFLICT', 'An item in your cart is no longer available. Please remove it.');
    const line = {
      cartItemId: row.id,
      quantity: row.quantity,
      sellable: money.line(sellable),
      baseUnitCents: sellable.unitPriceCents,
    };
    const refusal = saleRefusal(sellable, row.quantity, 'checkout');
    if (refusal) throw refusal;
    lines.push(line);
  }
  const method = await db
    .selectFrom('shipping_method')
    .select(['id', 'name', 'price_cents', 'free_over_threshold'])
    .where((eb) => {
      const ref = input.shippingMethodId;
      if (typeof ref === 'number') return eb('id', '=', ref);
      return eb.or([eb('code', '=', ref.toLowerCase()), eb(eb.fn('lower', ['name']), '=', ref.toLowerCase())]);
    })
    .where('country', '=', input.country)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!method) throw new AppError('BAD_REQUEST', 'Please choose a shipping method for your country');

  // Gift cards are in the subtotal but not in what a code, the free-shipping threshold or tax read (issue 41).
  const goodsCents = lines.reduce((sum, l) => sum + l.sellable.unitPriceCents * l.quantity, 0);
  const subtotalCents = goodsCents + giftLines.reduce((sum, g) => sum + g.cents, 0);
  // Only gift cards: nothing is shipped, so shipping is $0 (the address and method steps stay as they are).
  const methodCents =
    lines.length === 0 ? 0 : shippingFor(money.method(method), lines, goodsCents, money.thresholdCents).cents;
  const shopper = input.discount ?? { userId: null, strict: false };
  const discount = await chooseDiscount(
    deps,
    {
      cartId: input.cartId,
      lines: lines.map((l) => ({
        itemType: l.sellable.itemType,
        itemId: l.sellable.itemId,
        cents: l.sellable.unitPriceCents * l.quantity,
      })),
      subtotalCents: goodsCents,
      shippingCents: methodCents,
      userId: shopper.userId,
      email: shopper.email,
      exceptOrderId: shopper.exceptOrderId,
      requester: shopper.requester,
      convert: money.amount,
      currency,
    },
    shopper.strict,
  );
  const discountCents = discount.applied?.cents ?? 0;
  const shippingCents = discount.applied?.freeShipping ? 0 : methodCents;
  // Tax is on each line after its share of the discount, and on shipping where the jurisdiction taxes it.
  const taxCharged = chargedTaxLines(taxRulesOf(settings), {
    country: input.country,
    state: input.state,
    goods: lines.map((l, i) => ({
      cents: l.sellable.unitPriceCents * l.quantity - (discount.applied?.lineCents[i] ?? 0),
      category: l.sellable.taxCategory,
    })),
    shippingCents,
  });
  const tax = totalOf(taxCharged);
  return {
    lines,
    giftLines,
    method: { id: method.id, name: method.name },
    subtotalCents,
    discount,
    discountCents,
    shippingCents,
    tax,
    taxCharged,
    totalCents: subtotalCents - discountCents + shippingCents + tax.amountCents,
    currency,
    rateMicros: rateMicros(money.rules, money.rules.base, currency),
  };
}

/**
 * The spec's calculate-tax answer for a client's subtotal (an estimate for display; orders use their own): the
 * taxes of the jurisdictions the shop collects in (all of the table until the owner chooses) on the subtotal.
 */
export async function taxQuote(deps: Pick<Deps, 'db'>, input: { country: Country; state: string; subtotal: number }) {
  const tax = taxFor(input.country, input.state, toCents(input.subtotal), taxRulesOf(await getSettings(deps)));
  return { taxRate: tax.rate, taxAmount: toDollars(tax.amountCents), lines: tax.lines };
}

/** A cart line's price as the quote and the cart's totals answer it, in dollars of their currency. */
export function linePrice(id: number, quantity: number, unitCents: number): LinePrice {
  return { id, quantity, unitPrice: toDollars(unitCents), lineTotal: toDollars(unitCents * quantity) };
}

/**
 * The server's totals for a cart going to a country and state, in dollars of the charged currency, for the checkout
 * summary: each line's unit price and line total, the discount, shipping, tax and total, all in that currency (the
 * client never converts). The cart's own held units (a payment step reached earlier) are the shopper's, not "out of
 * stock".
 */
export async function quoteCart(
  deps: Reader & Localized,
  input: { cartId: string; shippingMethodId: ShippingMethodRef; country: Country; state: string; currency?: Currency },
  userId: number | null = null,
) {
  const priced = await priceCart(deps, { ...input, discount: { userId, strict: false } }, input.cartId);
  return {
    currency: priced.currency.toLowerCase(),
    lines: [
      ...priced.lines.map((l) => linePrice(l.cartItemId, l.quantity, l.sellable.unitPriceCents)),
      ...priced.giftLines.map((g) => linePrice(g.cartItemId, 1, g.cents)),
    ],
    subtotal: toDollars(priced.subtotalCents),
    discount: await shownDiscountLine(deps, priced.discount.applied),
    discountTotal: toDollars(priced.discountCents),
    discountNotice: priced.discount.notice,
    shipping: toDollars(priced.shippingCents),
    tax: toDollars(priced.tax.amountCents),
    taxRate: priced.tax.rate,
    taxLines: priced.tax.lines,
    total: toDollars(priced.totalCents),
  };
}
