import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { useTestDb } from '../testing/helpers.js';
import { ensureSearchIndex, search } from './search.js';

let db: Db;
let now = new Date('2026-06-01T12:00:00.000Z');
const clock = () => now;
useTestDb({ clock }, (deps) => ({ db } = deps));

describe('search answers kept per catalogue version', () => {
  it('answers a repeated search from the kept answer, and works it out again after a catalogue change', async () => {
    const id = await addProduct(db, { name: 'Faded Tee' });
    const first = await search({ db, clock }, 'faded');
    expect(first.map((r) => r.title)).toEqual(['Faded Tee']);
    // The same answer, not one worked out again: a word in every description ranks the catalogue once per change.
    // (PostgreSQL's version is polled: answers are kept from its first poll after a write, the index build's too.)
    const again = async () => {
      const one = await search({ db, clock }, 'faded');
      const two = await search({ db, clock }, 'faded');
      return one === two;
    };
    await expect.poll(again, { timeout: 5_000 }).toBe(true);
    expect(await search({ db, clock }, 'faded', 5)).not.toBe(await search({ db, clock }, 'faded'));

    await db.updateTable('product').set({ name: 'Faded Hoodie' }).where('id', '=', id).execute();
    expect((await search({ db, clock }, 'faded')).map((r) => r.title)).toEqual(['Faded Hoodie']);
  });

  it('shows a scheduled product at its release moment, with no write in between', async () => {
    const at = new Date(now.getTime() + 60_000);
    const id = await addProduct(db, { name: 'Drop Tee' });
    await db.updateTable('product').set({ publish_at: at.toISOString() }).where('id', '=', id).execute();
    expect(await search({ db, clock }, 'drop')).toEqual([]);
    now = at;
    expect((await search({ db, clock }, 'drop')).map((r) => r.title)).toEqual(['Drop Tee']);
  });
});

describe('the search index', () => {
  const state = async () =>
    (
      await sql<{ source: number; indexed: number }>`
        select source_version as source, indexed_version as indexed from catalogue_search_state`.execute(db)
    ).rows[0];
  const titles = async (words: string) => (await search({ db, clock }, words)).map((r) => r.title).sort();

  it('is built again only when text it holds changes: a sale, a price, stock or an unchanged name move nothing', async () => {
    const tee = await addProduct(db, { name: 'Faded Tee', stock: 4 });
    const painting = await addPainting(db, {
      title: 'Tidal Drift',
      original: false,
      limited: { count: 50, current: 0 },
    });
    await ensureSearchIndex(db);
    const built = await state();
    expect(built?.indexed).toBe(built?.source);

    await db
      .updateTable('product')
      .set({ price_cents: 5100, name: 'Faded Tee', is_featured: 1 })
      .where('id', '=', tee)
      .execute();
    await db.updateTable('inventory_item').set({ quantity: 3 }).where('product_id', '=', tee).execute();
    await db
      .updateTable('painting')
      .set({ current_edition_number: 1, is_sold: 1, in_stock: 0, publish_at: '2026-05-01T00:00:00.000Z' })
      .where('id', '=', painting)
      .execute();
    expect(await state()).toEqual(built);
    expect(await titles('faded')).toEqual(['Faded Tee']);
  });

  it('finds every change of what it holds at the next search: names, descriptions, category, collection, tags, deletions', async () => {
    const shirts = await addCategory(db, 'Shirts');
    const summer = await addCollection(db, 'Summer');
    const tee = await addProduct(db, { name: 'Faded Tee', categoryId: shirts, collectionId: summer });
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    expect(await titles('shirts summer')).toEqual(['Faded Tee']);

    await db.updateTable('category').set({ name: 'Tops' }).where('id', '=', shirts).execute();
    expect(await titles('tops')).toEqual(['Faded Tee']);
    await db.updateTable('collection').set({ name: 'Winter' }).where('id', '=', summer).execute();
    expect(await titles('winter')).toEqual(['Faded Tee']);
    await db.updateTable('product').set({ description: 'Sun-bleached linen' }).where('id', '=', tee).execute();
    expect(await titles('linen')).toEqual(['Faded Tee']);
    await db.updateTable('product').set({ collection_id: null }).where('id', '=', tee).execute();
    expect(await titles('winter')).toEqual([]);
    await db
      .updateTable('painting')
      .set({ tags: JSON.stringify(['seascape']) })
      .where('id', '=', painting)
      .execute();
    expect(await titles('seascape')).toEqual(['Tidal Drift']);
    await db.updateTable('painting').set({ deleted_at: now.toISOString() }).where('id', '=', painting).execute();
    expect(await titles('seascape')).toEqual([]);
    await addProduct(db, { name: 'Faded Hoodie' });
    expect(await titles('faded')).toEqual(['Faded Hoodie', 'Faded Tee']);
  });
});
