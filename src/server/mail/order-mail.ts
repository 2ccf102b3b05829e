import { toDollars } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/orders.js';
import type { Db } from '../db/index.js';
import { loadOrders } from '../domain/orders.js';
import { enqueueMail, type MailKind, mailSettings, ownerAddress } from './outbox.js';
import { newOrderNotice, orderConfirmation } from './templates/order-paid.js';
import { orderCancelled, orderShipped } from './templates/order-status.js';
import { orderRefunded } from './templates/refund.js';

/**
 * The messages an order's events cause, queued in the event's own transaction
 * (pass its handle). Each is keyed by kind and order (or refund), so calling
 * one twice queues nothing the second time.
 */
async function load(trx: Db, orderId: number) {
  const [order] = await loadOrders(trx, [orderId]);
  if (!order) throw new Error(`order ${orderId} not found`);
  return { order, settings: await mailSettings(trx) };
}

function toCustomer(order: Order, kind: MailKind, rendered: { subject: string; html: string; text: string }, key = '') {
  return { ...rendered, kind, eventKey: `${kind}:${order.id}${key}`, recipient: order.email, orderId: order.id };
}

/** Payment final: the customer's confirmation and the owner's new-order notice. */
export async function queueOrderPaid(trx: Db, orderId: number, now: Date): Promise<void> {
  const { order, settings } = await load(trx, orderId);
  await enqueueMail(trx, toCustomer(order, 'order_confirmation', orderConfirmation(order, settings)), now);
  const owner = await ownerAddress(trx, settings.ownerEmail);
  if (owner) {
    const notice = newOrderNotice(order, settings);
    await enqueueMail(
      trx,
      { ...notice, kind: 'order_notice', eventKey: `order_notice:${order.id}`, recipient: owner, orderId: order.id },
      now,
    );
  }
}

/** Shipped: tracking number and carrier. */
export async function queueOrderShipped(trx: Db, orderId: number, now: Date): Promise<void> {
  const { order, settings } = await load(trx, orderId);
  await enqueueMail(trx, toCustomer(order, 'order_shipped', orderShipped(order, settings)), now);
}

/** Cancelled (a paid order: with what was refunded). */
export async function queueOrderCancelled(trx: Db, orderId: number, refundedCents: number, now: Date): Promise<void> {
  const { order, settings } = await load(trx, orderId);
  const rendered = orderCancelled(order, settings, toDollars(refundedCents));
  await enqueueMail(trx, toCustomer(order, 'order_cancelled', rendered), now);
}

/** One refund made: its amount and lines. */
export async function queueOrderRefunded(trx: Db, orderId: number, refundId: number, now: Date): Promise<void> {
  const { order, settings } = await load(trx, orderId);
  const refund = await trx
    .selectFrom('refund')
    .select(['amount_cents', 'reason', 'lines'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  const rendered = orderRefunded(
    order,
    {
      amountDollars: toDollars(refund.amount_cents),
      reason: refund.reason,
      lines: JSON.parse(refund.lines) as { orderItemId: number; quantity: number }[],
    },
    settings,
  );
  await enqueueMail(trx, toCustomer(order, 'order_refunded', rendered, `:${refundId}`), now);
}
