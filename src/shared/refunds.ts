/** One line of an order as a refund sees it (money in cents). */
export interface RefundableLine {
  id: number;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
}

/**
 * What a refund of these lines gives back, in cents — the one rule the server
 * charges and the admin dialog previews: the lines' goods plus their share of
 * the order's tax; when the refund leaves no unit unrefunded, everything that
 * is left of the payment (shipping included). Never more than `leftCents`.
 */
export function refundAmountCents(order: {
  lines: readonly RefundableLine[];
  refund: readonly { orderItemId: number; quantity: number }[];
  subtotalCents: number;
  taxCents: number;
  leftCents: number;
}): number {
  const { lines, refund } = order;
  const goods = refund.reduce((sum, r) => {
    const line = lines.find((l) => l.id === r.orderItemId);
    return sum + (line ? line.unitPriceCents * r.quantity : 0);
  }, 0);
  if (goods === 0) return 0;
  const everythingBack = lines.every(
    (l) => l.quantity === l.refundedQuantity + (refund.find((r) => r.orderItemId === l.id)?.quantity ?? 0),
  );
  if (everythingBack) return order.leftCents;
  const taxShare = order.subtotalCents > 0 ? Math.round((order.taxCents * goods) / order.subtotalCents) : 0;
  return Math.min(order.leftCents, goods + taxShare);
}
