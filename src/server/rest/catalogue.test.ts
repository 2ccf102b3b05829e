import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { TEST_ADDRESS } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('catalogue reads over REST', () => {
  it('answers the documented product lists', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    const vintage = await addCollection(db, 'Vintage', true);
    const id = await addProduct(db, { categoryId: tees, collectionId: vintage, isNew: true, isFeatured: true });
    for (const url of [
      '/api/products',
      '/api/products/new-arrivals',
      '/api/products/featured',
      '/api/products/category/t-shirts',
      '/api/products/collection/vintage',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(
        res.json().map((p: { id: number }) => p.id),
        url,
      ).toEqual([id]);
    }
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({ id, category: 'T-Shirts', price: 45 });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one, never 500', async () => {
    expect((await get('/api/products/9999')).statusCode).toBe(404);
    expect((await get('/api/products/9999')).json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    for (const url of ['/api/products/abc', '/api/paintings/abc', '/api/products/1.5', '/api/paintings/-1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect((await get('/api/paintings/9999')).json()).toEqual({ message: 'Painting not found', code: 'NOT_FOUND' });
    expect((await get('/api/collections/nope')).statusCode).toBe(404);
  });

  it('answers null, not a 404, while no collection is featured (the empty shop home page asks for it)', async () => {
    const res = await get('/api/collections/featured');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('answers categories with product_count and collections with the featured one', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    await addProduct(db, { categoryId: tees });
    await addCollection(db, 'Desert Bloom', true);
    expect((await get('/api/categories')).json()).toEqual([
      expect.objectContaining({ id: tees, name: 'T-Shirts', product_count: 1, imageUrl: expect.any(String) }),
    ]);
    expect((await get('/api/collections')).json()).toEqual([
      expect.objectContaining({ name: 'Desert Bloom', featured: true, description: expect.any(String) }),
    ]);
    expect((await get('/api/collections/featured')).json()).toMatchObject({ name: 'Desert Bloom' });
    expect((await get('/api/collections/desert-bloom')).json()).toMatchObject({ name: 'Desert Bloom' });
  });

  it('answers the painting lists', async () => {
    const original = await addPainting(db, { featured: true });
    const print = await addPainting(db, { original: false, sizes: [{ width: 8, height: 10, priceCents: 4000 }] });
    const ids = async (url: string) => (await get(url)).json().map((p: { id: number }) => p.id);
    expect((await ids('/api/paintings')).sort()).toEqual([original, print].sort());
    expect(await ids('/api/paintings/featured')).toEqual([original]);
    expect(await ids('/api/paintings/original')).toEqual([original]);
    expect(await ids('/api/paintings/originals')).toEqual([original]);
    expect(await ids('/api/paintings/prints')).toEqual([print]);
    expect((await get(`/api/paintings/${print}`)).json()).toMatchObject({
      is_original: false,
      available_sizes: [{ width: 8, height: 10, unit: 'in', price: 40 }],
    });
  });

  it('answers every setting with its default filled in', async () => {
    const settings = (await get('/api/site-settings')).json();
    expect(settings).toMatchObject({
      heroTitle: 'WILD BLEACH STUDIO',
      heroSubtitle: 'Minimal. Timeless. Unique.',
      primaryColor: '#BF8F52',
      productsPerRow: 4,
      productsPerPage: 9,
      currencySymbol: '$',
      notificationPosition: 'bottom-right',
      showHero: true,
    });
  });
});

describe('the catalogue read cache', () => {
  it('answers 304 for a matching ETag and a new ETag after any write', async () => {
    const id = await addProduct(db, { name: 'Before' });
    const first = await get('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await db.updateTable('product').set({ name: 'After' }).where('id', '=', id).execute();
    const changed = await get('/api/products', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0].name).toBe('After');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sees stock change through the inventory ledger', async () => {
    const id = await addProduct(db, { stock: 3 });
    expect((await get(`/api/products/${id}`)).json().stock).toBe(3);
    await db.updateTable('inventory_item').set({ quantity: 1 }).where('product_id', '=', id).execute();
    expect((await get(`/api/products/${id}`)).json().stock).toBe(1);
  });
});

describe('a held original in the catalogue', () => {
  it('reads reserved (not sold, not in stock) while another checkout holds it, and in stock once released', async () => {
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    const before = (await get(`/api/paintings/${painting}`)).json();
    expect(before).toMatchObject({ in_stock: true, is_sold: false, is_reserved: false });

    const holder = new TestBrowser(app);
    await holder.post('/api/register', { username: 'holder', email: 'holder@example.com', password: 'secret1' });
    const cartId = randomUUID();
    await holder.post('/api/cart', { cartId, productId: painting, item_type: 'painting' });
    const started = await holder.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'us standard',
      shippingAddress: TEST_ADDRESS,
    });
    expect(started.statusCode).toBe(200);

    const held = (await get(`/api/paintings/${painting}`)).json();
    expect(held).toMatchObject({ in_stock: false, is_sold: false, is_reserved: true });
    expect((await get('/api/paintings/originals')).json()[0]).toMatchObject({ id: painting, is_reserved: true });

    await db.updateTable('stock_hold').set({ status: 'released' }).execute();
    expect((await get(`/api/paintings/${painting}`)).json()).toMatchObject({ in_stock: true, is_reserved: false });
  });

  it('is never reserved once sold', async () => {
    const painting = await addPainting(db, { title: 'Night Garden' });
    await db.updateTable('painting').set({ is_sold: 1 }).where('id', '=', painting).execute();
    expect((await get(`/api/paintings/${painting}`)).json()).toMatchObject({ is_sold: true, is_reserved: false });
  });
});
