/** One line of an order as a refund sees it (money in cents). */
export interface RefundableLine {
  id: number;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
  /** The line's share of the order's discount (cents, for the whole line); 0 without one. */
  discountCents?: number;
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
 * What a refund of these lines gives back, in cents — the one rule the server
 * charges and the admin dialog previews: the lines' goods as paid (less their
 * share of the discount) plus their share of the order's tax (charged on the
 * discounted subtotal); when the refund leaves no unit unrefunded, everything
 * that is left of the payment (shipping included). Never more than `leftCents`.
 */
export function refundAmountCents(order: {
  lines: readonly RefundableLine[];
  refund: readonly { orderItemId: number; quantity: number }[];
  subtotalCents: number;
  /** The order's discount (cents): tax was charged on the subtotal less it. */
  discountCents?: number;
  taxCents: number;
  leftCents: number;
}): number {
  const { lines, refund } = order;
  const goods = refund.reduce((sum, r) => {
    const line = lines.find((l) => l.id === r.orderItemId);
    return sum + (line ? paidForUnits(line, r.quantity) : 0);
  }, 0);
  if (goods === 0) return 0;
  const everythingBack = lines.every(
    (l) => l.quantity === l.refundedQuantity + (refund.find((r) => r.orderItemId === l.id)?.quantity ?? 0),
  );
  if (everythingBack) return order.leftCents;
  const taxed = order.subtotalCents - (order.discountCents ?? 0);
  const taxShare = taxed > 0 ? Math.round((order.taxCents * goods) / taxed) : 0;
  return Math.min(order.leftCents, goods + taxShare);
}
