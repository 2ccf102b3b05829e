import { AppError } from '../../../shared/errors.js';
import { asLocale } from '../../../shared/locale.js';
import { toDollars } from '../../../shared/money.js';
import { isMoneyTaken, isPaid, PAYABLE } from '../../../shared/order-statuses.js';
import type {
  AdminOrder,
  AdminOrderListInput,
  AdminOrderRow,
  OrderRefundInput,
  OrderStatusInput,
} from '../../../shared/schemas/admin-orders.js';
import { MAX_ID } from '../../../shared/schemas/catalogue.js';
import type { Page } from '../../../shared/schemas/paging.js';
import { containsText } from '../../db/contains-text.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { pagedAs, type Total } from '../../db/paged.js';
import type { Deps, FlowDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { cancelIntents, intentsOf } from '../checkout/intents.js';
import { queueOrderShipped } from '../mail/order-mail.js';
import { leftOfOrder } from '../refunds/parts.js';
import { sendRefund } from '../refunds/send.js';
import { releaseHolds } from '../stock/holds.js';
import { BEING_CANCELLED, cancelInFlight } from './cancel-in-flight.js';
import { adminMoves, canMove, changeOrderStatus, illegalMove, loadOrderEvents } from './order-events.js';
import { loadInternalNotes } from './order-notes.js';
import { refundNotMade, refundOrder } from './order-refunds.js';
import { countMoneyTaken, orderTotal } from './order-totals.js';
import { loadOrders, refundedCents, tookMoney } from './orders.js';
import { leftToRefund } from './refund-figures.js';

/** Whose orders (the customer page): an account's, or a guest's by e-mail (lower case). */
export type OrderOwner = { userId: number } | { guestEmail: string };

/**
 * One page of orders, newest first, filtered by status and by number, e-mail or name (and by owner). The page is
 * read down the primary key (or `order_status_id` for one status); the total of an unsearched list is kept while
 * no order, payment or status has changed (`order-totals.ts`).
 */
export async function listOrders(
  { db }: Pick<Deps, 'db'>,
  input: AdminOrderListInput,
  owner?: OrderOwner,
): Promise<Page<AdminOrderRow>> {
  let query = db.selectFrom('order as o');
  if (owner && 'userId' in owner) query = query.where('o.user_id', '=', owner.userId);
  if (owner && 'guestEmail' in owner) {
    query = query.where('o.user_id', 'is', null).where((eb) => eb(eb.fn('lower', ['o.email']), '=', owner.guestEmail));
  }
  if (input.status && input.status !== 'all') query = query.where('o.status', '=', input.status);
  else if (input.status !== 'all') query = query.where((eb) => tookMoney(eb));
  const q = input.q?.replace(/^#/, '');
  if (q) {
    query = query.where((eb) =>
      eb.or([
        ...(/^\d+$/.test(q) && Number(q) <= MAX_ID ? [eb('o.id', '=', Number(q))] : []),
        containsText('o.email', q),
        containsText('o.name', q),
      ]),
    );
  }
  const rows = query
    .select((eb) => [
      'o.id',
      'o.created_at',
      'o.paid_at',
      'o.status',
      'o.name',
      'o.email',
      'o.total_cents',
      'o.tracking_number',
      eb
        .selectFrom('order_item')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('quantity'), e.val(0)).as('n'))
        .whereRef('order_item.order_id', '=', 'o.id')
        .as('item_count'),
      refundedCents(eb).as('refunded_cents'),
    ])
    .orderBy('o.id', 'desc');
  const filter = input.status ?? '';
  const total: Total | undefined =
    owner || q ? undefined : (count) => orderTotal(db, filter, filter === '' ? () => countMoneyTaken(db) : count);
  return pagedAs(
    rows,
    input,
    (r) => ({
      id: r.id,
      createdAt: r.created_at,
      paidAt: r.paid_at,
      status: r.status,
      name: r.name,
      email: r.email,
      total: toDollars(r.total_cents),
      refundedAmount: toDollars(Number(r.refunded_cents ?? 0)),
      itemCount: Number(r.item_count ?? 0),
      trackingNumber: r.tracking_number,
    }),
    total,
  );
}

/**
 * The payments the payment box shows: the one that took the money (and any being or given back) once there is
 * one, else every attempt. A declined attempt before it is in the timeline (markPaymentFailed), not in the box.
 */
function moneyTaking<T extends { status: string }>(payments: T[]): T[] {
  const taken = payments.filter((p) => isMoneyTaken(p.status));
  return taken.length > 0 ? taken : payments;
}

/** Everything the owner needs about one order: lines, totals, address, payments, refunds, timeline, next moves. */
export async function getOrder(deps: Pick<Deps, 'db'>, id: number): Promise<AdminOrder> {
  const { db } = deps;
  const [order] = await loadOrders(deps, [id]);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const owner = await db
    .selectFrom('order as o')
    .leftJoin('user as u', 'u.id', 'o.user_id')
    .leftJoin('balance_account as a', 'a.id', 'o.gift_card_id')
    .select([
      'o.user_id',
      'u.username',
      'o.locale',
      'o.gift_card_cents',
      'o.store_credit_cents',
      'a.last4',
      'o.payment_method',
      'o.payment_reference',
    ])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('payment')
    .select(['id', 'provider', 'intent_id', 'amount_cents', 'refunded_cents', 'status', 'last_error', 'created_at'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('refund as r')
    .leftJoin('user as u', 'u.id', 'r.actor_user_id')
    .select(['r.id', 'r.amount_cents', 'r.reason', 'r.restock', 'r.lines', 'r.status', 'r.error', 'r.created_at'])
    .select(['r.attempts', 'r.next_attempt_at', 'r.merchandise_cents', 'r.shipping_cents', 'r.tax_cents'])
    .select(['r.gift_card_cents', 'r.credit_cents'])
    .select('u.username')
    .where('r.order_id', '=', id)
    .orderBy('r.id')
    .execute();
  const events = await loadOrderEvents(deps, [id]);
  const internalNotes = await loadInternalNotes(deps, id);
  const left = isPaid(order.status) ? await leftToRefund(deps, id) : null;
  const ofOrder = await leftOfOrder(db, id);
  const shippingLeft = left ? ofOrder.parts.shippingCents : 0;
  const cancelling = await cancelInFlight(deps, id);
  return {
    ...order,
    userId: owner.user_id,
    username: owner.username,
    locale: asLocale(owner.locale) ?? 'en',
    paymentMethod: owner.payment_method,
    paymentReference: owner.payment_reference,
    payments: moneyTaking(payments).map((p) => ({
      provider: p.provider,
      intentId: p.intent_id,
      amount: toDollars(p.amount_cents),
      refundedAmount: toDollars(p.refunded_cents),
      status: p.status,
      lastError: p.status === 'succeeded' ? null : p.last_error,
      createdAt: p.created_at,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: toDollars(r.amount_cents),
      merchandise: toDollars(r.merchandise_cents),
      shipping: toDollars(r.shipping_cents),
      tax: toDollars(r.tax_cents),
      giftCard: toDollars(r.gift_card_cents),
      storeCredit: toDollars(r.credit_cents),
      reason: r.reason,
      restock: r.restock === 1,
      lines: JSON.parse(r.lines) as { orderItemId: number; quantity: number }[],
      status: r.status,
      error: r.error,
      attempts: r.attempts,
      nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
      createdBy: r.username,
      createdAt: r.created_at,
    })),
    timeline: events.map((e) => ({
      id: e.id,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
      by: e.username,
      at: e.created_at,
    })),
    internalNotes,
    // While a cancel is on its way the order is claimed by it: no move is offered.
    nextStatuses: cancelling ? [] : adminMoves(order.status),
    refundable: toDollars(left?.leftCents ?? 0),
    giftCard: owner.gift_card_cents > 0 ? { paid: toDollars(owner.gift_card_cents), last4: owner.last4 ?? '' } : null,
    refundTenders: left?.tenders ?? { cardCents: 0, giftCardCents: 0, creditCents: 0 },
    storeCreditPaid: toDollars(owner.store_credit_cents),
    canRefundAsCredit: owner.user_id !== null,
    refundableShipping: toDollars(Math.min(shippingLeft, left?.leftCents ?? 0)),
    refundTax: { charged: ofOrder.charged, order: ofOrder.order, before: ofOrder.before },
  };
}

/**
 * Moves an order along its legal path (the owner's moves of ORDER_MOVES in
 * `order-events.ts`), recording who and when in its timeline. Shipping needs a tracking number (the carrier is optional) and
 * queues the customer's shipped message.
 * Cancelling a pending order releases its holds; cancelling a paid one
 * refunds what is left through the gateway and, as the owner chose (both by default), puts the units back in
 * stock and mails the customer; the reason (`note`) is kept in the timeline:
 * its claim (see refundOrder) keeps any other move from the order until the
 * refund is settled, so a shipment meanwhile answers 409 instead of being
 * undone.
 */
export async function setOrderStatus(
  deps: FlowDeps<'clock' | 'gateway'> & { config?: { sessionKey: Buffer } },
  input: OrderStatusInput,
  actor: Actor,
): Promise<AdminOrder> {
  const { db } = deps;
  const current = await db.selectFrom('order').select('status').where('id', '=', input.id).executeTakeFirst();
  if (!current) throw new AppError('NOT_FOUND', 'Order not found');
  if (!canMove(current.status, input.status, 'admin')) throw illegalMove(current.status, input.status);
  if (input.status === 'shipped' && !input.trackingNumber) {
    throw new AppError('BAD_REQUEST', 'trackingNumber: a tracking number is required to mark an order shipped');
  }
  if (input.status === 'cancelled' && current.status !== 'pending') {
    const restock = input.restock ?? true;
    await refundOrder(deps, { id: input.id, restock, reason: input.note || 'Order cancelled' }, actor, {
      cancel: true,
      notify: input.notify ?? true,
    });
    return getOrder(deps, input.id);
  }
  const moved = await runFlow(deps, async (tx) => {
    await lockRows(tx, 'order', [input.id]);
    // Decided here, in the transaction that moves: a cancel whose refund is on its way has claimed the order.
    if (await cancelInFlight(tx, input.id)) throw new AppError('CONFLICT', BEING_CANCELLED);
    const ok = await changeOrderStatus(tx, {
      orderId: input.id,
      from: current.status,
      to: input.status,
      by: 'admin',
      note: input.note ?? (input.status === 'shipped' ? shippedNote(input) : ''),
      actorUserId: actor.userId,
      set:
        input.status === 'shipped'
          ? {
              tracking_number: input.trackingNumber,
              carrier: input.carrier || null,
              tracking_page: input.trackingPage || null,
            }
          : undefined,
    });
    if (ok && input.status === 'cancelled') await releaseHolds(tx, input.id);
    if (ok && input.status === 'shipped') await queueOrderShipped(tx, input.id, deps.config?.sessionKey);
    return ok;
  });
  if (!moved) {
    const latest = await db.selectFrom('order').select('status').where('id', '=', input.id).executeTakeFirstOrThrow();
    throw illegalMove(latest.status, input.status);
  }
  if (input.status === 'cancelled') await cancelOpenIntents(deps, input.id);
  return getOrder(deps, input.id);
}

function shippedNote(input: OrderStatusInput): string {
  return `Tracking number ${input.trackingNumber}${input.carrier ? ` (${input.carrier})` : ''}`;
}

/** A cancelled checkout's intents can no longer be paid (best effort: a late payment is refunded by finalisation). */
async function cancelOpenIntents(deps: FlowDeps<'clock' | 'gateway'>, orderId: number): Promise<void> {
  await cancelIntents(deps, await intentsOf(deps, orderId, PAYABLE));
}

/** POST /api/admin/orders/{id}/refund: refunds (see refundOrder) and answers the order as it now is. */
export async function refund(
  deps: FlowDeps<'clock' | 'gateway'>,
  input: OrderRefundInput,
  actor: Actor,
): Promise<AdminOrder> {
  await refundOrder(deps, input, actor);
  return getOrder(deps, input.id);
}

/** Sends a queued refund again now (the owner's "Retry"), instead of waiting for the next try; answers the order. */
export async function retryRefund(
  deps: FlowDeps<'clock' | 'gateway'>,
  input: { id: number; refundId: number },
): Promise<AdminOrder> {
  const { db } = deps;
  const refund = await db
    .selectFrom('refund')
    .select(['status', 'next_attempt_at'])
    .where('id', '=', input.refundId)
    .where('order_id', '=', input.id)
    .executeTakeFirst();
  if (!refund) throw new AppError('NOT_FOUND', 'Refund not found');
  if (refund.status !== 'pending' || refund.next_attempt_at === null) {
    throw new AppError('CONFLICT', 'Only a refund waiting for its next try can be retried');
  }
  const sent = await sendRefund(deps, input.refundId);
  if (!sent.done) throw refundNotMade(sent);
  return getOrder(deps, input.id);
}
