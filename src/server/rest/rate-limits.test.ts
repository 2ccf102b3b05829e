import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from '../../shared/api.js';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, testApp, useTestApp } from '../testing/helpers.js';
import { startCheckoutOverApi } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
/** Five minutes into the shop clock's windows (10 and 15 minutes long): a lock-out's wait is known to the minute. */
const clock = manualClock('2026-11-23T10:05:00.000Z');
useTestApp({ clock: clock.now }, (shop) => ({ app, db } = shop));
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

  it("a stranger's wrong e-mails for an order number lock out the stranger, never the order's owner", async () => {
    const stranger = new TestBrowser(app, '10.4.1.1');
    const codes: string[] = [];
    for (const size of [6, 6]) {
      const guesses = Array.from({ length: size }, (_, i) => track(orderId, `g${codes.length + i}@example.com`));
      codes.push(...codesOf((await batch(stranger, 'orders.track', guesses, 'query')).json()));
    }
    expect(count(codes, 'NOT_FOUND')).toBe(10);
    expect(count(codes, 'RATE_LIMITED')).toBe(2);
    const owner = new TestBrowser(app, '10.4.1.2');
    const found = await owner.post('/api/track-order', track(orderId, 'victim@example.com'));
    expect([found.statusCode, found.json().id]).toEqual([200, orderId]);
    // Found orders are not failures: the owner tracks again and again.
    for (let i = 0; i < 12; i++)
      expect((await owner.post('/api/track-order', track(orderId, 'victim@example.com'))).statusCode).toBe(200);

    const refused = await stranger.post('/api/track-order', track(orderId, 'victim@example.com'));
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 10 minutes and try again.' },
    ]);

    clock.advance(10 * 60_000);
    expect((await stranger.post('/api/track-order', track(orderId, 'victim@example.com'))).statusCode).toBe(200);
  });

  it('limits misses from one IP across order numbers, and all tries from one IP', async () => {
    const prober = new TestBrowser(app, '10.4.2.1');
    const codes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const guesses = Array.from({ length: 10 }, (_, i) => track(1000 + round * 10 + i, 'victim@example.com'));
      codes.push(...codesOf((await batch(prober, 'orders.track', guesses, 'query')).json()));
    }
    expect(count(codes, 'NOT_FOUND')).toBe(10);
    expect(count(codes, 'RATE_LIMITED')).toBe(30);
    const finder = new TestBrowser(app, '10.4.2.2');
    for (let i = 0; i < 30; i++) await finder.post('/api/track-order', track(orderId, 'victim@example.com'));
    const more = await finder.post('/api/track-order', track(orderId, 'victim@example.com'));
    expect([more.statusCode, more.json().code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('refused checkouts', () => {
  let tee: number;
  beforeEach(async () => {
    await db.insertInto('site_setting').values({ key: 'guestCheckout', value: 'true' }).execute();
    tee = await addProduct(db, { stock: 50 });
  });

  /** A guest at `ip` with a new cart holding one tee. */
  async function guestWithCart(ip: string) {
    const browser = new TestBrowser(app, ip);
    const cartId = randomUUID();
    const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
    expect(added.statusCode).toBe(201);
    return { browser, cartId };
  }

  it("twenty empty-cart guest checkouts naming a victim's e-mail lock out the stranger, not the victim", async () => {
    const stranger = new TestBrowser(app, '10.6.0.1');
    for (let i = 0; i < 20; i++) {
      const empty = await startCheckoutOverApi(stranger, randomUUID(), 'victim@example.com');
      expect([empty.statusCode, empty.json().code]).toEqual([400, 'CART_EMPTY']);
    }
    const victim = await guestWithCart('10.6.0.2');
    const paying = await startCheckoutOverApi(victim.browser, victim.cartId, 'victim@example.com');
    expect(paying.statusCode).toBe(200);
    // A checkout that goes through is no failure: starting again (a reload) is never held against the shopper.
    for (let i = 0; i < 25; i++) {
      expect((await startCheckoutOverApi(victim.browser, victim.cartId, 'victim@example.com')).statusCode).toBe(200);
    }

    const refused = await startCheckoutOverApi(stranger, randomUUID(), 'Victim@Example.com');
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 5 minutes and try again.' },
    ]);
    // Locked out is the stranger's address, whatever it asks next.
    const strangerCart = await guestWithCart('10.6.0.1');
    expect((await startCheckoutOverApi(strangerCart.browser, strangerCart.cartId, 'x@example.com')).statusCode).toBe(
      429,
    );
  });

  it('never counts the shop saying no (reserved, sold out) against a crowd behind one address', async () => {
    const original = await addProduct(db, { stock: 1 });
    const crowd = [];
    for (let i = 0; i < 25; i++) {
      const browser = new TestBrowser(app, '10.6.4.1');
      const cartId = randomUUID();
      const added = await browser.post('/api/cart', { cartId, productId: original, size: 'M', color: 'black' });
      expect(added.statusCode).toBe(201);
      crowd.push({ browser, cartId });
    }
    const [first, ...rest] = crowd as [(typeof crowd)[number], ...typeof crowd];
    expect((await startCheckoutOverApi(first.browser, first.cartId, 'first@example.com')).statusCode).toBe(200);
    for (const [i, { browser, cartId }] of rest.entries()) {
      const refused = await startCheckoutOverApi(browser, cartId, `shopper${i}@example.com`);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'RESERVED']);
    }
  });

  it("a signed-in stranger's failures count against their account, from any address", async () => {
    const stranger = new TestBrowser(app, '10.6.1.1');
    await stranger.post('/api/register', { username: 'mallory', email: 'mallory@example.com', password: 'secret1' });
    for (let i = 0; i < 20; i++) {
      const ip = `10.6.2.${i}`;
      const moved = new TestBrowser(app, ip);
      moved.cookie = stranger.cookie;
      expect((await startCheckoutOverApi(moved, randomUUID(), 'victim@example.com')).statusCode).toBe(400);
    }
    const elsewhere = new TestBrowser(app, '10.6.3.1');
    elsewhere.cookie = stranger.cookie;
    expect((await startCheckoutOverApi(elsewhere, randomUUID(), 'victim@example.com')).statusCode).toBe(429);
    const victim = await guestWithCart('10.6.3.2');
    expect((await startCheckoutOverApi(victim.browser, victim.cartId, 'victim@example.com')).statusCode).toBe(200);
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
