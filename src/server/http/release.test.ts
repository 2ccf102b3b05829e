import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest } from '../../client/entry-server.js';
import { buildApp } from '../app.js';
import { createDb, type Db } from '../db/index.js';
import { addCategory, addProduct } from '../testing/fixtures.js';
import { manualClock, signedInAdmin, TestBrowser, testConfig, testDb } from '../testing/helpers.js';
import { freshPostgresDatabase, postgresTestServer } from '../testing/postgres.js';
import { startCheckoutOverApi } from '../testing/shoppers.js';
import type { PageRendering } from './pages.js';

/**
 * A release ("drop", domain/catalogue/release.ts) through the real app: the documented API, the cart, the
 * checkout, search, the sitemap and the server-rendered pages (the client's own server entry), on a clock the test
 * moves. Every read is made once before the time so the caches hold the answer without the item: the release must
 * turn them by itself, with no admin edit.
 */
let client: Pick<PageRendering, 'render' | 'pageKey'>;
beforeAll(async () => {
  client = await import('../../client/entry-server.js');
}, 60_000);

const T0 = '2026-11-24T10:00:00.000Z';
const IN_AN_HOUR = '2026-11-24T11:00:00.000Z';
const HOUR = 3_600_000;

let shop: { app: FastifyInstance; db: Db } | undefined;
afterEach(async () => {
  await shop?.app.close();
  await shop?.db.destroy();
  shop = undefined;
});

async function releasingShop() {
  const db = await testDb();
  const clock = manualClock(T0);
  const app = await buildApp({
    db,
    config: testConfig(),
    clock: clock.now,
    logger: false,
    render: {
      render: (request: RenderRequest) => client.render(request),
      pageKey: client.pageKey,
      manifest: { routes: { __root__: {} } },
      pageStyles: {},
    },
  });
  shop = { app, db };
  const { admin } = await signedInAdmin(app, db);
  return { app, db, clock, admin, shopper: new TestBrowser(app, '198.51.100.7') };
}

const names = (list: { name?: string; title?: string }[]) => list.map((i) => i.name ?? i.title);

/** Everything a shopper (or a crawler, or another client of the API) can read that could name the product. */
async function storefront(shopper: TestBrowser, id: number) {
  const [all, featured, category, single, categories, search, sitemap, listPage, productPage] = await Promise.all([
    shopper.get('/api/products'),
    shopper.get('/api/products/featured'),
    shopper.get('/api/products/category/t-shirts'),
    shopper.get(`/api/products/${id}`),
    shopper.get('/api/categories'),
    shopper.get('/api/search?q=drop'),
    shopper.get('/sitemap.xml'),
    shopper.get('/category/t-shirts'),
    shopper.get(`/product/${id}`),
  ]);
  return {
    all: names(all.json()),
    featured: names(featured.json()),
    category: names(category.json()),
    single: single.statusCode,
    count: categories.json()[0].product_count as number,
    search: names(search.json()),
    sitemap: sitemap.body.includes(`/product/${id}<`),
    listPage: listPage.body.includes('Drop Tee'),
    productPage: productPage.statusCode,
  };
}

describe('a scheduled product', () => {
  it('is absent from every list, page, search, sitemap and API answer before its time, and everywhere at it', async () => {
    const { db, clock, admin, shopper } = await releasingShop();
    await addCategory(db, 'T-Shirts');
    await addProduct(db, { name: 'Plain Tee', categoryId: 1, isFeatured: true });
    const created = await admin.post('/api/products', {
      name: 'Drop Tee',
      price: 50,
      category: 'T-Shirts',
      isFeatured: true,
      publishAt: '2026-11-24T12:00:00+01:00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ publishAt: IN_AN_HOUR, announce: false, upcoming: true });
    const id = created.json().id as number;
    expect(names((await admin.get('/api/admin/products?sort=name')).json().items)).toEqual(['Drop Tee', 'Plain Tee']);

    const before = await storefront(shopper, id);
    expect(before).toEqual({
      all: ['Plain Tee'],
      featured: ['Plain Tee'],
      category: ['Plain Tee'],
      single: 404,
      count: 1,
      search: [],
      sitemap: false,
      listPage: false,
      productPage: 404,
    });
    // Still absent a millisecond before, from the caches that now hold the answers above.
    clock.advance(HOUR - 1);
    expect(await storefront(shopper, id)).toEqual(before);

    clock.advance(1);
    expect(await storefront(shopper, id)).toEqual({
      all: ['Drop Tee', 'Plain Tee'],
      featured: ['Drop Tee', 'Plain Tee'],
      category: ['Drop Tee', 'Plain Tee'],
      single: 200,
      count: 2,
      search: ['Drop Tee'],
      sitemap: true,
      listPage: true,
      productPage: 200,
    });
    expect((await shopper.get(`/api/products/${id}`)).json()).toMatchObject({ upcoming: false });
  });

  it('cannot be put in a cart before its time, even by a guessed id: 404 when hidden, 409 naming the time when announced', async () => {
    const { clock, admin, shopper } = await releasingShop();
    const hidden = (await admin.post('/api/products', { name: 'Secret Tee', price: 50, publishAt: IN_AN_HOUR })).json();
    const announced = (
      await admin.post('/api/products', { name: 'Drop Tee', price: 50, publishAt: IN_AN_HOUR, announce: true })
    ).json();
    const cartId = randomUUID();
    const add = (productId: number) =>
      shopper.post('/api/cart', { cartId, productId, quantity: 1, size: 'M', color: '', item_type: 'product' });

    const secret = await add(hidden.id);
    expect(secret.statusCode).toBe(404);
    expect(secret.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    const early = await add(announced.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: `This item is not on sale yet: it goes on sale at ${IN_AN_HOUR}.`,
      code: 'CONFLICT',
    });
    expect((await shopper.get(`/api/cart/${cartId}`)).json()).toEqual([]);

    // The announced page may be shared in advance: the API answers it, marked upcoming; the hidden one is 404.
    expect((await shopper.get(`/api/products/${announced.id}`)).json()).toMatchObject({
      name: 'Drop Tee',
      publishAt: IN_AN_HOUR,
      announce: true,
      upcoming: true,
    });
    const page = await shopper.get(`/product/${announced.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="upcoming-release"');
    expect(page.body).toContain('https://schema.org/OutOfStock');
    expect(page.body).not.toContain('Add to Cart');
    expect((await shopper.get(`/api/products/${hidden.id}`)).statusCode).toBe(404);
    expect(names((await shopper.get('/api/products')).json())).toEqual([]);

    clock.advance(HOUR);
    const live = await shopper.get(`/product/${announced.id}`);
    expect(live.body).toContain('Add to Cart');
    expect(live.body).not.toContain('data-testid="upcoming-release"');
    expect((await add(announced.id)).statusCode).toBe(201);
    expect((await add(hidden.id)).statusCode).toBe(201);
  });

  it('in a cart from before it was rescheduled is refused at checkout (409), and sells once released', async () => {
    const { db, clock, admin, shopper } = await releasingShop();
    const id = await addProduct(db, { name: 'Drop Tee', sizes: [], colors: [] });
    await shopper.post('/api/register', { username: 'early', email: 'early@example.com', password: 'secret1' });
    const cartId = randomUUID();
    const line = { cartId, productId: id, quantity: 1, size: '', color: '', item_type: 'product' };
    expect((await shopper.post('/api/cart', line)).statusCode).toBe(201);
    expect((await admin.put(`/api/products/${id}`, { publishAt: IN_AN_HOUR, announce: true })).json()).toMatchObject({
      upcoming: true,
    });

    const checkout = () => startCheckoutOverApi(shopper, cartId, 'early@example.com');
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Drop Tee is not on sale yet: it goes on sale at ${IN_AN_HOUR}.`);
    expect((await shopper.get(`/api/cart/${cartId}`)).json()).toMatchObject([{ issue: 'unavailable' }]);

    clock.advance(HOUR);
    expect((await checkout()).statusCode).toBe(200);
  });
});

describe('a scheduled painting', () => {
  it('takes publish_at (or publishAt) from the documented form; the admin lists it with its time, the shop not', async () => {
    const { clock, admin, shopper } = await releasingShop();
    const created = await admin.post('/api/paintings', { title: 'Night Drop', price: 900, publishAt: IN_AN_HOUR });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ publish_at: IN_AN_HOUR, announce: false, upcoming: true });
    const id = created.json().id as number;
    expect((await shopper.get('/api/paintings')).json()).toEqual([]);
    expect((await shopper.get(`/api/paintings/${id}`)).statusCode).toBe(404);
    expect((await shopper.get(`/paintings/${id}`)).statusCode).toBe(404);
    const scheduled = await admin.get('/trpc/admin.paintings.unreleased');
    expect(names(scheduled.json().result.data)).toEqual(['Night Drop']);
    expect(names((await admin.get('/api/admin/paintings')).json().items)).toEqual(['Night Drop']);
    expect((await shopper.get('/trpc/admin.paintings.unreleased')).statusCode).toBe(401);

    const edited = await admin.put(`/api/paintings/${id}`, { publish_at: null });
    expect(edited.json()).toMatchObject({ publish_at: null, upcoming: false });
    expect(names((await shopper.get('/api/paintings')).json())).toEqual(['Night Drop']);
    await admin.put(`/api/paintings/${id}`, { publish_at: IN_AN_HOUR });
    expect(names((await shopper.get('/api/paintings')).json())).toEqual([]);
    clock.advance(HOUR);
    expect(names((await shopper.get('/api/paintings')).json())).toEqual(['Night Drop']);
    expect((await admin.get('/trpc/admin.paintings.unreleased')).json().result.data).toEqual([]);
  });

  it('refuses a release time without its zone, or not a time', async () => {
    const { admin } = await releasingShop();
    for (const publishAt of ['2026-12-01T18:00', 'tomorrow', 12]) {
      const res = await admin.post('/api/products', { name: 'X', price: 1, publishAt });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });
});

/** Two shops over one PostgreSQL database (two processes: each its own pool and polled version); `npm run test:pg`. */
const pg = postgresTestServer();

describe.skipIf(!pg)('a release on two shop processes sharing one PostgreSQL database', () => {
  it('turns both processes’ cached answers at the time, not at their next poll', async () => {
    if (!pg) return;
    const database = await freshPostgresDatabase(pg);
    const dbs = [createDb(database.url), createDb(database.url)];
    // Scheduled before the processes start, so each one's first poll knows it (a schedule written by another
    // process reaches a process at its next poll, within about a second: long before any real release).
    const id = await addProduct(dbs[0] as Db, { name: 'Drop Tee' });
    await (dbs[0] as Db).updateTable('product').set({ publish_at: IN_AN_HOUR }).where('id', '=', id).execute();
    const clock = manualClock(T0);
    const apps = await Promise.all(
      dbs.map((db) => buildApp({ db, config: testConfig(), clock: clock.now, logger: false })),
    );
    try {
      const lists = () =>
        Promise.all(apps.map(async (app) => names((await app.inject({ url: '/api/products' })).json())));
      expect(await lists()).toEqual([[], []]);
      expect(await lists()).toEqual([[], []]); // now from each process's cache
      clock.advance(HOUR);
      expect(await lists()).toEqual([['Drop Tee'], ['Drop Tee']]);
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.destroy();
      await database.drop();
    }
  });
});
