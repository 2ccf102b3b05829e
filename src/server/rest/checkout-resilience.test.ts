import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { fakeStripeGateway } from '../testing/fake-stripe.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, testApp, testConfig, testDb } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
afterEach(async () => {
  await app.close();
  await db.destroy();
});

const address = {
  name: 'Robin Buyer',
  email: 'robin@example.com',
  address: '12 Harbour Street',
  city: 'Portland',
  state: 'OR',
  country: 'US',
  postalCode: '97201',
};
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

/** POST /api/create-payment-intent for the cart, to the test address. */
const startCheckout = (browser: TestBrowser, cartId: string, shippingMethod = 'us standard') =>
  browser.post('/api/create-payment-intent', { cartId, shippingMethod, shippingAddress: address });

async function shopperWithOriginal(): Promise<{ browser: TestBrowser; cartId: string; painting: number }> {
  const painting = await addPainting(db, { title: 'Tidal Drift' });
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: 'robin', email: 'robin@example.com', password: 'secret1' });
  const cartId = randomUUID();
  await browser.post('/api/cart', { cartId, productId: painting, item_type: 'painting' });
  return { browser, cartId, painting };
}

describe('a stale payment never breaks checkout', () => {
  it('paying with a superseded, cancelled intent changes nothing: the current attempt keeps its hold and pays', async () => {
    ({ app, db } = await testApp());
    const { browser, cartId } = await shopperWithOriginal();
    const first = (await startCheckout(browser, cartId)).json();
    const second = (await startCheckout(browser, cartId, 'us express')).json();
    expect(second.orderId).toBe(first.orderId);
    expect(second.clientSecret).not.toBe(first.clientSecret);

    const stale = (
      await browser.post('/api/test-gateway/confirm', { clientSecret: first.clientSecret, card: VISA })
    ).json();
    expect(stale.status).toBe('requires_payment_method');
    expect(stale.error.message).toMatch(/cancelled/);
    const holds = await db.selectFrom('stock_hold').select('status').where('order_id', '=', first.orderId).execute();
    expect(holds.map((h) => h.status)).toContain('active');
    const payments = await db
      .selectFrom('payment')
      .select(['intent_id', 'status'])
      .where('order_id', '=', first.orderId)
      .execute();
    expect(payments.find((p) => p.intent_id === first.paymentIntentId)?.status).toBe('cancelled');

    const again = (await startCheckout(browser, cartId, 'us express')).json();
    expect(again.clientSecret).toBe(second.clientSecret);
    const paid = (
      await browser.post('/api/test-gateway/confirm', { clientSecret: second.clientSecret, card: VISA })
    ).json();
    expect(paid.status).toBe('succeeded');
  });

  it('never hands out again an intent the gateway reports cancelled', async () => {
    ({ app, db } = await testApp());
    const { browser, cartId } = await shopperWithOriginal();
    const first = (await startCheckout(browser, cartId)).json();
    await db
      .updateTable('test_payment_intent')
      .set({ status: 'cancelled' })
      .where('id', '=', first.paymentIntentId)
      .execute();
    const again = (await startCheckout(browser, cartId)).json();
    expect(again.paymentIntentId).not.toBe(first.paymentIntentId);
    const paid = (
      await browser.post('/api/test-gateway/confirm', { clientSecret: again.clientSecret, card: VISA })
    ).json();
    expect(paid.status).toBe('succeeded');
  });
});

describe('a Stripe that does not answer', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails checkout setup within a few seconds with the retry message, holding and keeping nothing', async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    db = await testDb();
    const gateway = fakeStripeGateway({ host: '127.0.0.1', port }, { secretKey: 'sk_test_silent', timeoutMs: 400 });
    app = await buildApp({ db, config: testConfig(), gateway, logger: false });
    const { browser, cartId } = await shopperWithOriginal();

    const started = Date.now();
    const res = await startCheckout(browser, cartId);
    const waited = Date.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'GATEWAY_UNAVAILABLE',
      message: 'There was an error setting up checkout. Please try again.',
    });
    // One timeout, one retry after a short back-off: never the 46 s of 15 s × 3 tries.
    expect(waited).toBeLessThan(4000);
    expect(await db.selectFrom('order').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('stock_hold').select('id').execute()).toEqual([]);
    expect(sockets.length).toBe(2);
  });
});

describe('nobody can hold the shop hostage', () => {
  async function shopper(name: string) {
    const browser = new TestBrowser(app);
    await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
    return browser;
  }
  async function holdOriginal(browser: TestBrowser, painting: number) {
    const cartId = randomUUID();
    await browser.post('/api/cart', { cartId, productId: painting, item_type: 'painting' });
    return startCheckout(browser, cartId);
  }

  it('keeps one checkout per shopper: starting another releases the first one’s hold', async () => {
    ({ app, db } = await testApp());
    const first = await addPainting(db, { title: 'Tidal Drift' });
    const second = await addPainting(db, { title: 'Night Garden' });
    const hoarder = await shopper('hoarder');
    const other = await shopper('other');
    expect((await holdOriginal(hoarder, first)).statusCode).toBe(200);

    const blocked = await other.post('/api/cart', { cartId: randomUUID(), productId: first, item_type: 'painting' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      code: 'RESERVED',
      message: 'This piece is reserved by another order. It may become available again if that order is not completed.',
    });
    expect(blocked.json().message).not.toMatch(/sold/i);

    expect((await holdOriginal(hoarder, second)).statusCode).toBe(200);
    expect((await holdOriginal(other, first)).statusCode).toBe(200);
    const pending = await db
      .selectFrom('order')
      .select(['user_id', 'status'])
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(2);
    expect(new Set(pending.map((o) => o.user_id)).size).toBe(2);
  });

  it('caps the units one shopper may hold at once', async () => {
    ({ app, db } = await testApp());
    const tee = await addProduct(db, { stock: 50 });
    const hoarder = await shopper('hoarder');
    const cartId = randomUUID();
    await hoarder.post('/api/cart', { cartId, productId: tee, quantity: 11, size: 'M', color: 'black' });
    const res = await startCheckout(hoarder, cartId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('HOLD_LIMIT');
    expect(await db.selectFrom('stock_hold').select('id').execute()).toEqual([]);
  });

  it('never moves a hold past its first expiry by starting again', async () => {
    const clock = manualClock();
    ({ app, db } = await testApp({}, clock.now));
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    const hoarder = await shopper('hoarder');
    const cartId = randomUUID();
    await hoarder.post('/api/cart', { cartId, productId: painting, item_type: 'painting' });
    const start = () => startCheckout(hoarder, cartId);
    const first = (await start()).json();
    expect(first.holdExpiresAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    clock.advance(5 * 60_000);
    const again = (await start()).json();
    expect(again.holdExpiresAt).toBe(first.holdExpiresAt);
  });
});
