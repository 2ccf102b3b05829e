import { isoNow, type TxDeps } from '../../deps.js';
import { releaseDiscountUse } from '../discounts/uses.js';
import { changeOrderStatus } from '../orders/order-events.js';
import { refundParts } from '../refunds/parts.js';
import { releaseHolds } from '../stock/holds.js';
import { setPaymentStatus } from './payment-status.js';

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
 * row is queued (sent by `sendRefund` in `domain/refunds/`, the one path to the gateway), and an order that cannot be honoured is cancelled with its
 * holds and discount use released. Answers the refund's id, or null when another caller had
 * already claimed this payment.
 */
export async function queueRefund(tx: TxDeps<'clock'>, owed: OwedRefund): Promise<number | null> {
  const { db: trx } = tx;
  const now = isoNow(tx.clock);
  const claimed = await setPaymentStatus(tx, { id: owed.paymentId }, { to: 'refunding', lastError: owed.reason });
  if (claimed.length === 0 || owed.amountCents <= 0) return null;
  // The order was never sold (a second payment aside): the refund gives back every unit, and says so.
  const lines = owed.duplicate ? [] : await giveEveryUnitBack(tx, owed.orderId);
  const parts = await refundParts(trx, {
    orderId: owed.orderId,
    amountCents: owed.amountCents,
    secondPayment: owed.duplicate,
  });
  const { id } = await trx
    .insertInto('refund')
    .values({
      order_id: owed.orderId,
      payment_id: owed.paymentId,
      amount_cents: owed.amountCents,
      ...parts,
      lines: JSON.stringify(lines),
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
    await releaseDiscountUse(tx, owed.orderId);
    await trx
      .updateTable('order')
      .set({ status_reason: `${owed.reason}. Your payment is being refunded.` })
      .where('id', '=', owed.orderId)
      .execute();
    await changeOrderStatus(tx, {
      orderId: owed.orderId,
      from: 'pending',
      to: 'cancelled',
      note: owed.reason,
      by: 'system',
    });
  }
  return id;
}

/** Marks every unit of a never-sold order given back (as an owner's cancel does), answering the lines. */
async function giveEveryUnitBack(tx: TxDeps, orderId: number) {
  const items = await tx.db
    .updateTable('order_item')
    .set((eb) => ({ refunded_quantity: eb.ref('quantity') }))
    .where('order_id', '=', orderId)
    .returning(['id', 'quantity'])
    .execute();
  return items.sort((a, b) => a.id - b.id).map((i) => ({ orderItemId: i.id, quantity: i.quantity }));
}
