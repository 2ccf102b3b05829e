import { asLocale, type Locale } from '../../../shared/locale.js';
import { toDollars } from '../../../shared/money.js';
import type { Order } from '../../../shared/schemas/orders.js';
import type { TxDeps } from '../../deps.js';
import { signedCertificateUrl } from '../certificates/access.js';
import { issueGuestLink } from '../orders/guest-orders.js';
import { loadOrders } from '../orders/orders.js';
import { taxLinesIn } from '../refunds/parts.js';
import { enqueueMail, type MailKind, mailSettings, ownerAddress } from './outbox.js';
import { newOrderNotice, orderConfirmation } from './templates/order-paid.js';
import { orderCancelled, orderShipped } from './templates/order-status.js';
import { type GiftCardShare, orderRefunded } from './templates/refund.js';

/**
 * The messages an order's events cause, queued in the event's own transaction
 * (pass it as `db`). Each is keyed by kind and order (or refund), so calling
 * one twice queues nothing the second time.
 */
type Tx = TxDeps<'clock'>;

/** The language the order was placed in (`order.locale`, decided at checkout: `checkout/order-locale.ts`). */
async function orderLocale(tx: Tx, orderId: number): Promise<Locale> {
  const row = await tx.db.selectFrom('order').select('locale').where('id', '=', orderId).executeTakeFirst();
  return asLocale(row?.locale) ?? 'en';
}

/** A refund's gift card share for its mail: the dollars and the order's card's last four characters (none: no share). */
async function giftCardShare(tx: Tx, orderId: number, cents: number): Promise<GiftCardShare | undefined> {
  if (cents <= 0) return undefined;
  const card = await tx.db
    .selectFrom('order as o')
    .innerJoin('balance_account as a', 'a.id', 'o.gift_card_id')
    .select('a.last4')
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return { dollars: toDollars(cents), last4: card?.last4 ?? '' };
}

async function load(tx: Tx, orderId: number) {
  const [order] = await loadOrders(tx, [orderId]);
  if (!order) throw new Error(`order ${orderId} not found`);
  return { order, settings: await mailSettings(tx) };
}

function toCustomer(order: Order, kind: MailKind, rendered: { subject: string; html: string; text: string }, key = '') {
  return { ...rendered, kind, eventKey: `${kind}:${order.id}${key}`, recipient: order.email, orderId: order.id };
}

/** The customer's confirmation (a guest's with their order's own link): one per order, the first queued. */
async function queueConfirmation(tx: Tx, order: Order, settings: Awaited<ReturnType<typeof mailSettings>>) {
  const guestLink = await issueGuestLink(tx, order.id);
  const confirmation = orderConfirmation(order, settings, guestLink ?? undefined, await orderLocale(tx, order.id));
  await enqueueMail(tx, toCustomer(order, 'order_confirmation', confirmation));
}

/**
 * An exchange's price difference paid before its items are back (issue 41): the customer's confirmation, saying it
 * ships once they are. The owner's notice waits for the sale (at receipt, `queueOrderPaid`, whose confirmation is
 * then this one: nothing is mailed twice).
 */
export async function queueExchangePaid(tx: Tx, orderId: number): Promise<void> {
  const { order, settings } = await load(tx, orderId);
  await queueConfirmation(tx, order, settings);
}

/** Payment final: the customer's confirmation and the owner's notice. */
export async function queueOrderPaid(tx: Tx, orderId: number): Promise<void> {
  const { order, settings } = await load(tx, orderId);
  await queueConfirmation(tx, order, settings);
  const owner = await ownerAddress(tx, settings.ownerEmail);
  if (owner) {
    const notice = newOrderNotice(order, settings);
    await enqueueMail(tx, {
      ...notice,
      kind: 'order_notice',
      eventKey: `order_notice:${order.id}`,
      recipient: owner,
      orderId: order.id,
    });
  }
}

/**
 * Shipped: tracking number and carrier, and each certified line's certificate PDF as a link signed under `key` (the
 * session key; none given, the mail says where the PDFs are without links to them).
 */
export async function queueOrderShipped(tx: Tx, orderId: number, key?: Buffer): Promise<void> {
  const { order, settings } = await load(tx, orderId);
  const pdfLinks = new Map(
    key
      ? order.items.filter((l) => l.certificateUrl).map((l) => [l.id, signedCertificateUrl(key, order.id, l.id)])
      : [],
  );
  const rendered = orderShipped(order, settings, await orderLocale(tx, orderId), pdfLinks);
  await enqueueMail(tx, toCustomer(order, 'order_shipped', rendered));
}

/** Cancelled (a paid order: with what was refunded). */
export async function queueOrderCancelled(
  tx: Tx,
  orderId: number,
  refunded: { amountCents: number; giftCardCents: number; creditCents: number },
): Promise<void> {
  const { order, settings } = await load(tx, orderId);
  const giftCard = await giftCardShare(tx, orderId, refunded.giftCardCents);
  const locale = await orderLocale(tx, orderId);
  const shares = { giftCard, creditDollars: toDollars(refunded.creditCents) };
  const rendered = orderCancelled(order, settings, toDollars(refunded.amountCents), locale, shares);
  await enqueueMail(tx, toCustomer(order, 'order_cancelled', rendered));
}

/** One refund made: its amount and lines. */
export async function queueOrderRefunded(tx: Tx, orderId: number, refundId: number): Promise<void> {
  const { order, settings } = await load(tx, orderId);
  const refund = await tx.db
    .selectFrom('refund')
    .select(['amount_cents', 'gift_card_cents', 'credit_cents', 'reason', 'lines', 'tax_lines'])
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  const rendered = orderRefunded(
    order,
    {
      amountDollars: toDollars(refund.amount_cents),
      reason: refund.reason,
      lines: JSON.parse(refund.lines) as { orderItemId: number; quantity: number }[],
      taxLines: taxLinesIn(refund.tax_lines),
      giftCard: await giftCardShare(tx, orderId, refund.gift_card_cents),
      creditDollars: toDollars(refund.credit_cents),
    },
    settings,
    await orderLocale(tx, orderId),
  );
  await enqueueMail(tx, toCustomer(order, 'order_refunded', rendered, `:${refundId}`));
}
