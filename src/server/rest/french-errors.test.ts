import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

const FRENCH = { 'x-shop-locale': 'fr' };

/** A cart add asking for more than there is, over REST and over tRPC, in the language asked. */
async function addTooMany(headers: Record<string, string> = {}) {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 1, colors: ['black'], sizes: ['M'] });
  const line = { cartId: randomUUID(), productId: tee, size: 'M', color: 'black', quantity: 3 };
  const rest = await new TestBrowser(app).request('POST', '/api/cart', line, headers);
  const trpc = await app.inject({
    method: 'POST',
    url: '/trpc/cart.add',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(line),
  });
  return { rest, trpc };
}

describe("the server's answers to a French page", () => {
  it('refuse a cart add past the stock in French, over REST and tRPC alike', async () => {
    const { rest, trpc } = await addTooMany(FRENCH);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ message: 'Il n’en reste qu’un en stock', code: 'OUT_OF_STOCK' });
    expect(trpc.json().error.message).toBe('Il n’en reste qu’un en stock');
    expect(trpc.json().error.data.appCode).toBe('OUT_OF_STOCK');
  });

  it('keep the English refusal byte for byte without the header', async () => {
    const { rest, trpc } = await addTooMany();
    expect(rest.json()).toEqual({ message: 'Only 1 left in stock', code: 'OUT_OF_STOCK' });
    expect(trpc.json().error.message).toBe('Only 1 left in stock');
  });

  it('refuse a wrong login in French, and in English without the header', async () => {
    const wren = { username: 'wren', email: 'wren@example.com', password: 'secret1' };
    await new TestBrowser(app).post('/api/register', wren);
    const wrong = { username: 'wren', password: 'wrong-password' };
    const french = await new TestBrowser(app).request('POST', '/api/login', wrong, FRENCH);
    expect(french.statusCode).toBe(401);
    expect(french.json()).toEqual({
      message: 'Nom d’utilisateur ou mot de passe invalide',
      code: 'INVALID_CREDENTIALS',
    });
    const english = await new TestBrowser(app).post('/api/login', wrong);
    expect(english.json()).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
  });
});
