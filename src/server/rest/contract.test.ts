import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { restRoutes } from './routes.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

/** A row's URL with its path parameters filled in. */
const urlOf = (url: string) => url.replace(':cartId', randomUUID()).replace(/:\w+/g, '1');

describe('the documented client sends Content-Type: application/json on every call', () => {
  it('logs out with an empty JSON body, over REST and tRPC', async () => {
    const res = await admin.json('POST', '/api/logout', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await admin.get('/api/user')).statusCode).toBe(401);
    expect((await new TestBrowser(app).json('POST', '/trpc/account.logout', '')).statusCode).toBe(200);
  });

  it('removes a cart line with an empty JSON body', async () => {
    const shopper = new TestBrowser(app);
    const cartId = randomUUID();
    const productId = await addProduct(db);
    const line = (await shopper.post('/api/cart', { cartId, productId, size: 'M', color: 'black' })).json();
    const res = await shopper.json('DELETE', `/api/cart/${line.id}`, '');
    expect(res.statusCode).toBe(200);
    expect((await shopper.get(`/api/cart/${cartId}`)).json()).toEqual([]);
  });

  it('never refuses a body-less call for its empty JSON body, on any row', async () => {
    for (const row of restRoutes.filter((r) => r.method !== 'GET')) {
      const res = await admin.json(row.method, urlOf(row.url), '');
      expect(res.body, `${row.method} ${row.url}`).not.toMatch(/body cannot be empty/i);
    }
  });

  it('still refuses malformed JSON with a 400 naming the request', async () => {
    const res = await admin.json('POST', '/api/logout', '{"oops"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('a body of the wrong JSON type', () => {
  const wrongBodies = ['[]', '"x"', '3', 'null'];

  it('answers 400 naming the body on every POST and PUT row, never a 2xx no-op', async () => {
    const rows = restRoutes.filter((r) => r.method === 'POST' || r.method === 'PUT');
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      for (const text of wrongBodies) {
        const res = await admin.json(row.method, urlOf(row.url), text);
        expect([res.statusCode, res.json()], `${row.method} ${row.url} with ${text}`).toEqual([
          400,
          { message: 'The request body must be a JSON object', code: 'BAD_REQUEST' },
        ]);
      }
    }
  });

  it('leaves a product untouched when its update is an array', async () => {
    const id = await addProduct(db, { name: 'Acid Tee' });
    expect((await admin.json('PUT', `/api/products/${id}`, '[]')).statusCode).toBe(400);
    expect((await admin.get(`/api/products/${id}`)).json()).toMatchObject({ name: 'Acid Tee' });
  });

  it('refuses a null quantity instead of removing the cart line', async () => {
    const shopper = new TestBrowser(app);
    const cartId = randomUUID();
    const line = (
      await shopper.post('/api/cart', { cartId, productId: await addProduct(db), size: 'M', color: 'black' })
    ).json();
    for (const quantity of [null, '', true, []]) {
      const res = await shopper.put(`/api/cart/${line.id}`, { quantity });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: 'quantity must be a number', code: 'BAD_REQUEST' },
      ]);
    }
    expect((await shopper.put(`/api/cart/${line.id}`, { quantity: '2' })).json()).toMatchObject({ quantity: 2 });
    expect((await shopper.get(`/api/cart/${cartId}`)).json()).toHaveLength(1);
  });
});

describe('a mutation called with GET', () => {
  it('answers 405 with the error vocabulary, not 500', async () => {
    const res = await new TestBrowser(app).get('/trpc/account.logout');
    expect(res.statusCode).toBe(405);
    expect(res.json().error).toMatchObject({
      message: expect.stringMatching(/GET/),
      data: { httpStatus: 405, appCode: 'METHOD_NOT_ALLOWED' },
    });
  });
});
