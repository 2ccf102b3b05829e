import { AppError } from '../../../shared/errors.js';
import { variantLabel } from '../../../shared/variant-label.js';
import type { Reader } from '../../db/flow.js';

/**
 * The one rule of "units of a line still refundable" (issue 41): what was bought, less what refunds took (the line's
 * refunded quantity: the owner's refunds and a received refund return's), less what received returns settled another
 * way (store credit or an exchange: they never move the refunded quantity). The owner's refund (its dialog's data and
 * `claimRefundInFlow`) and a return's receipt read it; a return's request reads it less the units other open returns
 * ask (`withOpenReturns`). Read under the order's row lock by a flow that decides on it.
 */
export async function unitsInReturns(
  { db }: { db: Reader },
  orderIds: readonly number[],
  { withOpenReturns = false } = {},
): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  if (orderIds.length === 0) return units;
  const rows = await db
    .selectFrom('return_line as l')
    .innerJoin('return_request as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', 'l.quantity'])
    .where('r.order_id', 'in', orderIds)
    .where((eb) => {
      const settled = eb.and([eb('l.restocked', 'is not', null), eb('r.resolution', '!=', 'refund')]);
      return withOpenReturns ? eb.or([eb('r.status', 'in', ['requested', 'approved']), settled]) : settled;
    })
    .execute();
  for (const r of rows) units.set(r.order_item_id, (units.get(r.order_item_id) ?? 0) + r.quantity);
  return units;
}

/**
 * What received exchanges of the order refunded of their price difference (issue 41: a cheaper variant, a guest's
 * order), refunds not failed: part of those units' value, already off the tenders; its goods and shipping as recorded.
 */
export async function exchangeRefunds({ db }: { db: Reader }, orderId: number) {
  const row = await db
    .selectFrom('return_request as r')
    .innerJoin('refund as f', 'f.id', 'r.refund_id')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('f.amount_cents'), eb.val(0)).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('f.merchandise_cents'), eb.val(0)).as('goods'),
      eb.fn.coalesce(eb.fn.sum<number>('f.shipping_cents'), eb.val(0)).as('shipping'),
    ])
    .where('r.order_id', '=', orderId)
    .where('r.resolution', '=', 'exchange')
    .where('f.status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return { amountCents: Number(row.amount), goodsCents: Number(row.goods), shippingCents: Number(row.shipping) };
}

/** A line's units still refundable, by the rule above (`taken`: `unitsInReturns` of its order). */
export function refundableUnits(
  item: { id: number; quantity: number; refunded_quantity: number },
  taken: ReadonlyMap<number, number>,
): number {
  return Math.max(0, item.quantity - item.refunded_quantity - (taken.get(item.id) ?? 0));
}

/**
 * Each line must be the order's and no more than its units still refundable (the rule above): past it, a 409
 * that says what is left and why (a return received for store credit or an exchange counts as given back).
 */
export function checkRefundable(
  items: readonly {
    id: number;
    quantity: number;
    refunded_quantity: number;
    name: string;
    size: string;
    color: string;
  }[],
  lines: readonly { orderItemId: number; quantity: number }[],
  taken: ReadonlyMap<number, number>,
  orderId: number,
): void {
  for (const line of lines) {
    const item = items.find((i) => i.id === line.orderItemId);
    if (!item) throw new AppError('BAD_REQUEST', `lines: item ${line.orderItemId} is not part of order #${orderId}`);
    const left = refundableUnits(item, taken);
    if (line.quantity > left) {
      const returned = taken.get(item.id) ?? 0;
      throw new AppError(
        'REFUND_TOO_LARGE',
        `Only ${left} of ${variantLabel(item.name, item.size, item.color)} can still be refunded` +
          (returned > 0 ? ` (${returned} already given back by a return as store credit or an exchange)` : ''),
      );
    }
  }
}
