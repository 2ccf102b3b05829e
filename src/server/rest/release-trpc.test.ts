import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

/**
 * The release rule (domain/catalogue/release.ts) on the tRPC procedures the storefront's screens read (the
 * documented REST paths are pinned in http/release.test.ts): by id, the paged lists and their totals (category,
 * collection, new arrivals, best sellers, the gallery's tabs), and the painting's sale through `cart.add`.
 */
const T0 = '2026-11-24T10:00:00.000Z';
const HOUR = 3_600_000;
const clock = manualClock(T0);

let app: FastifyInstance;
let db: Db;
useTestApp({ clock: () => clock.now() }, (shop) => ({ app, db } = shop));
beforeEach(resetBuyers);

const inAnHour = () => new Date(clock.now().getTime() + HOUR).toISOString();

function trpc(browser: TestBrowser, path: string, input: unknown) {
  return browser.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
}

async function data<T>(browser: TestBrowser, path: string, input: unknown): Promise<T> {
  const res = await trpc(browser, path, input);
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
  return res.json().result.data as T;
}

type Named = { name?: string; title?: string };
const names = (page: { items: Named[]; total: number }) => ({
  items: page.items.map((i) => i.name ?? i.title),
  total: page.total,
});

describe('the storefront procedures before and at a release', () => {
  it('leave a hidden product and painting out of every page, total and list, then show them at the time', async () => {
    const category = await addCategory(db, 'T-Shirts');
    const collection = await addCollection(db, 'Night Market');
    const plain = await addProduct(db, { name: 'Plain Tee', categoryId: category, collectionId: collection });
    await db.updateTable('product').set({ is_new: 1 }).where('id', '=', plain).execute();
    // The best seller of the shop, then pulled back for a relaunch.
    const drop = await addProduct(db, { name: 'Drop Tee', categoryId: category, collectionId: collection, stock: 20 });
    await buyOverApi(app, [{ productId: drop, quantity: 3, size: 'M', color: 'black' }]);
    await db
      .updateTable('product')
      .set({ publish_at: inAnHour(), is_new: 1, is_featured: 1 })
      .where('id', '=', drop)
      .execute();
    await addPainting(db, { title: 'Day Print', original: false });
    const night = await addPainting(db, { title: 'Night Print', original: false, featured: true });
    await db.updateTable('painting').set({ publish_at: inAnHour() }).where('id', '=', night).execute();

    const visitor = new TestBrowser(app);
    const read = async () => ({
      product: (await trpc(visitor, 'catalogue.product', { id: drop })).statusCode,
      painting: (await trpc(visitor, 'catalogue.painting', { id: night })).statusCode,
      category: names(await data(visitor, 'catalogue.categoryPage', { category: 't-shirts' })),
      collection: names(await data(visitor, 'catalogue.collectionPage', { collection: 'night-market' })),
      newArrivals: names(await data(visitor, 'catalogue.categoryPage', { category: 'new-arrivals' })),
      bestSellers: (await data<Named[]>(visitor, 'catalogue.products', { filter: 'best-sellers' })).map((p) => p.name),
      featured: (await data<Named[]>(visitor, 'catalogue.products', { filter: 'featured' })).map((p) => p.name),
      gallery: names(await data(visitor, 'catalogue.paintingPage', { list: 'prints' })),
      count: (await data<{ product_count: number }[]>(visitor, 'catalogue.categories', undefined))[0]?.product_count,
    });

    expect(await read()).toEqual({
      product: 404,
      painting: 404,
      category: { items: ['Plain Tee'], total: 1 },
      collection: { items: ['Plain Tee'], total: 1 },
      newArrivals: { items: ['Plain Tee'], total: 1 },
      bestSellers: [],
      featured: [],
      gallery: { items: ['Day Print'], total: 1 },
      count: 1,
    });

    clock.advance(HOUR);
    expect(await read()).toEqual({
      product: 200,
      painting: 200,
      category: { items: ['Drop Tee', 'Plain Tee'], total: 2 },
      collection: { items: ['Drop Tee', 'Plain Tee'], total: 2 },
      newArrivals: { items: ['Drop Tee', 'Plain Tee'], total: 2 },
      bestSellers: ['Drop Tee'],
      featured: ['Drop Tee'],
      gallery: { items: ['Night Print', 'Day Print'], total: 2 },
      count: 2,
    });
  });

  it('refuse a painting to cart.add before its time: 404 when hidden, 409 naming the time when announced', async () => {
    const hidden = await addPainting(db, { title: 'Night Original' });
    const announced = await addPainting(db, { title: 'Dawn Original' });
    const at = inAnHour();
    await db.updateTable('painting').set({ publish_at: at }).where('id', '=', hidden).execute();
    await db.updateTable('painting').set({ publish_at: at, announce: 1 }).where('id', '=', announced).execute();
    const shopper = new TestBrowser(app);
    const cartId = randomUUID();
    const add = (productId: number) =>
      shopper.post('/trpc/cart.add', { cartId, productId, quantity: 1, size: '', color: '', item_type: 'painting' });

    const secret = await add(hidden);
    expect(secret.statusCode).toBe(404);
    expect(secret.body).not.toContain('Night Original');
    const early = await add(announced);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(`This item is not on sale yet: it goes on sale at ${at}.`);
    expect(await data(shopper, 'cart.get', { cartId })).toEqual([]);
    expect((await data<{ upcoming: boolean }>(shopper, 'catalogue.painting', { id: announced })).upcoming).toBe(true);

    clock.advance(HOUR);
    expect((await add(announced)).statusCode).toBe(200);
    expect((await add(hidden)).statusCode).toBe(200);
  });
});
