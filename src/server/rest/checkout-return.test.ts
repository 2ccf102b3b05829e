import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS } from '../../shared/schemas/discounts.js';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { createDiscount } from '../domain/discounts/admin.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../testing/fake-stripe.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, testConfig, testDb } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * Issue 35, items 1, 2, 7 and 8: a shopper who comes back to /checkout (a reload, the back button, a second tab,
 * a sign-in on the way) finds their own checkout as it stands: paid, being paid, or in progress with what they
 * typed and the items they hold; a refused code can be removed. Only the browser (or account) that placed the
 * order is told anything about it.
 */
let app: FastifyInstance;
let db: Db;
let stripe: FakeStripe | null = null;
const clock = manualClock();
let ips = 0;

/** The shop on the test gateway, or on the real Stripe SDK against the fake Stripe; guest checkout on. */
async function open(gateway: 'test' | 'stripe' = 'test') {
  db = await testDb();
  stripe = gateway === 'stripe' ? await startFakeStripe() : null;
  app = await buildApp({
    db,
    config: testConfig(),
    clock: clock.now,
    logger: false,
    ...(stripe ? { gateway: fakeStripeGateway(stripe) } : {}),
  });
  await db.insertInto('site_setting').values({ key: 'guestCheckout', value: 'true' }).execute();
}

afterEach(async () => {
  await app.close();
  await db.destroy();
  await stripe?.close();
  stripe = null;
});

/** A browser of its own (own cookie, own address for the rate limits). */
const browser = () => new TestBrowser(app, `10.35.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`);

async function register(b: TestBrowser, username: string) {
  const res = await b.post('/api/register', { username, email: `${username}@example.com`, password: 'secret1' });
  expect(res.statusCode).toBe(201);
}

/** A new cart in `b` holding one line (a tee, or the original `painting`). */
async function cartOf(b: TestBrowser, line: { tee?: number; painting?: number }) {
  const cartId = randomUUID();
  const item = line.painting
    ? { productId: line.painting, item_type: 'painting' }
    : { productId: line.tee, quantity: 1, size: 'M', color: 'black' };
  expect((await b.post('/api/cart', { cartId, ...item })).statusCode).toBe(201);
  return cartId;
}

const start = (b: TestBrowser, cartId: string, email = 'guest@example.com') =>
  b.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
    note: 'Gift wrap, please',
  });

/** What checkout.pending answers `b` for the cart (the client asks it on every visit to /checkout). */
async function returning(b: TestBrowser, cartId: string) {
  const res = await b.get(`/trpc/checkout.pending?input=${encodeURIComponent(JSON.stringify({ cartId }))}`);
  expect(res.statusCode).toBe(200);
  return res.json().result.data;
}

const orderStatus = async (id: number) =>
  (await db.selectFrom('order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const activeHolds = () =>
  db.selectFrom('stock_hold').select(['order_id', 'expires_at']).where('status', '=', 'active').execute();

describe('1: coming back to checkout once the card is taken', () => {
  beforeEach(() => open());

  it('a customer and a guest are sent to their paid order; a stranger naming the cart, or another customer, to nothing', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const customer = browser();
    await register(customer, 'paula');
    const guest = browser();
    const paid: Record<string, { cartId: string; orderId: number }> = {};
    for (const [who, b] of [
      ['customer', customer],
      ['guest', guest],
    ] as const) {
      const cartId = await cartOf(b, { tee });
      const started = await start(b, cartId);
      expect(started.statusCode).toBe(200);
      const { clientSecret, orderId } = started.json();
      expect((await b.post('/api/test-gateway/confirm', { clientSecret, card: VISA })).json().status).toBe('succeeded');
      // The reload: the cart is empty now, and the checkout leads to the order instead of the home page.
      expect(await returning(b, cartId)).toEqual({ state: 'paid', orderId });
      paid[who] = { cartId, orderId };
    }

    const stranger = browser();
    const other = browser();
    await register(other, 'mallory');
    for (const { cartId } of Object.values(paid)) {
      expect(await returning(stranger, cartId)).toBeNull();
      expect(await returning(other, cartId)).toBeNull();
    }
    expect(await returning(customer, paid.guest?.cartId as string)).toBeNull();
    expect(await returning(guest, paid.customer?.cartId as string)).toBeNull();

    // A cart filled again is a new checkout, not the order paid before.
    await customer.post('/api/cart', {
      cartId: paid.customer?.cartId,
      productId: tee,
      quantity: 1,
      size: 'M',
      color: 'black',
    });
    expect(await returning(customer, paid.customer?.cartId as string)).toBeNull();
  });
});

describe('1: with Stripe, a checkout resumed after the card went through', () => {
  beforeEach(() => open('stripe'));

  it('is finalised there and then, and its intent is never handed out again, nor a new one made', async () => {
    const jacket = await addProduct(db, { name: 'Bleached Jacket', priceCents: 12000, stock: 3 });
    const customer = browser();
    await register(customer, 'stripey');
    const cartId = await cartOf(customer, { tee: jacket });
    const first = await start(customer, cartId);
    expect(first.statusCode).toBe(200);
    const { orderId, paymentIntentId } = first.json();
    // Stripe took the card; the browser reloaded before it could tell the shop, and no webhook came yet.
    stripe?.succeed(paymentIntentId);

    const again = await start(customer, cartId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHECKOUT_PAID');
    expect(await orderStatus(orderId)).toBe('paid');
    const created = stripe?.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents') ?? [];
    expect(created).toHaveLength(1);
    expect(await returning(customer, cartId)).toEqual({ state: 'paid', orderId });
  });

  it('while Stripe still processes the payment, says it is being confirmed, hands out nothing, then leads to the order', async () => {
    const jacket = await addProduct(db, { name: 'Bleached Jacket', priceCents: 12000, stock: 3 });
    const guest = browser();
    const cartId = await cartOf(guest, { tee: jacket });
    const { orderId, paymentIntentId } = (await start(guest, cartId)).json();
    const intent = stripe?.intents.get(paymentIntentId);
    if (intent) intent.status = 'processing';

    expect(await returning(guest, cartId)).toEqual({ state: 'confirming', orderId });
    const again = await start(guest, cartId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHECKOUT_PAID');
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await returning(browser(), cartId)).toBeNull();

    stripe?.succeed(paymentIntentId);
    expect(await returning(guest, cartId)).toEqual({ state: 'paid', orderId });
    expect(await orderStatus(orderId)).toBe('paid');
    const created = stripe?.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents') ?? [];
    expect(created).toHaveLength(1);
  });
});

describe('2: a guest reloading at the payment step', () => {
  beforeEach(() => open());

  it('gets back the name, e-mail, address, method and note they gave; only their own browser does', async () => {
    const tee = await addProduct(db, { stock: 5 });
    const guest = browser();
    const cartId = await cartOf(guest, { tee });
    const started = (await start(guest, cartId, 'typed@example.com')).json();
    clock.advance(2 * 60_000);
    expect(await returning(guest, cartId)).toEqual({
      state: 'open',
      orderId: started.orderId,
      shippingMethodId: expect.any(Number),
      holdExpiresAt: started.holdExpiresAt,
      note: 'Gift wrap, please',
      address: { ...ONTARIO_ADDRESS, email: 'typed@example.com', address2: '', phone: '' },
    });
    // Whoever merely names the cart learns nothing: a fresh client, another customer.
    expect(await returning(browser(), cartId)).toBeNull();
    const other = browser();
    await register(other, 'nosy');
    expect(await returning(other, cartId)).toBeNull();
  });
});

describe('7: signing in mid-checkout', () => {
  beforeEach(() => open());

  it('keeps the reservation: the guest checkout of this browser ends and the account takes over its hold, countdown running', async () => {
    const original = await addPainting(db, { title: 'Tidal Drift' });
    const account = browser();
    await register(account, 'wren');
    await account.post('/api/logout');

    const shopper = browser();
    const cartId = await cartOf(shopper, { painting: original });
    const asGuest = (await start(shopper, cartId, 'wren@example.com')).json();

    // Another browser that names the cart, signed in as someone else, is still refused: the hold is not theirs.
    const other = browser();
    await register(other, 'lurker');
    const refused = await start(other, cartId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RESERVED');

    clock.advance(3 * 60_000);
    expect((await shopper.post('/api/login', { username: 'wren', password: 'secret1' })).statusCode).toBe(200);
    // Back at checkout, signed in: what the guest typed is still there.
    expect(await returning(shopper, cartId)).toMatchObject({ state: 'open', address: { email: 'wren@example.com' } });
    const signedIn = await start(shopper, cartId, 'wren@example.com');
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json();
    expect(session.holdExpiresAt).toBe(asGuest.holdExpiresAt);
    expect(await orderStatus(asGuest.orderId)).toBe('cancelled');
    expect(await activeHolds()).toEqual([{ order_id: session.orderId, expires_at: asGuest.holdExpiresAt }]);
    const row = await db.selectFrom('order').select('user_id').where('id', '=', session.orderId).executeTakeFirst();
    expect(row?.user_id).not.toBeNull();
    expect(
      (await shopper.post('/api/test-gateway/confirm', { clientSecret: session.clientSecret, card: VISA })).json(),
    ).toMatchObject({
      status: 'succeeded',
    });
  });

  it('registering on the way keeps it too', async () => {
    const original = await addPainting(db, { title: 'Salt Flats' });
    const shopper = browser();
    const cartId = await cartOf(shopper, { painting: original });
    const asGuest = (await start(shopper, cartId, 'newcomer@example.com')).json();
    await register(shopper, 'newcomer');
    const signedIn = await start(shopper, cartId, 'newcomer@example.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().holdExpiresAt).toBe(asGuest.holdExpiresAt);
    expect((await activeHolds()).map((h) => h.order_id)).toEqual([signedIn.json().orderId]);
  });
});

describe('8: a code refused at the payment step', () => {
  beforeEach(() => open());

  it('says it is the code, and removing it re-prices the checkout, which then goes ahead', async () => {
    const tee = await addProduct(db, { priceCents: 4800, stock: 5 });
    await createDiscount(
      { db, clock: clock.now },
      { code: 'ONCE5', type: 'fixed_amount', value: 5, oncePerCustomer: true },
    );
    const withCode = async () => {
      const b = browser();
      const cartId = await cartOf(b, { tee });
      expect((await b.post(`/api/cart/${cartId}/discount`, { code: 'ONCE5' })).statusCode).toBe(200);
      return { b, cartId };
    };
    const first = await withCode();
    const bought = (await start(first.b, first.cartId, 'returning@example.com')).json();
    expect(bought.discountTotal).toBe(5);
    await first.b.post('/api/test-gateway/confirm', { clientSecret: bought.clientSecret, card: VISA });

    const again = await withCode();
    const refused = await start(again.b, again.cartId, 'returning@example.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'DISCOUNT_REFUSED', message: DISCOUNT_REFUSALS.alreadyUsed });
    expect((await again.b.delete(`/api/cart/${again.cartId}/discount`)).statusCode).toBe(204);
    const repriced = await start(again.b, again.cartId, 'returning@example.com');
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json()).toMatchObject({ discount: null, discountTotal: 0, subtotal: 48 });
    expect(repriced.json().total).toBeGreaterThan(bought.total);
  });
});
