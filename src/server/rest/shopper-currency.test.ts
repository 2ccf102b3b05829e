import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { NEW_YORK } from '../testing/buyers.js';
import { type FakeStripe, fakeStripeGateway, startFakeStripe } from '../testing/fake-stripe.js';
import { addProduct } from '../testing/fixtures.js';
import { signedInAdmin, TestBrowser, testConfig, testDb } from '../testing/helpers.js';

/**
 * The storefront asks in the shopper's currency (issue 37, item 3): its cart shows each line's CAD price, and the
 * quote and the checkout it starts carry `currency`, the way `use-shipping.ts` and `use-payment-session.ts` call
 * them. Acid Tee US$45.00 at 1.38, up to .99: CA$62.99; US Standard 7.95 × 1.38 = 10.971 → 10.99 (New York’s tax
 * on top, in the same currency).
 */
let app: FastifyInstance;
let db: Db;
let stripe: FakeStripe;
let tee: number;

beforeEach(async () => {
  db = await testDb();
  stripe = await startFakeStripe();
  app = await buildApp({ db, config: testConfig(), logger: false, gateway: fakeStripeGateway(stripe) });
  const { admin } = await signedInAdmin(app, db);
  const saved = await admin.put('/api/site-settings', {
    settings: { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 20, colors: ['black'], sizes: ['M'] });
});

afterEach(async () => {
  await app.close();
  await db.destroy();
  await stripe.close();
});

const trpcGet = (browser: TestBrowser, path: string, input: object) =>
  browser.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

/** A new customer with one tee in the cart, shipping to New York. */
async function shopper(n: number) {
  const browser = new TestBrowser(app, `10.37.9.${n}`);
  const name = `shopper${n}`;
  const registered = await browser.post('/api/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'secret1',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const cartId = randomUUID();
  const added = await browser.post('/api/cart', { cartId, productId: tee, quantity: 1, size: 'M', color: 'black' });
  expect(added.statusCode, added.body).toBe(201);
  expect(added.json()).toMatchObject({ price: 45, prices: { CAD: 62.99 } });
  return { browser, cartId, address: { ...NEW_YORK, email: `${name}@example.com` } };
}

/** The storefront's checkout: the quote in the shopper's currency, then the start with its total and currency. */
async function checkoutIn(currency: 'usd' | 'cad', n: number) {
  const { browser, cartId, address } = await shopper(n);
  const quote = await trpcGet(browser, 'checkout.quote', {
    cartId,
    shippingMethodId: 'us-standard',
    country: 'US',
    state: 'NY',
    currency,
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const quoted = quote.json().result.data;
  const started = await browser.post('/trpc/checkout.start', {
    cartId,
    shippingMethodId: 'us-standard',
    shippingAddress: address,
    amount: quoted.total,
    currency,
  });
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json().result.data;
  return { quoted, session, intent: stripe.intents.get(session.paymentIntentId) };
}

describe('the storefront in the shopper’s currency', () => {
  it('lists each cart line with its CAD price where the shop charges CAD', async () => {
    const { browser, cartId } = await shopper(1);
    const cart = await browser.get(`/api/cart/${cartId}`);
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json()).toMatchObject([{ price: 45, prices: { CAD: 62.99 } }]);
  });

  it('charges a US shopper who chose CAD in CAD, the quote and the payment agreeing', async () => {
    const { quoted, session, intent } = await checkoutIn('cad', 2);
    expect(quoted).toMatchObject({ currency: 'cad', subtotal: 62.99, shipping: 10.99 });
    expect(session).toMatchObject({ currency: 'cad', total: quoted.total });
    expect(intent).toMatchObject({ amount: Math.round(quoted.total * 100), currency: 'cad' });
  });

  it('keeps a US shopper in USD', async () => {
    const { quoted, session, intent } = await checkoutIn('usd', 3);
    expect(quoted).toMatchObject({ currency: 'usd', subtotal: 45, shipping: 7.95 });
    expect(session).toMatchObject({ currency: 'usd', total: quoted.total });
    expect(intent).toMatchObject({ amount: Math.round(quoted.total * 100), currency: 'usd' });
  });
});
