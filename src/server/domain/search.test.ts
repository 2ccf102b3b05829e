import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { useTestDb } from '../testing/helpers.js';
import { ensureSearchIndex, search } from './search.js';
import { setSettings } from './settings.js';

let db: Db;
let now = new Date('2026-06-01T12:00:00.000Z');
const clock = () => now;
useTestDb({ clock }, (deps) => ({ db } = deps));

/** Whether a search asked twice gets the same kept answer, not one worked out again. */
async function answersKept(words: string): Promise<boolean> {
  const one = await search({ db, clock }, words);
  const two = await search({ db, clock }, words);
  return one === two;
}

describe('search answers kept per catalogue version', () => {
  it('answers a repeated search from the kept answer, and works it out again after a catalogue change', async () => {
    const id = await addProduct(db, { name: 'Faded Tee' });
    const first = await search({ db, clock }, 'faded');
    expect(first.map((r) => r.title)).toEqual(['Faded Tee']);
    // The same answer, not one worked out again: a word in every description ranks the catalogue once per change.
    // (PostgreSQL's version is polled: answers are kept from its first poll after a write, the index build's too.)
    await expect.poll(() => answersKept('faded'), { timeout: 5_000 }).toBe(true);
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

describe('search in the shopper’s currency', () => {
  it('answers each result’s CAD price where the shop charges CAD, by the settings of now', async () => {
    await addProduct(db, { name: 'Acid Tee', priceCents: 4500 });
    expect((await search({ db, clock }, 'acid'))[0]?.prices).toBeUndefined();
    await setSettings({ db, clock }, { chargeCurrencies: ['USD', 'CAD'], cadRate: 1.38, cadRounding: '.99' });
    // 45.00 × 1.38 = 62.10 → CA$62.99; at 1.5: 67.50 → CA$67.99 (a rate is not a catalogue write).
    expect((await search({ db, clock }, 'acid'))[0]).toMatchObject({ price: 45, prices: { CAD: 62.99 } });
    await setSettings({ db, clock }, { cadRate: 1.5 });
    expect((await search({ db, clock }, 'acid'))[0]).toMatchObject({ price: 45, prices: { CAD: 67.99 } });
  });
});

describe('the search index', () => {
  const state = async () =>
    (
      await sql<{ source: number; indexed: number }>`
        select source_version as source, indexed_version as indexed from catalogue_search_state`.execute(db)
    ).rows[0];
  const titles = async (words: string) => (await search({ db, clock }, words)).map((r) => r.title).sort();

  it('is built again, and answers again, only when what a search reads changes: a sale or stock moves nothing', async () => {
    const tee = await addProduct(db, { name: 'Faded Tee', stock: 4 });
    const painting = await addPainting(db, {
      title: 'Tidal Drift',
      original: false,
      limited: { count: 50, current: 0 },
    });
    await ensureSearchIndex(db);
    const built = await state();
    expect(built?.indexed).toBe(built?.source);
    // (PostgreSQL's version is polled: answers are kept from its first poll after a write.)
    await expect.poll(() => answersKept('faded'), { timeout: 5_000 }).toBe(true);
    const kept = await search({ db, clock }, 'faded');

    // What a drop's checkouts and the owner's stock counts write: the same index, the same kept answer.
    await db.updateTable('product').set({ name: 'Faded Tee', is_featured: 1 }).where('id', '=', tee).execute();
    await db.updateTable('inventory_item').set({ quantity: 3 }).where('product_id', '=', tee).execute();
    await db
      .updateTable('painting')
      .set({ current_edition_number: 1, is_sold: 1, in_stock: 0 })
      .where('id', '=', painting)
      .execute();
    expect(await state()).toEqual(built);
    expect(await search({ db, clock }, 'faded')).toBe(kept);

    // A price is shown in the answer: a new one at once.
    await db.updateTable('product').set({ price_cents: 5100 }).where('id', '=', tee).execute();
    expect((await search({ db, clock }, 'faded')).map((r) => r.price)).toEqual([51]);
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
