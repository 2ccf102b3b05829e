import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addProducts } from '../testing/fixtures.js';
import { renderingApp, testDb } from '../testing/helpers.js';

/**
 * A category of 2,000 products, rendered by the client's real server entry: the page carries one page of them
 * (the list is paged in SQL), so its HTML does not grow with the catalogue.
 */
const PRODUCTS = 2_000;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await testDb();
  const tees = await addCategory(db, 'T-Shirts');
  await addProducts(db, PRODUCTS, (i) => ({
    name: `Seeded Tee ${String(i).padStart(4, '0')}`,
    categoryId: tees,
    priceCents: 2_000 + (i % 150) * 100,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
  app = await renderingApp(db);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

const namedProducts = (html: string) => new Set(html.match(/Seeded Tee \d{4}/g)).size;

describe('a category page of a 2,000-product catalogue', () => {
  it.each([
    ['/category/t-shirts', 'Seeded Tee 1999'],
    ['/category/all?sort=price-asc&page=3', undefined],
  ])('%s: its HTML is small and names one page of products', async (url, first) => {
    const started = performance.now();
    const res = await app.inject({ url });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const kib = Buffer.byteLength(res.body) / 1024;
    console.info(`${url}: ${kib.toFixed(1)} KiB in ${ms.toFixed(0)} ms`);
    expect(kib).toBeLessThan(150);
    expect(namedProducts(res.body)).toBe(9);
    if (first) expect(res.body).toContain(first);
  });
});
