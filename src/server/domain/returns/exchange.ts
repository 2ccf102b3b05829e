import { toBaseCents } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { asLocale } from '../../../shared/locale.js';
import { lockRows } from '../../db/flow.js';
import { isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { resolveSellable, type Sellable } from '../cart/sellable.js';
import { sellPaidByBalance } from '../checkout/finalize.js';
import { insertCustomLines, insertOrderLines } from '../checkout/order-lines.js';
import { mailT } from '../mail/i18n.js';
import { changeOrderStatus, recordOrderEvent } from '../orders/order-events.js';
import { claimRefundInFlow } from '../orders/order-refunds.js';
import { saleRefusal } from '../stock/availability.js';
import { holdUnits, releaseHolds } from '../stock/holds.js';
import { exchangeDifference } from './difference.js';

/**
 * An exchange (issue 41, item 1): another size or colour of the same product, at its own price (the difference by
 * the one rule, difference.ts). The unit is held from the request, as a draft order holds its lines: the exchange is
 * a `pending` order of its own (no account on it yet, so it is nobody's checkout in progress; a hold that does not
 * run out), its lines at no charge, linked from the return; a dearer variant adds a "Price difference" line, the
 * order's total, paid from the approval mail's link (the invoice's pay link and payment, invoice-payment.ts). It is
 * sold (paid, ready to ship) once the return is received and the difference paid, whichever comes last: a payment
 * before the receipt is kept (`keepExchangePayment`), the order waits for the items; a receipt before the payment
 * leaves it waiting for the payment. Declined or closed without receipt, its holds are released and the order goes
 * (cancelled when a payment was started on it; a difference already paid is refunded by the owner's refund path).
 */

type Tx = TxDeps<'clock'>;

/** A hold that lasts until the return is decided (never the checkout-expiry job's to end). */
const UNTIL_DECIDED = '9999-12-31T23:59:59.999Z';

interface Wanted {
  orderItemId: number;
  quantity: number;
  size: string;
  color: string;
}

/**
 * The one rule of what may replace a line bought (`line`) in an exchange: another variant of the same product
 * (`wanted`), on sale, at any price (the difference is paid or given back). The shopper's options (eligibility.ts)
 * and the request apply it.
 */
export function exchangeable(line: { size: string; color: string }, wanted: Sellable | null): wanted is Sellable {
  if (!wanted || (wanted.size === line.size && wanted.color === line.color)) return false;
  return wanted.problem === null;
}

/** The variant wanted, checked under its stock row's lock: `exchangeable`, and in stock. */
async function exchangeSellable(tx: Tx, orderId: number, want: Wanted): Promise<Sellable> {
  const line = await tx.db
    .selectFrom('order_item')
    .select(['product_id', 'size', 'color'])
    .where('id', '=', want.orderItemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!line || line.product_id === null) throw new AppError('EXCHANGE_UNAVAILABLE');
  const ref = { itemType: 'product' as const, itemId: line.product_id };
  const wanted = await resolveSellable(tx, { ...ref, size: want.size, color: want.color });
  if (!exchangeable(line, wanted) || wanted.inventoryItemId === null) {
    throw new AppError('EXCHANGE_UNAVAILABLE');
  }
  await lockRows(tx, 'inventory_item', [wanted.inventoryItemId]);
  const now = await resolveSellable(tx, { ...ref, size: want.size, color: want.color });
  if (!now || saleRefusal(now, want.quantity, 'checkout')) throw new AppError('EXCHANGE_UNAVAILABLE');
  return now;
}

/**
 * The exchange's order for return `returnId` of `orderId`, its units held, and its price difference (the one rule,
 * `exchangeDifference`); a dearer one's order carries the difference as its total (a "Price difference" line and its
 * tax at the order's rate). In the request's flow.
 */
export async function holdExchange(tx: Tx, orderId: number, returnId: number, wanted: Wanted[]) {
  const sellables: Sellable[] = [];
  for (const want of wanted) sellables.push(await exchangeSellable(tx, orderId, want));
  const difference = await exchangeDifference(
    tx,
    orderId,
    wanted.map((w, i) => ({ ...w, wanted: sellables[i] as Sellable })),
  );
  const o = await tx.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const toPay = Math.max(0, difference.differenceCents);
  const taxCents = toPay > 0 ? Math.max(0, Math.min(toPay, difference.taxCents - difference.paidTaxCents)) : 0;
  const goodsCents = toPay - taxCents;
  const taxName = (JSON.parse(o.tax_lines) as { name?: string }[])[0]?.name ?? 'Tax';
  const now = isoNow(tx.clock);
  const { id } = await tx.db
    .insertInto('order')
    .values({
      user_id: null,
      cart_id: null,
      email: o.email,
      name: o.name,
      address: o.address,
      address2: o.address2,
      phone: o.phone,
      city: o.city,
      state: o.state,
      country: o.country,
      postal_code: o.postal_code,
      shipping_method_id: o.shipping_method_id,
      shipping_method_name: o.shipping_method_name,
      subtotal_cents: goodsCents,
      shipping_cents: 0,
      tax_cents: taxCents,
      total_cents: toPay,
      currency: o.currency,
      exchange_rate_micros: o.exchange_rate_micros,
      base_total_cents: toBaseCents(toPay, o.exchange_rate_micros),
      tax_lines: JSON.stringify(taxCents > 0 ? [{ name: taxName, amountCents: taxCents, goodsCents }] : []),
      locale: o.locale,
      hold_expires_at: UNTIL_DECIDED,
      payment_method: 'exchange',
      payment_reference: `Return #${returnId} of order #${orderId}`,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = sellables.map((s, i) => ({
    cartItemId: 0,
    quantity: wanted[i]?.quantity ?? 0,
    sellable: { ...s, unitPriceCents: 0 },
    baseUnitCents: 0,
  }));
  await insertOrderLines(tx, id, lines, []);
  if (goodsCents > 0) {
    // In the order's language, as its pay page and mails are: "Différence de prix (retour no 3)".
    const title = mailT(asLocale(o.locale) ?? 'en')('mail.return.differenceLine', { id: String(returnId) });
    await insertCustomLines(tx, id, [
      { title, unitCents: goodsCents, quantity: 1, taxable: taxCents > 0, discountCents: 0 },
    ]);
  }
  for (const line of lines) {
    await holdUnits(tx, {
      orderId: id,
      inventoryItemId: line.sellable.inventoryItemId as number,
      quantity: line.quantity,
      expiresAt: UNTIL_DECIDED,
    });
  }
  return { exchangeOrderId: id, differenceCents: difference.differenceCents };
}

/** The exchange's order as its moves read it (under its row's lock): still pending, its difference paid or not. */
async function lockedExchange(tx: Tx, exchangeOrderId: number) {
  await lockRows(tx, 'order', [exchangeOrderId]);
  return tx.db
    .selectFrom('order')
    .select(['status', 'total_cents', 'paid_at'])
    .where('id', '=', exchangeOrderId)
    .executeTakeFirst();
}

/**
 * The items came back: the exchange's order is sold, becoming the customer's (its holds become the sale; the
 * confirmation mail names it), ready to ship, when nothing is left to pay; a difference not paid yet leaves it
 * waiting for its payment (the payment sells it, `finalizePayment`). Answers whether it was sold. Its timeline says
 * what it replaces.
 */
export async function sellExchange(
  tx: Tx,
  ret: { id: number; orderId: number; exchangeOrderId: number },
  actorUserId: number,
): Promise<boolean> {
  const order = await lockedExchange(tx, ret.exchangeOrderId);
  if (order?.status !== 'pending') return false;
  // Sold, it becomes the customer's (finalize.ts settleExchange); waiting, it stays no one's checkout in progress.
  const waiting = order.total_cents > 0 && order.paid_at === null;
  if (waiting) {
    await recordOrderEvent(tx, {
      orderId: ret.exchangeOrderId,
      from: 'pending',
      to: 'pending',
      note: `Return #${ret.id} received: the exchange ships once its price difference is paid`,
      actorUserId,
    });
    return false;
  }
  await sellPaidByBalance(tx, ret.exchangeOrderId);
  await recordOrderEvent(tx, {
    orderId: ret.exchangeOrderId,
    from: 'paid',
    to: 'paid',
    note: `Exchange for return #${ret.id} of order #${ret.orderId}${order.total_cents > 0 ? ', its price difference paid' : ', at no charge'}`,
    actorUserId,
  });
  return true;
}

/**
 * The return ends without the exchange (still pending only): its holds are released and its order goes: deleted, or
 * cancelled when a payment was started on it (a late payment of a cancelled order is refunded by finalisation). A
 * difference already paid (the items never received) goes back by the existing paths: the order is sold, then
 * cancelled by the owner's refund (`claimRefundInFlow`: the card refunded, the units back on the shelf). Answers
 * whether it went, and that refund's id (to send once the flow is over).
 */
export async function dropExchange(
  tx: Tx,
  exchangeOrderId: number,
  actor: Actor,
): Promise<{ dropped: boolean; refundId: number | null }> {
  const order = await lockedExchange(tx, exchangeOrderId);
  if (order?.status !== 'pending') return { dropped: false, refundId: null };
  if (order.paid_at !== null) {
    await sellPaidByBalance(tx, exchangeOrderId, { mail: false });
    const input = { id: exchangeOrderId, restock: true, reason: 'The return ended without the exchange' };
    return { dropped: false, refundId: await claimRefundInFlow(tx, { input, cancel: true, notify: true }, actor) };
  }
  await releaseHolds(tx, exchangeOrderId);
  const started = await tx.db.selectFrom('payment').select('id').where('order_id', '=', exchangeOrderId).execute();
  if (started.length === 0) {
    await tx.db.deleteFrom('order').where('id', '=', exchangeOrderId).execute();
  } else {
    const note = 'The return ended without the exchange';
    await changeOrderStatus(tx, { orderId: exchangeOrderId, from: 'pending', to: 'cancelled', note, by: 'system' });
  }
  return { dropped: true, refundId: null };
}
