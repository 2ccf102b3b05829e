import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addProduct, setSizePrice } from '../testing/fixtures.js';
import { useTestApp } from '../testing/helpers.js';

/**
 * The documented lists that filter by price (`GET /api/products/category/{category}?price=`, the collection's, and
 * the paged `catalogue.categoryPage` / `collectionPage`) price a product as `GET /api/catalogue/search` does: by its
 * variants, each at its own price, else the product's (`PRICED_ROW`).
 */
let app: FastifyInstance;
let db: Db;
useTestApp({ perFile: true }, (shop) => ({ app, db } = shop));

const names = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string }[]).map((p) => p.name).sort();
};
const page = async (procedure: string, input: Record<string, unknown>) => {
  const res = await app.inject({
    url: `/trpc/catalogue.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.data.items as { name: string }[]).map((p) => p.name).sort();
};

describe('a variant’s own price in the documented product lists', () => {
  let tee: number;
  beforeAll(async () => {
    const category = await addCategory(db, 'T-Shirts');
    const collectionId = await addCollection(db, 'Vintage');
    // The Acid Wash Tee is $42, but its L costs $60: under $50 and between $50 and $100.
    tee = await addProduct(db, {
      name: 'Acid Wash Tee',
      priceCents: 4_200,
      sizes: ['M', 'L'],
      colors: ['Black'],
      categoryId: category,
      collectionId,
    });
    await setSizePrice(db, tee, 'L', 6_000);
    await addProduct(db, { name: 'Plain Tee', priceCents: 3_000, sizes: ['L'], categoryId: category, collectionId });
    // $120, every variant at its price: never between $50 and $100.
    await addProduct(db, { name: 'Heavy Tee', priceCents: 12_000, sizes: ['M'], categoryId: category, collectionId });
  });

  it('GET /api/products/category/{category}?price= lists a product one of whose variants costs the range', async () => {
    expect(await names('/api/products/category/t-shirts?price=50-100')).toEqual(['Acid Wash Tee']);
    expect(await names('/api/products/category/t-shirts?price=under-50')).toEqual(['Acid Wash Tee', 'Plain Tee']);
    expect(await names('/api/products/category/t-shirts?price=100-150')).toEqual(['Heavy Tee']);
    expect(await names('/api/products/category/t-shirts')).toEqual(['Acid Wash Tee', 'Heavy Tee', 'Plain Tee']);
    // The lists a category URL names take it too.
    expect(await names('/api/products/category/all?price=50-100')).toEqual(['Acid Wash Tee']);
  });

  it('GET /api/products/collection/{collection}?price= and the paged lists read the same price', async () => {
    expect(await names('/api/products/collection/vintage?price=50-100')).toEqual(['Acid Wash Tee']);
    expect(await page('categoryPage', { category: 't-shirts', price: '50-100' })).toEqual(['Acid Wash Tee']);
    expect(await page('collectionPage', { collection: 'vintage', price: 'over-150' })).toEqual([]);
  });

  it('follows the variant back to the product’s price', async () => {
    await db.updateTable('product_variant').set({ price_cents: null }).where('product_id', '=', tee).execute();
    expect(await names('/api/products/category/t-shirts?price=50-100')).toEqual([]);
    await setSizePrice(db, tee, 'L', 6_000);
  });

  it('refuses an unknown range with a 400 naming it', async () => {
    for (const url of ['/api/products/category/t-shirts?price=cheap', '/api/products/collection/vintage?price=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('Unknown price range');
    }
  });
});
