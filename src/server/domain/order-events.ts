import type { OrderStatus } from '../db/schema.js';
import { type Deps, isoNow } from '../deps.js';

/** An order whose payment the shop keeps, in whole or in part: it can be fulfilled and refunded. */
export const PAID_STATUSES: OrderStatus[] = ['paid', 'partially_refunded', 'processing', 'shipped', 'delivered'];

export interface StatusChange {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  note?: string;
  /** The admin who made the change; null for the shop itself (a payment, an automatic refund). */
  actorUserId?: number | null;
}

/**
 * Moves an order to a new status and records the change in its timeline, in
 * the caller's transaction. Only moves from `from`: a concurrent change wins
 * and this one answers false, changing nothing.
 */
export async function changeOrderStatus(
  tx: Pick<Deps, 'db' | 'clock'>,
  change: StatusChange & { from: OrderStatus; set?: { tracking_number?: string; carrier?: string | null } },
): Promise<boolean> {
  const moved = await tx.db
    .updateTable('order')
    .set({ status: change.to, updated_at: isoNow(tx.clock), ...change.set })
    .where('id', '=', change.orderId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await recordOrderEvent(tx, change);
  return true;
}

/** Appends one entry to an order's timeline (who, when, from which status to which, and why). */
export async function recordOrderEvent(tx: Pick<Deps, 'db' | 'clock'>, change: StatusChange): Promise<void> {
  await tx.db
    .insertInto('order_event')
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      note: change.note ?? '',
      actor_user_id: change.actorUserId ?? null,
      created_at: isoNow(tx.clock),
    })
    .execute();
}

/** The timelines of some orders, oldest first, with the acting admin's name. */
export async function loadOrderEvents({ db }: Pick<Deps, 'db'>, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_event as e')
    .leftJoin('user as u', 'u.id', 'e.actor_user_id')
    .select(['e.id', 'e.order_id', 'e.from_status', 'e.to_status', 'e.note', 'e.created_at', 'u.username'])
    .where('e.order_id', 'in', orderIds)
    .orderBy('e.id')
    .execute();
}
