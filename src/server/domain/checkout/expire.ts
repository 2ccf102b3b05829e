import { OPEN_PAYMENT_STATUSES } from '../../../shared/order-statuses.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';
import { endCheckout } from './cart-checkout.js';
import { cancelIntent, intentsOf } from './intents.js';

/** The timeline's note, and what the shopper's order page says, when a checkout ran out unpaid. */
const CHECKOUT_EXPIRED_NOTE = 'Checkout expired: the reservation ran out before the payment was made';
const CHECKOUT_EXPIRED_REASON = 'The reservation ran out before the payment was made. No payment was taken.';

/** How many abandoned checkouts one run ends at most (the next run, a minute later, takes the rest). */
const BATCH = 50;

type Services = FlowDeps<'clock' | 'gateway'>;

/**
 * Ends the checkouts whose hold ran out unpaid (the `checkout-expiry` job, every minute): a pending order whose
 * `hold_expires_at` (the `checkoutHoldMinutes` setting after it started) has passed. Answers how many it ended.
 */
export async function expireAbandonedCheckouts(deps: Services): Promise<number> {
  const due = await deps.db
    .selectFrom('order')
    .select('id')
    .where('status', '=', 'pending')
    .where('hold_expires_at', '<=', isoNow(deps.clock))
    .orderBy('hold_expires_at')
    .limit(BATCH)
    .execute();
  let ended = 0;
  for (const { id } of due) if (await expireCheckout(deps, id)) ended++;
  return ended;
}

/**
 * One abandoned checkout: its open intents are cancelled at the gateway first, outside any transaction, so no
 * payment can arrive once it is over; one the gateway says was paid meanwhile is finalised instead (kept only if
 * its stock and discount still hold, else refunded), and one it cannot answer for waits for the next run. Then, in
 * one transaction, only if the order is still pending, still expired (a shopper who started again meanwhile
 * renewed it) and has no open payment left: cancelled with a note in its timeline, its holds and discount use
 * released. Answers whether it ended the order.
 */
async function expireCheckout(deps: Services, orderId: number): Promise<boolean> {
  for (const intentId of await intentsOf(deps, orderId)) {
    if ((await cancelIntent(deps, intentId)) !== 'cancelled') return false;
  }
  return runFlow(deps, async (tx) => {
    const trx = tx.db;
    await lockRows(tx, 'order', [orderId]);
    const order = await trx
      .selectFrom('order')
      .select('id')
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .where('hold_expires_at', '<=', isoNow(deps.clock))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('payment')
              .select('payment.id')
              .whereRef('payment.order_id', '=', 'order.id')
              .where('payment.status', 'in', OPEN_PAYMENT_STATUSES),
          ),
        ),
      )
      .executeTakeFirst();
    if (!order) return false;
    await trx.updateTable('order').set({ status_reason: CHECKOUT_EXPIRED_REASON }).where('id', '=', orderId).execute();
    await endCheckout(tx, orderId, CHECKOUT_EXPIRED_NOTE);
    return true;
  });
}
