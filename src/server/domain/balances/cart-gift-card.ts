import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type { AppliedGiftCard } from '../../../shared/schemas/gift-cards.js';
import { lockKeys, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { cartGiftLines } from '../cart/gift-card-lines.js';
import { cartTotals } from '../discounts/cart.js';
import type { Localized } from '../translations.js';
import { findGiftCard } from './gift-cards.js';
import { takeForOrder } from './order-take.js';

/**
 * A cart's gift card (POST/DELETE /api/cart/{cartId}/gift-card) and what it pays at checkout. The card is payment,
 * not a discount: it pays after discounts, shipping and tax, part or all of the total, and the payment intent is for
 * the rest. It is remembered for the cart; the checkout's flow takes its share off the ledger (a `redeem` row, in
 * the transaction that writes the order) and the order's end unpaid or refunded puts it back (orders/order-events.ts).
 */

/** The carts this browser holds (a cart is claimed by the session that opened it): another's cart is 404. */
export interface CartOwner {
  sessionCartIds: readonly string[];
}

function ownCart(cartId: string, owner: CartOwner): void {
  if (!owner.sessionCartIds.includes(cartId)) throw new AppError('NOT_FOUND', 'Cart not found');
}

/**
 * Applies a code to the cart: 400 "This gift card is not valid." for a code that names no card (or a disabled one),
 * 409 "This gift card has no balance left." for a spent one; else remembered for the cart, answering its last four
 * characters, its balance and what it would pay of the cart as it stands (before shipping and tax, known at checkout).
 */
export async function applyGiftCard(
  deps: FlowDeps<'clock'> & Localized,
  input: { cartId: string; code: string },
  owner: CartOwner & { userId: number | null },
): Promise<AppliedGiftCard> {
  ownCart(input.cartId, owner);
  const card = await findGiftCard(deps, input.code);
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    const created_at = isoNow(tx.clock);
    await tx.db
      .insertInto('cart_gift_card')
      .values({ cart_id: input.cartId, account_id: card.id, created_at })
      .onConflict((oc) => oc.column('cart_id').doUpdateSet({ account_id: card.id, created_at }))
      .execute();
  });
  const totals = await cartTotals(deps, { cartId: input.cartId }, owner.userId);
  const balance = toDollars(card.balanceCents);
  // A gift card never pays for the gift cards the cart buys (issue 41).
  const payable =
    toCents(totals.total) - (await cartGiftLines(deps, input.cartId)).reduce((s, g) => s + (g.gift_cents ?? 0), 0);
  return { last4: card.last4, balance, applied: toDollars(Math.max(0, Math.min(card.balanceCents, payable))) };
}

/** Forgets the cart's gift card. */
export async function removeGiftCard(deps: FlowDeps, input: { cartId: string }, owner: CartOwner): Promise<void> {
  ownCart(input.cartId, owner);
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    await tx.db.deleteFrom('cart_gift_card').where('cart_id', '=', input.cartId).execute();
  });
}

/** The card remembered for the cart, if it is still live: its last four characters and balance (for a checkout). */
async function cartGiftCard({ db }: Pick<Deps, 'db'>, cartId: string) {
  const card = await db
    .selectFrom('cart_gift_card as c')
    .innerJoin('balance_account as a', 'a.id', 'c.account_id')
    .select(['a.id', 'a.last4', 'a.disabled_at'])
    .where('c.cart_id', '=', cartId)
    .executeTakeFirst();
  return card && card.disabled_at === null ? { id: card.id, last4: card.last4 ?? '' } : null;
}

/**
 * In the checkout's flow, once the order is written: what the cart's card pays of it, taken off the card's balance
 * now (takeForOrder: 20 checkouts spending one card queue and its balance never goes below zero), and recorded on the
 * order (`gift_card_cents`, `gift_card_id`). No card, or a disabled one: anything the order took is put back and it
 * pays nothing. Answers the card's share in the order's currency (0: none).
 */
export async function takeGiftCard(
  tx: TxDeps<'clock'>,
  { cartId, orderId, priced }: { cartId: string; orderId: number; priced: { totalCents: number; rateMicros: number } },
): Promise<number> {
  const card = await cartGiftCard(tx, cartId);
  const held = await tx.db
    .selectFrom('order')
    .select('gift_card_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { cents } = await takeForOrder(tx, {
    accountId: card?.id ?? null,
    heldId: held.gift_card_id,
    orderId,
    dueCents: priced.totalCents,
    rateMicros: priced.rateMicros,
    reason: `Order #${orderId}`,
  });
  await tx.db
    .updateTable('order')
    .set({ gift_card_cents: cents, gift_card_id: cents > 0 && card ? card.id : null })
    .where('id', '=', orderId)
    .execute();
  return cents;
}
