import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const wishlistOn = async (on = true) =>
  expect((await admin.put('/api/site-settings', { settings: { enableWishlist: on } })).statusCode).toBe(200);

async function customer(name: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
  return browser;
}

describe('/api/wishlist', () => {
  beforeEach(() => wishlistOn());

  it('saves products and paintings (201, idempotent), lists them newest first and removes one (204)', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const print = await addPainting(db, { title: 'Tidal Print', original: false, priceCents: 6000 });
    const ann = await customer('ann');
    const saved = await ann.post('/api/wishlist', { itemType: 'product', itemId: tee });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      itemType: 'product',
      itemId: tee,
      name: 'Acid Tee',
      price: 48,
      available: true,
    });
    expect((await ann.post('/api/wishlist', { itemType: 'product', itemId: tee })).statusCode).toBe(201);
    expect((await ann.post('/api/wishlist', { itemType: 'painting', itemId: print })).statusCode).toBe(201);

    const list = (await ann.get('/api/wishlist')).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      itemType: 'painting',
      itemId: print,
      name: 'Tidal Print',
      price: 60,
      imageUrl: null,
      available: true,
      state: 'available',
      addedAt: expect.any(String),
    });
    expect(list[1]).toMatchObject({ itemType: 'product', itemId: tee });

    const removed = await ann.delete(`/api/wishlist/product/${tee}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await ann.get('/api/wishlist')).json().map((e: { itemId: number }) => e.itemId)).toEqual([print]);
  });

  it('answers each saved item’s CAD price where the shop charges CAD, for the shopper’s currency', async () => {
    const saved = await admin.put('/api/site-settings', {
      settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500 });
    const print = await addPainting(db, { title: 'Tidal Print', original: false, priceCents: 6000 });
    const ann = await customer('cadann');
    await ann.post('/api/wishlist', { itemType: 'product', itemId: tee });
    await ann.post('/api/wishlist', { itemType: 'painting', itemId: print });
    // 45.00 × 1.38 = 62.10 → CA$62.99; 60.00 × 1.38 = 82.80 → CA$82.99.
    expect((await ann.get('/api/wishlist')).json()).toMatchObject([
      { itemId: print, price: 60, prices: { CAD: 82.99 } },
      { itemId: tee, price: 45, prices: { CAD: 62.99 } },
    ]);
  });

  it('answers 401 to visitors, 404 to an unknown item and 400 to a bad item type', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.get('/api/wishlist')).statusCode).toBe(401);
    expect((await visitor.post('/api/wishlist', { itemType: 'product', itemId: 1 })).statusCode).toBe(401);
    expect((await visitor.delete('/api/wishlist/product/1')).statusCode).toBe(401);
    const ann = await customer('ann');
    const unknown = await ann.post('/api/wishlist', { itemType: 'product', itemId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    expect((await ann.post('/api/wishlist', { itemType: 'painting', itemId: 999 })).statusCode).toBe(404);
    expect((await ann.post('/api/wishlist', { itemType: 'hat', itemId: 1 })).statusCode).toBe(400);
    expect((await ann.delete('/api/wishlist/hat/1')).statusCode).toBe(400);
  });

  it("keeps each customer's list their own: B cannot see or delete A's items", async () => {
    const tee = await addProduct(db);
    const ann = await customer('ann');
    const bob = await customer('bob');
    await ann.post('/api/wishlist', { itemType: 'product', itemId: tee });
    expect((await bob.get('/api/wishlist')).json()).toEqual([]);
    expect((await bob.delete(`/api/wishlist/product/${tee}`)).statusCode).toBe(204);
    expect((await ann.get('/api/wishlist')).json()).toHaveLength(1);
  });

  it('shows a saved item that sold out or was deleted instead of dropping it', async () => {
    const tee = await addProduct(db, { name: 'Gone Tee' });
    const original = await addPainting(db, { title: 'One Of One' });
    const ann = await customer('ann');
    await ann.post('/api/wishlist', { itemType: 'product', itemId: tee });
    await ann.post('/api/wishlist', { itemType: 'painting', itemId: original });
    expect((await admin.delete(`/api/products/${tee}`)).statusCode).toBe(200);
    await db.updateTable('painting').set({ is_sold: 1 }).where('id', '=', original).execute();
    const list = (await ann.get('/api/wishlist')).json();
    expect(list).toEqual([
      expect.objectContaining({ itemId: original, name: 'One Of One', available: false, state: 'sold_out' }),
      expect.objectContaining({ itemId: tee, name: 'Gone Tee', available: false, state: 'deleted' }),
    ]);
  });

  it("merges the browser's list at sign-in without duplicates, skipping items gone from the shop", async () => {
    const tee = await addProduct(db);
    const print = await addPainting(db, { original: false });
    const ann = await customer('ann');
    await ann.post('/api/wishlist', { itemType: 'product', itemId: tee });
    const res = await ann.post('/trpc/wishlist.merge', {
      items: [
        { itemType: 'product', itemId: tee },
        { itemType: 'painting', itemId: print },
        { itemType: 'product', itemId: 999 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = (await ann.get('/api/wishlist')).json();
    expect(list.map((e: { itemType: string; itemId: number }) => `${e.itemType}${e.itemId}`).sort()).toEqual(
      [`painting${print}`, `product${tee}`].sort(),
    );
  });
});

describe('enableWishlist off (the default)', () => {
  it('answers 403 "The wishlist is turned off" to every call of a signed-in customer', async () => {
    const tee = await addProduct(db);
    const ann = await customer('ann');
    for (const res of [
      await ann.get('/api/wishlist'),
      await ann.post('/api/wishlist', { itemType: 'product', itemId: tee }),
      await ann.delete(`/api/wishlist/product/${tee}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'The wishlist is turned off', code: 'FORBIDDEN' });
    }
  });
});
