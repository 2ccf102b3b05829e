import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { jsonSerialisations } from '../http/json-answer.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { signedInAdmin, useTestApp } from '../testing/helpers.js';

/**
 * The storefront lists paged in SQL (`catalogue.categoryPage`, `collectionPage`, `paintingPage`), through the app
 * as the screens call them, and the documented full arrays beside them.
 */
let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

const query = (procedure: string, input: Record<string, unknown>) =>
  app.inject({ url: `/trpc/catalogue.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}` });

async function page(procedure: string, input: Record<string, unknown>) {
  const res = await query(procedure, input);
  expect(res.statusCode, res.body).toBe(200);
  const { items, ...rest } = res.json().result.data as {
    items: { name?: string; title?: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
  return { names: items.map((item) => item.name ?? item.title), ...rest };
}

/** Five tees: two new, one over $150 and one over $1,000 ('All Prices' stops at $1,000, as it always has). */
async function tees() {
  const category = await addCategory(db, 'T-Shirts');
  const collection = await addCollection(db, 'Vintage');
  const tee = (name: string, dollars: number, day: number, isNew = false) =>
    addProduct(db, {
      name,
      priceCents: Math.round(dollars * 100),
      isNew,
      categoryId: category,
      collectionId: collection,
      createdAt: `2026-01-0${day}T00:00:00.000Z`,
    });
  await tee('Bravo', 50, 1);
  await tee('alpha', 42, 2, true);
  await tee('Delta', 150.01, 4);
  await tee('Charlie', 100, 3, true);
  await tee('Echo', 1200, 5);
}

describe('a category page, filtered, sorted and paged in SQL', () => {
  it('filters by price range with inclusive bounds', async () => {
    await tees();
    const names = async (price: string) => (await page('categoryPage', { category: 't-shirts', price })).names;
    expect(await names('under-50')).toEqual(['alpha', 'Bravo']);
    expect(await names('50-100')).toEqual(['Charlie', 'Bravo']);
    expect(await names('100-150')).toEqual(['Charlie']);
    expect(await names('over-150')).toEqual(['Delta']);
    expect(await names('all')).toEqual(['Charlie', 'alpha', 'Delta', 'Bravo']);
  });

  it('sorts newest (new items first), by price both ways and alphabetically ignoring case', async () => {
    await tees();
    const names = async (sort: string) => (await page('categoryPage', { category: 'T-Shirts', sort })).names;
    expect(await names('newest')).toEqual(['Charlie', 'alpha', 'Delta', 'Bravo']);
    expect(await names('price-asc')).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names('price-desc')).toEqual(['Delta', 'Charlie', 'Bravo', 'alpha']);
    expect(await names('alphabetical')).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('answers one page with the total, clamps a page past the end, and pages by the productsPerPage setting', async () => {
    await tees();
    const input = { category: 'all', sort: 'alphabetical', pageSize: 3 };
    expect(await page('categoryPage', input)).toEqual({
      names: ['alpha', 'Bravo', 'Charlie'],
      total: 4,
      page: 1,
      pageSize: 3,
    });
    expect(await page('categoryPage', { ...input, page: 2 })).toMatchObject({ names: ['Delta'], page: 2 });
    expect(await page('categoryPage', { ...input, page: 99_999 })).toMatchObject({ names: ['Delta'], page: 2 });
    expect(await page('categoryPage', { category: 'all' })).toMatchObject({ total: 4, pageSize: 9 });
    await db
      .insertInto('site_setting')
      .values({ key: 'productsPerPage', value: '3', updated_at: new Date().toISOString() })
      .execute();
    expect(await page('categoryPage', { category: 'all', page: 2 })).toMatchObject({ page: 2, pageSize: 3 });
    expect(await page('categoryPage', { category: 'new-arrivals' })).toMatchObject({ names: ['Charlie', 'alpha'] });
  });

  it('has nothing for an unknown category or collection', async () => {
    await tees();
    expect(await page('categoryPage', { category: 'capes' })).toEqual({ names: [], total: 0, page: 1, pageSize: 9 });
    expect(await page('collectionPage', { collection: 'nope', page: 3 })).toMatchObject({ total: 0, page: 1 });
  });

  it("pages a collection's products by the same filters and sorts", async () => {
    await tees();
    const input = { collection: 'vintage', sort: 'price-desc', price: '50-100' };
    expect(await page('collectionPage', input)).toMatchObject({ names: ['Charlie', 'Bravo'], total: 2 });
  });

  it('answers 400, never 500, for a page, size, sort or filter it cannot read', async () => {
    await tees();
    for (const input of [
      { category: 'all', page: 0 },
      { category: 'all', page: 1e9 },
      { category: 'all', page: 1.5 },
      { category: 'all', page: 'x' },
      { category: 'all', pageSize: 1e6 },
      { category: 'all', pageSize: 0 },
      { category: 'all', sort: 'random' },
      { category: 'all', sort: { $gt: '' } },
      { category: 'all', price: 'cheap' },
      { category: '' },
      { category: 'x'.repeat(5000) },
    ]) {
      const res = await query('categoryPage', input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    expect((await query('paintingPage', { list: 'all', page: 1e9 })).statusCode).toBe(400);
    expect((await query('paintingPage', { list: 'sculptures' })).statusCode).toBe(400);
  });
});

describe('the paintings gallery, paged in SQL', () => {
  it('pages a tab newest first, 24 to a page unless asked otherwise', async () => {
    for (const title of ['One', 'Two', 'Three']) await addPainting(db, { title, original: true });
    for (const title of ['Print A', 'Print B']) await addPainting(db, { title, original: false });
    expect(await page('paintingPage', {})).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(await page('paintingPage', { list: 'originals', pageSize: 2 })).toEqual({
      names: ['Three', 'Two'],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect(await page('paintingPage', { list: 'originals', pageSize: 2, page: 2 })).toMatchObject({ names: ['One'] });
    expect(await page('paintingPage', { list: 'prints' })).toMatchObject({ names: ['Print B', 'Print A'] });
  });
});

describe('the documented full arrays', () => {
  it('serialise GET /api/products and /api/paintings once per catalogue version; an admin edit makes a new one', async () => {
    await tees();
    await addPainting(db, { title: 'Tidal Drift' });
    const before = jsonSerialisations();
    const first = await app.inject({ url: '/api/products' });
    const again = await app.inject({ url: '/api/products?utm_source=x' });
    const together = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/api/paintings' })));
    expect(jsonSerialisations() - before).toBe(2);
    expect(first.json().map((p: { name: string }) => p.name)).toHaveLength(5);
    expect(again.body).toBe(first.body);
    expect(together.map((res) => res.json()[0].title)).toEqual(['Tidal Drift', 'Tidal Drift', 'Tidal Drift']);

    const { admin } = await signedInAdmin(app, db);
    const id = first.json()[0].id;
    expect((await admin.put(`/api/products/${id}`, { price: 41 })).statusCode).toBe(200);
    const edited = await app.inject({ url: '/api/products' });
    expect(jsonSerialisations() - before).toBe(3);
    expect(edited.json().find((p: { id: number }) => p.id === id).price).toBe(41);
  });
});
