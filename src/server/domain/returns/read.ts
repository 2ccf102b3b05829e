import { toDollars } from '../../../shared/money.js';
import type { AdminReturn, Return, ReturnStatus } from '../../../shared/schemas/returns.js';
import type { Reader } from '../../db/flow.js';

/** A return as both the shopper and the owner read it (issue 41, item 1). */

const MAX_LIST = 500;

/** Returns with their lines and refund, newest first: of one order, by ids, or the owner's list by status. */
export async function loadReturns(
  { db }: { db: Reader },
  filter: { orderId?: number; ids?: number[]; status?: ReturnStatus },
): Promise<AdminReturn[]> {
  let query = db
    .selectFrom('return_request as r')
    .innerJoin('order as o', 'o.id', 'r.order_id')
    .leftJoin('refund as f', 'f.id', 'r.refund_id')
    .leftJoin('order as x', 'x.id', 'r.exchange_order_id')
    .select(['r.id', 'r.order_id', 'r.status', 'r.reason', 'r.reason_text', 'r.resolution', 'r.owner_note'])
    .select(['r.credit_cents', 'r.exchange_order_id', 'r.created_at', 'r.updated_at', 'o.email', 'o.name'])
    .select(['r.refund_id', 'f.amount_cents as refund_cents', 'f.status as refund_status'])
    .select(['r.price_difference_cents', 'x.status as exchange_status', 'x.paid_at as exchange_paid_at'])
    .orderBy('r.id', 'desc')
    .limit(MAX_LIST);
  if (filter.orderId !== undefined) query = query.where('r.order_id', '=', filter.orderId);
  if (filter.ids !== undefined) query = query.where('r.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('return_line as l')
    .innerJoin('order_item as i', 'i.id', 'l.order_item_id')
    .select(['l.return_id', 'l.order_item_id', 'l.quantity', 'l.exchange_size', 'l.exchange_color', 'l.restocked'])
    .select(['i.name', 'i.size', 'i.color'])
    .where(
      'l.return_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    status: r.status,
    reason: r.reason,
    reasonText: r.reason_text,
    resolution: r.resolution,
    note: r.owner_note,
    lines: lines
      .filter((l) => l.return_id === r.id)
      .map((l) => ({
        orderItemId: l.order_item_id,
        name: l.name,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        exchangeSize: l.exchange_size,
        exchangeColor: l.exchange_color,
        restocked: l.restocked === null ? null : l.restocked === 1,
      })),
    refund:
      r.refund_id !== null && r.refund_cents !== null
        ? { id: r.refund_id, amount: toDollars(r.refund_cents), status: r.refund_status ?? 'pending' }
        : null,
    credit: toDollars(r.credit_cents),
    exchangeOrderId: r.exchange_order_id,
    priceDifference: toDollars(r.price_difference_cents),
    exchangeWaitingFor: waitingFor(r),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    email: r.email,
    customer: r.name,
  }));
}

/**
 * What an exchange's order waits for before it ships (issue 41): a dearer one's difference not paid yet (once the
 * return is approved: the approval mails its pay link), or, paid, the items; null: nothing (sold, or no exchange).
 */
function waitingFor(r: {
  status: ReturnStatus;
  price_difference_cents: number;
  exchange_status: string | null;
  exchange_paid_at: string | null;
}): 'payment' | 'return' | null {
  if (r.exchange_status !== 'pending' || r.status === 'declined' || r.status === 'closed') return null;
  if (r.exchange_paid_at !== null) return 'return';
  return r.price_difference_cents > 0 && r.status !== 'requested' ? 'payment' : null;
}

/** One return, or undefined. */
export async function loadReturn(deps: { db: Reader }, id: number): Promise<AdminReturn | undefined> {
  return (await loadReturns(deps, { ids: [id] }))[0];
}

/** The shopper's view: without the order's e-mail and name (they are theirs). */
export function shopperReturn({ email: _email, customer: _customer, ...ret }: AdminReturn): Return {
  return ret;
}
