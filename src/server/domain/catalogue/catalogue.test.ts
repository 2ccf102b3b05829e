import { describe, expect, it } from 'vitest';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { changeStock } from '../stock/ledger.js';
import { getCollection, getFeaturedCollection, listCategories, listCollections } from './groups.js';
import { getPainting, listPaintings } from './paintings.js';
import { getProduct, listProducts, productsByCategory, productsByCollection } from './products.js';

let db: Db;
const now = () => new Date().toISOString();
const clock = () => new Date();
useTestDb((deps) => ({ db } = deps));

const itemOf = async (paintingId: number) =>
  (await db.selectFrom('inventory_item').select('id').where('painting_id', '=', paintingId).executeTakeFirstOrThrow())
    .id;

describe('products', () => {
  it('answers the spec fields with dollars, lists and the stock from inventory', async () => {
    const tees = await addCategory(db, 'T-Shirts');
    const vintage = await addCollection(db, 'Vintage');
    const id = await addProduct(db, {
      name: 'Acid Tee',
      priceCents: 4550,
      categoryId: tees,
      collectionId: vintage,
      stock: 7,
    });
    expect(await getProduct({ db, clock }, id)).toMatchObject({
      id,
      name: 'Acid Tee',
      price: 45.5,
      category: 'T-Shirts',
      collection: 'Vintage',
      colors: ['black', 'white'],
      sizes: ['S', 'M', 'L'],
      stock: 7,
      isNew: false,
      isFeatured: false,
      createdAt: expect.any(String),
    });
  });

  it('does not count stock that an active hold reserves, until the hold expires', async () => {
    const id = await addProduct(db, { stock: 5 });
    const item = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    const { id: orderId } = await db
      .insertInto('order')
      .values({
        email: 'a@example.com',
        name: 'A',
        address: '1 Main St',
        city: 'Town',
        state: 'NY',
        country: 'US',
        postal_code: '10001',
        shipping_method_name: 'US Standard',
        subtotal_cents: 0,
        shipping_cents: 0,
        tax_cents: 0,
        total_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expires = new Date(Date.now() + 60_000).toISOString();
    await db
      .insertInto('stock_hold')
      .values({ order_id: orderId, inventory_item_id: item.id, quantity: 2, expires_at: expires })
      .execute();
    expect((await getProduct({ db, clock }, id)).stock).toBe(3);
    const later = new Date(Date.now() + 120_000).toISOString();
    expect((await getProduct({ db, clock: () => new Date(later) }, id)).stock).toBe(5);
  });

  it('lists new arrivals and featured products, newest first', async () => {
    const old = await addProduct(db, { name: 'Old', isNew: true, createdAt: '2025-01-01T00:00:00.000Z' });
    const fresh = await addProduct(db, {
      name: 'Fresh',
      isNew: true,
      isFeatured: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await addProduct(db, { name: 'Plain' });
    expect((await listProducts({ db, clock }, 'new-arrivals')).map((p) => p.id)).toEqual([fresh, old]);
    expect((await listProducts({ db, clock }, 'featured')).map((p) => p.id)).toEqual([fresh]);
    expect(await listProducts({ db, clock }, 'all')).toHaveLength(3);
  });

  it.each(['jeans-pants', 'Jeans & Pants', 'jeans pants', 'JEANS-PANTS'])(
    'finds the category named %s',
    async (name) => {
      const jeans = await addCategory(db, 'Jeans & Pants');
      const id = await addProduct(db, { categoryId: jeans });
      await addProduct(db);
      expect((await productsByCategory({ db, clock }, name)).map((p) => p.id)).toEqual([id]);
    },
  );

  it('answers all, new arrivals and an empty list for an unknown category', async () => {
    await addProduct(db, { isNew: true });
    await addProduct(db);
    expect(await productsByCategory({ db, clock }, 'all')).toHaveLength(2);
    expect(await productsByCategory({ db, clock }, 'new arrivals')).toHaveLength(1);
    expect(await productsByCategory({ db, clock }, 'nothing-here')).toEqual([]);
  });

  it('answers best sellers by units sold, falling back to featured', async () => {
    await addProduct(db, { name: 'Featured', isFeatured: true });
    expect((await listProducts({ db, clock }, 'best-sellers')).map((p) => p.name)).toEqual(['Featured']);
  });

  it('finds products of a collection by name, case aside', async () => {
    const desert = await addCollection(db, 'Desert Bloom');
    const id = await addProduct(db, { collectionId: desert });
    expect((await productsByCollection({ db, clock }, 'desert-bloom')).map((p) => p.id)).toEqual([id]);
    expect(await productsByCollection({ db, clock }, 'unknown')).toEqual([]);
  });

  it('hides deleted products and answers NOT_FOUND for them', async () => {
    const id = await addProduct(db);
    await db.updateTable('product').set({ deleted_at: now() }).where('id', '=', id).execute();
    expect(await listProducts({ db, clock }, 'all')).toEqual([]);
    await expect(getProduct({ db, clock }, id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
  });
});

describe('categories and collections', () => {
  it('counts live products per category in display order', async () => {
    const jackets = await addCategory(db, 'Jackets', 2);
    const tees = await addCategory(db, 'T-Shirts', 1);
    await addProduct(db, { categoryId: tees });
    await addProduct(db, { categoryId: tees });
    const gone = await addProduct(db, { categoryId: jackets });
    await db.updateTable('product').set({ deleted_at: now() }).where('id', '=', gone).execute();
    expect(await listCategories({ db })).toEqual([
      { id: tees, name: 'T-Shirts', slug: 't-shirts', imageUrl: '/images/seed/t-shirts.webp', product_count: 2 },
      { id: jackets, name: 'Jackets', slug: 'jackets', imageUrl: '/images/seed/jackets.webp', product_count: 0 },
    ]);
  });

  it('answers collections, the featured one and one by name or id', async () => {
    await addCollection(db, 'Vintage');
    const midnight = await addCollection(db, 'Midnight Acid', true);
    expect((await listCollections({ db }))[0]).toMatchObject({ id: midnight, featured: true });
    expect(await getFeaturedCollection({ db })).toMatchObject({ name: 'Midnight Acid' });
    expect(await getCollection({ db }, 'midnight-acid')).toMatchObject({ id: midnight });
    expect(await getCollection({ db }, String(midnight))).toMatchObject({ name: 'Midnight Acid' });
    await expect(getCollection({ db }, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('paintings', () => {
  it('keeps sold originals listed as sold and out of stock', async () => {
    const sold = await addPainting(db, { title: 'Gone', sold: true });
    const painting = await getPainting({ db, clock }, sold);
    expect(painting).toMatchObject({ is_sold: true, in_stock: false, stock: 0, is_original: true });
    expect((await listPaintings({ db, clock }, 'originals')).map((p) => p.id)).toContain(sold);
  });

  it('answers prints with their sizes in order and splits the lists', async () => {
    const print = await addPainting(db, {
      original: false,
      sizes: [
        { width: 8, height: 10, priceCents: 4500 },
        { width: 16, height: 20, priceCents: 9500 },
      ],
    });
    const original = await addPainting(db, { featured: true });
    expect((await getPainting({ db, clock }, print)).available_sizes).toEqual([
      { width: 8, height: 10, unit: 'in', price: 45 },
      { width: 16, height: 20, unit: 'in', price: 95 },
    ]);
    expect((await listPaintings({ db, clock }, 'prints')).map((p) => p.id)).toEqual([print]);
    expect((await listPaintings({ db, clock }, 'originals')).map((p) => p.id)).toEqual([original]);
    expect((await listPaintings({ db, clock }, 'featured')).map((p) => p.id)).toEqual([original]);
    expect(await listPaintings({ db, clock }, 'all')).toHaveLength(2);
  });

  it('answers the spec fields of a painting', async () => {
    const id = await addPainting(db, { title: 'Tidal Drift', priceCents: 120_000 });
    expect(await getPainting({ db, clock }, id)).toMatchObject({
      title: 'Tidal Drift',
      price: 1200,
      artist_name: 'Wren',
      dimensions: { width: 24, height: 36, unit: 'in' },
      tags: ['abstract', 'blue'],
      in_stock: true,
      is_limited: false,
      available_sizes: [],
    });
  });

  it('marks a limited edition whose numbers are used up as out of stock', async () => {
    const id = await addPainting(db, { original: false, limited: { count: 50, current: 50 } });
    expect((await getPainting({ db, clock }, id)).in_stock).toBe(false);
  });

  // The catalogue showed the shelf while the cart sold no more than the editions left, or one original.
  it('shows as stock no more than the cart can sell: the editions left, one original', async () => {
    const edition = await addPainting(db, { original: false, stock: 6, limited: { count: 10, current: 8 } });
    expect(await getPainting({ db, clock }, edition)).toMatchObject({ stock: 2, in_stock: true });
    const original = await addPainting(db);
    const inventoryItemId = await itemOf(original);
    await runFlow({ db, clock }, (tx) => changeStock(tx, { inventoryItemId, change: 1, type: 'adjust_add' }));
    expect(await getPainting({ db, clock }, original)).toMatchObject({ stock: 1, in_stock: true });
  });

  it('answers NOT_FOUND for a painting that does not exist', async () => {
    await expect(getPainting({ db, clock }, 999)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Painting not found',
    });
  });
});
