import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keptAndRecounted } from '../testing/facet-rows.js';
import { databaseMigratedTo } from '../testing/postgres.js';
import { migrateToLatest, migrationProvider } from './index.js';

const BEFORE = '2026-12-14T12-00-facet-row-lists';

/** Migration 2026-12-14T14-00-facet-row-variant-prices on a shop with variants priced their own way, both engines. */
describe('the facet rows’ variant-prices migration', () => {
  it('prices the rows of a shop with history at their variants’ prices, and goes back down and up', async () => {
    const { db, drop } = await databaseMigratedTo(BEFORE, 'facet_price_migration');
    try {
      const { id } = await db
        .insertInto('product')
        .values({ name: 'Acid Wash Tee', price_cents: 4200, sizes: '["M","L"]', colors: '["Black"]' })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [k, size] of ['M', 'L'].entries()) {
        await db
          .insertInto('product_variant')
          .values({
            product_id: id,
            size,
            color: 'Black',
            sort_order: k,
            price_cents: size === 'L' ? 6000 : null,
            created_at: '2026-12-01T00:00:00.000Z',
          })
          .execute();
      }
      const prices = async () =>
        (await db.selectFrom('facet_row').select(['size', 'price_cents']).execute())
          .map((row) => `${row.size ?? 'own'} ${row.price_cents}`)
          .sort();
      expect(await prices()).toEqual(['L 4200', 'M 4200', 'own 4200']);

      await migrateToLatest(db);
      const { kept, recounted } = await keptAndRecounted(db);
      expect(kept).toEqual(recounted);
      expect(await prices()).toEqual(['L 6000', 'M 4200', 'own 4200']);

      const migrator = new Migrator({ db, provider: migrationProvider(db) });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await prices()).toEqual(['L 4200', 'M 4200', 'own 4200']);
      await db.updateTable('product').set({ price_cents: 4500 }).where('id', '=', id).execute();
      expect(await prices()).toEqual(['L 4500', 'M 4500', 'own 4500']);

      await migrateToLatest(db);
      const again = await keptAndRecounted(db);
      expect(again.kept).toEqual(again.recounted);
      expect(await prices()).toEqual(['L 6000', 'M 4500', 'own 4500']);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
