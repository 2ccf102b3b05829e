import { sql } from 'kysely';
import { type Db, immediateTransaction } from '../../db/index.js';
import { queueOrderPaid } from '../../mail/order-mail.js';
import type { Intent, PaymentGateway } from '../../payments/gateway.js';
import { changeOrderStatus, PAID_STATUSES } from '../order-events.js';
import { releaseHolds } from '../stock/holds.js';
import { sellLine } from '../stock/sales.js';
import { queueRefund, sendRefund } from './refund-queue.js';

export type FinalizeOutcome = 'paid' | 'already_paid' | 'refunded' | 'not_paid';

/** Why a payment is refunded instead of kept (raised inside the sale to roll it back). */
class Refund {
  constructor(
    readonly reason: string,
    readonly cancelOrder: boolean,
    /** A second payment of an order already paid: refunded, but not a refund of the order's own money. */
    readonly duplicate = false,
  ) {}
}

/**
 * The one idempotent finalisation of a payment, for the webhook, the client's
 * PUT /api/orders/{id} and the test gateway alike: checks the intent against
 * the order (succeeded, same order, amount and currency), turns the holds into
 * sales through the ledger, marks originals sold, numbers limited editions,
 * marks the order paid, clears the cart and queues the customer's confirmation
 * and the owner's notice (same transaction). A second call changes nothing. A
 * payment that cannot be honoured (the piece went to someone else, the amount
 * differs, the order was already paid by another intent) is refunded.
 */
export async function finalizePayment(
  db: Db,
  gateway: PaymentGateway,
  intent: Intent,
  now: Date,
): Promise<{ outcome: FinalizeOutcome; orderId: number | null }> {
  const orderId = intent.orderId;
  if (intent.status !== 'succeeded' || orderId === null) return { outcome: 'not_paid', orderId };
  const nowIso = now.toISOString();
  const verdict = await immediateTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('order')
      .select(['id', 'status', 'total_cents', 'cart_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    const payment = await trx
      .selectFrom('payment')
      .select(['id', 'order_id', 'amount_cents', 'status'])
      .where('intent_id', '=', intent.id)
      .executeTakeFirst();
    if (!order || !payment || payment.order_id !== order.id) return 'not_paid' as const;
    if (payment.status === 'succeeded' || payment.status === 'refunded' || payment.status === 'refunding') {
      return payment.status === 'succeeded' ? ('already_paid' as const) : ('refunded' as const);
    }
    /** A payment that cannot be honoured: its refund is queued in this same transaction. */
    const owe = async (why: Refund) => {
      const refundId = await queueRefund(
        trx,
        {
          orderId,
          paymentId: payment.id,
          amountCents: intent.amountCents,
          reason: why.reason,
          cancelOrder: why.cancelOrder,
          duplicate: why.duplicate,
        },
        nowIso,
      );
      return { refundId };
    };
    if (PAID_STATUSES.includes(order.status))
      return owe(new Refund('The order was already paid by another payment', false, true));
    if (order.status !== 'pending')
      return owe(new Refund(`The order was ${order.status} before the payment arrived`, false));
    if (
      intent.currency !== 'usd' ||
      intent.amountCents !== order.total_cents ||
      intent.amountCents !== payment.amount_cents
    ) {
      return owe(new Refund('The amount paid does not match the order total', true));
    }
    await sql`SAVEPOINT finalize`.execute(trx);
    try {
      const lines = await trx
        .selectFrom('order_item')
        .select(['id', 'item_type', 'product_id', 'painting_id', 'quantity', 'name'])
        .where('order_id', '=', orderId)
        .execute();
      for (const line of lines) {
        const refused = await sellLine(trx, orderId, line, nowIso);
        if (refused) throw new Refund(refused, true);
      }
      await trx.updateTable('order').set({ paid_at: nowIso }).where('id', '=', orderId).execute();
      await changeOrderStatus(trx, { orderId, from: 'pending', to: 'paid', note: 'Payment received', at: nowIso });
      await trx
        .updateTable('payment')
        .set({ status: 'succeeded', updated_at: nowIso })
        .where('id', '=', payment.id)
        .execute();
      if (order.cart_id) await trx.deleteFrom('cart_item').where('cart_id', '=', order.cart_id).execute();
      await queueOrderPaid(trx, orderId, now);
      await sql`RELEASE finalize`.execute(trx);
      return 'paid' as const;
    } catch (error) {
      await sql`ROLLBACK TO finalize`.execute(trx);
      await sql`RELEASE finalize`.execute(trx);
      if (error instanceof Refund) return owe(error);
      throw error;
    }
  });
  if (typeof verdict === 'string') return { outcome: verdict, orderId };
  if (verdict.refundId !== null) await sendRefund(db, gateway, verdict.refundId, now);
  return { outcome: 'refunded', orderId };
}

/** A failed card attempt releases the order's holds; the order stays pending so the shopper can try again. */
export async function markPaymentFailed(db: Db, intent: Intent, now: Date): Promise<void> {
  await immediateTransaction(db, async (trx) => {
    const payment = await trx
      .selectFrom('payment')
      .select(['id', 'order_id', 'status'])
      .where('intent_id', '=', intent.id)
      .executeTakeFirst();
    // A superseded or cancelled intent, or one already paid or refunded, changes nothing: the order's
    // current attempt keeps its holds, and a cancelled intent never becomes payable again.
    if (
      !payment ||
      payment.status === 'succeeded' ||
      payment.status === 'canceled' ||
      payment.status.startsWith('refund')
    )
      return;
    if (intent.status === 'canceled') return;
    const newer = await trx
      .selectFrom('payment')
      .select('id')
      .where('order_id', '=', payment.order_id)
      .where('id', '>', payment.id)
      .executeTakeFirst();
    if (newer) return;
    await trx
      .updateTable('payment')
      .set({ status: 'requires_payment_method', last_error: intent.lastError, updated_at: now.toISOString() })
      .where('intent_id', '=', intent.id)
      .execute();
    await releaseHolds(trx, payment.order_id);
  });
}
