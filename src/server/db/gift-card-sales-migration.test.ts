import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabases } from '../testing/migrated-db.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-12-12T11-00-custom-order-lines';

const migratedTo = useMigratedDatabases();

describe('the migration that sells gift cards as an item (issue 41)', () => {
  it('keeps every cart line, takes gift card lines (never merged) and still refuses an unknown kind', async () => {
    const db = await migratedTo(BEFORE, 'wbs_gift_card_sales');
    const { id: product } = await db
      .insertInto('product')
      .values({ name: 'Acid Tee', price_cents: 4500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cartId = randomUUID();
    await db
      .insertInto('cart_item')
      .values({ id: 7, cart_id: cartId, item_type: 'product', product_id: product, quantity: 2, size: 'M' })
      .execute();
    await expect(
      sql`INSERT INTO cart_item (cart_id, item_type, quantity) VALUES (${cartId}, 'gift_card', 1)`.execute(db),
    ).rejects.toThrow();

    await migrateToLatest(db);

    expect(await db.selectFrom('cart_item').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 7, product_id: product, quantity: 2, size: 'M', gift_cents: null }),
    ]);
    const gift = {
      cart_id: cartId,
      item_type: 'gift_card' as const,
      product_id: null,
      painting_id: null,
      quantity: 1,
      gift_cents: 5000,
      gift_recipient_name: 'Ana',
      gift_recipient_email: 'ana@example.com',
      gift_send_on: '2026-12-24',
    };
    // Two cards alike are two lines: the unique index does not merge them (their item is null).
    await db.insertInto('cart_item').values([gift, gift]).execute();
    expect(await db.selectFrom('cart_item').select('id').where('item_type', '=', 'gift_card').execute()).toHaveLength(
      2,
    );
    await expect(
      sql`INSERT INTO cart_item (cart_id, item_type, quantity) VALUES (${cartId}, 'voucher', 1)`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO order_item (order_id, item_type, name, quantity, unit_price_cents) VALUES (1, 'voucher', 'x', 1, 1)`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
