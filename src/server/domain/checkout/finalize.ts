import { sql } from 'kysely';
import { type Db, immediateTransaction } from '../../db/index.js';
import type { Intent, PaymentGateway } from '../../payments/gateway.js';
import { availableUnits } from '../catalogue/stock.js';
import { changeStock } from '../inventory.js';
import { changeOrderStatus } from '../order-events.js';
import { releaseHolds } from './place-order.js';

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

interface Line {
  id: number;
  item_type: 'product' | 'painting';
  product_id: number | null;
  painting_id: number | null;
  quantity: number;
  name: string;
}

/** Takes the units of one paid line: its live hold, else whatever is still free; none left is a Refund. */
async function takeStock(trx: Db, orderId: number, line: Line, now: string): Promise<number> {
  const column = line.item_type === 'product' ? 'product_id' : 'painting_id';
  const item = await trx
    .selectFrom('inventory_item as ii')
    .select(['ii.id', availableUnits('ii', now).as('available')])
    .where(`ii.${column}`, '=', (line.product_id ?? line.painting_id) as number)
    .executeTakeFirst();
  if (!item) throw new Refund(`${line.name} has no stock record`, true);
  const hold = await trx
    .selectFrom('stock_hold')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('inventory_item_id', '=', item.id)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const held = hold?.quantity ?? 0;
  if (held < line.quantity && item.available < line.quantity - held) {
    throw new Refund(`${line.name} sold out while the payment was pending`, true);
  }
  if (line.painting_id) {
    const painting = await trx
      .selectFrom('painting')
      .select(['is_sold', 'in_stock', 'is_limited', 'limited_edition_count', 'current_edition_number'])
      .where('id', '=', line.painting_id)
      .executeTakeFirstOrThrow();
    const editionsLeft =
      painting.is_limited && painting.limited_edition_count !== null
        ? painting.limited_edition_count - painting.current_edition_number
        : Number.POSITIVE_INFINITY;
    if (painting.is_sold || !painting.in_stock || editionsLeft < line.quantity) {
      throw new Refund(`${line.name} was sold to someone else while the payment was pending`, true);
    }
  }
  await changeStock(trx, {
    inventoryItemId: item.id,
    change: -line.quantity,
    type: 'sale',
    referenceType: 'order',
    referenceId: orderId,
    notes: `Order #${orderId}`,
  });
  if (hold) await trx.updateTable('stock_hold').set({ status: 'converted' }).where('id', '=', hold.id).execute();
  return item.id;
}

/** What a sale does to the piece itself: originals and mark-sold items become sold; editions take their numbers. */
async function markSold(trx: Db, line: Line, now: string): Promise<void> {
  if (line.product_id) {
    await trx
      .updateTable('product')
      .set({ is_sold: 1, updated_at: now })
      .where('id', '=', line.product_id)
      .where('mark_sold_after_purchase', '=', 1)
      .execute();
    return;
  }
  const painting = await trx
    .selectFrom('painting')
    .select([
      'is_original',
      'is_limited',
      'mark_sold_after_purchase',
      'limited_edition_count',
      'current_edition_number',
    ])
    .where('id', '=', line.painting_id as number)
    .executeTakeFirstOrThrow();
  if (painting.is_limited) {
    const first = painting.current_edition_number + 1;
    const current = painting.current_edition_number + line.quantity;
    await trx.updateTable('order_item').set({ edition_number: first }).where('id', '=', line.id).execute();
    await trx
      .updateTable('painting')
      .set({
        current_edition_number: current,
        in_stock: painting.limited_edition_count !== null && current >= painting.limited_edition_count ? 0 : 1,
        updated_at: now,
      })
      .where('id', '=', line.painting_id as number)
      .execute();
  }
  if (painting.is_original || painting.mark_sold_after_purchase) {
    await trx
      .updateTable('painting')
      .set({ is_sold: 1, in_stock: 0, updated_at: now })
      .where('id', '=', line.painting_id as number)
      .execute();
  }
}

/**
 * The one idempotent finalisation of a payment, for the webhook, the client's
 * PUT /api/orders/{id} and the test gateway alike: checks the intent against
 * the order (succeeded, same order, amount and currency), turns the holds into
 * sales through the ledger, marks originals sold, numbers limited editions,
 * marks the order paid and clears the cart. A second call changes nothing. A
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
        await takeStock(trx, orderId, line, nowIso);
        await markSold(trx, line, nowIso);
      }
      await trx.updateTable('order').set({ paid_at: nowIso }).where('id', '=', orderId).execute();
      await changeOrderStatus(trx, { orderId, from: 'pending', to: 'paid', note: 'Payment received', at: nowIso });
      await trx
        .updateTable('payment')
        .set({ status: 'succeeded', updated_at: nowIso })
        .where('id', '=', payment.id)
        .execute();
      if (order.cart_id) await trx.deleteFrom('cart_item').where('cart_id', '=', order.cart_id).execute();
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
