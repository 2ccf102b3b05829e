import { gatewayCode } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import { isPayable } from '../../../shared/order-statuses.js';
import type { PlacedCheckout, StartCheckoutInput } from '../../../shared/schemas/checkout.js';
import { lockKeys, lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { takeGiftCard } from '../balances/cart-gift-card.js';
import { insertGiftCardLines } from '../balances/gift-card-sales.js';
import { takeStoreCredit } from '../balances/store-credit.js';
import { sentCampaign } from '../campaigns/admin-campaigns.js';
import { giftLinesCents } from '../cart/gift-card-lines.js';
import { addressColumns } from '../customers/address-book.js';
import { discountLine, shownDiscountLine } from '../discounts/choose.js';
import { dropDiscountUse, holdDiscountUse, limitedDiscountIds, type Requester } from '../discounts/uses.js';
import type { Shopper } from '../orders/guest-orders.js';
import { holdExpiry, liveHoldExpiry, releaseHolds } from '../stock/holds.js';
import { endCheckout, resumedOrder, settleBeforeStart, takeOverGuestCheckout } from './cart-checkout.js';
import { sellPaidByBalance } from './finalize.js';
import { holdLines } from './hold-lines.js';
import { cancelIntents, type NewIntent, openIntent, paymentsOf, reusablePayment, reuseOrOpen } from './intents.js';
import { insertOrderLines, totalsColumns } from './order-lines.js';
import { orderLocale, type PageLanguage } from './order-locale.js';
import { type Priced, priceCart } from './pricing.js';

/** The most units one shopper may hold at once: enough for any real order, too few to lock up the shop. */
const MAX_HELD_UNITS = 10;

/**
 * Ends the shopper's checkouts in progress for other carts (their holds are
 * released, the orders cancelled in their timeline); answers their open
 * intents, to be cancelled at the gateway once the transaction is over (a
 * payment that still arrives is refunded by finalisation).
 */
async function endOtherCheckouts(tx: TxDeps<'clock'>, cartId: string, shopper: Shopper): Promise<string[]> {
  // A guest is no one the shop knows across carts: whoever typed the same e-mail must not end their checkout.
  if (shopper.userId === null) return [];
  const others = await tx.db
    .selectFrom('order')
    .select('id')
    .where('user_id', '=', shopper.userId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('cart_id', '!=', cartId), eb('cart_id', 'is', null)]))
    .execute();
  const intents: string[] = [];
  for (const { id } of others) intents.push(...(await endCheckout(tx, id, 'Replaced by a newer checkout')));
  return intents;
}

/**
 * What a checkout locks at its start, before it reads what they guard, always in this order (cart, shopper, codes;
 * each kind in id order, so two checkouts never wait on each other in a circle): the cart (its lines, its code, its
 * checkout in progress), the signed-in shopper (their one checkout in progress across carts), the codes with a limit
 * it may count the uses of. The stock rows its lines hold are locked last, by holdLines, for its last few
 * statements only. Checkouts of different items share none of them (PostgreSQL); SQLite's one writer serialises
 * them anyway.
 */
async function lockCheckout(tx: TxDeps<'clock'>, cartId: string, shopper: Shopper): Promise<void> {
  await lockKeys(tx, 'cart', [cartId]);
  if (shopper.userId !== null) await lockKeys(tx, 'customer', [String(shopper.userId)]);
  await lockRows(tx, 'discount', await limitedDiscountIds(tx, cartId));
}

/** Whether the order is still a checkout in progress (read once its row is locked). */
async function stillPending({ db }: TxDeps, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order')
    .select('id')
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** A client's figure matches when it is the server's total in dollars (or, leniently, in cents). */
function sameAmount(clientAmount: number, totalCents: number): boolean {
  return toCents(clientAmount) === totalCents || clientAmount === totalCents;
}

async function writeOrder(
  tx: TxDeps<'clock'>,
  order: {
    input: StartCheckoutInput;
    priced: Priced;
    existingId: number | null;
    holdExpiresAt: string;
    language: PageLanguage;
    campaignId: number | null;
  },
  shopper: Shopper,
  requester?: Requester,
): Promise<number> {
  const { input, priced, existingId, holdExpiresAt, language, campaignId } = order;
  const trx = tx.db;
  const a = input.shippingAddress;
  const fields = {
    user_id: shopper.userId,
    cart_id: input.cartId,
    email: a.email,
    ...addressColumns(a),
    ...totalsColumns(priced),
    currency: gatewayCode(priced.currency),
    ...orderDiscountFields(priced),
    hold_expires_at: holdExpiresAt,
    // Part of what the checkout stores: a resumed or re-priced checkout keeps the shopper's latest note.
    note: input.note || null,
    // The language of its mails: the checkout page's, or French for Quebec when nobody chose (order-locale.ts).
    locale: orderLocale(language, a),
    reminder_consent: input.remindMe ? 1 : 0,
    campaign_id: campaignId,
    updated_at: isoNow(tx.clock),
  };
  let orderId = existingId;
  if (orderId) {
    await trx.updateTable('order').set(fields).where('id', '=', orderId).execute();
    await trx.deleteFrom('order_item').where('order_id', '=', orderId).execute();
  } else {
    orderId = (await trx.insertInto('order').values(fields).returning('id').executeTakeFirstOrThrow()).id;
  }
  await insertOrderLines(tx, orderId, priced.lines, priced.discount.applied?.lineCents ?? []);
  await insertGiftCardLines(tx, orderId, priced.giftLines);
  const applied = priced.discount.applied;
  if (applied) {
    const use = {
      discountId: applied.discount.id,
      orderId,
      cartId: input.cartId,
      userId: shopper.userId,
      email: input.shippingAddress.email,
    };
    await holdDiscountUse(tx, { ...use, expiresAt: holdExpiresAt, requester });
  }
  return orderId;
}

/** The order's discount as it stores it: which one, its code (or title), its cents off, free shipping. */
function orderDiscountFields({ discount, discountCents }: Priced) {
  const line = discountLine(discount.applied);
  return {
    discount_id: discount.applied?.discount.id ?? null,
    discount_code: line ? (line.code ?? line.title) : null,
    discount_cents: discountCents,
    discount_free_shipping: line?.freeShipping ? 1 : 0,
  };
}

/**
 * Starts paying for the cart (the checkout's flow: its locks are lockCheckout's and holdLines'): reprices it on the
 * server, holds every line (its stock row locked, so two shoppers can never hold the last unit or the same
 * original), writes the order `pending` with frozen lines and
 * totals, and answers the one payment intent for that order and amount. The
 * shopper's earlier pending order for this cart is re-priced in place. A
 * client amount that differs from the server's total is PRICE_CHANGED and
 * changes nothing. A guest (`GUEST`, orders/guest-orders.ts) goes through the same steps: their checkout in progress
 * is the cart's pending order without a user, and once-per-customer codes count by the e-mail they give.
 * `visitor.requester` (the visitor's address and session): a limited code's use is held by one checkout of theirs at a
 * time. `visitor.sessionOrderIds`: the guest orders this browser placed; a shopper who signed in on the way takes over
 * the cart's (takeOverGuestCheckout). A checkout paid or being paid at the gateway is CHECKOUT_PAID
 * (settleBeforeStart): it is finalised, never handed out for payment again.
 */
export async function placeOrder(
  deps: FlowDeps<'clock' | 'gateway'>,
  input: StartCheckoutInput,
  shopper: Shopper,
  {
    requester,
    sessionOrderIds = [],
    language = { locale: 'en', chosen: false },
    campaignId = null,
  }: {
    requester?: Requester;
    sessionOrderIds?: readonly number[];
    language?: PageLanguage;
    /** The campaign whose mail link the shopper followed within 7 days (its cookie): recorded if it was sent. */
    campaignId?: number | null;
  } = {},
): Promise<PlacedCheckout> {
  // Paid or being paid at the gateway (a reload, a second tab): finalised and refused, never handed out again.
  const checked = await settleBeforeStart(deps, input.cartId, shopper, sessionOrderIds);

  let replaced: string[] = [];
  const { orderId, priced, pay, reusable, stale, expiresAt, attempts } = await runFlow(deps, async (tx) => {
    await lockCheckout(tx, input.cartId, shopper);
    const existing = await resumedOrder(tx, input.cartId, shopper);
    // Its row too: a payment of it finalised at this moment either sold it first (then this start is refused) or
    // waits for this repricing (and is refunded as the wrong amount).
    if (existing) await lockRows(tx, 'order', [existing.id]);
    if (existing && !(await stillPending(tx, existing.id))) throw new AppError('CHECKOUT_PAID');
    // One checkout in progress per shopper: starting another (another cart) ends the older one and its holds.
    replaced = await endOtherCheckouts(tx, input.cartId, shopper);
    // Signed in on the way: this browser's guest checkout of the cart ends and its hold passes to the account.
    const takenOver = await takeOverGuestCheckout(tx, input.cartId, shopper, sessionOrderIds);
    replaced.push(...takenOver.intents);
    // Resuming (a reload, a second tab): the shopper's live hold keeps its expiry, the countdown goes on.
    const live = (existing ? await liveHoldExpiry(tx, existing.id) : null) ?? takenOver.expiresAt;
    if (existing) await releaseHolds(tx, existing.id);
    if (existing) await dropDiscountUse(tx, existing.id);
    const a = input.shippingAddress;
    const priced = await priceCart(tx, {
      cartId: input.cartId,
      shippingMethodId: input.shippingMethodId,
      country: a.country,
      state: a.state,
      currency: input.currency,
      discount: { userId: shopper.userId, email: a.email, strict: true, exceptOrderId: existing?.id, requester },
    });
    if (priced.lines.reduce((units, line) => units + line.quantity, 0) > MAX_HELD_UNITS) {
      throw new AppError('HOLD_LIMIT');
    }
    if (input.amount !== undefined && !sameAmount(input.amount, priced.totalCents)) {
      throw new AppError('PRICE_CHANGED');
    }
    // In the flow: the settings it reads are read once (pricing reads them too).
    const expiresAt = live ?? (await holdExpiry(tx));
    const order = {
      input,
      priced,
      existingId: existing?.id ?? null,
      holdExpiresAt: expiresAt,
      language,
      campaignId: await sentCampaign(tx, campaignId),
    };
    const orderId = await writeOrder(tx, order, shopper, requester);
    // Balances pay after discounts, shipping and tax (payment, not a discount): the gift card first (a present, and
    // often for this shop alone), then the customer's store credit (on their account, kept for another order), then
    // the card the rest. Neither pays for a gift card sold (issue 41): they pay at most the rest of the total.
    const payable = { totalCents: priced.totalCents - giftLinesCents(priced), rateMicros: priced.rateMicros };
    const gift = await takeGiftCard(tx, { cartId: input.cartId, orderId, priced: payable });
    const credit = await takeStoreCredit(tx, {
      userId: shopper.userId,
      use: input.useStoreCredit !== false,
      orderId,
      dueCents: payable.totalCents - gift,
      rateMicros: priced.rateMicros,
    });
    const pay = { cents: priced.totalCents - gift - credit.cents, gift, credit };
    const payments = await paymentsOf(tx, orderId);
    const currency = gatewayCode(priced.currency);
    const reusable = reusablePayment(payments, pay.cents, currency);
    const stale = payments.filter((p) => p !== reusable && isPayable(p.status)).map((p) => p.intent_id);
    await holdLines(tx, { orderId, lines: priced.lines, expiresAt });
    // Paid whole by the gift card and the store credit: sold now, in this flow; no card is asked.
    if (pay.cents === 0) await sellPaidByBalance(tx, orderId);
    return { orderId, priced, pay, reusable, stale, expiresAt, attempts: payments.length };
  });

  if (pay.cents === 0) {
    await cancelIntents(deps, [...replaced, ...stale]);
    return sessionOf(deps, { orderId, priced, pay, expiresAt }, null);
  }
  const intent = await reuseOrOpen(
    deps,
    reusable,
    () =>
      createPayment(deps, {
        orderId,
        cartId: input.cartId,
        amountCents: pay.cents,
        currency: gatewayCode(priced.currency),
        email: input.shippingAddress.email,
        attempts,
      }),
    checked,
  );
  await cancelIntents(deps, [...replaced, ...stale]);
  return sessionOf(deps, { orderId, priced, pay, expiresAt }, intent);
}

/** The checkout's answer: `amount` is what the card pays; none to pay (balances paid it all): no intent. */
async function sessionOf(
  deps: FlowDeps<'clock' | 'gateway'>,
  {
    orderId,
    priced,
    pay,
    expiresAt,
  }: {
    orderId: number;
    priced: Priced;
    pay: { cents: number; gift: number; credit: { cents: number; availableCents: number } };
    expiresAt: string;
  },
  intent: { id: string; clientSecret: string } | null,
): Promise<PlacedCheckout> {
  const config = deps.gateway.publicConfig();
  return {
    orderId,
    clientSecret: intent?.clientSecret ?? '',
    paymentIntentId: intent?.id ?? '',
    provider: config.provider,
    publishableKey: config.publishableKey,
    amount: toDollars(pay.cents),
    giftCardTotal: toDollars(pay.gift),
    storeCreditTotal: toDollars(pay.credit.cents),
    storeCreditAvailable: toDollars(pay.credit.availableCents),
    currency: gatewayCode(priced.currency),
    subtotal: toDollars(priced.subtotalCents),
    discount: await shownDiscountLine(deps, priced.discount.applied),
    discountTotal: toDollars(priced.discountCents),
    shipping: toDollars(priced.shippingCents),
    tax: toDollars(priced.tax.amountCents),
    total: toDollars(priced.totalCents),
    holdExpiresAt: expiresAt,
  };
}

/**
 * Creates the checkout's intent (openIntent). Nothing stays held or half-written when the gateway cannot be reached:
 * a checkout that never got an intent is removed, else its holds end.
 */
async function createPayment(
  deps: FlowDeps<'clock' | 'gateway'>,
  { cartId, ...payment }: NewIntent & { cartId: string },
): Promise<{ id: string; clientSecret: string }> {
  return openIntent(deps, payment).catch(async (error: unknown) => {
    if (!(error instanceof AppError && error.code === 'GATEWAY_UNAVAILABLE')) throw error;
    await runFlow(deps, async (tx) => {
      await lockKeys(tx, 'cart', [cartId]);
      await releaseHolds(tx, payment.orderId);
      await tx.db
        .deleteFrom('order')
        .where('id', '=', payment.orderId)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('payment').select('id').whereRef('payment.order_id', '=', 'order.id'))),
        )
        .execute();
    });
    throw error;
  });
}
