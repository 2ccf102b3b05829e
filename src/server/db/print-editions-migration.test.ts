import { describe, expect, it } from 'vitest';
import { insertLegacyOrder, useMigratedDatabases } from '../testing/migrated-db.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-12-12T11-00-custom-order-lines';

const migratedTo = useMigratedDatabases();

describe('the migration that gives a limited print an edition per size', () => {
  it('keeps the single count and its sold numbers on the first size, gives the others the same count unsold, and leaves sizeless and open prints alone', async () => {
    const db = await migratedTo(BEFORE, 'wbs_print_editions');
    const painting = (title: string, limited: { count: number; current: number } | null, original = false) =>
      db
        .insertInto('painting')
        .values({
          title,
          price_cents: 6000,
          is_original: original ? 1 : 0,
          is_limited: limited ? 1 : 0,
          limited_edition_count: limited?.count ?? null,
          current_edition_number: limited?.current ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const print = await painting('Tide Line', { count: 50, current: 12 });
    const sizeless = await painting('Low Tide', { count: 30, current: 4 });
    const open = await painting('Open Sea', null);
    const sizes = (id: number, list: [number, number, number][]) =>
      db
        .insertInto('painting_print_size')
        .values(
          list.map(([w, h, order]) => ({ painting_id: id, width: w, height: h, price_cents: 6000, sort_order: order })),
        )
        .execute();
    // The 8×10 is first by its sort order, though written second.
    await sizes(print, [
      [16, 20, 1],
      [8, 10, 0],
    ]);
    await sizes(open, [[8, 10, 0]]);
    await insertLegacyOrder(db, {
      status: 'paid',
      subtotal_cents: 6000,
      total_cents: 6000,
      paid_at: '2026-12-01T10:00:00.000Z',
    });
    const line = (id: number, paintingId: number, edition: number | null) => ({
      id,
      order_id: 1,
      item_type: 'painting' as const,
      painting_id: paintingId,
      name: 'x',
      quantity: 1,
      unit_price_cents: 6000,
      size: '8x10in',
      edition_number: edition,
    });
    await db
      .insertInto('order_item')
      .values([line(1, print, 12), line(2, sizeless, 4), line(3, open, null)])
      .execute();

    await migrateToLatest(db);

    const editions = await db
      .selectFrom('painting_edition')
      .select(['painting_id', 'width', 'height', 'unit', 'total', 'sold', 'proofs', 'proofs_sold'])
      .orderBy('painting_id')
      .orderBy('width')
      .execute();
    expect(editions).toEqual([
      { painting_id: print, width: 8, height: 10, unit: 'in', total: 50, sold: 12, proofs: 0, proofs_sold: 0 },
      { painting_id: print, width: 16, height: 20, unit: 'in', total: 50, sold: 0, proofs: 0, proofs_sold: 0 },
    ]);
    const lines = await db
      .selectFrom('order_item')
      .select(['id', 'edition_number', 'edition_total'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { id: 1, edition_number: 12, edition_total: 50 },
      { id: 2, edition_number: 4, edition_total: 30 },
      { id: 3, edition_number: null, edition_total: null },
    ]);
    // The painting rows are as they were: the first size's edition (and the sizeless print's one edition).
    const rows = await db
      .selectFrom('painting')
      .select(['id', 'limited_edition_count', 'current_edition_number'])
      .where('id', 'in', [print, sizeless])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: print, limited_edition_count: 50, current_edition_number: 12 },
      { id: sizeless, limited_edition_count: 30, current_edition_number: 4 },
    ]);
    // One edition per size, and never more sold than it holds.
    await expect(
      db.insertInto('painting_edition').values({ painting_id: print, width: 8, height: 10, total: 5 }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('painting_edition')
        .values({ painting_id: print, width: 5, height: 7, total: 5, sold: 6 })
        .execute(),
    ).rejects.toThrow();
  });
});
