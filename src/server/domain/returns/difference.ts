import type { Deps } from '../../deps.js';
import type { Sellable } from '../cart/sellable.js';
import { paidForLines } from '../orders/order-refunds.js';

/**
 * The one rule of an exchange's price difference (issue 41, item 1), in the order's currency: what the shopper paid
 * for the units sent back, as a refund of them would give it back (`paidForLines`: their price after their share of
 * the order's discount, and their tax by the order's own rule; never the shipping), against the new variants' price
 * on the order's terms: the same share of discount the returned units had (paid goods over their list price), and tax
 * at the rate those units were taxed (their tax over their goods: the original order's rate). + the shopper pays it;
 * − it is given back at receipt; 0 at the same price (a code's discount is not charged again). The shopper's options (per unit), the request (stored
 * with the return and charged or given back) and the receipt go by it.
 */

interface Swap {
  orderItemId: number;
  quantity: number;
  /** The variant wanted, as the catalogue sells it now. */
  wanted: Pick<Sellable, 'unitPriceCents' | 'cadPriceCents'>;
}

export interface ExchangeDifference {
  /** What the returned units were paid: goods (after discount) and tax, and of it the tax. */
  paidCents: number;
  paidTaxCents: number;
  /** The new variants' goods and their tax at the order's rate. */
  goodsCents: number;
  taxCents: number;
  /** (goods + tax) − paid. */
  differenceCents: number;
}

/** The variant's price in the order's currency: its set Canadian price for a CAD order, else at the order's rate. */
function priceInOrder(wanted: Swap['wanted'], order: { currency: string; exchange_rate_micros: number }): number {
  if (order.currency.toLowerCase() === 'cad' && wanted.cadPriceCents !== null) return wanted.cadPriceCents;
  return Math.round((wanted.unitPriceCents * order.exchange_rate_micros) / 1_000_000);
}

export async function exchangeDifference(
  deps: Pick<Deps, 'db'>,
  orderId: number,
  swaps: readonly Swap[],
): Promise<ExchangeDifference> {
  const order = await deps.db
    .selectFrom('order')
    .select(['currency', 'exchange_rate_micros'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const paid = await paidForLines(
    deps,
    orderId,
    swaps.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
  );
  const items = await deps.db
    .selectFrom('order_item')
    .select(['id', 'unit_price_cents'])
    .where('order_id', '=', orderId)
    .execute();
  const listCents = swaps.reduce(
    (sum, s) => sum + (items.find((i) => i.id === s.orderItemId)?.unit_price_cents ?? 0) * s.quantity,
    0,
  );
  const newListCents = swaps.reduce((sum, s) => sum + priceInOrder(s.wanted, order) * s.quantity, 0);
  const goodsCents = listCents > 0 ? Math.round((newListCents * paid.goodsCents) / listCents) : newListCents;
  const taxCents = paid.goodsCents > 0 ? Math.round((paid.taxCents * goodsCents) / paid.goodsCents) : 0;
  const paidCents = paid.goodsCents + paid.taxCents;
  return {
    paidCents,
    paidTaxCents: paid.taxCents,
    goodsCents,
    taxCents,
    differenceCents: goodsCents + taxCents - paidCents,
  };
}
