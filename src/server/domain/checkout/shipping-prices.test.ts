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

  it('shows every method as free (0) when the cart reaches the free-shipping threshold', async () => {
    const cartId = await cartWith(3, 250);
    await setSetting({ db, clock: () => new Date() }, { key: 'freeShippingThreshold', value: 100 });
    const forCart = await shippingMethodsFor(deps(), 'CA', cartId);
    expect(forCart.length).toBeGreaterThan(0);
    expect(forCart.every((m) => m.price === 0)).toBe(true);
    const quote = await quoteCart(deps(), {
      cartId,
      shippingMethodId: forCart[0]?.id ?? 0,
      country: 'CA',
      state: 'ON',
    });
    expect(quote.shipping).toBe(0);
  });
});
