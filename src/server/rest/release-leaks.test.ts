import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, useTestApp } from '../testing/helpers.js';
import { startCheckoutOverApi } from '../testing/shoppers.js';

/**
 * The release rule (domain/catalogue/release.ts) on the paths beside the catalogue's own reads: an item hidden
 * until its time (not announced) must not be named, priced, pictured or even confirmed to exist by any answer a
 * visitor or a customer gets: its reviews, a wishlist or a cart that saved it before it was rescheduled, the
 * checkout of that cart, and the image sets every page carries. (The lists, pages, search, sitemap and the sale
 * itself are pinned in http/release.test.ts.)
 */
const T0 = '2026-11-24T10:00:00.000Z';
const HOUR = 3_600_000;
const clock = manualClock(T0);

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: () => clock.now() }, (shop) => ({ app, db, admin } = shop));

/** Schedules an item (hidden unless `announce`), as the owner's form does, straight in the database. */
async function schedule(table: 'product' | 'painting', id: number, announce = false, rename?: string) {
  const at = new Date(clock.now().getTime() + HOUR).toISOString();
  await db
    .updateTable(table)
    .set({ publish_at: at, announce: announce ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  if (rename && table === 'product') {
    await db.updateTable('product').set({ name: rename, price_cents: 77_700 }).where('id', '=', id).execute();
  }
}

async function customer(name: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
  return browser;
}

const trpcGet = (browser: TestBrowser, path: string, input?: unknown) =>
  browser.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);

describe('reviews of an unreleased item', () => {
  it('are 404 while the item is hidden, as if it did not exist; answered for an announced one and once released', async () => {
    const hidden = await addProduct(db, { name: 'Secret Drop' });
    const announced = await addProduct(db, { name: 'Drop Tee' });
    const print = await addPainting(db, { title: 'Night Print', original: false });
    await schedule('product', hidden);
    await schedule('product', announced, true);
    await schedule('painting', print);
    const visitor = new TestBrowser(app);
    const ann = await customer('ann');

    for (const browser of [visitor, ann]) {
      const list = await browser.get(`/api/products/${hidden}/reviews`);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
      expect((await browser.get(`/api/paintings/${print}/reviews`)).statusCode).toBe(404);
      expect((await browser.get(`/api/products/${announced}/reviews`)).statusCode).toBe(200);
    }
    // A customer learns no more: not "only buyers may review it" (403), which would confirm the item exists.
    const write = await ann.post(`/api/products/${hidden}/reviews`, { rating: 5, body: 'Early and lovely tee.' });
    expect(write.statusCode).toBe(404);
    const eligible = await trpcGet(ann, 'reviews.eligibility', { itemType: 'product', id: hidden });
    expect(eligible.statusCode).toBe(404);

    clock.advance(HOUR);
    expect((await visitor.get(`/api/products/${hidden}/reviews`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/paintings/${print}/reviews`)).statusCode).toBe(200);
    expect((await trpcGet(ann, 'reviews.eligibility', { itemType: 'product', id: hidden })).statusCode).toBe(200);
  });
});

describe('an item saved or carted before the owner rescheduled it (hidden, renamed for the drop)', () => {
  it('is listed in the wishlist without its new name, price or picture', async () => {
    expect((await admin.put('/api/site-settings', { settings: { enableWishlist: true } })).statusCode).toBe(200);
    const tee = await addProduct(db, { name: 'Plain Tee' });
    const ann = await customer('wisher');
    expect((await ann.post('/api/wishlist', { itemType: 'product', itemId: tee })).statusCode).toBe(201);
    await db.updateTable('product').set({ image_url: '/uploads/secret-drop.webp' }).where('id', '=', tee).execute();
    await schedule('product', tee, false, 'Secret Drop');

    const list = await ann.get('/api/wishlist');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ itemType: 'product', itemId: tee, available: false, price: 0, imageUrl: null }),
    ]);
    expect(list.body).not.toContain('Secret Drop');
    expect(list.body).not.toContain('777');
    // Saving it again is refused as for an unknown item.
    expect((await ann.post('/api/wishlist', { itemType: 'product', itemId: tee })).statusCode).toBe(404);

    clock.advance(HOUR);
    expect((await ann.get('/api/wishlist')).json()).toEqual([
      expect.objectContaining({ name: 'Secret Drop', price: 777, available: true, state: 'available' }),
    ]);
  });

  it('shows in the cart as an unavailable line, unnamed, and its checkout refuses without naming it', async () => {
    const tee = await addProduct(db, { name: 'Plain Tee', sizes: [], colors: [] });
    const ann = await customer('carter');
    const cartId = randomUUID();
    const line = { cartId, productId: tee, quantity: 1, size: '', color: '', item_type: 'product' };
    expect((await ann.post('/api/cart', line)).statusCode).toBe(201);
    await db.updateTable('product').set({ image_url: '/uploads/secret-drop.webp' }).where('id', '=', tee).execute();
    await schedule('product', tee, false, 'Secret Drop');

    const cart = await ann.get(`/api/cart/${cartId}`);
    expect(cart.json()).toMatchObject([{ productId: tee, issue: 'unavailable', price: 0, imageUrl: null }]);
    expect(cart.body).not.toContain('Secret Drop');
    expect(cart.body).not.toContain('secret-drop');
    const totals = await ann.get(`/api/cart/${cartId}/totals`);
    expect(totals.json()).toMatchObject({ subtotal: 0 });
    const shipping = await ann.post('/api/calculate-shipping', { country: 'CA', cartId });
    expect(shipping.statusCode).toBe(200);
    const standard = (await ann.post('/api/calculate-shipping', { country: 'CA' })).json();
    expect(shipping.json()).toEqual(standard);

    const checkout = () => startCheckoutOverApi(ann, cartId, 'carter@example.com');
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).not.toContain('Secret Drop');
    expect(
      (await ann.put(`/api/cart/${(cart.json()[0] as { id: number }).id}`, { quantity: 2, cartId })).body,
    ).not.toContain('Secret Drop');

    clock.advance(HOUR);
    expect((await ann.get(`/api/cart/${cartId}`)).json()).toMatchObject([{ item_name: 'Secret Drop', issue: null }]);
    expect((await checkout()).statusCode).toBe(200);
  });
});

describe('image sets (catalogue.images)', () => {
  async function upload(filename: string) {
    await db
      .insertInto('media')
      .values({ filename, original_name: filename, mime: 'image/webp', width: 800, height: 600, size_bytes: 1 })
      .execute();
    return `/uploads/${filename}`;
  }

  it("list no picture: a caller gets the sets of the URLs it names (a hidden drop's only if it knows the URL)", async () => {
    const secret = await upload(`${randomUUID()}.webp`);
    const shared = await upload(`${randomUUID()}.webp`);
    const hidden = await addProduct(db, { name: 'Secret Drop' });
    const plain = await addProduct(db, { name: 'Plain Tee' });
    await db.updateTable('product').set({ image_url: secret }).where('id', '=', hidden).execute();
    await db.updateTable('product').set({ image_url: shared }).where('id', '=', plain).execute();
    await schedule('product', hidden);
    const browser = new TestBrowser(app);

    expect((await trpcGet(browser, 'catalogue.images')).statusCode).toBe(400);
    const answer = (await trpcGet(browser, 'catalogue.images', { urls: [shared] })).json().result.data;
    expect(Object.keys(answer)).toEqual([shared]);
    expect(JSON.stringify(answer)).not.toContain(secret.slice('/uploads/'.length, -'.webp'.length));
  });
});
