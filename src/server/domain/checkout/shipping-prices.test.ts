import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { addProduct } from '../../test-fixtures.js';
import { useTestDb } from '../../test-helpers.js';
import { addItem } from '../cart/cart.js';
import { setSetting } from '../settings.js';
import { quoteCart, shippingMethodsFor } from './pricing.js';

let db: Db;
const now = '2026-11-22T10:00:00.000Z';
useTestDb((deps) => ({ db } = deps));

async function cartWith(quantity: number, surchargeCents: number): Promise<string> {
  const tee = await addProduct(db, { priceCents: 4000 });
  await db.updateTable('product').set({ shipping_price_cents: surchargeCents }).where('id', '=', tee).execute();
  const cartId = randomUUID();
  await addItem(db, { cartId, productId: tee, quantity, size: 'M', color: 'black', item_type: 'product' }, now);
  return cartId;
}

describe('each shipping method shows its real price for the cart', () => {
  it("adds the items' shipping surcharges, and the summary charges exactly the chosen method's shown price", async () => {
    const cartId = await cartWith(2, 250);
    const base = await shippingMethodsFor(db, 'US');
    const forCart = await shippingMethodsFor(db, 'US', { cartId, now });
    expect(forCart.map((m) => m.price)).toEqual(base.map((m) => m.price + 5));
    for (const method of forCart) {
      const quote = await quoteCart(db, { cartId, shippingMethodId: method.id, country: 'US', state: 'TX' }, now);
      expect(quote.shipping).toBe(method.price);
    }
  });

  it('shows every method as free (0) when the cart reaches the free-shipping threshold', async () => {
    const cartId = await cartWith(3, 250);
    await setSetting(db, 'freeShippingThreshold', 100);
    const forCart = await shippingMethodsFor(db, 'CA', { cartId, now });
    expect(forCart.length).toBeGreaterThan(0);
    expect(forCart.every((m) => m.price === 0)).toBe(true);
    const quote = await quoteCart(
      db,
      { cartId, shippingMethodId: forCart[0]?.id ?? 0, country: 'CA', state: 'ON' },
      now,
    );
    expect(quote.shipping).toBe(0);
  });
});
