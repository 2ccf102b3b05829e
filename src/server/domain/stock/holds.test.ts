import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../../../shared/settings.js';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { minutesAfter as minutes, shopperWith, TEST_ADDRESS, T0 as t0, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { addItem, getCart } from '../cart/cart.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { availableUnits } from './availability.js';
import { liveHoldExpiry, releaseExpiredHolds, releaseHolds } from './holds.js';

/** The hold time of a shop that kept the default `checkoutHoldMinutes`. */
const HOLD_MINUTES = SETTING_DEFAULTS.checkoutHoldMinutes;

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => t0 }, (deps) => ({ db, gateway } = deps));

/** The domain's services with the clock stopped at `at`. */
const deps = (at = t0) => ({ db, gateway, clock: () => at });
const EXPIRY = minutes(HOLD_MINUTES);
const justBefore = (at: Date) => new Date(at.getTime() - 1);

type Shopper = { actor: Actor; cartId: string };
const shopper = (tee: number, quantity = 1) => shopperWith(db, { type: 'product', id: tee, quantity }, t0);
/** Starts the shopper's checkout at `at`: the order and its holds. */
const checkout = (s: Shopper, at = t0) =>
  placeOrder(deps(at), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS }, s.actor);
const addTee = (cartId: string, tee: number, at = t0) =>
  addItem(deps(at), { cartId, productId: tee, quantity: 1, size: 'M', color: 'black', item_type: 'product' });

const itemOf = async (tee: number) =>
  (await db.selectFrom('inventory_item').select('id').where('product_id', '=', tee).executeTakeFirstOrThrow()).id;

/** What can be sold of the tee at `at` (THE rule, availability.ts), as everyone or as the cart's own shopper. */
async function available(tee: number, at = t0, ownCartId?: string) {
  const row = await db
    .selectFrom('inventory_item as i')
    .select(availableUnits('i', at.toISOString(), ownCartId).as('n'))
    .where('i.product_id', '=', tee)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const onHand = async (tee: number) =>
  (await db.selectFrom('inventory_item').select('quantity').where('product_id', '=', tee).executeTakeFirstOrThrow())
    .quantity;
const ledger = async (tee: number) =>
  (
    await db
      .selectFrom('inventory_transaction')
      .select(['transaction_type', 'quantity_change'])
      .where('inventory_item_id', '=', await itemOf(tee))
      .orderBy('id')
      .execute()
  ).map((r) => [r.transaction_type, r.quantity_change]);
const holdsOf = (orderId: number) =>
  db.selectFrom('stock_hold').select(['status', 'quantity', 'expires_at']).where('order_id', '=', orderId).execute();

describe('a hold', () => {
  it('reserves units for its checkout without moving stock or writing the ledger', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const sam = await shopper(tee, 2);
    const { orderId } = await checkout(sam);

    expect(await holdsOf(orderId)).toEqual([{ status: 'active', quantity: 2, expires_at: EXPIRY.toISOString() }]);
    expect(await available(tee)).toBe(1);
    expect(await available(tee, t0, sam.cartId)).toBe(3);
    expect(await onHand(tee)).toBe(3);
    expect(await ledger(tee)).toEqual([['initial', 3]]);
    expect(await liveHoldExpiry(deps(), orderId)).toBe(EXPIRY.toISOString());
  });

  it('frees its units by time alone at its expiry; the sweep then marks it released, once', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const { orderId } = await checkout(await shopper(tee, 2));

    expect(await available(tee, justBefore(EXPIRY))).toBe(1);
    expect(await available(tee, EXPIRY)).toBe(3);
    expect(await liveHoldExpiry(deps(justBefore(EXPIRY)), orderId)).toBe(EXPIRY.toISOString());
    expect(await liveHoldExpiry(deps(EXPIRY), orderId)).toBeNull();

    expect(await runFlow(deps(justBefore(EXPIRY)), (tx) => releaseExpiredHolds(tx))).toBe(0);
    expect((await holdsOf(orderId)).map((h) => h.status)).toEqual(['active']);
    expect(await runFlow(deps(EXPIRY), (tx) => releaseExpiredHolds(tx))).toBe(1);
    expect((await holdsOf(orderId)).map((h) => h.status)).toEqual(['released']);
    expect(await runFlow(deps(minutes(60)), (tx) => releaseExpiredHolds(tx))).toBe(0);
    expect(await onHand(tee)).toBe(3);
  });

  it("is released with its order only: another shopper's hold on the same item stays", async () => {
    const tee = await addProduct(db, { stock: 3 });
    const first = await checkout(await shopper(tee));
    const second = await checkout(await shopper(tee), minutes(2));
    expect(await available(tee, minutes(3))).toBe(1);

    await runFlow(deps(minutes(3)), (tx) => releaseHolds(tx, first.orderId));
    expect((await holdsOf(first.orderId)).map((h) => h.status)).toEqual(['released']);
    expect((await holdsOf(second.orderId)).map((h) => h.status)).toEqual(['active']);
    expect(await available(tee, minutes(3))).toBe(2);
    expect(await liveHoldExpiry(deps(minutes(3)), first.orderId)).toBeNull();
    expect(await liveHoldExpiry(deps(minutes(3)), second.orderId)).toBe(minutes(2 + HOLD_MINUTES).toISOString());

    await runFlow(deps(minutes(4)), (tx) => releaseHolds(tx, first.orderId));
    expect((await holdsOf(second.orderId)).map((h) => h.status)).toEqual(['active']);
  });
});

describe('the last unit, held by one shopper', () => {
  it("is reserved for everyone else, stays the holder's own, and is out of stock once they pay", async () => {
    const tee = await addProduct(db, { name: 'Last Tee', stock: 1 });
    const holder = await shopper(tee);
    const other = await shopper(tee);
    const { orderId, clientSecret } = await checkout(holder);

    await expect(addTee(crypto.randomUUID(), tee, minutes(1))).rejects.toMatchObject({ code: 'RESERVED' });
    await expect(checkout(other, minutes(1))).rejects.toMatchObject({
      code: 'RESERVED',
      message: 'Last Tee is reserved by another order. It may become available again if that order is not completed.',
    });
    const [own] = await getCart(deps(minutes(1)), holder.cartId);
    expect(own).toMatchObject({ quantity: 1, stock: 1, issue: null });
    const [theirs] = await getCart(deps(minutes(1)), other.cartId);
    expect(theirs).toMatchObject({ stock: 0, issue: 'reserved' });

    const paid = await confirmTestCard(deps(minutes(2)), { clientSecret, card: VISA });
    expect(paid.status).toBe('succeeded');
    expect((await holdsOf(orderId)).map((h) => h.status)).toEqual(['converted']);
    expect(await onHand(tee)).toBe(0);
    expect(await ledger(tee)).toEqual([
      ['initial', 1],
      ['sale', -1],
    ]);
    await expect(addTee(crypto.randomUUID(), tee, minutes(3))).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    await expect(checkout(other, minutes(3))).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
  });

  it('goes to the next shopper when the hold is released (a declined payment) or runs out', async () => {
    const tee = await addProduct(db, { stock: 1 });
    const [holder, next, third] = [await shopper(tee), await shopper(tee), await shopper(tee)];
    const first = await checkout(holder);
    await expect(checkout(next, minutes(1))).rejects.toMatchObject({ code: 'RESERVED' });

    await runFlow(deps(minutes(2)), (tx) => releaseHolds(tx, first.orderId));
    const second = await checkout(next, minutes(2));
    expect(await holdsOf(second.orderId)).toEqual([
      { status: 'active', quantity: 1, expires_at: minutes(2 + HOLD_MINUTES).toISOString() },
    ]);

    await expect(checkout(third, justBefore(minutes(2 + HOLD_MINUTES)))).rejects.toMatchObject({ code: 'RESERVED' });
    await expect(checkout(third, minutes(2 + HOLD_MINUTES))).resolves.toMatchObject({ orderId: expect.any(Number) });
    expect(await onHand(tee)).toBe(1);
  });
});
