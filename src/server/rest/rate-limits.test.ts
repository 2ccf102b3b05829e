import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from '../../shared/api.js';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, testApp, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));
beforeEach(async () => {
  await createUser({ db }, { username: 'victim', email: 'victim@example.com', password: 'secret1' });
});

type Answer = { result?: unknown; error?: { data: { appCode: string; httpStatus: number } } };

/** One batched tRPC request carrying `inputs.length` calls of `procedure` (mutations POST, queries GET). */
function batch(browser: TestBrowser, procedure: string, inputs: unknown[], kind: 'mutation' | 'query') {
  const paths = inputs.map(() => procedure).join(',');
  const numbered = Object.fromEntries(inputs.map((input, i) => [String(i), input]));
  return kind === 'mutation'
    ? browser.post(`/trpc/${paths}?batch=1`, numbered)
    : browser.get(`/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(numbered))}`);
}

const codesOf = (answers: Answer[]) => answers.map((a) => (a.error ? a.error.data.appCode : 'OK'));
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;
const wrong = (n: number) => Array.from({ length: n }, (_, i) => ({ username: 'victim', password: `guess-${i}` }));

describe('tRPC batches', () => {
  it(`carry at most ${MAX_BATCH_CALLS} calls; more is a 400 and runs none of them`, async () => {
    const attacker = new TestBrowser(app, '10.3.0.1');
    const res = await batch(attacker, 'account.login', wrong(25), 'mutation');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('BAD_REQUEST');
    const fine = await batch(attacker, 'account.login', wrong(MAX_BATCH_CALLS), 'mutation');
    expect(count(codesOf(fine.json()), 'INVALID_CREDENTIALS')).toBe(MAX_BATCH_CALLS);
  });
});

describe('the login lockout', () => {
  it('counts every call of a batch before verifying any of them', async () => {
    const attacker = new TestBrowser(app, '10.3.0.2');
    for (const attempt of wrong(5)) expect((await attacker.post('/api/login', attempt)).statusCode).toBe(401);
    const codes = codesOf((await batch(attacker, 'account.login', wrong(10), 'mutation')).json());
    expect(count(codes, 'INVALID_CREDENTIALS')).toBe(5);
    expect(count(codes, 'RATE_LIMITED')).toBe(5);
  });

  it('lets no more than 10 wrong passwords through, however they are batched', async () => {
    const attacker = new TestBrowser(app, '10.3.0.3');
    const codes: string[] = [];
    for (const size of [10, 10, 5]) {
      codes.push(...codesOf((await batch(attacker, 'account.login', wrong(size), 'mutation')).json()));
    }
    expect(count(codes, 'INVALID_CREDENTIALS')).toBe(10);
    expect(count(codes, 'RATE_LIMITED')).toBe(15);
    const right = await attacker.post('/api/login', { username: 'victim', password: 'secret1' });
    expect([right.statusCode, right.json().code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('does not count a successful login as a failure', async () => {
    const owner = new TestBrowser(app, '10.3.0.4');
    for (const attempt of wrong(9)) await owner.post('/api/login', attempt);
    expect((await owner.post('/api/login', { username: 'victim', password: 'secret1' })).statusCode).toBe(200);
    expect((await owner.post('/api/login', wrong(1)[0])).statusCode).toBe(401);
    expect((await owner.post('/api/login', wrong(1)[0])).statusCode).toBe(429);
  });
});

describe('order tracking', () => {
  let orderId: number;
  beforeEach(async () => {
    const order = await db
      .insertInto('order')
      .values({
        status: 'paid',
        email: 'victim@example.com',
        name: 'Victim',
        address: '1 Main St',
        city: 'Portland',
        state: 'OR',
        country: 'US',
        postal_code: '97201',
        shipping_method_name: 'Standard',
        subtotal_cents: 1000,
        shipping_cents: 0,
        tax_cents: 0,
        total_cents: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderId = order.id;
  });

  const track = (orderNumber: number, email: string) => ({ orderNumber, email });

  it('answers the same for an unknown order number and a wrong e-mail', async () => {
    const shopper = new TestBrowser(app, '10.4.0.1');
    const found = await shopper.post('/api/track-order', track(orderId, 'victim@example.com'));
    expect(found.json()).toMatchObject({ id: orderId, status: 'paid' });
    const unknown = await shopper.post('/api/track-order', track(orderId + 100, 'victim@example.com'));
    const wrongEmail = await shopper.post('/api/track-order', track(orderId, 'someone@example.com'));
    expect(unknown.statusCode).toBe(404);
    expect([wrongEmail.statusCode, wrongEmail.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(unknown.json()).toEqual({
      message: 'We could not find an order with that number and e-mail address',
      code: 'NOT_FOUND',
    });
  });

  it('refuses a batch of guesses larger than the cap', async () => {
    const guesses = Array.from({ length: 51 }, (_, i) => track(orderId, `guess${i}@example.com`));
    expect((await batch(new TestBrowser(app, '10.4.0.2'), 'orders.track', guesses, 'query')).statusCode).toBe(400);
  });

  it('limits guesses at one order number, whichever IPs they come from and however they are batched', async () => {
    const codes: string[] = [];
    for (let ip = 0; ip < 2; ip++) {
      const guesses = Array.from({ length: 10 }, (_, i) => track(orderId, `g${ip}-${i}@example.com`));
      codes.push(
        ...codesOf((await batch(new TestBrowser(app, `10.4.1.${ip}`), 'orders.track', guesses, 'query')).json()),
      );
    }
    expect(count(codes, 'NOT_FOUND')).toBe(10);
    expect(count(codes, 'RATE_LIMITED')).toBe(10);
    const rest = await new TestBrowser(app, '10.4.1.9').post('/api/track-order', track(orderId, 'victim@example.com'));
    expect([rest.statusCode, rest.json().code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('limits guesses from one IP across order numbers', async () => {
    const prober = new TestBrowser(app, '10.4.2.1');
    const codes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const guesses = Array.from({ length: 10 }, (_, i) => track(1000 + round * 10 + i, 'victim@example.com'));
      codes.push(...codesOf((await batch(prober, 'orders.track', guesses, 'query')).json()));
    }
    expect(count(codes, 'NOT_FOUND')).toBe(30);
    expect(count(codes, 'RATE_LIMITED')).toBe(10);
  });
});

describe('new carts', () => {
  it('limits how many carts one visitor may start, while their own cart keeps working', async () => {
    const { app: shop, db: shopDb } = await testApp();
    const tee = await addProduct(shopDb, { stock: 500 });
    const line = { productId: tee, quantity: 1, size: 'M', color: 'black' };
    const browser = new TestBrowser(shop, '203.0.113.9');
    const mine = randomUUID();
    expect((await browser.post('/api/cart', { cartId: mine, ...line })).statusCode).toBe(201);
    let refused = 0;
    for (let i = 0; i < 70; i++) {
      const res = await new TestBrowser(shop, '203.0.113.9').post('/api/cart', { cartId: randomUUID(), ...line });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBe(11);
    expect((await browser.post('/api/cart', { cartId: mine, ...line })).statusCode).toBe(201);
    expect(
      (await new TestBrowser(shop, '198.51.100.7').post('/api/cart', { cartId: randomUUID(), ...line })).statusCode,
    ).toBe(201);
    await shop.close();
    await shopDb.destroy();
  });
});
