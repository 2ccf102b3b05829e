import { AppError } from '../../../shared/errors.js';
import { isMoneyTaken } from '../../../shared/order-statuses.js';
import { PAYMENT_DECLINED_NOTE } from '../../../shared/schemas/admin-orders.js';
import type { ItemType } from '../../../shared/schemas/cart.js';
import type { RefundCause } from '../../../shared/schemas/checkout.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { issueSoldGiftCards } from '../balances/gift-card-sales.js';
import { issueCertificates } from '../certificates/lifecycle.js';
import { lostDiscount } from '../discounts/revalidate.js';
import { confirmDiscountUse, releaseDiscountUse } from '../discounts/uses.js';
import { isDraftOrder, settleDraft } from '../drafts/draft-sale.js';
import { queueExchangePaid, queueOrderPaid } from '../mail/order-mail.js';
import { changeOrderStatus, recordOrderEvent } from '../orders/order-events.js';
import type { Intent } from '../payments/gateway.js';
import { sendRefund } from '../refunds/send.js';
import { exchangeAwaitingReturn, isExchangeOrder, settleExchange } from '../returns/exchange-wait.js';
import { releaseHolds } from '../stock/holds.js';
import { loadLineStock, markPiecesSold, planSale, stockItemsOf, takeSoldStock } from '../stock/sales.js';
import { setPaymentStatus } from './payment-status.js';
import { queueRefund } from './refund-queue.js';
import { judgePayment, type PaymentFacts, type PaymentVerdict } from './verdict.js';

export type FinalizeOutcome = 'paid' | 'already_paid' | 'refunded' | 'not_paid';

type Tx = TxDeps<'clock'>;

/**
 * Reads the order, the payment of this intent and the order's lines with their stock, in the flow, after taking
 * what it decides on: the order's row (a payment reported ten times at once is judged once after the other), then
 * the stock rows of the lines its live holds do not cover (a unit that must still be free, the last edition, an
 * original: paintings always). A line its own live hold covers needs no lock: those units are the order's, and
 * only this order's flows (which hold its row) touch its holds.
 */
async function loadPaymentFacts(tx: Tx, intent: Intent, orderId: number) {
  await lockRows(tx, 'order', [orderId]);
  const order = await tx.db
    .selectFrom('order')
    .select(['id', 'status', 'total_cents', 'gift_card_cents', 'store_credit_cents', 'currency', 'cart_id', 'paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const payment = await tx.db
    .selectFrom('payment')
    .select(['id', 'order_id', 'amount_cents', 'status'])
    .where('intent_id', '=', intent.id)
    .executeTakeFirst();
  const lines =
    order?.status === 'pending'
      ? await tx.db
          .selectFrom('order_item')
          .select(['id', 'item_type', 'product_id', 'painting_id', 'variant_id', 'quantity', 'name', 'size'])
          .where('order_id', '=', orderId)
          // A custom line (issue 42) or a gift card (issue 41) sells no item: nothing to hold, number or take from stock.
          .where('item_type', 'not in', ['custom', 'gift_card'])
          .$narrowType<{ item_type: ItemType }>()
          .execute()
      : [];
  // The code (when its use lapsed) before the stock rows: the house order of locks, as a checkout takes them.
  const discountLost = order?.status === 'pending' ? await lostDiscount(tx, orderId) : null;
  const items = await stockItemsOf(tx.db, lines);
  const unlocked = await loadLineStock(tx, orderId, lines, items);
  const uncovered = unlocked.filter(
    ({ line, holds }) => line.painting_id !== null || holds.reduce((n, h) => n + h.quantity, 0) < line.quantity,
  );
  const locked = uncovered.flatMap(({ item }) => (item ? [item.id] : []));
  await lockRows(tx, 'inventory_item', locked);
  const stock = locked.length > 0 ? await loadLineStock(tx, orderId, lines, items) : unlocked;
  return { intent, order, payment, stock, discountLost } satisfies PaymentFacts;
}

/**
 * Applies a sale the verdict allowed: the pieces are sold (editions numbered), the order is paid (its timeline
 * says so), the payment succeeded, the cart is emptied, the customer's confirmation and the owner's notice are
 * queued, and last the lines leave stock (see takeSoldStock). A draft order is settled first (settleDraft).
 */
async function applySale(
  tx: Tx,
  {
    order,
    paymentId,
    sales,
    mail = true,
  }: Omit<Extract<PaymentVerdict, { kind: 'sell' }>, 'paymentId'> & { paymentId: number | null; mail?: boolean },
): Promise<void> {
  const now = isoNow(tx.clock);
  // A draft's sale (marked paid or paid by its invoice's card) settles it first: its customer's account owns it.
  await settleDraft(tx, order.id);
  // An exchange's (issue 41), at receipt or by its difference's payment: its return's customer's.
  await settleExchange(tx, order.id);
  await markPiecesSold(tx, sales);
  // The certificates of the originals and numbered prints, once their editions are numbered (issue 43).
  await issueCertificates(tx, order.id);
  await confirmDiscountUse(tx, order.id);
  await tx.db.updateTable('order').set({ paid_at: now }).where('id', '=', order.id).execute();
  await changeOrderStatus(tx, {
    orderId: order.id,
    from: 'pending',
    to: 'paid',
    note: 'Payment received',
    by: 'system',
  });
  // The money is taken: an earlier declined attempt of this intent is history (the timeline keeps it).
  if (paymentId !== null) await setPaymentStatus(tx, { id: paymentId }, { to: 'succeeded', lastError: null });
  if (order.cart_id) await tx.db.deleteFrom('cart_item').where('cart_id', '=', order.cart_id).execute();
  // The gift cards it sold are issued and their recipients' mails scheduled (issue 41).
  await issueSoldGiftCards(tx, order.id);
  if (mail) await queueOrderPaid(tx, order.id);
  await takeSoldStock(tx, order.id, sales);
}

/**
 * An order its gift card and store credit pay whole (issue 41): sold in the checkout's own flow, as a payment's finalisation sells
 * one (applySale: pieces, status, cart, mails, stock), with nothing to pay at the gateway. The flow has just held its
 * lines and its code's use, so the sale is planned as finalisation plans it; a refusal ends the whole checkout's
 * flow (nothing is taken off the balances). A draft order the owner marks paid (issue 42) is sold the same way;
 * `mail: false` (a counter sale) queues no confirmation.
 */
export async function sellPaidByBalance(tx: Tx, orderId: number, { mail = true } = {}): Promise<void> {
  const none: Intent = {
    id: '',
    clientSecret: '',
    status: 'succeeded',
    amountCents: 0,
    currency: '',
    orderId,
    lastError: null,
  };
  const { order, stock, discountLost } = await loadPaymentFacts(tx, none, orderId);
  if (order?.status !== 'pending') throw new AppError('CHECKOUT_PAID');
  if (discountLost) throw new AppError('DISCOUNT_REFUSED', discountLost);
  const plan = planSale(stock);
  if ('refused' in plan) throw new AppError('OUT_OF_STOCK', plan.refused);
  await applySale(tx, { kind: 'sell', order, paymentId: null, sales: plan.sales, mail });
}

/**
 * An exchange's price difference paid while its return is not received yet (issue 41): the payment is kept (succeeded,
 * the order's `paid_at`: another payment of it is a duplicate, refunded), the order stays pending with its units held
 * until the items come back, its timeline says so and the shopper's confirmation says it ships once they are.
 */
async function keepExchangePayment(tx: Tx, paid: { orderId: number; paymentId: number; returnId: number }) {
  await tx.db
    .updateTable('order')
    .set({ paid_at: isoNow(tx.clock) })
    .where('id', '=', paid.orderId)
    .execute();
  await setPaymentStatus(tx, { id: paid.paymentId }, { to: 'succeeded', lastError: null });
  const note = `Price difference paid: the exchange ships once return #${paid.returnId} is received`;
  await recordOrderEvent(tx, { orderId: paid.orderId, from: 'pending', to: 'pending', note });
  await queueExchangePaid(tx, paid.orderId);
}

/**
 * The one idempotent finalisation of a payment, for the webhook, the client's
 * PUT /api/orders/{id} and the test gateway alike: the facts are read and
 * judged (see judgePayment) in one transaction, which then either sells the
 * order (applySale) or queues the refund the shop owes (queueRefund); a
 * queued refund is sent once the transaction is over. A second call changes
 * nothing.
 */
export async function finalizePayment(
  deps: FlowDeps<'clock' | 'gateway'>,
  intent: Intent,
): Promise<{ outcome: FinalizeOutcome; orderId: number | null; cause?: RefundCause }> {
  const orderId = intent.orderId;
  if (intent.status !== 'succeeded' || orderId === null) return { outcome: 'not_paid', orderId };
  const result = await runFlow(deps, async (tx) => {
    const facts = await loadPaymentFacts(tx, intent, orderId);
    const verdict = judgePayment(facts);
    if (verdict.kind === 'done') return { outcome: verdict.outcome, refundId: null };
    if (verdict.kind === 'sell') {
      // An exchange's price difference paid before its return is received (issue 41): kept, sold at receipt.
      const returnId = await exchangeAwaitingReturn(tx, orderId);
      if (returnId !== null) await keepExchangePayment(tx, { orderId, paymentId: verdict.paymentId, returnId });
      else await applySale(tx, verdict);
      return { outcome: 'paid' as const, refundId: null };
    }
    const refundId = await queueRefund(tx, {
      orderId,
      paymentId: verdict.paymentId,
      amountCents: intent.amountCents,
      reason: verdict.reason,
      cancelOrder: verdict.cancelOrder,
      duplicate: verdict.duplicate,
    });
    return { outcome: 'refunded' as const, refundId, cause: verdict.cause };
  });
  if (result.refundId !== null) await sendRefund(deps, result.refundId, { firstTry: true });
  return { outcome: result.outcome, orderId, ...('cause' in result ? { cause: result.cause } : {}) };
}

/**
 * A failed card attempt releases the order's holds and is written in the order's timeline (once, however many
 * times the webhook and the client report it); the order stays pending so the shopper can try again.
 */
export async function markPaymentFailed(deps: FlowDeps<'clock'>, intent: Intent): Promise<void> {
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    const order = await trx
      .selectFrom('payment')
      .select('order_id')
      .where('intent_id', '=', intent.id)
      .executeTakeFirst();
    if (!order) return;
    await lockRows(tx, 'order', [order.order_id]);
    const payment = await trx
      .selectFrom('payment')
      .select(['id', 'order_id', 'status', 'last_error'])
      .where('intent_id', '=', intent.id)
      .executeTakeFirst();
    // A superseded or cancelled intent, or one already paid or refunded, changes nothing: the order's
    // current attempt keeps its holds, and a cancelled intent never becomes payable again.
    if (!payment || isMoneyTaken(payment.status) || payment.status === 'cancelled') return;
    if (intent.status === 'cancelled') return;
    const newer = await trx
      .selectFrom('payment')
      .select('id')
      .where('order_id', '=', payment.order_id)
      .where('id', '>', payment.id)
      .executeTakeFirst();
    if (newer) return;
    const reported = payment.status === 'requires_payment_method' && payment.last_error === intent.lastError;
    await setPaymentStatus(tx, { intentId: intent.id }, { to: 'requires_payment_method', lastError: intent.lastError });
    if (!reported) {
      const note = `${PAYMENT_DECLINED_NOTE}: ${intent.lastError ?? 'the payment failed.'}`;
      await recordOrderEvent(tx, { orderId: payment.order_id, from: 'pending', to: 'pending', note });
    }
    // A draft's invoice keeps its items held (and its code's use) until the draft's own expiry: the customer may
    // try another card; a checkout's hold ends with its declined card.
    if (await isDraftOrder(tx, payment.order_id)) return;
    // An exchange's held units (issue 41) are the return's until it is decided, whatever a card does.
    if (await isExchangeOrder(tx, payment.order_id)) return;
    await releaseHolds(tx, payment.order_id);
    await releaseDiscountUse(tx, payment.order_id);
  });
}
