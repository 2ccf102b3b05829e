import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addPainting, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { type CartLine, minutesAfter as minutes, shopperWith, TEST_ADDRESS, T0 as t0 } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { getCart } from '../cart/cart.js';
import { cartCheckout } from './cart-checkout.js';
import { placeOrder } from './place-order.js';
import { quoteCart } from './pricing.js';

let db: Db;
let gateway: TestGateway;
const address = TEST_ADDRESS;

useTestDb({ clock: () => t0 }, (deps) => ({ db, gateway } = deps));

const shopper = (line: CartLine) => shopperWith(db, line, t0);

/** The domain's services with the clock stopped at `at`. */
const deps = (at = t0) => ({ db, gateway, clock: () => at });

const start = (s: { actor: Actor; cartId: string }, at = t0) =>
  placeOrder(deps(at), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: address }, s.actor);
const pendingCheckout = (d: ReturnType<typeof deps>, cartId: string, actor: Actor) =>
  cartCheckout(d, cartId, { userId: actor.userId, sessionOrderIds: [] });
const quote = (s: { cartId: string }, at = t0) =>
  quoteCart(deps(at), { cartId: s.cartId, shippingMethodId: 1, country: 'US', state: 'TX' });

describe("a shopper's own hold is theirs", () => {
  it('after reaching payment, their cart and quote still count the held units as theirs; others see them reserved', async () => {
    const tee = await addProduct(db, { stock: 2 });
    const sam = await shopper({ type: 'product', id: tee, quantity: 2 });
    const other = await shopper({ type: 'product', id: tee, quantity: 1 });
    const first = await start(sam);

    const [line] = await getCart(deps(minutes(1)), sam.cartId);
    expect(line).toMatchObject({ quantity: 2, stock: 2, issue: null });
    expect((await quote(sam, minutes(1))).total).toBe(first.total);

    const [theirs] = await getCart(deps(minutes(1)), other.cartId);
    expect(theirs).toMatchObject({ stock: 0, issue: 'reserved' });
    await expect(quote(other, minutes(1))).rejects.toMatchObject({ code: 'RESERVED' });
    await expect(start(other, minutes(1))).rejects.toMatchObject({ code: 'RESERVED' });
  });

  it('starting again (a reload) resumes the same order, hold, payment and countdown', async () => {
    const original = await addPainting(db);
    const sam = await shopper({ type: 'painting', id: original, quantity: 1 });
    const first = await start(sam);
    const again = await start(sam, minutes(5));
    expect(again).toMatchObject({
      orderId: first.orderId,
      clientSecret: first.clientSecret,
      total: first.total,
      holdExpiresAt: first.holdExpiresAt,
    });
    const holds = await db.selectFrom('stock_hold').select(['status']).where('status', '=', 'active').execute();
    expect(holds).toHaveLength(1);
    expect(await db.selectFrom('order').select('id').execute()).toHaveLength(1);
  });

  it('answers the pending checkout with its address and method while the hold runs, to its owner only', async () => {
    const tee = await addProduct(db, { stock: 3 });
    const sam = await shopper({ type: 'product', id: tee, quantity: 1 });
    expect(await pendingCheckout(deps(), sam.cartId, sam.actor)).toBeNull();
    const session = await start(sam);
    expect(await pendingCheckout(deps(minutes(3)), sam.cartId, sam.actor)).toEqual({
      state: 'open',
      orderId: session.orderId,
      shippingMethodId: 1,
      holdExpiresAt: session.holdExpiresAt,
      note: '',
      address: { ...address, address2: '', phone: '' },
    });
    const stranger = await shopper({ type: 'product', id: tee, quantity: 1 });
    expect(await pendingCheckout(deps(minutes(3)), sam.cartId, stranger.actor)).toBeNull();
    expect(await pendingCheckout(deps(minutes(16)), sam.cartId, sam.actor)).toBeNull();
    const renewed = await start(sam, minutes(16));
    expect(renewed.orderId).toBe(session.orderId);
    expect(renewed.holdExpiresAt).toBe(minutes(31).toISOString());
  });
});
