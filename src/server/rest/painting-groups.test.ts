import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCollection, addProduct } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Issue 39, item 4: categories and collections hold paintings too. `POST` / `PUT /api/paintings` take a category
 * and a collection by name, as a product's form does, and answer them; the search lists a category's paintings,
 * while `GET /api/products/category/…` still answers its products only, as documented.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const PRINT = { title: 'Salt Flats', price: 60, is_original: false, stock: 5 };
const titles = async (query: string) => {
  const res = await app.inject({ url: `/api/catalogue/search${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { title?: string; name?: string }[]).map((item) => item.title ?? item.name);
};

describe('a painting in a category and a collection', () => {
  it('is written by name and answered, listed by the category and collection search, not by the products call', async () => {
    await addCollection(db, 'Summer Light');
    await addProduct(db, { name: 'Tee' });
    const created = await admin.post('/api/paintings', {
      ...PRINT,
      category: 'Art Prints',
      collection: 'summer light',
    });
    expect(created.statusCode, created.body).toBe(201);
    const painting = created.json();
    expect({ category: painting.category, collection: painting.collection }).toEqual({
      category: 'Art Prints',
      collection: 'Summer Light',
    });
    const categories = (await app.inject({ url: '/api/categories' })).json() as { slug: string }[];
    expect(categories.map((c) => c.slug)).toContain('art-prints');

    expect(await titles('?category=art-prints')).toEqual(['Salt Flats']);
    expect(await titles('?collection=Summer%20Light')).toEqual(['Salt Flats']);
    const documented = await app.inject({ url: '/api/products/category/art-prints' });
    expect(documented.statusCode).toBe(200);
    expect(documented.json()).toEqual([]);
    const read = (await app.inject({ url: `/api/paintings/${painting.id}` })).json();
    expect({ category: read.category, collection: read.collection }).toEqual({
      category: 'Art Prints',
      collection: 'Summer Light',
    });

    // An update that names neither keeps both; null takes it out of one.
    const renamed = await admin.put(`/api/paintings/${painting.id}`, { title: 'Salt Flats II' });
    expect(renamed.json()).toMatchObject({ category: 'Art Prints', collection: 'Summer Light' });
    const moved = await admin.put(`/api/paintings/${painting.id}`, { collection: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ category: 'Art Prints', collection: null });
    expect(await titles('?collection=summer-light')).toEqual([]);
    expect(await titles('?category=art-prints')).toEqual(['Salt Flats II']);
  });

  it('refuses a collection that does not exist and a category with no letter or digit: 400, nothing written', async () => {
    const before = await db.selectFrom('painting').select('id').execute();
    const unknown = await admin.post('/api/paintings', { ...PRINT, collection: 'Nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Collection "Nowhere" does not exist', code: 'BAD_REQUEST' });
    const blank = await admin.post('/api/paintings', { ...PRINT, category: '!!!' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Category must contain a letter or a digit', code: 'BAD_REQUEST' });
    expect(await db.selectFrom('painting').select('id').execute()).toEqual(before);
    expect(await db.selectFrom('category').select('id').execute()).toEqual([]);
  });

  it('keeps a category that still holds a painting: deleting it is refused, saying so, and nothing changes', async () => {
    const { id } = (await admin.post('/api/categories', { name: 'Originals Wall' })).json();
    const painting = (await admin.post('/api/paintings', { ...PRINT, category: 'Originals Wall' })).json();
    await addProduct(db, { categoryId: id });
    const refused = await admin.delete(`/api/categories/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: '"Originals Wall" still has 1 product and 1 painting; move or delete them first',
      code: 'CONFLICT',
    });
    for (const p of (await admin.get('/api/products')).json()) await admin.delete(`/api/products/${p.id}`);
    expect((await admin.delete(`/api/categories/${id}`)).json()).toEqual({
      message: '"Originals Wall" still has 1 painting; move or delete it first',
      code: 'CONFLICT',
    });
    expect((await app.inject({ url: `/api/paintings/${painting.id}` })).json().category).toBe('Originals Wall');
    await admin.delete(`/api/paintings/${painting.id}`);
    expect((await admin.delete(`/api/categories/${id}`)).json()).toEqual({ success: true, id });
  });
});
