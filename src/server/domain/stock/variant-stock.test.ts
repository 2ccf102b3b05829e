import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productInput } from '../../../shared/schemas/admin-catalogue.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, TEST_ADDRESS, T0 as t0, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { addItem } from '../cart/cart.js';
import { createProduct } from '../catalogue/admin-products.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => t0 }, (deps) => ({ db, gateway } = deps));

const deps = () => ({ db, gateway, clock: () => t0 });

/** A tee in M/L × black/white with its own stock per variant, made through the admin's product form. */
async function perVariantTee(stock: Record<string, number>) {
  const owner = await addShopper(db, 'admin');
  const variants = Object.entries(stock).map(([k, n]) => {
    const [size, color] = k.split('/');
    return { size, color, stock: n };
  });
  const input = productInput.parse({
    name: 'Acid Wash Tee',
    price: 40,
    sizes: 'M, L',
    colors: 'black, white',
    variants,
  });
  return createProduct(deps(), input, owner);
}

async function buyer(productId: number, size: string, color: string): Promise<{ actor: Actor; cartId: string }> {
  const actor = await addShopper(db);
  const cartId = randomUUID();
  await addItem(deps(), {
    cartId,
    productId,
    quantity: 1,
    size,
    color,
    item_type: 'product',
  });
  return { actor, cartId };
}

/** Checks out and pays: answers true when the order ends paid. */
async function checkoutAndPay(b: { actor: Actor; cartId: string }): Promise<boolean> {
  const session = await placeOrder(
    deps(),
    { cartId: b.cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS },
    b.actor,
  );
  const paid = await confirmTestCard(deps(), {
    clientSecret: session.clientSecret,
    card: VISA,
  });
  return paid.status === 'succeeded';
}

const quantityOf = async (variantId: number) =>
  (
    await db
      .selectFrom('inventory_item')
      .select('quantity')
      .where('variant_id', '=', variantId)
      .executeTakeFirstOrThrow()
  ).quantity;

describe('stock per variant under a rush', () => {
  it('sells exactly the 3 units of M/black to 30 racing buyers while L/black stays buyable', async () => {
    const tee = await perVariantTee({
      'M/black': 3,
      'M/white': 0,
      'L/black': 2,
      'L/white': 1,
    });
    const mBlack = tee.variants.find((v) => v.size === 'M' && v.color === 'black');
    const lBlack = tee.variants.find((v) => v.size === 'L' && v.color === 'black');
    if (!mBlack || !lBlack) throw new Error('variants missing');
    const racers = [];
    for (let i = 0; i < 30; i++) racers.push(await buyer(tee.id, 'M', 'black'));
    const other = await buyer(tee.id, 'L', 'black');
    const results = await Promise.allSettled([...racers.map(checkoutAndPay), checkoutAndPay(other)]);
    const otherResult = results.pop();
    expect(otherResult).toEqual({ status: 'fulfilled', value: true });
    const won = results.filter((r) => r.status === 'fulfilled' && r.value);
    expect(won).toHaveLength(3);
    for (const lost of results.filter((r) => r.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toMatchObject({
        code: expect.stringMatching(/OUT_OF_STOCK|RESERVED/),
      });
    }
    const paid = await db
      .selectFrom('order_item as i')
      .innerJoin('order as o', 'o.id', 'i.order_id')
      .select(['i.variant_id', (eb) => eb.fn.sum<number>('i.quantity').as('units')])
      .where('o.status', '=', 'paid')
      .groupBy('i.variant_id')
      .orderBy('i.variant_id')
      .execute();
    expect(paid.map((p) => [p.variant_id, Number(p.units)])).toEqual([
      [mBlack.id, 3],
      [lBlack.id, 1],
    ]);
    expect(await quantityOf(mBlack.id)).toBe(0);
    expect(await quantityOf(lBlack.id)).toBe(1);
    // After the rush L/black is still for sale; M/black is sold out in the cart.
    await expect(buyer(tee.id, 'M', 'black')).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'M / black is out of stock.',
    });
    expect(await checkoutAndPay(await buyer(tee.id, 'L', 'black'))).toBe(true);
  }, 60_000);

  it('holds the last M for one shopper while L stays buyable by others', async () => {
    const tee = await perVariantTee({
      'M/black': 1,
      'M/white': 0,
      'L/black': 1,
      'L/white': 0,
    });
    const first = await buyer(tee.id, 'M', 'black');
    const second = await buyer(tee.id, 'M', 'black');
    await placeOrder(
      deps(),
      {
        cartId: first.cartId,
        shippingMethodId: 1,
        shippingAddress: TEST_ADDRESS,
      },
      first.actor,
    );
    await expect(
      placeOrder(
        deps(),
        {
          cartId: second.cartId,
          shippingMethodId: 1,
          shippingAddress: TEST_ADDRESS,
        },
        second.actor,
      ),
    ).rejects.toMatchObject({ code: 'RESERVED' });
    expect(await checkoutAndPay(await buyer(tee.id, 'L', 'black'))).toBe(true);
  });
});
