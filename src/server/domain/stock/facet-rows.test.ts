import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productInput } from '../../../shared/schemas/admin-catalogue.js';
import { catalogueSearchInput } from '../../../shared/schemas/catalogue-search.js';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { keptAndRecounted } from '../../testing/facet-rows.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, TEST_ADDRESS, T0 as t0 } from '../../testing/shoppers.js';
import { addItem } from '../cart/cart.js';
import { createProduct, softDelete, updateProduct } from '../catalogue/admin-products.js';
import { catalogueSearch } from '../catalogue/facets.js';
import { placeOrder } from '../checkout/place-order.js';
import { changeStock } from './ledger.js';

/**
 * The kept facet rows (`facet_row`, kept by triggers in the writing transaction) under concurrent writers, on both
 * engines (`npm test`: SQLite; `npm run test:pg`: PostgreSQL, where the flows run side by side): two checkouts
 * holding the last unit, a restock of it and the owner adding a size beside them leave the kept rows equal to a
 * recount, and the facets count what is in stock; a stock change or a price edit waiting on a new variant's rows
 * reaches them.
 */
let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => t0 }, (deps) => ({ db, gateway } = deps));

const deps = () => ({ db, gateway, clock: () => t0 });

async function tee(perVariant: boolean) {
  const owner = await addShopper(db, 'admin');
  const input = productInput.parse({
    name: perVariant ? 'Acid Tee' : 'Salt Tee',
    price: 40,
    sizes: 'M, L',
    colors: 'black',
    stock: 1,
    ...(perVariant ? { variants: [{ size: 'M', color: 'black', stock: 1 }] } : {}),
  });
  return { owner, product: await createProduct(deps(), input, owner) };
}

async function checkout(productId: number): Promise<string> {
  const actor = await addShopper(db);
  const cartId = randomUUID();
  await addItem(deps(), { cartId, productId, quantity: 1, size: 'M', color: 'black', item_type: 'product' });
  return placeOrder(deps(), { cartId, shippingMethodId: 1, shippingAddress: TEST_ADDRESS }, actor).then(
    () => 'held',
    (error: { code?: string }) => error.code ?? 'error',
  );
}

describe('the kept facet rows under concurrent writers', () => {
  for (const perVariant of [false, true]) {
    it(`two holds of the last M, a restock and a new size beside them: kept rows equal a recount (${perVariant ? 'stock per variant' : 'shared stock'})`, async () => {
      const { owner, product } = await tee(perVariant);
      const m = product.variants.find((v) => v.size === 'M');
      const item = await db
        .selectFrom('inventory_item')
        .select('id')
        .where('product_id', '=', product.id)
        .where('variant_id', perVariant ? '=' : 'is', perVariant ? (m?.id ?? -1) : null)
        .executeTakeFirstOrThrow();
      const restock = (change: number) =>
        runFlow({ db, clock: () => t0 }, (tx) =>
          changeStock(tx, { inventoryItemId: item.id, change, type: 'adjust_add' }),
        );
      const newSize = updateProduct(deps(), { id: product.id, sizes: ['M', 'L', 'XL'] }, owner);
      const [first, second] = await Promise.all([checkout(product.id), checkout(product.id), restock(2), newSize]);
      expect([first, second].filter((r) => r === 'held').length).toBeGreaterThanOrEqual(1);
      expect([first, second].filter((r) => r !== 'held' && r !== 'RESERVED')).toEqual([]);
      let { kept, recounted } = await keptAndRecounted(db);
      expect(kept).toEqual(recounted);
      expect(
        variantRows(kept)
          .map((row) => row.size)
          .sort(),
      ).toEqual(['L', 'M', 'XL']);
      // Again with no variant written beside them: the restock alone moves the kept units.
      await Promise.all([checkout(product.id), checkout(product.id), restock(1)]);
      ({ kept, recounted } = await keptAndRecounted(db));
      expect(kept).toEqual(recounted);
      expect(kept.find((row) => row.size === 'M')?.units).toBe(4);
      // 4 units of M on hand, at most 4 held: what the facets count in stock is what the holds leave.
      const held = await db
        .selectFrom('stock_hold')
        .select((eb) => eb.fn.sum<number>('quantity').as('n'))
        .where('inventory_item_id', '=', item.id)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      const answer = await catalogueSearch(
        { db, clock: () => t0 },
        catalogueSearchInput.parse({ size: 'M', color: 'black', inStock: 'true' }),
      );
      expect(answer.total).toBe(Number(held.n) < 4 ? 1 : 0);
    }, 60_000);
  }

  it('a stock change waiting on a new variant of its product sees the rows the variant wrote', async () => {
    // PostgreSQL: working a product's rows out again locks its items first, so the stock change waits at the item
    // (then moves the new rows), not at the old rows the variant's trigger removed (it would then move none).
    const { product } = await tee(false);
    const item = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('product_id', '=', product.id)
      .where('variant_id', 'is', null)
      .executeTakeFirstOrThrow();
    const { gate, written, variant } = await variantHeldOpen(product.id);
    await written;
    const restock = runFlow({ db, clock: () => t0 }, (tx) =>
      changeStock(tx, { inventoryItemId: item.id, change: 5, type: 'adjust_add' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    gate();
    await Promise.all([variant, restock]);
    const { kept, recounted } = await keptAndRecounted(db);
    expect(kept).toEqual(recounted);
    expect(variantRows(kept).map((row) => row.units)).toEqual([6, 6, 6]);
  });

  it('a price change waiting on a new variant of its product reaches the rows the variant wrote', async () => {
    // PostgreSQL: working a product's rows out again locks the product (FOR SHARE) before reading it, so the edit
    // waits for the new rows and then copies its price into them (without it, the edit's update would not see the
    // rows inserted after its snapshot, and they would keep the old price).
    const { product } = await tee(false);
    const { gate, written, variant } = await variantHeldOpen(product.id);
    await written;
    const edit = db.updateTable('product').set({ price_cents: 4500 }).where('id', '=', product.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    gate();
    await Promise.all([variant, edit]);
    const { kept, recounted } = await keptAndRecounted(db);
    expect(kept).toEqual(recounted);
    expect(kept.map((row) => row.price_cents)).toEqual([4500, 4500, 4500, 4500]);
  });

  for (const first of ['variant', 'product'] as const) {
    it(`a ${first}'s price change waiting on the other's: each row at its variant's own price, else the new one`, async () => {
      // PostgreSQL: a variant's price change works its product's rows out again (the product locked FOR SHARE), a
      // product's moves its rows' prices (its row locked): whichever comes second waits, then reads the first's.
      const { product } = await tee(false);
      const m = product.variants.find((v) => v.size === 'M')?.id ?? 0;
      const writes = {
        variant: (on: Db) => on.updateTable('product_variant').set({ price_cents: 6000 }).where('id', '=', m).execute(),
        product: (on: Db) =>
          on.updateTable('product').set({ price_cents: 4500 }).where('id', '=', product.id).execute(),
      };
      const { gate, written, variant: held } = heldOpen(writes[first]);
      await written;
      const second = writes[first === 'variant' ? 'product' : 'variant'](db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      gate();
      await Promise.all([held, second]);
      const { kept, recounted } = await keptAndRecounted(db);
      expect(kept).toEqual(recounted);
      const rows = kept.map((row) => ({ variant: row.variant_id, price: row.price_cents, priced: row.priced }));
      expect(rows.filter((row) => row.variant === m)).toEqual([{ variant: m, price: 6000, priced: 1 }]);
      expect(rows.filter((row) => row.variant !== m).map(({ price, priced }) => [price, priced])).toEqual([
        [4500, 0],
        [4500, 1],
      ]);
    });
  }
});

describe('a product deleted', () => {
  it('leaves the facet rows and the counts (its stock locked first, as an edit does); twice is refused', async () => {
    const { product } = await tee(false);
    const ask = () => catalogueSearch({ db, clock: () => t0 }, catalogueSearchInput.parse({ category: 'all' }));
    expect((await ask()).total).toBe(1);
    await softDelete(deps(), { table: 'product', id: product.id });
    const { kept, recounted } = await keptAndRecounted(db);
    expect(kept).toEqual(recounted);
    expect(kept.filter((row) => row.product_id === product.id)).toEqual([]);
    expect((await ask()).total).toBe(0);
    await expect(softDelete(deps(), { table: 'product', id: product.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

const variantRows = <T extends { variant_id: number | null }>(rows: T[]) => rows.filter((r) => r.variant_id !== null);

/** A new XL variant of the product, written in a transaction that stays open until `gate()`. */
const variantHeldOpen = (productId: number) =>
  heldOpen((trx) =>
    trx
      .insertInto('product_variant')
      .values({ product_id: productId, size: 'XL', color: 'black', sort_order: 9, created_at: t0.toISOString() })
      .execute(),
  );

/** `write` in a transaction that stays open until `gate()`; `written` once it ran. */
function heldOpen(write: (trx: Db) => Promise<unknown>) {
  let gate = () => {};
  const open = new Promise<void>((resolve) => {
    gate = resolve;
  });
  let done = () => {};
  const written = new Promise<void>((resolve) => {
    done = resolve;
  });
  const variant = db.transaction().execute(async (trx) => {
    await write(trx);
    done();
    await open;
  });
  return { gate, written, variant };
}
