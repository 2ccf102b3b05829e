import { describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS } from '../../../shared/schemas/discounts.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { shopperWith as addShopperWith, minutesAfter, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { addItem } from '../cart/cart.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { createDiscount, listDiscounts } from './admin.js';
import { applyDiscountCode, removeDiscountCode } from './cart.js';

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (at = T0) => ({ db, gateway, clock: () => at });
const start = (s: { actor: Actor; cartId: string }, at = T0) =>
  placeOrder(deps(at), { cartId: s.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS }, s.actor);
const pay = (clientSecret: string, at = T0, card = VISA) => confirmTestCard(deps(at), { clientSecret, card });

/** Shoppers whose carts hold one tee ($45) and have entered the code. */
async function shoppersWithCode(n: number, code: string) {
  const tee = await addProduct(db, { stock: 500 });
  const shoppers = [];
  for (let i = 0; i < n; i++) {
    const s = await addShopperWith(db, { type: 'product', id: tee }, T0);
    await applyDiscountCode(deps(), { cartId: s.cartId, code }, s.actor.userId);
    shoppers.push(s);
  }
  return { tee, shoppers };
}

async function paidWithCode(code: string) {
  return db
    .selectFrom('order')
    .select(['id', 'total_cents', 'discount_cents'])
    .where('discount_code', '=', code)
    .where('status', '=', 'paid')
    .execute();
}

describe('a code limited to 5 uses', () => {
  it('lets at most 5 of 50 racing checkouts hold it, and at most 5 paid orders carry it, late payments included', async () => {
    await createDiscount(deps(), { code: 'LIMIT5', type: 'fixed_amount', value: 5, usageLimit: 5 });
    const { shoppers } = await shoppersWithCode(50, 'limit5');

    const first = await Promise.allSettled(shoppers.map((s) => start(s)));
    const held = first.flatMap((a, i) =>
      a.status === 'fulfilled' ? [{ session: a.value, shopper: shoppers[i] }] : [],
    );
    expect(held).toHaveLength(5);
    for (const a of first.filter((x) => x.status === 'rejected')) {
      expect((a as PromiseRejectedResult).reason).toMatchObject({
        code: 'DISCOUNT_REFUSED',
        message: DISCOUNT_REFUSALS.usedUp,
      });
    }
    for (const { session } of held)
      expect(session).toMatchObject({ discountTotal: 5, total: session.subtotal - 5 + session.shipping + session.tax });

    // The first five let their holds run out; five of the others take the uses and pay.
    const later = minutesAfter(16);
    const others = shoppers.filter((s) => !held.some((h) => h.shopper === s));
    const second = await Promise.allSettled(others.map((s) => start(s, later)));
    const secondHeld = second.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(secondHeld).toHaveLength(5);
    const paid = await Promise.all(secondHeld.map((s) => pay(s.clientSecret, minutesAfter(17))));
    expect(paid.map((p) => p.status)).toEqual(Array(5).fill('succeeded'));

    // The first five pay after all: their use was no longer held and the code is used up, so they are refunded.
    const late = await Promise.all(held.map(({ session }) => pay(session.clientSecret, minutesAfter(18))));
    for (const result of late) expect(result.status).not.toBe('succeeded');

    const carrying = await paidWithCode('LIMIT5');
    expect(carrying).toHaveLength(5);
    expect(carrying.every((o) => o.discount_cents === 500)).toBe(true);
    const [listed] = await listDiscounts(deps(minutesAfter(19)));
    const revenue = carrying.reduce((sum, o) => sum + o.total_cents, 0) / 100;
    expect(listed).toMatchObject({ code: 'LIMIT5', timesUsed: 5, status: 'used_up', revenue });
    await expect(
      applyDiscountCode(deps(minutesAfter(19)), { cartId: others.at(-1)?.cartId ?? '', code: 'LIMIT5' }, null),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: DISCOUNT_REFUSALS.usedUp });
  });

  it('gives the use back when the payment fails, so the next shopper can have it', async () => {
    await createDiscount(deps(), { code: 'ONLY1', type: 'percentage', value: 10, usageLimit: 1 });
    const { shoppers } = await shoppersWithCode(2, 'ONLY1');
    const [a, b] = shoppers as [(typeof shoppers)[number], (typeof shoppers)[number]];
    const session = await start(a);
    await expect(start(b)).rejects.toMatchObject({ message: DISCOUNT_REFUSALS.usedUp });
    const declined = await pay(session.clientSecret, T0, { ...VISA, number: '4000000000000002' });
    expect(declined.status).not.toBe('succeeded');
    const next = await start(b);
    expect((await pay(next.clientSecret)).status).toBe('succeeded');
    expect(await paidWithCode('ONLY1')).toHaveLength(1);
  });
});

describe('a checkout priced again', () => {
  it('counts no use when the shopper removed the code before paying', async () => {
    await createDiscount(deps(), { code: 'GONE', type: 'fixed_amount', value: 5, usageLimit: 3 });
    const { shoppers } = await shoppersWithCode(1, 'GONE');
    const s = shoppers[0] as (typeof shoppers)[number];
    expect(await start(s)).toMatchObject({ discountTotal: 5 });
    await removeDiscountCode(deps(), { cartId: s.cartId });
    const again = await start(s);
    expect(again).toMatchObject({ discountTotal: 0, discount: null });
    expect((await pay(again.clientSecret)).status).toBe('succeeded');
    const [listed] = await listDiscounts(deps());
    expect(listed).toMatchObject({ code: 'GONE', timesUsed: 0 });
  });
});

describe('once per customer', () => {
  it("holds across the customer's concurrent checkouts, and refuses the code once used", async () => {
    await createDiscount(deps(), { code: 'THANKS', type: 'fixed_amount', value: 10, oncePerCustomer: true });
    const tee = await addProduct(db, { stock: 500 });
    const first = await addShopperWith(db, { type: 'product', id: tee }, T0);
    const carts = [first.cartId, crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (const cartId of carts.slice(1)) {
      const line = { cartId, productId: tee, quantity: 1, size: 'M', color: 'black', item_type: 'product' as const };
      await addItem(deps(), line);
    }
    for (const cartId of carts) await applyDiscountCode(deps(), { cartId, code: 'THANKS' }, first.actor.userId);

    const sessions = await Promise.allSettled(carts.map((cartId) => start({ actor: first.actor, cartId })));
    const started = sessions.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(started.length).toBeGreaterThan(0);
    await Promise.all(started.map((s) => pay(s.clientSecret)));
    expect(await paidWithCode('THANKS')).toHaveLength(1);

    const again = crypto.randomUUID();
    await addItem(deps(), {
      cartId: again,
      productId: tee,
      quantity: 1,
      size: 'M',
      color: 'black',
      item_type: 'product',
    });
    await expect(
      applyDiscountCode(deps(), { cartId: again, code: 'THANKS' }, first.actor.userId),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: DISCOUNT_REFUSALS.alreadyUsed });
    // A code entered before the first order was paid is refused at checkout too.
    const [paidOrder] = await paidWithCode('THANKS');
    const paidCart = await db
      .selectFrom('order')
      .select('cart_id')
      .where('id', '=', paidOrder?.id ?? 0)
      .executeTakeFirst();
    const unpaidCart = carts.find((c) => c !== paidCart?.cart_id) as string;
    await expect(start({ actor: first.actor, cartId: unpaidCart })).rejects.toMatchObject({
      message: DISCOUNT_REFUSALS.alreadyUsed,
    });
  });
});
