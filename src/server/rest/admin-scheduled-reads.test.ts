import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Issue 44, item 7: the documented catalogue reads the admin screens are built on answer the owner her scheduled
 * items with their release time, while every shopper's and visitor's answer stays the storefront's. Those reads
 * are cached: an admin's answer must never reach a shopper from the cache, nor a shopper's the admin; checked
 * through Fastify (`app.inject`) and over a real connection (the exact URLs are answered before Fastify routes).
 */
const T0 = '2026-11-24T10:00:00.000Z';
const HOUR = 3_600_000;
const clock = manualClock(T0);

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, clock: () => clock.now() }, (shop) => ({ app, db, admin } = shop));

const LATER = new Date(Date.parse(T0) + HOUR).toISOString();

/** A released product and painting, and a scheduled (hidden) one of each. */
async function catalogue() {
  const shown = await addProduct(db, { name: 'Live Tee' });
  const hidden = await addProduct(db, { name: 'Secret Drop' });
  const painting = await addPainting(db, { title: 'Live Canvas' });
  const hiddenPainting = await addPainting(db, { title: 'Night Print', original: false });
  await db.updateTable('product').set({ publish_at: LATER }).where('id', '=', hidden).execute();
  await db.updateTable('painting').set({ publish_at: LATER }).where('id', '=', hiddenPainting).execute();
  return { shown, hidden, painting, hiddenPainting };
}

async function customer(name: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' });
  return browser;
}

const names = (list: { name?: string; title?: string }[]) => list.map((i) => i.name ?? i.title).sort();

describe('the documented catalogue reads, asked by the admin (issue 44.7)', () => {
  it('answer her scheduled products and paintings with their release time; shoppers and visitors as before', async () => {
    const ids = await catalogue();
    const visitor = new TestBrowser(app);
    const ann = await customer('ann');
    // A shopper first, so the shopper's answers are in the cache when the admin asks.
    for (let round = 0; round < 2; round++) {
      for (const shopper of [visitor, ann]) {
        expect(names((await shopper.get('/api/products')).json())).toEqual(['Live Tee']);
        expect(names((await shopper.get('/api/paintings')).json())).toEqual(['Live Canvas']);
        expect((await shopper.get(`/api/products/${ids.hidden}`)).statusCode).toBe(404);
        expect((await shopper.get(`/api/paintings/${ids.hiddenPainting}`)).statusCode).toBe(404);
      }
      const products = await admin.get('/api/products');
      expect(products.statusCode).toBe(200);
      expect(products.headers['cache-control']).toBe('no-store');
      expect(names(products.json())).toEqual(['Live Tee', 'Secret Drop']);
      const secret = products.json().find((p: { id: number }) => p.id === ids.hidden);
      expect(secret).toMatchObject({ publishAt: LATER, upcoming: true });
      expect(names((await admin.get('/api/paintings')).json())).toEqual(['Live Canvas', 'Night Print']);
      const one = await admin.get(`/api/products/${ids.hidden}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: ids.hidden, name: 'Secret Drop', publishAt: LATER });
      const painting = await admin.get(`/api/paintings/${ids.hiddenPainting}`);
      expect(painting.statusCode).toBe(200);
      expect(painting.json()).toMatchObject({ id: ids.hiddenPainting, title: 'Night Print', publish_at: LATER });
      expect((await admin.get(`/api/products/${ids.shown}`)).json().publishAt).toBeNull();
    }
    // Released at its time: everyone sees it.
    clock.advance(HOUR);
    expect(names((await visitor.get('/api/products')).json())).toEqual(['Live Tee', 'Secret Drop']);
    clock.advance(-HOUR);
  });

  it('never serves one audience the other’s answer over a real connection (the early, cached path)', async () => {
    const ids = await catalogue();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const get = (path: string, cookie?: string) => fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
    const ann = await customer('bea');
    for (const path of ['/api/products', '/api/paintings']) {
      // The admin first this time: her answer must not be what the cache keeps for the next visitor.
      const mine = await get(path, admin.cookie);
      expect(mine.headers.get('cache-control')).toBe('no-store');
      expect(((await mine.json()) as unknown[]).length).toBe(2);
      for (const cookie of [undefined, ann.cookie, 'wbs_session=forged', 'wbs_session=%E0%A4%A']) {
        const theirs = await get(path, cookie);
        expect(theirs.status).toBe(200);
        expect(((await theirs.json()) as unknown[]).length, `${path} ${cookie}`).toBe(1);
      }
      // A shopper's cached answer, its ETag held by the admin's browser, is not what she is sent (no 304 either).
      const etag = (await get(path)).headers.get('etag') ?? '';
      const again = await fetch(`${url}${path}`, { headers: { cookie: admin.cookie, 'if-none-match': etag } });
      expect(again.status).toBe(200);
      expect(((await again.json()) as unknown[]).length).toBe(2);
    }
    expect((await get(`/api/products/${ids.hidden}`)).status).toBe(404);
    expect((await get(`/api/products/${ids.hidden}`, admin.cookie)).status).toBe(200);
    expect((await get(`/api/products/${ids.hidden}`)).status).toBe(404);
    expect((await get(`/api/paintings/${ids.hiddenPainting}`, ann.cookie)).status).toBe(404);
  });

  it('refuses the admin procedures themselves to a customer and a visitor', async () => {
    const ann = await customer('cy');
    for (const browser of [new TestBrowser(app), ann]) {
      const res = await browser.get('/trpc/admin.products.catalogue');
      expect([401, 403]).toContain(res.statusCode);
    }
  });
});
