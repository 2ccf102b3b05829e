import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addProducts } from '../testing/fixtures.js';
import { renderingApp, testDb } from '../testing/helpers.js';

/**
 * 2,000 uploads, each the picture of one of 2,000 products, rendered by the client's real server entry: a page
 * carries the image sets of the pictures it shows, not of every upload, so its HTML does not grow with the media
 * library (before: every page carried every set, ~300 bytes each).
 */
const PRODUCTS = 2_000;
/** Upload names as the media pipeline makes them (`randomUUID()`), here numbered by product. */
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const name = (i: number) => `Seeded Tee ${String(i).padStart(4, '0')}`;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await testDb();
  const tees = await addCategory(db, 'T-Shirts');
  const ids = await addProducts(db, PRODUCTS, (i) => ({
    name: name(i),
    categoryId: tees,
    isNew: i % 200 === 0,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < PRODUCTS; i += 500) {
      const rows = Array.from({ length: Math.min(500, PRODUCTS - i) }, (_, k) => {
        const base = uuid(i + k);
        // What `saveUpload` (domain/media.ts) writes for a 1200 × 1500 picture: the WebP and its smaller widths.
        const variants = [400, 800].map((width) => ({ width, file: `${base}-${width}.webp` }));
        return {
          filename: `${base}.webp`,
          original_name: `tee-${i + k}.jpg`,
          mime: 'image/webp',
          width: 1200,
          height: 1500,
          size_bytes: 150_000,
          variants: JSON.stringify(variants),
          alt: name(i + k),
        };
      });
      await trx.insertInto('media').values(rows).execute();
    }
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('product')
        .set({ image_url: `/uploads/${uuid(i)}.webp` })
        .where('id', '=', id)
        .execute();
    }
  });
  app = await renderingApp(db);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

/** The products a page names (its cards and its dehydrated data), by number. */
const namedProducts = (html: string) => new Set([...html.matchAll(/Seeded Tee (\d{4})/g)].map((m) => Number(m[1])));
/** The uploads whose image set the page carries: a set names the upload's smaller copies, which nothing else does. */
const setsCarried = (html: string) =>
  new Set([...html.matchAll(/\/uploads\/00000000-0000-4000-8000-(\d{12})-400\.webp/g)].map((m) => Number(m[1])));

describe('the image sets of a page when the shop has 2,000 uploads', () => {
  it.each([
    ['/category/t-shirts', 9],
    ['/', 8],
  ])('%s: its HTML is small and carries the sets of its own products only', async (url, shown) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const kib = Buffer.byteLength(res.body) / 1024;
    console.info(`${url} with ${PRODUCTS} uploads: ${kib.toFixed(1)} KiB`);
    expect(kib).toBeLessThan(150);
    const carried = setsCarried(res.body);
    const named = namedProducts(res.body);
    expect(carried.size).toBeGreaterThanOrEqual(Math.min(shown, named.size));
    expect(carried.size).toBeLessThanOrEqual(named.size);
    for (const i of carried) expect(named.has(i), `the set of ${name(i)}, not on the page`).toBe(true);
  });
});
