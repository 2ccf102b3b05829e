import { sql } from 'kysely';
import { type Db, immediateTransaction } from '../../db/index.js';
import { queueOrderPaid } from '../../mail/order-mail.js';
import type { Intent, PaymentGateway } from '../../payments/gateway.js';
import { changeOrderStatus } from '../order-events.js';
import { releaseHolds } from '../stock/holds.js';
import { sellLine } from '../stock/sales.js';

export type FinalizeOutcome = 'paid' | 'already_paid' | 'refunded' | 'not_paid';

const PAID_STATUSES = ['paid', 'processing', 'shipped', 'delivered'];

/** Raised inside the transaction to roll back and refund instead. */
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
    if (PAID_STATUSES.includes(order.status))
      return new Refund('The order was already paid by another payment', false, true);
    if (order.status !== 'pending')
      return new Refund(`The order was ${order.status} before the payment arrived`, false);
    if (
      intent.currency !== 'usd' ||
      intent.amountCents !== order.total_cents ||
      intent.amountCents !== payment.amount_cents
    ) {
      return new Refund('The amount paid does not match the order total', true);
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
      if (error instanceof Refund) return error;
      throw error;
    }
  });
  if (!(verdict instanceof Refund)) return { outcome: verdict, orderId };
  await refundPayment(db, gateway, intent, orderId, verdict, nowIso);
  return { outcome: 'refunded', orderId };
}

/** Refunds an intent once (the first caller claims it), records why, and cancels the order when it must. */
async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  intent: Intent,
  orderId: number,
  why: Refund,
  now: string,
) {
  const claimed = await db
    .updateTable('payment')
    .set({ status: 'refunding', last_error: why.reason, updated_at: now })
    .where('intent_id', '=', intent.id)
    .where('status', 'not in', ['refunding', 'refunded'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  if (why.cancelOrder) {
    await immediateTransaction(db, async (trx) => {
      await releaseHolds(trx, orderId);
      await trx.updateTable('order').set({ status_reason: why.reason }).where('id', '=', orderId).execute();
      await changeOrderStatus(trx, { orderId, from: 'pending', to: 'refunded', note: why.reason, at: now });
    });
  }
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'amount_cents'])
    .where('intent_id', '=', intent.id)
    .executeTakeFirstOrThrow();
  const refundId =
    why.duplicate || payment.amount_cents === 0
      ? `duplicate-${payment.id}`
      : (
          await db
            .insertInto('refund')
            .values({
              order_id: orderId,
              payment_id: payment.id,
              amount_cents: payment.amount_cents,
              reason: why.reason,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
  try {
    const refund = await gateway.refund({
      intentId: intent.id,
      reason: why.reason,
      idempotencyKey: `refund-${refundId}`,
    });
    await db
      .updateTable('payment')
      .set({ status: 'refunded', refunded_cents: refund.amountCents, updated_at: now })
      .where('intent_id', '=', intent.id)
      .execute();
    if (typeof refundId === 'number') {
      await db
        .updateTable('refund')
        .set({ status: 'succeeded', provider_refund_id: refund.id, updated_at: now })
        .where('id', '=', refundId)
        .execute();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('payment')
      .set({ last_error: `${why.reason}; refund failed, retry from the admin: ${reason}` })
      .where('intent_id', '=', intent.id)
      .execute();
    if (typeof refundId === 'number') {
      await db
        .updateTable('refund')
        .set({ status: 'failed', error: reason, updated_at: now })
        .where('id', '=', refundId)
        .execute();
    }
  }
}

/** A failed card attempt releases the order's holds; the order stays pending so the shopper can try again. */
export async function markPaymentFailed(db: Db, intent: Intent, now: Date): Promise<void> {
  await immediateTransaction(db, async (trx) => {
    const payment = await trx
      .selectFrom('payment')
      .select(['order_id', 'status'])
      .where('intent_id', '=', intent.id)
      .executeTakeFirst();
    if (!payment || payment.status === 'succeeded' || payment.status.startsWith('refund')) return;
    await trx
      .updateTable('payment')
      .set({ status: 'requires_payment_method', last_error: intent.lastError, updated_at: now.toISOString() })
      .where('intent_id', '=', intent.id)
      .execute();
    await releaseHolds(trx, payment.order_id);
  });
}
