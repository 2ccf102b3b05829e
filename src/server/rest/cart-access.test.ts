import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let owner: TestBrowser;
let cartId: string;
let lineId: number;
useTestApp((shop) => ({ app, db } = shop));
beforeEach(async () => {
  owner = new TestBrowser(app);
  cartId = randomUUID();
  const productId = await addProduct(db);
  lineId = (await owner.post('/api/cart', { cartId, productId, size: 'M', color: 'black' })).json().id;
});

const ownerQuantity = async () => (await owner.get(`/api/cart/${cartId}`)).json()[0]?.quantity;

describe('a cart line belongs to the browser whose cart it is', () => {
  it('is out of reach of a fresh browser that sent no cookie and names no cart', async () => {
    const attacker = new TestBrowser(app, '10.6.6.6');
    const put = await attacker.put(`/api/cart/${lineId}`, { quantity: 7 });
    expect([put.statusCode, put.json()]).toEqual([404, { message: 'Cart item not found', code: 'NOT_FOUND' }]);
    expect(put.body).not.toContain(cartId);
    const del = await new TestBrowser(app, '10.6.6.7').delete(`/api/cart/${lineId}`);
    expect([del.statusCode, del.json()]).toEqual([404, { message: 'Cart item not found', code: 'NOT_FOUND' }]);
    expect(await ownerQuantity()).toBe(1);
  });

  it('is out of reach over tRPC as well', async () => {
    const attacker = new TestBrowser(app, '10.6.6.8');
    const res = await attacker.post('/trpc/cart.update', { itemId: lineId, quantity: 7 });
    expect(res.statusCode).toBe(404);
    expect((await attacker.post('/trpc/cart.remove', { itemId: lineId })).statusCode).toBe(404);
    expect(await ownerQuantity()).toBe(1);
  });

  it('is out of reach of a browser naming another cart, in the body, query or X-Cart-Id header', async () => {
    const attacker = new TestBrowser(app, '10.6.6.9');
    const other = randomUUID();
    expect((await attacker.put(`/api/cart/${lineId}`, { quantity: 7, cartId: other })).statusCode).toBe(404);
    expect((await attacker.put(`/api/cart/${lineId}?cartId=${other}`, { quantity: 7 })).statusCode).toBe(404);
    const header = await attacker.request('PUT', `/api/cart/${lineId}`, { quantity: 7 }, { 'x-cart-id': other });
    expect(header.statusCode).toBe(404);
    expect(await ownerQuantity()).toBe(1);
  });

  it('can be changed by its own browser through the session, or by anyone naming its cart id', async () => {
    expect((await owner.put(`/api/cart/${lineId}`, { quantity: 3 })).json()).toMatchObject({ quantity: 3, cartId });
    const sameCart = new TestBrowser(app, '10.6.6.10');
    const named = await sameCart.put(`/api/cart/${lineId}?cartId=${cartId}`, { quantity: 2 });
    expect(named.json()).toMatchObject({ quantity: 2 });
    expect((await owner.delete(`/api/cart/${lineId}`)).statusCode).toBe(200);
    expect(await ownerQuantity()).toBeUndefined();
  });
});

describe('cart line ids', () => {
  it('are never reused after a line is removed', async () => {
    expect((await owner.delete(`/api/cart/${lineId}`)).statusCode).toBe(200);
    const next = await owner.post('/api/cart', { cartId, productId: await addProduct(db), size: 'M', color: 'black' });
    expect(next.json().id).toBeGreaterThan(lineId);
  });
});
