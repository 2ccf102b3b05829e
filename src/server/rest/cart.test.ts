import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let browser: TestBrowser;
let cartId: string;
useTestApp((shop) => ({ app, db } = shop));
beforeEach(() => {
  browser = new TestBrowser(app);
  cartId = randomUUID();
});

const line = (productId: number, extra: Record<string, unknown> = {}) => ({
  cartId,
  productId,
  quantity: 1,
  size: 'M',
  color: 'black',
  price: 45,
  item_type: 'product',
  item_name: 'whatever the client says',
  ...extra,
});

describe('adding to the cart', () => {
  it('stores the catalogue price and name, whatever the client claims', async () => {
    const id = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const res = await browser.post('/api/cart', line(id, { price: 0.01, item_name: 'Free stuff' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      cartId,
      productId: id,
      quantity: 1,
      price: 48,
      item_name: 'Acid Tee',
      item_type: 'product',
    });
    const cart = (await browser.get(`/api/cart/${cartId}`)).json();
    expect(cart).toEqual([
      expect.objectContaining({ price: 48, item_name: 'Acid Tee', size: 'M', color: 'black', issue: null }),
    ]);
  });

  it('raises the quantity of the same item, size and colour instead of adding a line', async () => {
    const id = await addProduct(db);
    await browser.post('/api/cart', line(id));
    await browser.post('/api/cart', line(id));
    await browser.post('/api/cart', line(id, { size: 'L' }));
    const cart = (await browser.get(`/api/cart/${cartId}`)).json();
    expect(cart.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['M', 2],
      ['L', 1],
    ]);
  });

  it('never lets a line exceed the stock', async () => {
    const id = await addProduct(db, { stock: 2 });
    expect((await browser.post('/api/cart', line(id, { quantity: 2 }))).statusCode).toBe(201);
    const res = await browser.post('/api/cart', line(id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only 2 left in stock', code: 'OUT_OF_STOCK' });
    expect((await browser.get(`/api/cart/${cartId}`)).json()[0].quantity).toBe(2);
  });

  it('refuses a size or colour the product does not offer', async () => {
    const id = await addProduct(db);
    const res = await browser.post('/api/cart', line(id, { size: 'XXXL' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/size/);
  });

  it('refuses a sold painting with the spec message', async () => {
    const sold = await addPainting(db, { sold: true });
    const res = await browser.post('/api/cart', line(sold, { item_type: 'painting', size: '', color: '' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This painting is sold out and cannot be added to the cart',
      code: 'PAINTING_SOLD',
    });
  });

  it("sizes an original as 'WxHunit' and sells it once per cart", async () => {
    const original = await addPainting(db, { priceCents: 150_000 });
    const res = await browser.post('/api/cart', line(original, { item_type: 'painting', size: 'huge', color: '' }));
    expect(res.json()).toMatchObject({ size: '24x36in', price: 1500, item_type: 'painting' });
    const again = await browser.post('/api/cart', line(original, { item_type: 'painting', size: '', color: '' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This original is already in your cart', code: 'CONFLICT' });
  });

  it('prices a print by its chosen size', async () => {
    const print = await addPainting(db, {
      original: false,
      sizes: [
        { width: 8, height: 10, priceCents: 4500 },
        { width: 16, height: 20, priceCents: 9500 },
      ],
    });
    const res = await browser.post('/api/cart', line(print, { item_type: 'painting', size: '16 x 20 in', color: '' }));
    expect(res.json()).toMatchObject({ size: '16x20in', price: 95 });
    const bad = await browser.post('/api/cart', line(print, { item_type: 'painting', size: '1x1', color: '' }));
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    [{ cartId: 'not-a-uuid' }, 'cartId must be a UUID'],
    [{ productId: 'abc' }, 'productId must be a number'],
    [{ quantity: 0 }, 'quantity must be at least 1'],
  ])('rejects %j with 400', async (bad, message) => {
    const id = await addProduct(db);
    const res = await browser.post('/api/cart', { ...line(id), ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await browser.post('/api/cart', line(999))).statusCode).toBe(404);
    expect((await browser.get('/api/cart/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('changing the cart', () => {
  it('updates a quantity and removes the line below 1', async () => {
    const id = await addProduct(db);
    const added = (await browser.post('/api/cart', line(id))).json();
    const updated = await browser.put(`/api/cart/${added.id}`, { quantity: 3 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: added.id, quantity: 3 });
    expect((await browser.put(`/api/cart/${added.id}`, { quantity: 0 })).statusCode).toBe(200);
    expect((await browser.get(`/api/cart/${cartId}`)).json()).toEqual([]);
  });

  it('removes a line and clears a cart', async () => {
    const a = await addProduct(db);
    const b = await addProduct(db);
    const first = (await browser.post('/api/cart', line(a))).json();
    await browser.post('/api/cart', line(b));
    expect((await browser.delete(`/api/cart/${first.id}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/cart/${cartId}`)).json()).toHaveLength(1);
    expect((await browser.delete(`/api/cart/clear/${cartId}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/cart/${cartId}`)).json()).toEqual([]);
  });

  it('keeps another browser away from this cart', async () => {
    const id = await addProduct(db);
    const mine = (await browser.post('/api/cart', line(id))).json();
    const stranger = new TestBrowser(app, '10.1.1.1');
    await stranger.get(`/api/cart/${randomUUID()}`);
    expect((await stranger.put(`/api/cart/${mine.id}`, { quantity: 5 })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/cart/${mine.id}`)).statusCode).toBe(404);
    const named = await new TestBrowser(app).put(`/api/cart/${mine.id}`, { quantity: 5, cartId: randomUUID() });
    expect(named.statusCode).toBe(404);
    expect((await browser.get(`/api/cart/${cartId}`)).json()[0].quantity).toBe(1);
  });

  it('flags lines whose item was deleted, sold or lost stock since', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const gone = await addProduct(db);
    const original = await addPainting(db);
    await browser.post('/api/cart', line(tee, { quantity: 4 }));
    await browser.post('/api/cart', line(gone));
    await browser.post('/api/cart', line(original, { item_type: 'painting', size: '', color: '' }));
    await db.updateTable('inventory_item').set({ quantity: 2 }).where('product_id', '=', tee).execute();
    await db.updateTable('product').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone).execute();
    await db.updateTable('painting').set({ is_sold: 1 }).where('id', '=', original).execute();
    const issues = (await browser.get(`/api/cart/${cartId}`)).json().map((l: { issue: string }) => l.issue);
    expect(issues).toEqual(['insufficient_stock', 'unavailable', 'sold']);
  });
});
