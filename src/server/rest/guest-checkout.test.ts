import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { fakeStripeGateway, startFakeStripe } from '../testing/fake-stripe.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, testConfig, testDb } from '../testing/helpers.js';
import { outbox, signInOwner, useMailShop } from '../testing/mail-shop.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;
let owner: TestBrowser;
let tee: number;
const clock = manualClock();

useMailShop(clock.now, (shop) => ({ app, db, sink } = shop));
beforeEach(async () => {
  owner = await signInOwner(app, db);
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 30 });
});

const guestCheckoutOn = async (on = true) =>
  expect((await owner.post('/api/site-settings', { key: 'guestCheckout', value: on })).statusCode).toBe(200);

/** A browser with no account whose new cart holds `quantity` tees; `ip` stands for the visitor's address. */
async function guestCart(quantity = 1, ip = '10.0.0.1') {
  const browser = new TestBrowser(app, ip);
  const cartId = randomUUID();
  const add = await browser.post('/api/cart', { cartId, productId: tee, quantity, size: 'M', color: 'black' });
  expect(add.statusCode).toBe(201);
  return { browser, cartId };
}

const start = (browser: TestBrowser, cartId: string, email = 'guest@example.com', extra: object = {}) =>
  browser.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
    ...extra,
  });

/** A guest buys one tee with the test card: their browser, the order and the link of its confirmation mail. */
async function guestBuys(email = 'guest@example.com', ip = '10.0.0.1') {
  const { browser, cartId } = await guestCart(1, ip);
  const started = await start(browser, cartId, email);
  expect(started.statusCode).toBe(200);
  const { clientSecret, orderId } = started.json();
  const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
  expect(paid.json()).toMatchObject({ status: 'succeeded', orderId, order: { id: orderId, status: 'paid', email } });
  const mail = (await outbox(db)).find((m) => m.kind === 'order_confirmation' && m.recipient === email);
  const link = mail?.text.match(/\/orders\/(\d+)\?token=([\w-]+)/);
  expect(link?.[1]).toBe(String(orderId));
  return { browser, orderId: orderId as number, token: link?.[2] as string };
}

const trpcGet = (browser: TestBrowser, path: string, input: object) =>
  browser.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

describe('guest checkout off (the default): checkout needs a login, as the spec says', () => {
  it('answers 401 to a visitor on the documented REST call and on tRPC, and writes no order', async () => {
    const { browser, cartId } = await guestCart();
    expect((await start(browser, cartId)).statusCode).toBe(401);
    const viaTrpc = await browser.post('/trpc/checkout.start', {
      cartId,
      shippingMethodId: 'canada standard',
      shippingAddress: ONTARIO_ADDRESS,
    });
    expect(viaTrpc.statusCode).toBe(401);
    expect(await db.selectFrom('order').select('id').execute()).toEqual([]);
    const settings = (await app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(settings.guestCheckout).toBe(false);
  });

  it('turned off again, refuses the next guest', async () => {
    await guestCheckoutOn();
    const { browser, cartId } = await guestCart();
    expect((await start(browser, cartId)).statusCode).toBe(200);
    await guestCheckoutOn(false);
    expect((await start(browser, cartId)).statusCode).toBe(401);
  });
});

describe('guest checkout on', () => {
  beforeEach(() => guestCheckoutOn());

  it('a guest pays with the test card; the order has no account, its mail carries the link, and it is tracked', async () => {
    const { browser, orderId, token } = await guestBuys();
    const row = await db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(row.guest_link_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.guest_link_hash).not.toContain(token);

    // The success page reads it from the browser that placed it.
    const own = await trpcGet(browser, 'orders.guest', { id: orderId });
    expect(own.statusCode).toBe(200);
    expect(own.json().result.data).toMatchObject({ id: orderId, status: 'paid' });

    // The link opens it anywhere, without a session.
    const viaLink = await new TestBrowser(app).get(`/api/guest-orders/${orderId}/${token}`);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json()).toMatchObject({ id: orderId, email: 'guest@example.com', status: 'paid' });

    const tracked = await new TestBrowser(app).post('/api/track-order', {
      orderNumber: `#${orderId}`,
      email: 'GUEST@example.com',
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ id: orderId, status: 'paid', itemCount: 1 });

    await app.mailWorker.tick();
    const sent = sink.messages.find((m) => m.to[0] === 'guest@example.com');
    expect(sent?.subject).toBe(`Your order #${orderId} is confirmed`);
    expect(sent?.body).toContain(`https://shop.example.com/orders/${orderId}?token=${token}`);
    expect(sent?.body).toContain('View your order');
  });

  it('nobody else reads a guest order: a guessed id, a tampered or borrowed token, another session', async () => {
    const { orderId, token } = await guestBuys();
    const other = await guestBuys('other@example.com', '10.0.0.2');
    const mallory = new TestBrowser(app, '10.6.6.6');
    expect((await mallory.get(`/api/orders/${orderId}`)).statusCode).toBe(401);
    expect((await trpcGet(mallory, 'orders.guest', { id: orderId })).statusCode).toBe(404);
    expect((await mallory.get(`/api/guest-orders/${orderId}`)).statusCode).toBe(404);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/guest-orders/${orderId}/${flipped}`,
      `/api/guest-orders/${orderId}/${other.token}`,
      `/api/guest-orders/${other.orderId}/${token}`,
      `/api/guest-orders/${orderId + 99}/${token}`,
    ]) {
      const res = await mallory.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    }
    // The other guest's browser cannot read this one's order either.
    expect((await trpcGet(other.browser, 'orders.guest', { id: orderId })).statusCode).toBe(404);
    // Nor is a signed-in customer's order a guest's: an account's order has no link.
    const account = await db.selectFrom('order').select('id').where('user_id', 'is not', null).execute();
    expect(account).toEqual([]);
  });

  it('one order per attempt: starting again re-prices the same order, with one live hold and one intent', async () => {
    const { browser, cartId } = await guestCart(2);
    const first = (await start(browser, cartId)).json();
    const again = (await start(browser, cartId)).json();
    const changed = (await start(browser, cartId, 'new-address@example.com')).json();
    expect(again.orderId).toBe(first.orderId);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(changed.orderId).toBe(first.orderId);
    const orders = await db.selectFrom('order').select(['id', 'email', 'user_id']).execute();
    expect(orders).toEqual([{ id: first.orderId, email: 'new-address@example.com', user_id: null }]);
    const holds = await db
      .selectFrom('stock_hold')
      .select(['quantity', 'status'])
      .where('status', '=', 'active')
      .execute();
    expect(holds).toEqual([{ quantity: 2, status: 'active' }]);
    // Paying twice with the same secret sells once.
    await browser.post('/api/test-gateway/confirm', { clientSecret: first.clientSecret, card: VISA });
    await browser.post('/api/test-gateway/confirm', { clientSecret: first.clientSecret, card: VISA });
    const sold = await db
      .selectFrom('inventory_transaction')
      .select('quantity_change')
      .where('transaction_type', '=', 'sale')
      .execute();
    expect(sold).toEqual([{ quantity_change: -2 }]);
  });

  it('holds are capped and released like an account holder’s', async () => {
    const { browser, cartId } = await guestCart(11);
    const res = await start(browser, cartId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('HOLD_LIMIT');
    expect(await db.selectFrom('stock_hold').select('id').execute()).toEqual([]);
  });

  it('"once per customer" counts a guest by e-mail, in any case', async () => {
    const created = await owner.post('/api/discounts', {
      code: 'ONCE5',
      type: 'fixed_amount',
      value: 5,
      oncePerCustomer: true,
    });
    expect(created.statusCode).toBe(201);
    const withCode = async (email: string, ip: string) => {
      const { browser, cartId } = await guestCart(1, ip);
      expect((await browser.post(`/api/cart/${cartId}/discount`, { code: 'ONCE5' })).statusCode).toBe(200);
      return start(browser, cartId, email).then(async (res) => ({ res, browser }));
    };
    const first = await withCode('saver@example.com', '10.2.0.1');
    expect(first.res.json().discountTotal).toBe(5);
    const paid = await first.browser.post('/api/test-gateway/confirm', {
      clientSecret: first.res.json().clientSecret,
      card: VISA,
    });
    expect(paid.json().status).toBe('succeeded');

    const again = await withCode('SAVER@example.com', '10.2.0.2');
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().code).toBe('DISCOUNT_REFUSED');
    expect((await withCode('another@example.com', '10.2.0.3')).res.statusCode).toBe(200);
  });

  it('the owner sees the guest among the customers, with the order', async () => {
    const { orderId } = await guestBuys('listed@example.com');
    const list = await owner.get('/api/admin/customers?q=listed%40example.com');
    expect(list.json().items).toEqual([
      expect.objectContaining({
        kind: 'guest',
        email: 'listed@example.com',
        orders: 1,
        key: 'guest:listed@example.com',
      }),
    ]);
    const detail = await owner.get(`/api/admin/customers/${encodeURIComponent('guest:listed@example.com')}`);
    expect(detail.json().orderList.map((o: { id: number }) => o.id)).toEqual([orderId]);
  });
});

describe('the Stripe path', () => {
  it('a guest pays through Stripe: their browser confirms the payment, nobody else can', async () => {
    const stripe = await startFakeStripe();
    const stripeDb = await testDb();
    const shop = await buildApp({
      db: stripeDb,
      config: testConfig({ PUBLIC_URL: 'https://shop.example.com' }),
      gateway: fakeStripeGateway(stripe),
      clock: clock.now,
      logger: false,
    });
    try {
      await stripeDb.insertInto('site_setting').values({ key: 'guestCheckout', value: 'true' }).execute();
      const jacket = await addProduct(stripeDb, { name: 'Bleached Jacket', priceCents: 12000 });
      const guest = new TestBrowser(shop, '10.4.0.1');
      const cartId = randomUUID();
      await guest.post('/api/cart', { cartId, productId: jacket, quantity: 1, size: 'M', color: 'black' });
      const started = await start(guest, cartId, 'stripe-guest@example.com');
      expect(started.json()).toMatchObject({ provider: 'stripe', orderId: expect.any(Number) });
      const { orderId, paymentIntentId } = started.json();
      stripe.succeed(paymentIntentId);

      const mallory = new TestBrowser(shop, '10.6.6.6');
      const stolen = await mallory.post('/trpc/orders.guestConfirm', { id: orderId, paymentIntentId });
      expect(stolen.statusCode).toBe(404);
      expect((await mallory.put(`/api/orders/${orderId}`, { paymentIntentId })).statusCode).toBe(401);

      const confirmed = await guest.post('/trpc/orders.guestConfirm', { id: orderId, paymentIntentId });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().result.data).toMatchObject({
        id: orderId,
        status: 'paid',
        email: 'stripe-guest@example.com',
      });
      const mail = (await outbox(stripeDb)).find((m) => m.kind === 'order_confirmation');
      expect(mail?.text).toMatch(new RegExp(`/orders/${orderId}\\?token=[\\w-]{43}`));
    } finally {
      await shop.close();
      await stripeDb.destroy();
      await stripe.close();
    }
  });
});
