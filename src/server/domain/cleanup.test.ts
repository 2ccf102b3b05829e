import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { useTestDb } from '../testing/helpers.js';
import { addItem } from './cart/cart.js';
import { cleanUp } from './cleanup.js';

let db: Db;
useTestDb((deps) => ({ db } = deps));

describe('housekeeping', () => {
  it('forgets carts untouched for 30 days and keeps the others whole', async () => {
    const tee = await addProduct(db);
    const old = randomUUID();
    const fresh = randomUUID();
    const line = { productId: tee, quantity: 1, size: 'M', color: 'black', item_type: 'product' as const };
    const at = (iso: string) => ({ db, clock: () => new Date(iso) });
    await addItem(at('2026-10-01T10:00:00.000Z'), { cartId: old, ...line });
    await addItem(at('2026-10-02T10:00:00.000Z'), { cartId: old, ...line, size: 'L' });
    await addItem(at('2026-10-01T10:00:00.000Z'), { cartId: fresh, ...line });
    await db
      .updateTable('cart_item')
      .set({ updated_at: '2026-10-01T10:00:00.000Z' })
      .where('cart_id', '=', old)
      .execute();
    await db
      .updateTable('cart_item')
      .set({ updated_at: '2026-11-20T10:00:00.000Z' })
      .where('cart_id', '=', fresh)
      .execute();

    expect(await cleanUp({ db, clock: () => new Date('2026-11-23T10:00:00.000Z') })).toEqual({
      holds: 0,
      cartLines: 2,
    });
    const left = await db.selectFrom('cart_item').select('cart_id').execute();
    expect(left).toEqual([{ cart_id: fresh }]);
  });
});
