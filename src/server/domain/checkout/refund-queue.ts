import { formatMoney, toDollars } from '../../../shared/money.js';
import { immediateTransaction } from '../../db/index.js';
import type { OrderStatus } from '../../db/schema.js';
import { type Deps, isoNow } from '../../deps.js';
import { queueOrderCancelled, queueOrderRefunded } from '../mail/order-mail.js';
import { changeOrderStatus, recordOrderEvent } from '../order-events.js';
import { releaseHolds } from '../stock/holds.js';
import { restockLine } from '../stock/sales.js';

/** Minutes to wait before the next try of a refund the gateway refused: 1, 2, 4 … at most an hour. */
export function refundBackoffMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

export interface OwedRefund {
  orderId: number;
  paymentId: number;
  amountCents: number;
  reason: string;
  /** The order could not be honoured: its holds end and it is cancelled, refunded once the gateway confirms. */
  cancelOrder: boolean;
  /** A second payment of an order already paid: refunded, but no money taken off the order. */
  duplicate: boolean;
}

/**
 * Records a refund the shop owes, in the caller's transaction (the one that
 * decided it): the payment is claimed (`refunding`, once), a `pending` refund
 * row is queued, and an order that cannot be honoured is cancelled with its
 * holds released. Answers the refund's id, or null when another caller had
 * already claimed this payment.
 */
export async function queueRefund(tx: Pick<Deps, 'db' | 'clock'>, owed: OwedRefund): Promise<number | null> {
  const { db: trx } = tx;
  const now = isoNow(tx.clock);
  const claimed = await trx
    .updateTable('payment')
    .set({ status: 'refunding', last_error: owed.reason, updated_at: now })
    .where('id', '=', owed.paymentId)
    .where('status', 'not in', ['refunding', 'refunded'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0 || owed.amountCents <= 0) return null;
  const { id } = await trx
    .insertInto('refund')
    .values({
      order_id: owed.orderId,
      payment_id: owed.paymentId,
      amount_cents: owed.amountCents,
      reason: owed.reason,
      duplicate: owed.duplicate ? 1 : 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (owed.cancelOrder) {
    await releaseHolds(tx, owed.orderId);
    await trx
      .updateTable('order')
      .set({ status_reason: `${owed.reason}. Your payment is being refunded.` })
      .where('id', '=', owed.orderId)
      .execute();
    await changeOrderStatus(tx, { orderId: owed.orderId, from: 'pending', to: 'cancelled', note: owed.reason });
  }
  return id;
}

/**
 * What a refund the gateway confirmed does, in one transaction, whoever sent it
 * (the owner's request, or this queue after a crash or an outage): the refund
 * is marked done (once: a second settle changes nothing), the payment's
 * refunded total grows (fully refunded: `refunded`), asked-for units go back
 * in stock, and the order moves on — `cancelled` when the refund cancels it, a
 * cancelled order becomes `refunded`, a wholly refunded one `refunded`, a paid
 * one `partially_refunded` — with the refund in its timeline. The owner's
 * refunds also queue the customer's message. A second payment's refund
 * touches only its payment.
 */
export async function settleRefund(
  tx: Pick<Deps, 'db' | 'clock'>,
  refundId: number,
  done: { id: string; amountCents: number },
): Promise<void> {
  const { db: trx } = tx;
  const at = isoNow(tx.clock);
  const moved = await trx
    .updateTable('refund')
    .set({ status: 'succeeded', provider_refund_id: done.id, error: null, updated_at: at })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returning(['order_id', 'payment_id', 'reason', 'restock', 'lines', 'duplicate', 'cancels_order', 'actor_user_id'])
    .executeTakeFirst();
  if (!moved) return;
  const payment = await trx
    .updateTable('payment')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', done.amountCents), updated_at: at }))
    .where('id', '=', moved.payment_id)
    .returning(['amount_cents', 'refunded_cents'])
    .executeTakeFirstOrThrow();
  const whole = payment.refunded_cents >= payment.amount_cents;
  if (whole) await trx.updateTable('payment').set({ status: 'refunded' }).where('id', '=', moved.payment_id).execute();
  if (moved.duplicate) return;
  const orderId = moved.order_id;
  if (moved.restock) {
    const lines = JSON.parse(moved.lines) as { orderItemId: number; quantity: number }[];
    for (const line of lines) {
      const note = `Refund #${refundId} of order #${orderId}`;
      await restockLine(
        tx,
        { orderId, orderItemId: line.orderItemId, quantity: line.quantity, note },
        moved.actor_user_id,
      );
    }
  }
  const { status } = await trx.selectFrom('order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const to: OrderStatus = moved.cancels_order
    ? 'cancelled'
    : status === 'cancelled' || whole
      ? 'refunded'
      : status === 'paid'
        ? 'partially_refunded'
        : status;
  const note = `Refunded ${formatMoney(toDollars(done.amountCents))}${moved.reason ? `: ${moved.reason}` : ''}`;
  const change = { orderId, from: status, to, note, actorUserId: moved.actor_user_id };
  if (to === status || !(await changeOrderStatus(tx, change))) await recordOrderEvent(tx, change);
  else if (status === 'cancelled') {
    await trx.updateTable('order').set({ status_reason: moved.reason }).where('id', '=', orderId).execute();
  }
  if (moved.actor_user_id === null) return;
  if (moved.cancels_order) await queueOrderCancelled(tx, orderId, done.amountCents);
  else await queueOrderRefunded(tx, orderId, refundId);
}

/**
 * Sends one queued refund to the gateway (idempotent by the refund's own key,
 * so a retry after a crash or a timeout never refunds twice). Once the gateway
 * confirms, the payment is refunded and a cancelled order becomes `refunded`;
 * a refusal leaves it pending with the next try set further out. Answers
 * whether the refund is done.
 */
export async function sendRefund(deps: Pick<Deps, 'db' | 'clock' | 'gateway'>, refundId: number): Promise<boolean> {
  const { db, gateway } = deps;
  const refund = await db
    .selectFrom('refund as r')
    .innerJoin('payment as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.order_id', 'r.amount_cents', 'r.reason', 'r.status', 'r.attempts', 'p.intent_id'])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
  if (refund?.status !== 'pending') return refund?.status === 'succeeded';
  try {
    const done = await gateway.refund({
      intentId: refund.intent_id,
      amountCents: refund.amount_cents,
      reason: refund.reason,
      idempotencyKey: `refund-${refund.id}`,
    });
    await immediateTransaction(db, (trx) => settleRefund({ ...deps, db: trx }, refund.id, done));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const attempts = refund.attempts + 1;
    const now = deps.clock();
    const next = new Date(now.getTime() + refundBackoffMinutes(attempts) * 60_000).toISOString();
    await db
      .updateTable('refund')
      .set({ attempts, next_attempt_at: next, error: reason, updated_at: now.toISOString() })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .execute();
    return false;
  }
}

/** The refund worker's tick: sends every queued refund whose time has come. Answers how many went through. */
export async function sendDueRefunds(deps: Pick<Deps, 'db' | 'clock' | 'gateway'>): Promise<number> {
  const due = await deps.db
    .selectFrom('refund')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', isoNow(deps.clock))
    .orderBy('id')
    .limit(50)
    .execute();
  let sent = 0;
  for (const { id } of due) if (await sendRefund(deps, id)) sent++;
  return sent;
}
