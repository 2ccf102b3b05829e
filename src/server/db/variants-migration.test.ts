import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, migrationProvider } from './index.js';

const BEFORE = '2026-11-24T00-10-free-shipping-per-method';

describe('the stock-per-variant migration on a shop with history', () => {
  it('keeps every item, ledger row, hold and purchase-order line, and gives each product its variants', async () => {
    const db = createDb(':memory:');
    const migrator = new Migrator({ db, provider: migrationProvider(db) });
    const before = await migrator.migrateTo(BEFORE);
    expect(before.error).toBeUndefined();
    // A shop as it was: a tee (sizes, no colours), a painting, stock, a hold, a sale, a purchase-order line.
    await sql`INSERT INTO product (id, name, price_cents, sizes, colors) VALUES (1, 'Tee', 4000, '["S","M"]', '[]'),
      (2, 'Cap', 2000, '[]', '[]')`.execute(db);
    await sql`INSERT INTO painting (id, title, price_cents) VALUES (1, 'Sky', 90000)`.execute(db);
    await sql`INSERT INTO inventory_item (id, item_type, product_id, painting_id, sku, quantity) VALUES
      (1, 'product', 1, NULL, 'TEE', 4), (2, 'painting', NULL, 1, 'SKY', 1), (3, 'product', 2, NULL, 'CAP', 0)`.execute(
      db,
    );
    await sql`INSERT INTO inventory_transaction (inventory_item_id, transaction_type, quantity_change) VALUES
      (1, 'initial', 5), (1, 'sale', -1), (2, 'initial', 1)`.execute(db);
    await sql`INSERT INTO "order" (id, email, name, address, city, state, country, postal_code, shipping_method_name,
      subtotal_cents, shipping_cents, tax_cents, total_cents) VALUES (1, 'a@b.c', 'A', 'x', 'y', 'ON', 'CA', 'K1A', 'S', 4000, 0, 0, 4000)`.execute(
      db,
    );
    await sql`INSERT INTO stock_hold (order_id, inventory_item_id, quantity, expires_at) VALUES (1, 1, 1, '2099-01-01')`.execute(
      db,
    );
    await sql`INSERT INTO vendor (id, name) VALUES (1, 'V')`.execute(db);
    await sql`INSERT INTO purchase_order (id, vendor_id) VALUES (1, 1)`.execute(db);
    await sql`INSERT INTO purchase_order_line (purchase_order_id, inventory_item_id, quantity_ordered) VALUES (1, 1, 3)`.execute(
      db,
    );

    await migrateToLatest(db);

    expect(
      await db.selectFrom('inventory_item').select(['id', 'sku', 'quantity', 'variant_id']).orderBy('id').execute(),
    ).toEqual([
      { id: 1, sku: 'TEE', quantity: 4, variant_id: null },
      { id: 2, sku: 'SKY', quantity: 1, variant_id: null },
      { id: 3, sku: 'CAP', quantity: 0, variant_id: null },
    ]);
    expect(await db.selectFrom('inventory_transaction').select('id').execute()).toHaveLength(3);
    expect(await db.selectFrom('stock_hold').select('inventory_item_id').execute()).toEqual([{ inventory_item_id: 1 }]);
    expect(await db.selectFrom('purchase_order_line').select('inventory_item_id').execute()).toEqual([
      { inventory_item_id: 1 },
    ]);
    expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
    expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
    expect(await db.selectFrom('product').select(['id', 'stock_per_variant']).orderBy('id').execute()).toEqual([
      { id: 1, stock_per_variant: 0 },
      { id: 2, stock_per_variant: 0 },
    ]);
    expect(
      await db.selectFrom('product_variant').select(['product_id', 'size', 'color']).orderBy('id').execute(),
    ).toEqual([
      { product_id: 1, size: 'S', color: '' },
      { product_id: 1, size: 'M', color: '' },
      { product_id: 2, size: '', color: '' },
    ]);
    expect(await db.selectFrom('inventory_item_label').select(['id', 'name']).orderBy('id').execute()).toEqual([
      { id: 1, name: 'Tee' },
      { id: 2, name: 'Sky' },
      { id: 3, name: 'Cap' },
    ]);
    // The catalogue-version triggers came back with the rebuilt table.
    const version = async () =>
      (await db.selectFrom('catalogue_version').select('counter').executeTakeFirstOrThrow()).counter;
    const was = await version();
    await db.updateTable('inventory_item').set({ quantity: 5 }).where('id', '=', 1).execute();
    expect(await version()).toBe(was + 1);
    // A product keeps one shared item: a second one without a variant is refused.
    await expect(
      sql`INSERT INTO inventory_item (item_type, product_id, sku) VALUES ('product', 1, 'TEE-2')`.execute(db),
    ).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });
});
