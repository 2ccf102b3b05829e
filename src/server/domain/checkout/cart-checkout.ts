import type { ExpressionBuilder } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { OPEN_PAYMENT_STATUSES, PAID_STATUSES, PAYABLE } from '../../../shared/order-statuses.js';
import type { ReturningCheckout } from '../../../shared/schemas/checkout.js';
import { lockRows } from '../../db/flow.js';
import type { Database } from '../../db/schema.js';
import type { Deps, FlowDeps, TxDeps } from '../../deps.js';
import { releaseDiscountUse } from '../discounts/uses.js';
import type { Shopper } from '../orders/guest-orders.js';
import { changeOrderStatus } from '../orders/order-events.js';
import { liveHoldExpiry, releaseHolds } from '../stock/holds.js';
import { finalizePayment } from './finalize.js';
import { markIntentCancelled } from './intents.js';
import { setPaymentStatus } from './payment-status.js';

/**
 * A shopper coming back to a cart's checkout (issue 35): a reload, the back button, a second tab, a sign-in on the
 * way. Their checkout is found as it stands (in progress, being paid, paid) and told only to its owner: an account
 * by its user id, a guest only through the browser session that placed the order (`SessionPort.guestOrderIds`),
 * never to whoever merely names the cart.
 */

/** Who comes back: the account signed in (`userId` null: a guest) and the guest orders this browser placed. */
export interface ReturningShopper {
  userId: number | null;
  sessionOrderIds: readonly number[];
}

type Reader = Pick<Deps, 'db'>;
type Tx = TxDeps<'clock'>;
type PaymentDeps = FlowDeps<'clock' | 'gateway'>;

/** How long after paying a return to the emptied cart's checkout still leads to the order. */
const RETURN_TO_ORDER_MINUTES = 60;

const BEING_CONFIRMED = 'The payment of this checkout is being confirmed.';

/** The shopper's checkout in progress for the cart, which starting again re-prices in place. */
export function resumedOrder({ db }: Reader, cartId: string, shopper: Shopper) {
  return db
    .selectFrom('order')
    .select(['id', 'total_cents'])
    .where((eb) => (shopper.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', shopper.userId)))
    .where('cart_id', '=', cartId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Orders of the shopper: the account's, or (a guest) those this browser placed. */
function ownedBy({ userId, sessionOrderIds }: ReturningShopper) {
  return (eb: ExpressionBuilder<Database, 'order'>) => {
    if (userId !== null) return eb('user_id', '=', userId);
    if (sessionOrderIds.length === 0) return eb.lit(false);
    return eb.and([eb('user_id', 'is', null), eb('id', 'in', [...sessionOrderIds])]);
  };
}

/** The cart's guest checkout in progress that this browser placed (kept through a sign-in). */
async function sessionGuestOrder({ db }: Reader, cartId: string, sessionOrderIds: readonly number[]) {
  // A browser that placed no guest order has none to find: no statement (a signed-in checkout asked twice).
  if (sessionOrderIds.length === 0) return undefined;
  return db
    .selectFrom('order')
    .select('id')
    .where(ownedBy({ userId: null, sessionOrderIds }))
    .where('cart_id', '=', cartId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Whether the order's payment went through at the gateway (`paid`: one that succeeded is finalised now, the one
 * finalizePayment, so it is never handed out again) or is going through there (`confirming`). One the gateway
 * cancelled is recorded so. `payable`: the intents the gateway still takes payment on, as just read.
 */
async function paymentUnderway(
  deps: PaymentDeps,
  orderId: number,
): Promise<{ state: 'paid' | 'confirming' | null; payable: string[] }> {
  const open = await deps.db
    .selectFrom('payment')
    .select('intent_id')
    .where('order_id', '=', orderId)
    .where('status', 'in', [...OPEN_PAYMENT_STATUSES])
    .orderBy('id', 'desc')
    .execute();
  const payable: string[] = [];
  let confirming = false;
  for (const { intent_id } of open) {
    const intent = await deps.gateway.retrieveIntent(intent_id).catch(() => null);
    if (intent?.status === 'succeeded') {
      const { outcome } = await finalizePayment(deps, intent);
      if (outcome === 'paid' || outcome === 'already_paid') return { state: 'paid', payable };
    } else if (intent?.status === 'processing' || intent?.status === 'requires_capture') confirming = true;
    else if (intent?.status === 'cancelled') await markIntentCancelled(deps, intent_id);
    else if (intent) payable.push(intent_id);
  }
  return { state: confirming ? 'confirming' : null, payable };
}

/**
 * Before a checkout starts again: if the order it would resume (or take over) is paid or being paid at the
 * gateway, it is finalised and the start refused with CHECKOUT_PAID (the client then leads to the order): a
 * shopper is never asked to pay twice. Answers the intents the gateway still takes payment on.
 */
export async function settleBeforeStart(
  deps: PaymentDeps,
  cartId: string,
  shopper: Shopper,
  sessionOrderIds: readonly number[],
): Promise<string[]> {
  const resumed = await resumedOrder(deps, cartId, shopper);
  const guest = shopper.userId === null ? undefined : await sessionGuestOrder(deps, cartId, sessionOrderIds);
  const payable: string[] = [];
  for (const order of [resumed, guest]) {
    if (!order) continue;
    const underway = await paymentUnderway(deps, order.id);
    if (underway.state === 'paid') throw new AppError('CHECKOUT_PAID');
    if (underway.state === 'confirming') throw new AppError('CHECKOUT_PAID', BEING_CONFIRMED);
    payable.push(...underway.payable);
  }
  return payable;
}

/**
 * Ends a checkout in progress, in the caller's transaction: its holds and discount use go, the order is cancelled
 * in its timeline. Answers its open intents, to be cancelled at the gateway once the transaction is over (a
 * payment that still arrives is refunded by finalisation).
 */
export async function endCheckout(tx: Tx, orderId: number, note: string): Promise<string[]> {
  // The order's row: a payment finalised at this moment (which holds it) either sold it first or finds it ended.
  await lockRows(tx, 'order', [orderId]);
  const pending = await tx.db
    .selectFrom('order')
    .select('id')
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!pending) return [];
  await releaseHolds(tx, orderId);
  await releaseDiscountUse(tx, orderId);
  await changeOrderStatus(tx, { orderId, from: 'pending', to: 'cancelled', note, by: 'system' });
  const open = await setPaymentStatus(tx, { orderId }, { to: 'cancelled', from: PAYABLE });
  return open.map((p) => p.intent_id);
}

/**
 * The cart's holds move with the cart: a shopper who signed in (or registered) mid-checkout starts the cart's
 * checkout again as the account, so the guest checkout this browser placed for it ends in the caller's transaction
 * and answers when its live hold runs out, for the account's checkout to keep (the countdown goes on). Another
 * browser's guest checkout is not this shopper's: its hold still refuses them.
 */
export async function takeOverGuestCheckout(
  tx: Tx,
  cartId: string,
  shopper: Shopper,
  sessionOrderIds: readonly number[],
): Promise<{ expiresAt: string | null; intents: string[] }> {
  const guest = shopper.userId === null ? undefined : await sessionGuestOrder(tx, cartId, sessionOrderIds);
  if (!guest) return { expiresAt: null, intents: [] };
  const expiresAt = await liveHoldExpiry(tx, guest.id);
  const intents = await endCheckout(tx, guest.id, 'Replaced by the checkout of the account signed in on the way');
  return { expiresAt, intents };
}

/** The address, method and note of a checkout in progress while its hold runs, to resume it; else null. */
async function openCheckout(deps: Pick<Deps, 'db' | 'clock'>, orderId: number): Promise<ReturningCheckout | null> {
  const row = await deps.db
    .selectFrom('order')
    .select(['id', 'name', 'email', 'address', 'address2', 'phone', 'city', 'state', 'country', 'postal_code'])
    .select(['shipping_method_id', 'note'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (row.shipping_method_id === null) return null;
  const holdExpiresAt = await liveHoldExpiry(deps, row.id);
  if (!holdExpiresAt) return null;
  return {
    state: 'open',
    orderId: row.id,
    shippingMethodId: row.shipping_method_id,
    holdExpiresAt,
    note: row.note ?? '',
    address: {
      name: row.name,
      email: row.email,
      address: row.address,
      address2: row.address2,
      phone: row.phone,
      city: row.city,
      state: row.state,
      country: row.country,
      postalCode: row.postal_code,
    },
  };
}

/** The shopper's order of this cart paid within the last hour, while the cart is still as the sale left it (empty). */
async function recentlyPaid(
  deps: Pick<Deps, 'db' | 'clock'>,
  cartId: string,
  shopper: ReturningShopper,
): Promise<number | null> {
  const since = new Date(deps.clock().getTime() - RETURN_TO_ORDER_MINUTES * 60_000).toISOString();
  const row = await deps.db
    .selectFrom('order')
    .select('id')
    .where(ownedBy(shopper))
    .where('cart_id', '=', cartId)
    .where('status', 'in', [...PAID_STATUSES])
    .where('paid_at', '>=', since)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('cart_item').select('id').where('cart_item.cart_id', '=', cartId))))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Where the cart's checkout stands for the shopper coming back to it (checkout.pending): their checkout in
 * progress (`open`, with its address, method and hold) unless its payment went through (`paid`, finalised now if
 * the gateway took it and the shop had not heard yet) or is going through (`confirming`); with no checkout in
 * progress, the order they paid for this cart (`paid`, see recentlyPaid). A shopper who signed in on the way gets
 * the guest checkout this browser placed, to resume. Anyone else: null.
 */
export async function cartCheckout(
  deps: PaymentDeps,
  cartId: string,
  shopper: ReturningShopper,
): Promise<ReturningCheckout | null> {
  const own =
    shopper.userId === null
      ? await sessionGuestOrder(deps, cartId, shopper.sessionOrderIds)
      : await resumedOrder(deps, cartId, shopper);
  if (own) {
    const { state } = await paymentUnderway(deps, own.id);
    return state ? { state, orderId: own.id } : openCheckout(deps, own.id);
  }
  const guest = shopper.userId === null ? undefined : await sessionGuestOrder(deps, cartId, shopper.sessionOrderIds);
  if (guest) return openCheckout(deps, guest.id);
  const paid = await recentlyPaid(deps, cartId, shopper);
  return paid === null ? null : { state: 'paid', orderId: paid };
}
