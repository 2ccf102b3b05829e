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

interface LinesRefund {
  lines: readonly RefundableLine[];
  refund: readonly { orderItemId: number; quantity: number }[];
  subtotalCents: number;
  /** The order's discount (cents): tax was charged on the subtotal less it. */
  discountCents?: number;
  taxCents: number;
  leftCents: number;
  /** Shipping given back with the lines (what is left of it, when the owner refunds the shipping too); 0: none. */
  shippingCents?: number;
}

/**
 * What a refund of these lines gives back by part: the lines' goods as paid (less their share of the discount),
 * their share of the order's tax (charged on the discounted subtotal) and the shipping asked for; `everythingBack`
 * when it leaves no unit unrefunded (then the refund is everything left of the payment, shipping included).
 */
export function refundOfLines(order: LinesRefund): MoneyParts & { everythingBack: boolean } {
  const { lines, refund } = order;
  const goods = refund.reduce((sum, r) => {
    const line = lines.find((l) => l.id === r.orderItemId);
    return sum + (line ? paidForUnits(line, r.quantity) : 0);
  }, 0);
  const everythingBack = lines.every(
    (l) => l.quantity === l.refundedQuantity + (refund.find((r) => r.orderItemId === l.id)?.quantity ?? 0),
  );
  const taxed = order.subtotalCents - (order.discountCents ?? 0);
  const taxCents = taxed > 0 ? Math.round((order.taxCents * goods) / taxed) : 0;
  return { merchandiseCents: goods, shippingCents: order.shippingCents ?? 0, taxCents, everythingBack };
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
 * - any other amount: merchandise with its share of the tax first (tax is charged on merchandise alone), in
 *   proportion to what is left of each, and shipping only for what goes beyond both.
 * The parts always add up to `amountCents`.
 */
export function splitRefund(amountCents: number, left: MoneyParts, byLines?: MoneyParts): MoneyParts {
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
  const goodsAndTax = left.merchandiseCents + left.taxCents;
  if (amountCents > goodsAndTax) {
    return {
      merchandiseCents: left.merchandiseCents,
      shippingCents: amountCents - goodsAndTax,
      taxCents: left.taxCents,
    };
  }
  const taxCents = goodsAndTax > 0 ? Math.round((amountCents * left.taxCents) / goodsAndTax) : 0;
  return { merchandiseCents: amountCents - taxCents, shippingCents: 0, taxCents };
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
