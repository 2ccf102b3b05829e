import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Double clicks and concurrent tabs on one cart, through the real app (under `npm run test:pg` on PostgreSQL, where
 * requests run on separate connections at once): every cart write is one atomic statement or holds the line's row,
 * so no add is lost, no line passes the stock and nothing answers 5xx.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let browser: TestBrowser;
let cartId: string;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(async () => {
  browser = new TestBrowser(app);
  cartId = randomUUID();
  // The browser claims its cart first, as the storefront's cart query does before any click.
  expect((await browser.get(`/api/cart/${cartId}`)).statusCode).toBe(200);
});

const add = (productId: number, quantity: number) =>
  browser.post('/api/cart', { cartId, productId, quantity, size: 'M', color: 'black' });

/** At once, as a double click or several tabs send them. */
const together = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

async function lines() {
  return db.selectFrom('cart_item').select(['id', 'quantity']).where('cart_id', '=', cartId).execute();
}

describe('concurrent adds of one line', () => {
  it('30 adds at once end with the sum of their quantities in one line, each answered 201', async () => {
    const tee = await addProduct(db, { stock: 100 });
    const quantities = Array.from({ length: 30 }, (_, i) => (i % 3) + 1);
    const answers = await together(30, (i) => add(tee, quantities[i] ?? 1));
    expect(answers.map((r) => r.statusCode)).toEqual(quantities.map(() => 201));
    expect(await lines()).toEqual([{ id: expect.any(Number), quantity: 60 }]);
    // Every answer names the one line.
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });

  it('30 adds at once past the stock stop at the stock: 201 for the first 20, 409 for the rest, never a 5xx', async () => {
    const tee = await addProduct(db, { stock: 20 });
    const answers = await together(30, () => add(tee, 1));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: 'Only 20 left in stock', code: 'OUT_OF_STOCK' });
    }
    expect(await lines()).toEqual([{ id: expect.any(Number), quantity: 20 }]);
  });
});

describe('concurrent changes of one line', () => {
  it('quantity changes, removals and adds at once answer 200, 201 or 404, never a 5xx, and leave one true line', async () => {
    const tee = await addProduct(db, { stock: 100 });
    const line = (await add(tee, 1)).json();
    const answers = await together(30, (i) =>
      i % 10 === 9
        ? browser.put(`/api/cart/${line.id}`, { quantity: 0 })
        : i % 2
          ? browser.put(`/api/cart/${line.id}`, { quantity: 2 })
          : add(tee, 1),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => ![200, 201, 404].includes(c))).toEqual([]);
    // The adds after a removal start the line again; whatever the order, at most one line remains.
    expect((await lines()).length).toBeLessThanOrEqual(1);
  });
});

describe('a double click on Apply code', () => {
  it('answers 200 each time and leaves one code on the cart', async () => {
    const tee = await addProduct(db, { stock: 10 });
    expect((await add(tee, 1)).statusCode).toBe(201);
    const code = { code: 'TWICE10', type: 'percentage', value: 10 };
    expect((await admin.post('/api/discounts', code)).statusCode).toBe(201);
    const answers = await together(8, () => browser.post(`/api/cart/${cartId}/discount`, { code: 'twice10' }));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0]?.json()).toMatchObject({ code: 'TWICE10', amountOff: 4.5 });
    const kept = await db.selectFrom('cart_discount').select('cart_id').where('cart_id', '=', cartId).execute();
    expect(kept).toHaveLength(1);
  });
});
