import type { Deps } from '../../deps.js';
import type { Sellable } from '../cart/sellable.js';
import { paidForLines } from '../orders/refund-figures.js';

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

/** What the returned units paid (`paidForLines`) and their list price, with the order's currency: read once. */
export async function returnedUnits(
  deps: Pick<Deps, 'db'>,
  orderId: number,
  lines: readonly { orderItemId: number; quantity: number }[],
) {
  const order = await deps.db
    .selectFrom('order')
    .select(['currency', 'exchange_rate_micros'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const units = lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity }));
  const paid = await paidForLines(deps, orderId, units);
  return { order, goodsCents: paid.goodsCents, taxCents: paid.taxCents, listCents: paid.listCents };
}

/** The difference of exchanging the returned units (`returnedUnits`) for `swaps`' variants (the rule above). */
export function differenceOf(
  returned: Awaited<ReturnType<typeof returnedUnits>>,
  swaps: readonly Pick<Swap, 'quantity' | 'wanted'>[],
): ExchangeDifference {
  const { order, listCents } = returned;
  const newListCents = swaps.reduce((sum, s) => sum + priceInOrder(s.wanted, order) * s.quantity, 0);
  const goodsCents = listCents > 0 ? Math.round((newListCents * returned.goodsCents) / listCents) : newListCents;
  const taxCents = returned.goodsCents > 0 ? Math.round((returned.taxCents * goodsCents) / returned.goodsCents) : 0;
  const paidCents = returned.goodsCents + returned.taxCents;
  return {
    paidCents,
    paidTaxCents: returned.taxCents,
    goodsCents,
    taxCents,
    differenceCents: goodsCents + taxCents - paidCents,
  };
}

/** The difference of an exchange request's swaps: `differenceOf` their returned units. */
export async function exchangeDifference(
  deps: Pick<Deps, 'db'>,
  orderId: number,
  swaps: readonly Swap[],
): Promise<ExchangeDifference> {
  return differenceOf(await returnedUnits(deps, orderId, swaps), swaps);
}
