import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import { RETURNABLE_STATUSES } from '../../../shared/order-statuses.js';
import type { Returnable } from '../../../shared/schemas/returns.js';
import type { Reader } from '../../db/flow.js';
import type { Deps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { resolveSellable } from '../cart/sellable.js';
import { refundableUnits, unitsInReturns } from '../refunds/refundable.js';
import { getSettings } from '../settings.js';
import { sameDigest, tokenHash } from '../tokens.js';
import { differenceOf, returnedUnits } from './difference.js';
import { exchangeable } from './exchange.js';

/**
 * Who may return what (issue 41, item 1). A return is asked of a shipped or delivered order by its owner: the
 * signed-in customer whose order it is, or a guest through the order's mail link (its token). The window is the
 * `returnWindowDays` setting from the order's delivery, or from its shipping when no delivery was recorded (both are
 * moves of its timeline). Originals and final-sale items are never returnable. What a line can still return is
 * its units still refundable (`refunds/refundable.ts`, the one rule) less what other open returns ask.
 */

/** Whoever asks: the signed-in account (or none), and a guest order link's token. */
export interface ReturnViewer {
  actor: Actor | null;
  token?: string | undefined;
}

const NOT_FOUND = 'Order not found';

/** The order, if `viewer` may see its returns: theirs by account, or a guest order by its link; else 404 (401 alone). */
export async function viewableOrder({ db }: { db: Reader }, orderId: number, viewer: ReturnViewer) {
  if (!viewer.actor && !viewer.token) throw new AppError('UNAUTHORIZED');
  const order = await db
    .selectFrom('order')
    .select(['id', 'user_id', 'guest_link_hash', 'status', 'currency', 'exchange_rate_micros'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', NOT_FOUND);
  const byAccount = viewer.actor !== null && order.user_id === viewer.actor.userId;
  const byLink =
    viewer.token !== undefined &&
    order.user_id === null &&
    order.guest_link_hash !== null &&
    sameDigest(order.guest_link_hash, tokenHash(viewer.token));
  if (!byAccount && !byLink) throw new AppError('NOT_FOUND', NOT_FOUND);
  return order;
}

/** When the window opened: the latest delivery of the order's timeline, else its latest shipping; null: never shipped. */
async function windowStart({ db }: { db: Reader }, orderId: number) {
  const moves = await db
    .selectFrom('order_event')
    .select(['to_status', 'created_at'])
    .where('order_id', '=', orderId)
    .where('to_status', 'in', ['shipped', 'delivered'])
    .orderBy('id', 'desc')
    .execute();
  const delivered = moves.find((m) => m.to_status === 'delivered');
  if (delivered) return { from: 'delivered' as const, at: delivered.created_at };
  const shipped = moves.find((m) => m.to_status === 'shipped');
  return shipped ? { from: 'shipped' as const, at: shipped.created_at } : null;
}

/**
 * The sizes and colours of the line's product, other than the one bought, on sale and in stock, each with its price
 * difference for one unit (the one rule, `exchangeDifference`; dollars, + to pay, − given back).
 */
async function exchangeOptions(
  deps: Pick<Deps, 'db' | 'clock'>,
  orderId: number,
  line: { id: number; product_id: number | null; size: string; color: string },
) {
  if (line.product_id === null) return [];
  const variants = await deps.db
    .selectFrom('product_variant')
    .select(['size', 'color'])
    .where('product_id', '=', line.product_id)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const ref = { itemType: 'product' as const, itemId: line.product_id };
  const options: { size: string; color: string; priceDifference: number }[] = [];
  // What one unit of the line paid, read once for all its options.
  const returned = await returnedUnits(deps, orderId, [{ orderItemId: line.id, quantity: 1 }]);
  for (const v of variants) {
    if (v.size === line.size && v.color === line.color) continue;
    const s = await resolveSellable(deps, { ...ref, size: v.size, color: v.color });
    if (!exchangeable(line, s) || s.available <= 0) continue;
    const { differenceCents } = differenceOf(returned, [{ quantity: 1, wanted: s }]);
    options.push({ size: s.size, color: s.color, priceDifference: toDollars(differenceCents) });
  }
  return options;
}

/**
 * What of the order may be returned now, line by line (the shopper's form, and the rule `requestReturn` applies in
 * its flow): the window, the lines' units left and why a line is excluded, the exchanges offered.
 */
export async function returnableOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  order: { id: number; status: string; user_id: number | null; currency: string },
  viewer: ReturnViewer,
  { withOptions = true } = {},
): Promise<Returnable> {
  const { returnWindowDays } = await getSettings(deps);
  const start = await windowStart(deps, order.id);
  const sent = (RETURNABLE_STATUSES as readonly string[]).includes(order.status) && start !== null;
  const until = start ? new Date(new Date(start.at).getTime() + returnWindowDays * 86_400_000).toISOString() : null;
  const inWindow = until !== null && deps.clock().getTime() <= new Date(until).getTime() && returnWindowDays > 0;
  const items = await deps.db
    .selectFrom('order_item as i')
    .leftJoin('product as p', 'p.id', 'i.product_id')
    .leftJoin('painting as pt', 'pt.id', 'i.painting_id')
    .select(['i.id', 'i.name', 'i.size', 'i.color', 'i.quantity', 'i.refunded_quantity', 'i.item_type'])
    .select(['i.product_id', 'p.final_sale as product_final', 'pt.final_sale as painting_final', 'pt.is_original'])
    .where('i.order_id', '=', order.id)
    .orderBy('i.id')
    .execute();
  const taken = await unitsInReturns(deps, [order.id], { withOpenReturns: true });
  const lines = [];
  for (const i of items) {
    const excluded =
      i.item_type === 'custom' || i.is_original === 1
        ? ('original' as const)
        : i.product_final === 1 || i.painting_final === 1
          ? ('final_sale' as const)
          : null;
    const returnable = excluded ? 0 : refundableUnits(i, taken);
    lines.push({
      orderItemId: i.id,
      name: i.name,
      size: i.size,
      color: i.color,
      returnable,
      excluded,
      exchangeOptions:
        withOptions && returnable > 0 && sent && inWindow ? await exchangeOptions(deps, order.id, i) : [],
    });
  }
  return {
    open: sent && inWindow,
    closedBecause: !sent ? 'not_shipped' : inWindow ? null : 'window_closed',
    until,
    from: start?.from ?? null,
    windowDays: returnWindowDays,
    creditOffered: viewer.actor !== null && order.user_id === viewer.actor.userId,
    currency: order.currency,
    lines,
  };
}
