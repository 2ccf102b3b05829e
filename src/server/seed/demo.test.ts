import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db, migrateToLatest } from '../db/index.js';
import { OPEN_EDITION_RUN } from '../domain/stock/painting-stock.js';
import { SEED_IMAGE_DIR, SEED_IMAGE_PREFIX } from '../paths.js';
import { CATALOGUE_FILE, seedDemoIfEmpty } from './demo.js';

let db: Db;

beforeEach(async () => {
  db = createDb(':memory:');
  await migrateToLatest(db);
});

afterEach(async () => {
  await db.destroy();
});

async function counts() {
  const count = async (table: 'product' | 'painting' | 'category' | 'collection' | 'inventory_item') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    products: await count('product'),
    paintings: await count('painting'),
    categories: await count('category'),
    collections: await count('collection'),
    inventory: await count('inventory_item'),
    ledger: Number(
      (
        await db
          .selectFrom('inventory_transaction')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

describe('seedDemoIfEmpty', () => {
  it('fills an empty shop with clothing over the four categories', async () => {
    expect(await seedDemoIfEmpty(db)).toBe(true);

    const categories = await db.selectFrom('category').select(['id', 'name', 'slug', 'sort_order']).execute();
    expect(categories.map((c) => [c.name, c.slug])).toEqual([
      ['T-Shirts', 't-shirts'],
      ['Jackets', 'jackets'],
      ['Jeans & Pants', 'jeans-pants'],
      ['Hoodies & Sweatshirts', 'hoodies-sweatshirts'],
    ]);

    const products = await db
      .selectFrom('product')
      .select(['id', 'category_id', 'price_cents', 'colors', 'sizes', 'is_featured', 'is_new'])
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const category of categories) {
      expect(products.filter((p) => p.category_id === category.id).length).toBeGreaterThanOrEqual(2);
    }
    expect(products.filter((p) => p.is_featured === 1).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.is_new === 1).length).toBeGreaterThanOrEqual(4);
    for (const p of products) {
      expect(Number.isInteger(p.price_cents) && p.price_cents > 0).toBe(true);
      expect(JSON.parse(p.colors).length).toBeGreaterThan(0);
      expect(JSON.parse(p.sizes).length).toBeGreaterThan(0);
    }

    const collections = await db.selectFrom('collection').select(['name', 'featured']).execute();
    expect(collections.length).toBeGreaterThanOrEqual(3);
    expect(collections.filter((c) => c.featured === 1)).toHaveLength(1);
  });

  it('seeds originals (one sold), a limited edition and prints with sizes', async () => {
    await seedDemoIfEmpty(db);
    const paintings = await db
      .selectFrom('painting')
      .innerJoin('inventory_item', 'inventory_item.painting_id', 'painting.id')
      .select([
        'painting.id',
        'painting.price_cents',
        'painting.is_original',
        'painting.is_limited',
        'painting.limited_edition_count',
        'painting.current_edition_number',
        'painting.in_stock',
        'painting.is_sold',
        'inventory_item.quantity',
        'inventory_item.sku',
      ])
      .execute();
    expect(paintings.length).toBeGreaterThanOrEqual(8);
    expect(paintings.every((p) => p.sku.startsWith('WBS-PT-'))).toBe(true);

    const originals = paintings.filter((p) => p.is_original === 1);
    expect(originals.length).toBeGreaterThanOrEqual(4);
    const sold = originals.filter((p) => p.is_sold === 1);
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({ in_stock: 0, quantity: 0 });
    expect(originals.filter((p) => p.is_sold === 0).every((p) => p.quantity === 1)).toBe(true);

    const limited = paintings.filter((p) => p.is_limited === 1);
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({ limited_edition_count: 50, current_edition_number: 12, quantity: 38 });

    const sizes = await db
      .selectFrom('painting_print_size')
      .select(['painting_id', 'price_cents', 'sort_order'])
      .orderBy('painting_id')
      .orderBy('sort_order')
      .execute();
    const openPrints = paintings.filter((p) => p.is_original === 0 && p.is_limited === 0);
    expect(openPrints.length).toBeGreaterThanOrEqual(3);
    for (const print of openPrints) {
      const own = sizes.filter((s) => s.painting_id === print.id);
      expect(own).toHaveLength(3);
      expect(own.map((s) => s.sort_order)).toEqual([0, 1, 2]);
      expect(print.price_cents).toBe(Math.min(...own.map((s) => s.price_cents)));
      expect(print.quantity).toBe(OPEN_EDITION_RUN);
    }
    expect(sizes.filter((s) => originals.some((o) => o.id === s.painting_id))).toHaveLength(0);
  });

  it('gives every product and painting exactly one inventory item that matches its ledger', async () => {
    await seedDemoIfEmpty(db);
    const c = await counts();
    expect(c.inventory).toBe(c.products + c.paintings);

    const perItem = await sql<{ kind: string; id: number; items: number }>`
      SELECT 'product' AS kind, p.id AS id, (SELECT count(*) FROM inventory_item i WHERE i.product_id = p.id) AS items
      FROM product p
      UNION ALL
      SELECT 'painting', p.id, (SELECT count(*) FROM inventory_item i WHERE i.painting_id = p.id) FROM painting p
    `.execute(db);
    expect(perItem.rows.filter((r) => r.items !== 1)).toEqual([]);

    const mismatched = await sql<{ id: number }>`
      SELECT i.id FROM inventory_item i
      WHERE i.quantity != (SELECT coalesce(sum(t.quantity_change), 0) FROM inventory_transaction t
                           WHERE t.inventory_item_id = i.id)
    `.execute(db);
    expect(mismatched.rows).toEqual([]);

    const products = await db
      .selectFrom('inventory_item')
      .select(['sku', 'quantity'])
      .where('item_type', '=', 'product')
      .execute();
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.every((p) => /^WBS-[A-Z]{2}-\d{3}$/.test(p.sku))).toBe(true);
    expect(products.some((p) => p.quantity === 0)).toBe(true);
    expect(products.some((p) => p.quantity > 0 && p.quantity <= 4)).toBe(true);
  });

  it('points every image URL at a file in db/seed/images', async () => {
    await seedDemoIfEmpty(db);
    const urls = [
      ...(await db.selectFrom('category').select('image_url as url').execute()),
      ...(await db.selectFrom('collection').select('image_url as url').execute()),
      ...(await db.selectFrom('product').select('image_url as url').execute()),
      ...(await db.selectFrom('painting').select('image_url as url').execute()),
      ...(await db.selectFrom('painting').select('preview_image_url as url').execute()),
    ].map((r) => r.url);
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      expect(url?.startsWith(SEED_IMAGE_PREFIX)).toBe(true);
      const file = path.join(SEED_IMAGE_DIR, url!.slice(SEED_IMAGE_PREFIX.length));
      expect(existsSync(file), `${url} has no file`).toBe(true);
    }
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoIfEmpty(db)).toBe(true);
    const before = await counts();
    expect(await seedDemoIfEmpty(db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('does nothing when the shop already has a category of its own', async () => {
    await db.insertInto('category').values({ name: 'Hats', slug: 'hats' }).execute();
    expect(await seedDemoIfEmpty(db)).toBe(false);
    expect(await counts()).toMatchObject({ products: 0, paintings: 0, categories: 1, inventory: 0 });
  });

  it('refuses an invalid catalogue and writes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wbs-seed-'));
    try {
      const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8'));
      catalogue.products[0].category = 'Socks';
      const file = path.join(dir, 'catalogue.json');
      writeFileSync(file, JSON.stringify(catalogue));
      await expect(seedDemoIfEmpty(db, file)).rejects.toThrow(/unknown category Socks/);
      expect(await counts()).toMatchObject({ products: 0, paintings: 0, categories: 0, inventory: 0, ledger: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
