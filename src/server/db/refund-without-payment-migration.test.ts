import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLegacyOrder, useMigratedDatabases } from '../testing/migrated-db.js';
import { engineOf } from './dialect.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-12-10T10-00-balance-ledger';

const migratedTo = useMigratedDatabases();

describe('the migration that lets a refund have no payment', () => {
  it('keeps every refund, its number counter and indexes, then takes a refund settled on the ledger alone', async () => {
    const db = await migratedTo(BEFORE, 'wbs_refund_no_payment');
    await insertLegacyOrder(db, {
      status: 'partially_refunded',
      subtotal_cents: 8000,
      shipping_cents: 795,
      tax_cents: 500,
      total_cents: 9295,
      gift_card_cents: 2000,
      paid_at: '2026-12-01T10:00:00.000Z',
    });
    await db
      .insertInto('payment')
      .values({
        id: 1,
        order_id: 1,
        provider: 'test',
        intent_id: 'pi_1',
        idempotency_key: 'k1',
        client_secret: 's1',
        amount_cents: 7295,
        status: 'succeeded',
      })
      .execute();
    const refund = { order_id: 1, payment_id: 1, status: 'succeeded' as const, settled_at: '2026-12-02T10:00:00.000Z' };
    await db
      .insertInto('refund')
      .values([
        { id: 6, ...refund, amount_cents: 4250, gift_card_cents: 500, merchandise_cents: 4000, tax_cents: 250 },
        { id: 7, ...refund, amount_cents: 100, gift_card_cents: 0, merchandise_cents: 100, tax_cents: 0 },
      ])
      .execute();
    await db.deleteFrom('refund').where('id', '=', 7).execute();

    await migrateToLatest(db);

    expect(await db.selectFrom('refund').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 6, payment_id: 1, amount_cents: 4250, gift_card_cents: 500, tax_cents: 250 }),
    ]);
    const { id } = await db
      .insertInto('refund')
      .values({ order_id: 1, payment_id: null, amount_cents: 1500, gift_card_cents: 1500, merchandise_cents: 1500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await db.selectFrom('refund').select('payment_id').where('id', '=', id).executeTakeFirst()).toEqual({
      payment_id: null,
    });
    if (engineOf(db) === 'sqlite') {
      expect(id).toBe(8); // AUTOINCREMENT: the number of a removed refund is never given again
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM sqlite_master WHERE tbl_name = 'refund' AND type = 'index' AND sql IS NOT NULL ORDER BY name`.execute(
        db,
      );
      expect(rows.map((r) => r.name)).toEqual(['refund_due', 'refund_order', 'refund_settled', 'refund_updated']);
      const { rows: fk } = await sql`PRAGMA foreign_key_list(refund)`.execute(db);
      expect(fk).toHaveLength(3);
    }
    // Still a payment's foreign key: a refund naming no such payment is refused.
    await expect(
      db.insertInto('refund').values({ order_id: 1, payment_id: 99, amount_cents: 1 }).execute(),
    ).rejects.toThrow();
  });
});
