import { formatMoney, toDollars } from '../../../shared/money.js';
import type { OrderStatus } from '../../db/schema.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { putBackRefundShare } from '../balances/put-back.js';
import { creditRefund } from '../balances/store-credit.js';
import { setPaymentStatus } from '../checkout/payment-status.js';
import { queueOrderCancelled, queueOrderRefunded } from '../mail/order-mail.js';
import { canMove, changeOrderStatus, recordOrderEvent } from '../orders/order-events.js';
import { restockLine } from '../stock/sales.js';

/** Where a confirmed refund takes its order (the same status when it does not move it). */
function orderAfterRefund(status: OrderStatus, refund: { cancelsOrder: boolean; whole: boolean }): OrderStatus {
  if (refund.cancelsOrder) return 'cancelled';
  if (status === 'cancelled' || refund.whole) return 'refunded';
  return status === 'paid' ? 'partially_refunded' : status;
}

/**
 * What a refund the gateway confirmed does, in one transaction, whoever sent it
 * (the owner's request, the refund job after a crash or an outage, the owner's
 * Retry): the refund is marked done (once: a second settle changes nothing),
 * with the time the money went back (`settled_at`, the sales report's day for
 * it), the payment's refunded total grows by what the gateway gave back (fully refunded: `refunded`), the
 * refund's gift card share goes back on the card (a `refund_back` row), asked-for
 * units go back in stock, and the order moves on — `cancelled` when the refund
 * cancels it, a cancelled order becomes `refunded`, a wholly refunded one
 * `refunded`, a paid one `partially_refunded` — with the refund in its
 * timeline. The owner's refunds also queue the customer's message (a cancel's: unless she chose not to notify). A second
 * payment's refund touches only its payment.
 */
export async function settleRefund(
  tx: TxDeps<'clock'>,
  refundId: number,
  done: { id: string; amountCents: number },
): Promise<void> {
  const { db: trx } = tx;
  const at = isoNow(tx.clock);
  const moved = await trx
    .updateTable('refund')
    .set({ status: 'succeeded', provider_refund_id: done.id, error: null, settled_at: at, updated_at: at })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returning([
      'order_id',
      'payment_id',
      'reason',
      'restock',
      'lines',
      'duplicate',
      'cancels_order',
      'notify_customer',
      'actor_user_id',
      'amount_cents',
      'gift_card_cents',
      'credit_cents',
      'card_to_credit_cents',
    ])
    .executeTakeFirst();
  if (!moved) return;
  // No payment: an order its gift card paid whole, refunded on the ledger alone.
  let cardWhole = true;
  if (moved.payment_id !== null) {
    const payment = await trx
      .updateTable('payment')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', done.amountCents), updated_at: at }))
      .where('id', '=', moved.payment_id)
      .returning(['amount_cents', 'refunded_cents'])
      .executeTakeFirstOrThrow();
    if (payment.refunded_cents >= payment.amount_cents) {
      await setPaymentStatus(tx, { id: moved.payment_id }, { to: 'refunded' });
    }
    // The card's tender is used up when the gateway gave it all back, or the owner gave the rest as store credit.
    cardWhole = payment.refunded_cents + (await cardGivenAsCredit(tx, moved.payment_id)) >= payment.amount_cents;
  }
  if (moved.duplicate) return;
  const orderId = moved.order_id;
  // The balances' shares go back on the gift card and the store credit now, with the card's share (issue 41): the
  // order is refunded whole when every tender is.
  // (The card's share given as store credit is the card's money: issued on the credit below, not put back.)
  const shares = { giftCard: moved.gift_card_cents, credit: moved.credit_cents - moved.card_to_credit_cents };
  const whole = (await putBackRefundShare(tx, { orderId, refundId, shares })) && cardWhole;
  const asCredit = { orderId, refundId, cents: moved.card_to_credit_cents, actorUserId: moved.actor_user_id };
  await creditRefund(tx, asCredit);
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
  const to = orderAfterRefund(status, { cancelsOrder: Boolean(moved.cancels_order), whole });
  const where = moved.credit_cents > 0 ? ` (${formatMoney(toDollars(moved.credit_cents))} as store credit)` : '';
  const note = `Refunded ${formatMoney(toDollars(moved.amount_cents))}${where}${moved.reason ? `: ${moved.reason}` : ''}`;
  const change = { orderId, from: status, to, note, actorUserId: moved.actor_user_id, by: 'system' as const };
  // The money is back whatever the order's status: a move the table does not allow is only noted in the timeline.
  if (to !== status && canMove(status, to, 'system')) {
    await changeOrderStatus(tx, change);
    if (status === 'cancelled') {
      await trx.updateTable('order').set({ status_reason: moved.reason }).where('id', '=', orderId).execute();
    }
  } else {
    await recordOrderEvent(tx, { ...change, to: status });
  }
  if (moved.actor_user_id === null) return;
  if (moved.cancels_order) {
    // The owner chose whether the customer hears of the cancel (the cancel dialog's "Notify the customer").
    if (moved.notify_customer)
      await queueOrderCancelled(tx, orderId, {
        amountCents: moved.amount_cents,
        giftCardCents: moved.gift_card_cents,
        creditCents: moved.credit_cents,
      });
  } else await queueOrderRefunded(tx, orderId, refundId);
}

/** What the settled refunds of a payment gave as store credit instead of sending it back to the card. */
async function cardGivenAsCredit(tx: TxDeps, paymentId: number): Promise<number> {
  const row = await tx.db
    .selectFrom('refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('card_to_credit_cents'), eb.val(0)).as('cents'))
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}
