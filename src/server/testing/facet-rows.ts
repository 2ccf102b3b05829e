import { AppError } from '../../shared/errors.js';
import { type Door, type Reader, runFlow } from '../db/flow.js';
import { changeStock } from '../domain/stock/ledger.js';

/** The product's list columns each kept facet row copies. */
const LIST = ['category_id', 'collection_id', 'price_cents', 'is_new', 'is_featured', 'is_sold', 'publish_at'] as const;

/**
 * The kept facet rows (`facet_row`, kept by the triggers of migrations 2026-12-09T10-00-facet-rows and
 * 2026-12-14T12-00-facet-row-lists) and the same rows recounted here from the products, variants and inventory
 * items, in the same order (by product, its own row first, then by variant): equal when the triggers kept them. The
 * recount is the rule in TypeScript: every product not deleted has its own row (no variant, size, colour or units)
 * and one per live (not retired) variant, whose stock is counted by its own item with stock per variant, else by the
 * product's shared item (variant_id null; no item: no units); every row copies the product's list columns, but a
 * variant's row is at the variant's own price when it has one (migration 2026-12-14T14-00); `priced` is 1 on the
 * product's own row when no variant row is at another price than the product's, else on its variants' rows.
 */
export async function keptAndRecounted(db: Reader) {
  const byPlace = <T extends { product_id: number; variant_id: number | null }>(rows: T[]) =>
    rows.sort((a, b) => a.product_id - b.product_id || (a.variant_id ?? 0) - (b.variant_id ?? 0));
  const kept = byPlace(
    await db
      .selectFrom('facet_row')
      .select(['variant_id', 'product_id', 'size', 'color', 'item_id', 'units', ...LIST, 'priced'])
      .execute(),
  );
  const products = await db
    .selectFrom('product')
    .select(['id', 'stock_per_variant', ...LIST])
    .where('deleted_at', 'is', null)
    .execute();
  const variants = await db
    .selectFrom('product_variant')
    .select(['id', 'product_id', 'size', 'color', 'price_cents'])
    .where('retired_at', 'is', null)
    .execute();
  const items = await db
    .selectFrom('inventory_item')
    .select(['id', 'product_id', 'variant_id', 'quantity'])
    .where('product_id', 'is not', null)
    .execute();
  const recounted = byPlace(
    products.flatMap(({ id, stock_per_variant, ...list }) => {
      const own = variants.filter((v) => v.product_id === id);
      const onePrice = own.every((v) => (v.price_cents ?? list.price_cents) === list.price_cents);
      const whole = { variant_id: null, product_id: id, size: null, color: null, item_id: null, units: 0 };
      return [
        { ...whole, ...list, priced: onePrice ? 1 : 0 },
        ...own.map((v) => {
          const item = items.find((i) =>
            stock_per_variant === 1 ? i.variant_id === v.id : i.product_id === id && i.variant_id === null,
          );
          const row = { variant_id: v.id, product_id: id, size: v.size, color: v.color };
          const price = { price_cents: v.price_cents ?? list.price_cents, priced: onePrice ? 0 : 1 };
          return { ...row, item_id: item?.id ?? null, units: item?.quantity ?? 0, ...list, ...price };
        }),
      ];
    }),
  );
  return { kept, recounted };
}

/** A stock change through the ledger, as the owner's adjustment: false when it took more than there was (refused). */
export async function moveStock(db: Door, inventoryItemId: number, change: number, now: Date): Promise<boolean> {
  if (change === 0) return true;
  const type = change > 0 ? 'adjust_add' : 'adjust_remove';
  try {
    await runFlow({ db, clock: () => now }, (tx) => changeStock(tx, { inventoryItemId, change, type }));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'OUT_OF_STOCK') return false;
    throw error;
  }
}
