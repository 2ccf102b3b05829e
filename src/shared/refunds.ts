/** One line of an order as a refund sees it (money in cents). */
export interface RefundableLine {
  id: number;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
  /** The line's share of the order's discount (cents, for the whole line); 0 without one. */
  discountCents?: number;
}

/** Money of an order, or of a refund of it, by what it paid for (cents): merchandise after its discount, shipping, tax. */
export interface MoneyParts {
  merchandiseCents: number;
  shippingCents: number;
  taxCents: number;
}

/** One tax line's amount (GST, HST, PST, QST, Sales tax), in cents. */
export interface TaxShare {
  name: string;
  amountCents: number;
}

/**
 * What `quantity` units of a line cost after its discount, the units before them already refunded: the line's
 * discount is spread over its units cumulatively, so however it is refunded, unit by unit or at once, the
 * refunds add up to exactly what was paid for the line and never more.
 */
export function paidForUnits(line: RefundableLine, quantity: number): number {
  const discount = line.discountCents ?? 0;
  const share = (units: number) => (line.quantity > 0 ? Math.round((discount * units) / line.quantity) : 0);
  const before = line.refundedQuantity;
  return line.unitPriceCents * quantity - (share(before + quantity) - share(before));
}

/**
 * One tax line of an order as it was charged (`order.tax_lines`): its amount and what it was charged on, the goods
 * (after their discount) and the shipping it taxed. Orders placed before the bases were kept have neither: such a
 * line taxed all of the order's goods and no shipping (the rule then).
 */
export interface ChargedTax extends TaxShare {
  goodsCents?: number;
  shippingCents?: number;
}

/** Goods (as paid, after their discount) and shipping, in cents: what an order charged, or refunds gave back. */
export interface RefundBase {
  goodsCents: number;
  shippingCents: number;
}

/**
 * The tax a refund of `now` (goods as paid, shipping) gives back, by tax line: the rule the order's tax was charged
 * by (`chargedTaxLines`, shared/tax.ts: each tax on the goods it taxed, plus the shipping where it taxed shipping),
 * applied to what is given back. Goods count in proportion to the goods the line taxed (all of them but a gift card
 * or an exempt category); the shipping counts where the line taxed it. Cumulative: each line's share of everything
 * refunded so far (`before` + `now`) less its share of `before`, each rounded to the cent, so refunds of an order,
 * however made, add up to exactly the tax it charged, line by line. `order`: the goods and shipping it charged.
 */
export function taxOfRefund(
  charged: readonly ChargedTax[],
  order: RefundBase,
  before: RefundBase,
  now: RefundBase,
): TaxShare[] {
  const shareOf = (line: ChargedTax, given: RefundBase) => {
    const goods = line.goodsCents ?? order.goodsCents;
    const shipping = line.shippingCents ?? 0;
    if (goods + shipping <= 0) return 0;
    const goodsGiven =
      order.goodsCents > 0 ? (goods * Math.min(given.goodsCents, order.goodsCents)) / order.goodsCents : 0;
    const shippingGiven = Math.min(given.shippingCents, shipping);
    return Math.round((line.amountCents * (goodsGiven + shippingGiven)) / (goods + shipping));
  };
  const after = {
    goodsCents: before.goodsCents + now.goodsCents,
    shippingCents: before.shippingCents + now.shippingCents,
  };
  return charged
    .map((line) => ({ name: line.name, amountCents: shareOf(line, after) - shareOf(line, before) }))
    .filter((line) => line.amountCents > 0);
}

interface LinesRefund {
  lines: readonly RefundableLine[];
  refund: readonly { orderItemId: number; quantity: number }[];
  subtotalCents: number;
  /** The order's discount (cents): tax was charged on the subtotal less it. */
  discountCents?: number;
  taxCents: number;
  /** The order's tax lines as charged; absent: one line of `taxCents`, on the goods alone. */
  taxLines?: readonly ChargedTax[];
  /** The order's shipping (cents) and what its refunds so far gave back (not failed); absent: none. */
  orderShippingCents?: number;
  refundedBefore?: RefundBase;
  leftCents: number;
  /** Shipping given back with the lines (what is left of it, when the owner refunds the shipping too); 0: none. */
  shippingCents?: number;
}

/**
 * What a refund of these lines gives back by part: the lines' goods as paid (less their share of the discount),
 * the shipping asked for and their tax by the order's own rule (`taxOfRefund`: the goods' tax, and the shipping's
 * where it was taxed), by line (`taxLines`); `everythingBack` when it leaves no unit unrefunded (then the refund is
 * everything left of the payment, shipping included).
 */
export function refundOfLines(order: LinesRefund): MoneyParts & { taxLines: TaxShare[]; everythingBack: boolean } {
  const { lines, refund } = order;
  const goods = refund.reduce((sum, r) => {
    const line = lines.find((l) => l.id === r.orderItemId);
    return sum + (line ? paidForUnits(line, r.quantity) : 0);
  }, 0);
  const everythingBack = lines.every(
    (l) => l.quantity === l.refundedQuantity + (refund.find((r) => r.orderItemId === l.id)?.quantity ?? 0),
  );
  const shippingCents = order.shippingCents ?? 0;
  const taxLines = taxOfRefund(
    order.taxLines ?? [{ name: 'Tax', amountCents: order.taxCents }],
    { goodsCents: order.subtotalCents - (order.discountCents ?? 0), shippingCents: order.orderShippingCents ?? 0 },
    order.refundedBefore ?? { goodsCents: 0, shippingCents: 0 },
    { goodsCents: goods, shippingCents },
  );
  const taxCents = taxLines.reduce((sum, l) => sum + l.amountCents, 0);
  return { merchandiseCents: goods, shippingCents, taxCents, taxLines, everythingBack };
}

/**
 * What a refund of these lines gives back, in cents — the one rule the server
 * charges and the admin dialog previews: the lines' goods as paid (less their
 * share of the discount) plus their share of the order's tax (charged on the
 * discounted subtotal), plus the shipping when asked; when the refund leaves no
 * unit unrefunded, everything that is left of the payment (shipping included).
 * Never more than `leftCents`.
 */
export function refundAmountCents(order: LinesRefund): number {
  const { merchandiseCents: goods, shippingCents, taxCents, everythingBack } = refundOfLines(order);
  if (goods === 0 && shippingCents === 0) return 0;
  if (goods > 0 && everythingBack) return order.leftCents;
  return Math.min(order.leftCents, goods + taxCents + shippingCents);
}

/**
 * What a refund of `amountCents` gave back of each part, `left` being what is still unrefunded of the order in
 * each — the one rule every refund row records (`domain/refunds/parts.ts`), so the sales report reads facts:
 * - a refund of all that is left: every part's remainder (anything beyond what the order charged is merchandise);
 * - a refund of lines (`byLines`: their goods as paid, their share of the tax, the shipping asked for) when it is
 *   exactly that;
 * - any other amount: merchandise with its tax first (`goodsTaxCents`: the tax still on the goods left, by
 *   `taxOfRefund`; absent: all the tax left, as when only goods were taxed), in proportion to what is left of
 *   each, then shipping with the rest of the tax (the shipping's) in proportion likewise.
 * The parts always add up to `amountCents`.
 */
export function splitRefund(
  amountCents: number,
  left: MoneyParts,
  byLines?: MoneyParts,
  goodsTaxCents = left.taxCents,
): MoneyParts {
  const all = left.merchandiseCents + left.shippingCents + left.taxCents;
  if (amountCents >= all) return { ...left, merchandiseCents: left.merchandiseCents + amountCents - all };
  if (
    byLines &&
    byLines.merchandiseCents + byLines.shippingCents + byLines.taxCents === amountCents &&
    byLines.merchandiseCents <= left.merchandiseCents &&
    byLines.shippingCents <= left.shippingCents &&
    byLines.taxCents <= left.taxCents
  ) {
    return {
      merchandiseCents: byLines.merchandiseCents,
      shippingCents: byLines.shippingCents,
      taxCents: byLines.taxCents,
    };
  }
  const goodsTax = Math.max(0, Math.min(goodsTaxCents, left.taxCents));
  const goodsAndTax = left.merchandiseCents + goodsTax;
  if (amountCents > goodsAndTax) {
    const rest = amountCents - goodsAndTax;
    const shippingTax = left.taxCents - goodsTax;
    const shippingAndTax = left.shippingCents + shippingTax;
    const taxOnShipping = shippingAndTax > 0 ? Math.round((rest * shippingTax) / shippingAndTax) : 0;
    return {
      merchandiseCents: left.merchandiseCents,
      shippingCents: rest - taxOnShipping,
      taxCents: goodsTax + taxOnShipping,
    };
  }
  const taxCents = goodsAndTax > 0 ? Math.round((amountCents * goodsTax) / goodsAndTax) : 0;
  return { merchandiseCents: amountCents - taxCents, shippingCents: 0, taxCents };
}

/**
 * A refund's `taxCents` by tax line: up to the tax still on the goods (`goodsTax`, by line: `taxOfRefund` of every
 * good left) over the goods' lines, the rest over what the shipping's lines still have (`left` less `goodsTax`).
 * With no goods' lines (an order before the bases were kept), over the lines left as a whole.
 */
export function refundTaxLines(taxCents: number, goodsTax: readonly TaxShare[], left: readonly TaxShare[]): TaxShare[] {
  const onGoods = Math.min(
    taxCents,
    goodsTax.reduce((sum, l) => sum + l.amountCents, 0),
  );
  const shippingLeft = left.map((l) => ({
    name: l.name,
    amountCents: l.amountCents - (goodsTax.find((g) => g.name === l.name)?.amountCents ?? 0),
  }));
  const shares = [...splitTax(onGoods, goodsTax), ...splitTax(taxCents - onGoods, shippingLeft)];
  return left.flatMap((l) => {
    const amountCents = shares.filter((s) => s.name === l.name).reduce((sum, s) => sum + s.amountCents, 0);
    return amountCents > 0 ? [{ name: l.name, amountCents }] : [];
  });
}

/**
 * `taxCents` of refunded tax over the tax lines still unrefunded (`left`): all of each when it is all that is
 * left (anything beyond on the last line), else in proportion to each, whole cents by largest remainder, so the
 * lines add up to `taxCents` exactly. No lines (an order that charged none): none.
 */
export function splitTax(taxCents: number, left: readonly TaxShare[]): TaxShare[] {
  const lines = left.filter((l) => l.amountCents > 0);
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (lines.length === 0 || taxCents <= 0) return [];
  if (taxCents >= total) {
    return lines.map((l, i) => ({
      name: l.name,
      amountCents: l.amountCents + (i === lines.length - 1 ? taxCents - total : 0),
    }));
  }
  const shares = lines.map((l, i) => ({
    i,
    name: l.name,
    amountCents: Math.floor((taxCents * l.amountCents) / total),
    rest: (taxCents * l.amountCents) % total,
  }));
  let cents = taxCents - shares.reduce((sum, s) => sum + s.amountCents, 0);
  for (const s of [...shares].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (cents === 0) break;
    s.amountCents += 1;
    cents -= 1;
  }
  return shares.map(({ name, amountCents }) => ({ name, amountCents }));
}

/** What is left to refund on each tender of an order (cents of the order's currency). */
export interface TendersLeft {
  /** Left of the card payment taken through the gateway (0: none, or an order balances paid whole). */
  cardCents: number;
  /** Left of what the order's gift card paid. */
  giftCardCents: number;
  /** Left of what the customer's store credit paid. */
  creditCents: number;
}

/** A refund by tender: what it takes from each, and of the card's share what goes on store credit instead. */
export interface TenderSplit extends TendersLeft {
  /** Of `cardCents`, what the owner chose to give as store credit rather than send back to the card. */
  cardToCreditCents: number;
}

/**
 * How a refund is split between the tenders that paid the order (issue 41): back to where the money came from, the
 * card first up to what is left of it, then the gift card, then the store credit. The shopper gets real money back
 * before shop money (a card may have been a present, and a balance can only be spent here), and a refund never sends
 * the gateway more than it took; the gift card before the credit, as it was spent before it. The owner may give the
 * card's share (`toCreditCents` of it, at most all of it) as store credit instead (an order with a customer account
 * only: the server checks). One rule for the server's claim and the admin dialog's preview.
 */
export function splitByTender(amountCents: number, left: TendersLeft, toCreditCents = 0): TenderSplit {
  const take = (from: number, rest: number) => Math.max(0, Math.min(rest, from));
  const cardCents = take(left.cardCents, amountCents);
  const giftCardCents = take(left.giftCardCents, amountCents - cardCents);
  const creditCents = take(left.creditCents, amountCents - cardCents - giftCardCents);
  return { cardCents, giftCardCents, creditCents, cardToCreditCents: take(cardCents, toCreditCents) };
}
