import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { TEST_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * What shoppers read of the owner's texts outside the catalogue, in their language (issue 37): a discount's title
 * (translated in the discount's form), and the names of the lines of a cart, an order and a wishlist.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const FR = { 'x-shop-locale': 'fr' };
const JSON_FR = { ...FR, 'content-type': 'application/json' };
const inFrench = (browser: TestBrowser, method: 'GET' | 'POST', url: string, body?: object) =>
  browser.request(method, url, body === undefined ? undefined : JSON.stringify(body), body ? JSON_FR : FR);
const translations = () =>
  db.selectFrom('translation').select(['scope', 'item_key', 'field', 'text']).where('scope', '=', 'discount').execute();

const FREE_OVER_50 = { title: 'Free shipping over $50', automatic: true, type: 'free_shipping', minimumSubtotal: 50 };

/** A registered shopper whose new cart holds these products ([productId, quantity], size M, black). */
async function shopperWith(lines: [number, number][]) {
  const browser = new TestBrowser(app);
  const name = `fr${randomUUID().slice(0, 8)}`;
  await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
  const cartId = randomUUID();
  for (const [productId, quantity] of lines) {
    const added = await browser.post('/api/cart', { cartId, productId, quantity, size: 'M', color: 'black' });
    expect(added.statusCode).toBe(201);
  }
  return { browser, cartId };
}

describe("a discount's title in French", () => {
  it('is written with the discount, answered to the owner beside the English, and removed by an empty text', async () => {
    const created = await admin.post('/api/discounts', {
      ...FREE_OVER_50,
      translations: { fr: { title: 'Livraison offerte dès 50 $' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Free shipping over $50',
      translations: { fr: { title: 'Livraison offerte dès 50 $' } },
    });
    const id = created.json().id;
    expect((await admin.get('/api/discounts')).json()[0].translations).toEqual({
      fr: { title: 'Livraison offerte dès 50 $' },
    });
    // An edit that does not send translations keeps them.
    expect((await admin.put(`/api/discounts/${id}`, { minimumSubtotal: 60 })).json().translations).toEqual({
      fr: { title: 'Livraison offerte dès 50 $' },
    });
    const cleared = await admin.put(`/api/discounts/${id}`, { translations: { fr: { title: '' } } });
    expect(cleared.json().translations).toEqual({});
    expect(await translations()).toEqual([]);
  });

  it('refuses an unknown field or a title too long (400) and writes nothing, not even the discount', async () => {
    const unknown = await admin.post('/api/discounts', {
      ...FREE_OVER_50,
      translations: { fr: { code: 'LIVRAISON' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown field "code"/);
    const long = await admin.post('/api/discounts', {
      ...FREE_OVER_50,
      translations: { fr: { title: 'x'.repeat(101) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100 characters/);
    expect((await admin.get('/api/discounts')).json()).toEqual([]);
    expect(await translations()).toEqual([]);
    // Only the owner writes them.
    const { browser } = await shopperWith([]);
    expect((await browser.post('/api/discounts', FREE_OVER_50)).statusCode).toBe(403);
  });

  it("names the cart's and the checkout's discount line in French for a French shopper, in English otherwise", async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
    const auto = (await admin.post('/api/discounts', FREE_OVER_50)).json();
    const s = await shopperWith([[tee, 2]]);
    // No French yet: the English, whatever the language.
    expect((await inFrench(s.browser, 'GET', `/api/cart/${s.cartId}/totals`)).json().discount.title).toBe(
      'Free shipping over $50',
    );
    await admin.put(`/api/discounts/${auto.id}`, { translations: { fr: { title: 'Livraison offerte dès 50 $' } } });
    expect((await inFrench(s.browser, 'GET', `/api/cart/${s.cartId}/totals`)).json().discount.title).toBe(
      'Livraison offerte dès 50 $',
    );
    expect((await s.browser.get(`/api/cart/${s.cartId}/totals`)).json().discount.title).toBe('Free shipping over $50');
    const checkout = { cartId: s.cartId, shippingMethod: 'us-standard', shippingAddress: TEST_ADDRESS };
    const started = await inFrench(s.browser, 'POST', '/api/create-payment-intent', checkout);
    expect(started.statusCode).toBe(200);
    expect(started.json().discount).toMatchObject({ title: 'Livraison offerte dès 50 $', freeShipping: true });
    // The order records the English title, as the owner reads it.
    const order = await db
      .selectFrom('order')
      .select('discount_code')
      .where('id', '=', started.json().orderId)
      .executeTakeFirstOrThrow();
    expect(order.discount_code).toBe('Free shipping over $50');
  });

  it('is listed as untranslated until it has its French', async () => {
    const auto = (await admin.post('/api/discounts', FREE_OVER_50)).json();
    await admin.post('/api/discounts', { code: 'SPRING10', type: 'percentage', value: 10 });
    const untranslated = async () =>
      (await admin.get('/api/admin/translations/untranslated'))
        .json()
        .filter((u: { scope: string }) => u.scope === 'discount');
    expect(await untranslated()).toEqual([
      { scope: 'discount', key: String(auto.id), label: 'Free shipping over $50', fields: ['title'] },
    ]);
    await admin.put(`/api/discounts/${auto.id}`, { translations: { fr: { title: 'Livraison offerte' } } });
    expect(await untranslated()).toEqual([]);
  });
});

describe('the names of cart, order and wishlist lines in the asker’s language', () => {
  it('names cart lines and order lines in French where translated, in English where not and for English readers', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
    const cap = await addProduct(db, { name: 'Bleach Cap', priceCents: 3000, stock: 10 });
    await admin.put(`/api/products/${tee}`, { translations: { fr: { name: 'Tee délavé' } } });
    const s = await shopperWith([
      [tee, 1],
      [cap, 1],
    ]);
    const frCart = (await inFrench(s.browser, 'GET', `/api/cart/${s.cartId}`)).json();
    expect(frCart.map((l: { item_name: string }) => l.item_name)).toEqual(['Tee délavé', 'Bleach Cap']);
    expect(frCart[0].variantLabel).toBe('Tee délavé — M / black');
    const enCart = (await s.browser.get(`/api/cart/${s.cartId}`)).json();
    expect(enCart.map((l: { item_name: string }) => l.item_name)).toEqual(['Acid Tee', 'Bleach Cap']);

    const checkout = { cartId: s.cartId, shippingMethod: 'us-standard', shippingAddress: TEST_ADDRESS };
    const started = (await inFrench(s.browser, 'POST', '/api/create-payment-intent', checkout)).json();
    await s.browser.post('/api/test-gateway/confirm', { clientSecret: started.clientSecret, card: VISA });
    // Stored in English at checkout (the owner's record); read in the reader's language.
    const stored = await db.selectFrom('order_item').select('name').orderBy('id').execute();
    expect(stored.map((l) => l.name)).toEqual(['Acid Tee', 'Bleach Cap']);
    const frOrder = (await inFrench(s.browser, 'GET', `/api/orders/${started.orderId}`)).json();
    expect(frOrder.items.map((l: { name: string }) => l.name)).toEqual(['Tee délavé', 'Bleach Cap']);
    expect(frOrder.items[0].variantLabel).toBe('Tee délavé — M / black');
    const enOrders = (await s.browser.get('/api/orders')).json();
    expect(enOrders[0].items.map((l: { name: string }) => l.name)).toEqual(['Acid Tee', 'Bleach Cap']);
    // The owner reads English whatever header the admin's browser sends.
    const adminOrder = await admin.request('GET', `/api/admin/orders/${started.orderId}`, undefined, FR);
    expect(adminOrder.json().items.map((l: { name: string }) => l.name)).toEqual(['Acid Tee', 'Bleach Cap']);
  });

  it('names wishlist entries in French, a deleted item too, and English without a translation', async () => {
    expect((await admin.put('/api/site-settings', { settings: { enableWishlist: true } })).statusCode).toBe(200);
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
    const print = await addPainting(db, { title: 'Tidal Print', original: false, priceCents: 6000 });
    const gone = await addProduct(db, { name: 'Old Hoodie', priceCents: 5000, stock: 10 });
    await admin.put(`/api/products/${tee}`, { translations: { fr: { name: 'Tee délavé' } } });
    await admin.put(`/api/products/${gone}`, { translations: { fr: { name: 'Vieux chandail' } } });
    const { browser } = await shopperWith([]);
    for (const [itemType, itemId] of [
      ['product', gone],
      ['painting', print],
      ['product', tee],
    ] as const) {
      expect((await browser.post('/api/wishlist', { itemType, itemId })).statusCode).toBe(201);
    }
    expect((await admin.delete(`/api/products/${gone}`)).statusCode).toBe(200);
    const names = (list: { name: string }[]) => list.map((e) => e.name);
    expect(names((await inFrench(browser, 'GET', '/api/wishlist')).json())).toEqual([
      'Tee délavé',
      'Tidal Print',
      'Vieux chandail',
    ]);
    expect(names((await browser.get('/api/wishlist')).json())).toEqual(['Acid Tee', 'Tidal Print', 'Old Hoodie']);
  });
});
