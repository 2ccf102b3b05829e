import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import { isPaid } from '../../../shared/order-statuses.js';
import type { PlacedCheckout } from '../../../shared/schemas/checkout.js';
import type { PayOrderInput } from '../../../shared/schemas/draft-orders.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';
import { openIntent, paymentsOf, reusablePayment, reuseOrOpen } from '../checkout/intents.js';
import { sameDigest, tokenHash } from '../tokens.js';

type PaymentDeps = FlowDeps<'clock' | 'gateway'>;

const NOT_FOUND = 'Order not found';

/**
 * The invoiced draft the link names, read under its row's lock (a payment finalised meanwhile waits, or has sold it):
 * the order's number and its link's token (anything else is 404, as the order's page answers), a draft's, unpaid
 * (paid: CHECKOUT_PAID, the page shows it paid), its hold still running (else 409), and its payments so far.
 */
async function invoicedOrder(deps: PaymentDeps, { orderId, token }: PayOrderInput) {
  return runFlow(deps, async (tx) => {
    await lockRows(tx, 'order', [orderId]);
    const order = await tx.db
      .selectFrom('order as o')
      .leftJoin('draft_order as d', 'd.order_id', 'o.id')
      .select(['o.id', 'o.status', 'o.email', 'o.guest_link_hash', 'o.hold_expires_at', 'o.currency', 'o.paid_at'])
      .select(['o.subtotal_cents', 'o.discount_cents', 'o.shipping_cents', 'o.tax_cents', 'o.total_cents'])
      .select(['o.gift_card_cents', 'o.store_credit_cents', 'o.payment_method', 'd.invoiced_at'])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    // An invoiced draft's, or an exchange's price difference (issue 41: its link is mailed when the return is approved).
    const invoiced = order?.invoiced_at != null || (order?.payment_method === 'exchange' && order.total_cents > 0);
    if (!order?.guest_link_hash || !invoiced || !sameDigest(order.guest_link_hash, tokenHash(token))) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    // Paid: sold, or an exchange's difference kept until its return is received.
    if (isPaid(order.status) || order.paid_at !== null) throw new AppError('CHECKOUT_PAID');
    if (order.status !== 'pending' || (order.hold_expires_at ?? '') <= isoNow(tx.clock)) {
      throw new AppError('CONFLICT', 'This invoice has expired. Please ask the shop for a new one.');
    }
    const payments = await paymentsOf(tx, orderId);
    return { order, payments };
  });
}

/**
 * `POST /api/create-payment-intent {orderId, token}`: the customer pays an invoiced draft from its mail's link (the
 * order's own page), by card, through the gateway as a checkout does: the draft's frozen total (its lines, discount,
 * shipping and tax as the owner wrote them; nothing from the client), one intent per order and amount, handed out
 * again while the gateway takes payment on it. The payment is then confirmed as any (the card form, the webhook,
 * `PUT /api/orders/{id}` with the token), and the one finalisation sells it (finalize.ts), so a draft the owner marks
 * paid at the same moment is sold once: the second payment is refunded. An exchange's price difference (issue 41) is
 * paid the same way from the link its return's approval mails. Answers the checkout's session shape.
 */
export async function payInvoice(deps: PaymentDeps, input: PayOrderInput): Promise<PlacedCheckout> {
  const { order, payments } = await invoicedOrder(deps, input);
  const cents = order.total_cents - order.gift_card_cents - order.store_credit_cents;
  const currency = order.currency;
  const intent = await reuseOrOpen(deps, reusablePayment(payments, cents, currency), () =>
    openIntent(deps, {
      orderId: order.id,
      amountCents: cents,
      currency,
      email: order.email,
      attempts: payments.length,
    }),
  );
  const config = deps.gateway.publicConfig();
  return {
    orderId: order.id,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: config.provider,
    publishableKey: config.publishableKey,
    amount: toDollars(cents),
    giftCardTotal: toDollars(order.gift_card_cents),
    storeCreditTotal: toDollars(order.store_credit_cents),
    storeCreditAvailable: 0,
    currency,
    subtotal: toDollars(order.subtotal_cents + order.discount_cents),
    discount: null,
    discountTotal: toDollars(order.discount_cents),
    shipping: toDollars(order.shipping_cents),
    tax: toDollars(order.tax_cents),
    total: toDollars(order.total_cents),
    holdExpiresAt: order.hold_expires_at ?? '',
  };
}
