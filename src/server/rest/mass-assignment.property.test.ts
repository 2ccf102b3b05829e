import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';
import { nextAddress, type TwoCustomerShop, twoCustomerShop } from '../testing/two-customers.js';
import { MASS_ASSIGNED } from '../testing/zod-arbitrary.js';

/**
 * Mass assignment: every endpoint a customer can write to, called by customer B with a valid payload plus
 * fields a client must never set (role, price, status, is_sold, total, paidAt, discountTotal, user_id), in
 * snake and camel case, with values an attacker would pick. Nothing of them sticks.
 */
let shop: TwoCustomerShop;
let requests = 0;
beforeAll(async () => {
  shop = await twoCustomerShop();
}, 60_000);
afterAll(async () => {
  console.log(`mass assignment: ${requests} generated requests`);
  await shop?.close();
});

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const KEYS = [...new Set(MASS_ASSIGNED.flatMap((k) => [k, camel(k), snake(k)]))];
const VALUES = fc.constantFrom<unknown>(
  'admin',
  'paid',
  'shipped',
  'refunded',
  0,
  0.01,
  -100,
  1,
  true,
  '2026-01-01T00:00:00.000Z',
  999_999,
);
/** The victim's id goes into `user_id`/`userId`: an order or a profile must not move to (or from) them. */
const extras = fc.dictionary(fc.constantFrom(...KEYS), VALUES, { minKeys: 1, maxKeys: KEYS.length });

const address = (email: string) => ({ ...ONTARIO_ADDRESS, email });

/** A customer-writable call with a valid payload, given the injected fields. */
type Write = (browser: TestBrowser, extra: Record<string, unknown>) => Promise<{ statusCode: number }>;
const WRITES: Record<string, Write> = {
  'PUT /api/user/profile': (br, x) =>
    br.put('/api/user/profile', { ...x, username: shop.b.username, email: shop.b.email }),
  'POST /api/cart': (br, x) =>
    br.post('/api/cart', { ...x, cartId: randomUUID(), productId: shop.productId, size: 'M', color: 'black' }),
  'PUT /api/cart/:itemId': (br, x) =>
    br.put(`/api/cart/${shop.b.cartLineId}`, { ...x, cartId: shop.b.cartId, quantity: 2 }),
  'POST /api/create-payment-intent': async (br, x) => {
    const cartId = randomUUID();
    await br.post('/api/cart', { cartId, productId: shop.paintingId, item_type: 'painting', size: '' });
    return br.post('/api/create-payment-intent', {
      ...x,
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: address(shop.b.email),
    });
  },
  'POST /api/orders': (br, x) =>
    br.post('/api/orders', {
      ...x,
      orderId: shop.b.pendingOrderId,
      paymentIntentId: shop.b.pendingIntentId,
      order: { ...x, name: 'Bob Buyer' },
    }),
  'PUT /api/orders/:id': (br, x) =>
    br.put(`/api/orders/${shop.b.pendingOrderId}`, { ...x, paymentIntentId: shop.b.pendingIntentId }),
  'POST /api/test-gateway/confirm': (br, x) =>
    br.post('/api/test-gateway/confirm', {
      ...x,
      clientSecret: shop.b.pendingClientSecret,
      card: { ...VISA, number: '4000000000000002' },
    }),
  'POST /api/contact': (br, x) =>
    br.post('/api/contact', { ...x, name: 'Bob', email: shop.b.email, subject: 'Hi', message: 'Hello there, shop.' }),
};

/** What no write of a customer may change: roles, catalogue prices and sale flags, and the money and state of every order. */
async function guarded() {
  const { db } = shop;
  return {
    users: await db.selectFrom('user').select(['id', 'role', 'disabled']).orderBy('id').execute(),
    products: await db.selectFrom('product').select(['id', 'price_cents', 'is_sold']).orderBy('id').execute(),
    paintings: await db
      .selectFrom('painting')
      .select(['id', 'price_cents', 'is_sold', 'in_stock'])
      .orderBy('id')
      .execute(),
    /** A new checkout ends the customer's older one (its order fails): that is theirs to do; paying is not. */
    paidOrders: await db.selectFrom('order').selectAll().where('paid_at', 'is not', null).orderBy('id').execute(),
    ordersOfA: await db.selectFrom('order').selectAll().where('user_id', '=', shop.a.userId).orderBy('id').execute(),
  };
}

describe('mass assignment on customer-writable endpoints', () => {
  it('changes no role, price, sale flag, order status, total, payment time or owner', async () => {
    const before = await guarded();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(WRITES)), extras, async (label, extra) => {
        const browser = new TestBrowser(shop.app, nextAddress());
        browser.cookie = shop.b.browser.cookie;
        const injected = Object.fromEntries(
          Object.entries(extra).map(([k, v]) => [k, /user_?id/i.test(k) ? shop.a.userId : v]),
        );
        const res = await WRITES[label]?.(browser, injected);
        requests++;
        expect(res?.statusCode, label).toBeLessThan(500);
        const after = await guarded();
        expect(after.users, label).toEqual(before.users);
        expect(after.products, label).toEqual(before.products);
        expect(after.paintings, label).toEqual(before.paintings);
        expect(after.paidOrders, label).toEqual(before.paidOrders);
        expect(after.ordersOfA, label).toEqual(before.ordersOfA);
      }),
      { numRuns: 240 },
    );
    // Every order B started is B's, pending, unpaid, and its total is what its lines, shipping and tax add up to.
    const started = await shop.db
      .selectFrom('order')
      .selectAll()
      .where('paid_at', 'is', null)
      .where('id', '!=', shop.a.pendingOrderId)
      .execute();
    for (const order of started) {
      expect(order.user_id).toBe(shop.b.userId);
      expect(['pending', 'failed', 'cancelled']).toContain(order.status);
      expect(order.total_cents).toBe(order.subtotal_cents + order.shipping_cents + order.tax_cents);
      const lines = await shop.db.selectFrom('order_item').selectAll().where('order_id', '=', order.id).execute();
      const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
      expect(order.subtotal_cents).toBe(subtotal);
    }
    expect(started.length).toBeGreaterThan(1);
  }, 120_000);

  it('registers a plain customer whatever role or id the form claims', async () => {
    for (const [i, extra] of fc.sample(extras, 4).entries()) {
      const res = await new TestBrowser(shop.app, nextAddress()).post('/api/register', {
        ...extra,
        role: 'admin',
        id: 1,
        username: `mallory${i}`,
        email: `mallory${i}@example.com`,
        password: 'secret1',
      });
      requests++;
      expect(res.json()).toMatchObject({ role: 'user' });
      expect(res.json().id).toBeGreaterThan(shop.b.userId);
    }
  });
});
