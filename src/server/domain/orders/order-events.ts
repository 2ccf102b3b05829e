import { AppError } from '../../../shared/errors.js';
import { ORDER_STATUS_LABELS } from '../../../shared/schemas/orders.js';
import type { OrderStatus } from '../../db/schema.js';
import { type Deps, isoNow, type TxDeps } from '../../deps.js';
import { putBackOrder } from '../balances/put-back.js';

/**
 * Who may make a move: `admin` moves are the owner's choices (PUT /api/admin/orders/{id}/status offers them, and
 * the shop makes some itself: a checkout replaced or unpayable is cancelled); `system` moves only the shop makes,
 * as the consequence of a payment or a refund (the owner's refund call included).
 */
export type MoveKind = 'admin' | 'system';

/**
 * Every legal move of an order, the one table: paid → processing → shipped → delivered, or paid → shipped in one
 * step (the timeline records that move as it was made, paid → shipped: no processing step is invented); a pending or unshipped
 * order can be cancelled; money given back makes a paid order `partially_refunded` and, all of it, `refunded`;
 * a cancelled order whose payment comes back is `refunded`. Anything not here is refused by changeOrderStatus.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderStatus, MoveKind>>>>> = {
  pending: { paid: 'system', cancelled: 'admin' },
  paid: { processing: 'admin', shipped: 'admin', cancelled: 'admin', partially_refunded: 'system', refunded: 'system' },
  partially_refunded: { processing: 'admin', shipped: 'admin', cancelled: 'admin', refunded: 'system' },
  processing: { shipped: 'admin', cancelled: 'admin', refunded: 'system' },
  shipped: { delivered: 'admin', refunded: 'system' },
  delivered: { refunded: 'system' },
  cancelled: { refunded: 'system' },
  // A payment that arrives for an order marked failed is given back.
  failed: { refunded: 'system' },
  refunded: {},
};

/** Whether `by` may move an order from `from` to `to`: the shop may make every move, the owner only hers. */
export function canMove(from: OrderStatus, to: OrderStatus, by: MoveKind): boolean {
  const kind = ORDER_MOVES[from][to];
  return kind !== undefined && (by === 'system' || kind === 'admin');
}

/** The moves the owner may choose from `from`, in the table's order. */
export function adminMoves(from: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_MOVES[from]) as OrderStatus[]).filter((to) => canMove(from, to, 'admin'));
}

/** The error of a move the table does not allow. */
export function illegalMove(from: OrderStatus, to: OrderStatus): AppError {
  return new AppError(
    'ILLEGAL_TRANSITION',
    `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}`,
  );
}

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
 * the caller's transaction. A move the table (ORDER_MOVES) does not allow to
 * `by` throws ILLEGAL_TRANSITION. Only moves from `from`: a concurrent change
 * wins and this one answers false, changing nothing.
 */
export async function changeOrderStatus(
  tx: TxDeps<'clock'>,
  change: StatusChange & {
    from: OrderStatus;
    by: MoveKind;
    set?: { tracking_number?: string; carrier?: string | null; tracking_page?: string | null };
  },
): Promise<boolean> {
  if (!canMove(change.from, change.to, change.by)) throw illegalMove(change.from, change.to);
  const moved = await tx.db
    .updateTable('order')
    .set({ status: change.to, updated_at: isoNow(tx.clock), ...change.set })
    .where('id', '=', change.orderId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await recordOrderEvent(tx, change);
  // An order that ends unpaid or is given back returns what its gift card paid (once: balances/ledger.ts).
  if (change.to === 'cancelled' || change.to === 'refunded') {
    await putBackOrder(tx, change.orderId, `Order #${change.orderId} ${change.to}`);
  }
  return true;
}

/** Appends one entry to an order's timeline (who, when, from which status to which, and why). */
export async function recordOrderEvent(tx: TxDeps<'clock'>, change: StatusChange): Promise<void> {
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
