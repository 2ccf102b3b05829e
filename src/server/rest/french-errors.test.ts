import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/** `send` from a French page and from an English one: the French refusal (its status and body), then the English. */
async function refusedInBoth(
  send: (headers?: Record<string, string>) => Promise<LightMyRequestResponse>,
  refusal: { status: number; code: string; french: string; english: string },
) {
  const french = await send(FRENCH);
  expect(french.statusCode).toBe(refusal.status);
  expect(french.json()).toEqual({ message: refusal.french, code: refusal.code });
  const english = await send();
  expect(english.json()).toEqual({ message: refusal.english, code: refusal.code });
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
    await refusedInBoth((headers) => new TestBrowser(app).request('POST', '/api/login', wrong, headers), {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      french: 'Nom d’utilisateur ou mot de passe invalide',
      english: 'Invalid username or password',
    });
  });

  it('answer a guest lookup that finds no order in French, and in English without the header', async () => {
    const lookup = { orderNumber: 424242, email: 'nobody@example.com' };
    await refusedInBoth((headers) => new TestBrowser(app).request('POST', '/api/track-order', lookup, headers), {
      status: 404,
      code: 'NOT_FOUND',
      french: 'Nous n’avons trouvé aucune commande avec ce numéro et cette adresse courriel',
      english: 'We could not find an order with that number and e-mail address',
    });
  });

  it('refuse a password change with the wrong current password in French, and in English without the header', async () => {
    const shopper = new TestBrowser(app);
    await shopper.post('/api/register', { username: 'lou', email: 'lou@example.com', password: 'secret1' });
    const change = { currentPassword: 'not-it', newPassword: 'better-secret' };
    await refusedInBoth((headers) => shopper.request('PUT', '/api/user/password', change, headers), {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      french: 'Le mot de passe actuel est incorrect',
      english: 'Current password is incorrect',
    });
  });
});
