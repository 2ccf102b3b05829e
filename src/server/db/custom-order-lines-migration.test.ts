import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLegacyOrder, useMigratedDatabases } from '../testing/migrated-db.js';
import { engineOf } from './dialect.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-12-11T13-00-draft-orders';

const migratedTo = useMigratedDatabases();

describe('the migration that lets an order have custom lines', () => {
  it('keeps every line, its id and the indexes, then takes a custom line and still refuses an unknown kind', async () => {
    const db = await migratedTo(BEFORE, 'wbs_custom_order_lines');
    await insertLegacyOrder(db, {
      status: 'paid',
      subtotal_cents: 8000,
      total_cents: 8000,
      paid_at: '2026-12-01T10:00:00.000Z',
    });
    const { id: painting } = await db
      .insertInto('painting')
      .values({ title: 'Tidal Drift', price_cents: 8000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_item')
      .values([
        {
          id: 5,
          order_id: 1,
          item_type: 'painting',
          painting_id: painting,
          name: 'Tidal Drift',
          quantity: 1,
          unit_price_cents: 8000,
          edition_number: 3,
          discount_cents: 100,
        },
        {
          id: 9,
          order_id: 1,
          item_type: 'painting',
          painting_id: painting,
          name: 'Tidal Drift',
          quantity: 2,
          unit_price_cents: 1000,
          edition_number: null,
          discount_cents: 0,
        },
      ])
      .execute();
    // Before: a custom line is refused by the CHECK.
    await expect(
      db
        .insertInto('order_item')
        .values({ order_id: 1, item_type: 'custom', name: 'x', quantity: 1, unit_price_cents: 1 })
        .execute(),
    ).rejects.toThrow();

    await migrateToLatest(db);

    expect(await db.selectFrom('order_item').selectAll().orderBy('id').execute()).toEqual([
      expect.objectContaining({ id: 5, painting_id: painting, edition_number: 3, discount_cents: 100, taxable: 1 }),
      expect.objectContaining({ id: 9, quantity: 2, unit_price_cents: 1000, taxable: 1 }),
    ]);
    const { id } = await db
      .insertInto('order_item')
      .values({
        order_id: 1,
        item_type: 'custom',
        name: 'Portrait commission',
        quantity: 1,
        unit_price_cents: 45000,
        taxable: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`INSERT INTO order_item (order_id, item_type, name, quantity, unit_price_cents) VALUES (1, 'gadget', 'x', 1, 1)`.execute(
        db,
      ),
    ).rejects.toThrow();
    // Still the order's foreign key.
    await expect(
      db
        .insertInto('order_item')
        .values({ order_id: 99, item_type: 'custom', name: 'x', quantity: 1, unit_price_cents: 1 })
        .execute(),
    ).rejects.toThrow();
    if (engineOf(db) === 'sqlite') {
      expect(id).toBe(10); // the ids kept: the next line follows the last
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM sqlite_master WHERE tbl_name = 'order_item' AND type = 'index' AND sql IS NOT NULL ORDER BY name`.execute(
        db,
      );
      expect(rows.map((r) => r.name)).toContain('order_item_order');
    }
  });
});
