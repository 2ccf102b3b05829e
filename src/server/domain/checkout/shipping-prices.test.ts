import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addItem } from '../cart/cart.js';
import { setSetting } from '../settings.js';
import { quoteCart, shippingMethodsFor } from './pricing.js';

let db: Db;
const now = new Date('2026-11-22T10:00:00.000Z');
const deps = () => ({ db, clock: () => now });
useTestDb((shop) => ({ db } = shop));

async function cartWith(quantity: number, surchargeCents: number): Promise<string> {
  const tee = await addProduct(db, { priceCents: 4000 });
  await db.updateTable('product').set({ shipping_price_cents: surchargeCents }).where('id', '=', tee).execute();
  const cartId = randomUUID();
  await addItem(deps(), { cartId, productId: tee, quantity, size: 'M', color: 'black', item_type: 'product' });
  return cartId;
}

describe('each shipping method shows its real price for the cart', () => {
  it("adds the items' shipping surcharges, and the summary charges exactly the chosen method's shown price", async () => {
    const cartId = await cartWith(2, 250);
    const base = await shippingMethodsFor(deps(), 'US');
    const forCart = await shippingMethodsFor(deps(), 'US', cartId);
    expect(forCart.map((m) => m.price)).toEqual(base.map((m) => m.price + 5));
    for (const method of forCart) {
      const quote = await quoteCart(deps(), { cartId, shippingMethodId: method.id, country: 'US', state: 'TX' });
      expect(quote.shipping).toBe(method.price);
    }
  });

  it("makes only the country's standard method free above the threshold, and says from which subtotal", async () => {
    const cartId = await cartWith(3, 250);
    await setSetting({ db, clock: () => new Date() }, { key: 'freeShippingThreshold', value: 100 });
    const forCart = await shippingMethodsFor(deps(), 'CA', cartId);
    expect(forCart.map((m) => [m.name, m.price, m.freeOver])).toEqual([
      ['Canada Standard', 0, 100],
      ['Canada Express', 29.95 + 7.5, null],
    ]);
    for (const method of forCart) {
      const quote = await quoteCart(deps(), { cartId, shippingMethodId: method.id, country: 'CA', state: 'ON' });
      expect(quote.shipping).toBe(method.price);
    }
  });

  it('makes a method the owner ticked free as well', async () => {
    const cartId = await cartWith(3, 0);
    await setSetting({ db, clock: () => new Date() }, { key: 'freeShippingThreshold', value: 100 });
    await db.updateTable('shipping_method').set({ free_over_threshold: 1 }).where('code', '=', 'us-express').execute();
    const forCart = await shippingMethodsFor(deps(), 'US', cartId);
    expect(forCart.map((m) => [m.name, m.price, m.freeOver])).toEqual([
      ['US Standard', 0, 100],
      ['US Express', 0, 100],
    ]);
  });

  it('charges every method below the threshold', async () => {
    const cartId = await cartWith(1, 0);
    await setSetting({ db, clock: () => new Date() }, { key: 'freeShippingThreshold', value: 100 });
    expect((await shippingMethodsFor(deps(), 'US', cartId)).map((m) => [m.price, m.freeOver])).toEqual([
      [7.95, null],
      [19.95, null],
    ]);
  });
});
