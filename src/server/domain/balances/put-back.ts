import { toBaseCents } from '../../../shared/currency.js';
import { MONEY_TAKEN } from '../../../shared/order-statuses.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { leftOfOrder } from '../refunds/parts.js';
import { settleOrderTake, takenByOrder } from './ledger.js';

/**
 * Puts back on every account what the order took and still holds (a checkout that expired or was cancelled unpaid,
 * an order wholly refunded or cancelled): one refund_back row per account, none when nothing is left to put back, so
 * a second call (a replayed refund, a cancel after an expiry) writes nothing. Under the order's row lock (the
 * caller's): every flow that writes an order's rows holds it. A credit never takes a balance below zero, so the
 * accounts are not locked (a refund's flow may hold stock rows, which come after them in the house order).
 *
 * An order that was sold also records what the gift card got back as a refund of it, settled at once and never sent
 * to the gateway (`gift_card_cents` = `amount_cents`: all of it on the gift card), split by part like any refund
 * (what is left of the order once the card's refunds are taken off), so the sales report takes it off as it takes a
 * refund, and what is left to refund of the card's payment does not count it (`leftToRefund`).
 */
export async function putBackOrder(tx: TxDeps<'clock'>, orderId: number, reason: string): Promise<void> {
  const rows = await tx.db
    .selectFrom('balance_entry')
    .select('account_id')
    .distinct()
    .where('order_id', '=', orderId)
    .orderBy('account_id')
    .execute();
  let putBack = 0;
  for (const { account_id: accountId } of rows) {
    putBack += await takenByOrder(tx, accountId, orderId);
    await settleOrderTake(tx, { accountId, orderId, cents: 0, reason });
  }
  if (putBack > 0) await recordGiftCardRefund(tx, orderId, reason);
}

/** The refund row of a sold order's gift card part (see putBackOrder); none for an order never paid. */
async function recordGiftCardRefund(tx: TxDeps<'clock'>, orderId: number, reason: string): Promise<void> {
  const order = await tx.db
    .selectFrom('order')
    .select(['paid_at', 'gift_card_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const payment = await tx.db
    .selectFrom('payment')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', MONEY_TAKEN)
    .orderBy('id')
    .executeTakeFirst();
  if (order.paid_at === null) return;
  const left = await leftOfOrder(tx.db, orderId);
  const at = isoNow(tx.clock);
  const cents = left.parts.merchandiseCents + left.parts.shippingCents + left.parts.taxCents;
  if (cents <= 0) return;
  await tx.db
    .insertInto('refund')
    .values({
      order_id: orderId,
      // None for an order the card paid whole: settled on the ledger alone.
      payment_id: payment?.id ?? null,
      amount_cents: cents,
      gift_card_cents: cents,
      merchandise_cents: left.parts.merchandiseCents,
      shipping_cents: left.parts.shippingCents,
      tax_cents: left.parts.taxCents,
      tax_lines: JSON.stringify(left.taxLines.filter((l) => l.amountCents > 0)),
      reason: `${reason}: the gift card part put back on the card`,
      status: 'succeeded',
      settled_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * A settled refund's gift card share (`refund.gift_card_cents`, the order's currency) put back on the order's card:
 * one refund_back row, in the flow that settles the refund (once: a refund is settled once). The ledger is in the
 * base currency: the share is converted, and the refund that completes the card's part puts back all the order
 * still holds of it, so rounding never strands a cent. Answers whether the order now holds nothing of the card
 * (true for an order no card paid, or whose share went back when its checkout expired unpaid).
 */
export async function putBackRefundShare(
  tx: TxDeps<'clock'>,
  { orderId, refundId, cents }: { orderId: number; refundId: number; cents: number },
): Promise<boolean> {
  const order = await tx.db
    .selectFrom('order')
    .select(['gift_card_id', 'gift_card_cents', 'exchange_rate_micros'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.gift_card_id === null || order.gift_card_cents === 0) return true;
  const { settled } = await tx.db
    .selectFrom('refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('gift_card_cents'), eb.val(0)).as('settled'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  const accountId = order.gift_card_id;
  const taken = await takenByOrder(tx, accountId, orderId);
  if (cents <= 0) return taken === 0;
  // The refund that completes the card's part takes back all the order still holds of it.
  const last = Number(settled) >= order.gift_card_cents;
  const back = last ? taken : Math.min(taken, toBaseCents(cents, order.exchange_rate_micros || 1_000_000));
  const reason = `Refund #${refundId} of order #${orderId}`;
  await settleOrderTake(tx, { accountId, orderId, cents: taken - back, reason });
  return taken - back === 0;
}
