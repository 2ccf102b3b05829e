import { AppError } from '../../shared/errors.js';
import { type Door, type Reader, runFlow } from '../db/flow.js';
import { changeStock } from '../domain/stock/ledger.js';

/**
 * The kept facet rows (`facet_row`, kept by the triggers of migration 2026-12-09T10-00-facet-rows) and the same rows
 * recounted here from the variants, products and inventory items, both in variant order: equal when the triggers
 * kept them. The recount is the rule in TypeScript: a live (not retired) variant's stock is counted by its own item
 * with stock per variant, else by the product's shared item (variant_id null); no item: no units.
 */
export async function keptAndRecounted(db: Reader) {
  const kept = await db
    .selectFrom('facet_row')
    .select(['variant_id', 'product_id', 'size', 'color', 'item_id', 'units'])
    .orderBy('variant_id')
    .execute();
  const variants = await db
    .selectFrom('product_variant as v')
    .innerJoin('product as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'v.size', 'v.color', 'p.stock_per_variant'])
    .where('v.retired_at', 'is', null)
    .orderBy('v.id')
    .execute();
  const items = await db
    .selectFrom('inventory_item')
    .select(['id', 'product_id', 'variant_id', 'quantity'])
    .where('product_id', 'is not', null)
    .execute();
  const recounted = variants.map((v) => {
    const item = items.find((i) =>
      v.stock_per_variant === 1 ? i.variant_id === v.id : i.product_id === v.product_id && i.variant_id === null,
    );
    return {
      variant_id: v.id,
      product_id: v.product_id,
      size: v.size,
      color: v.color,
      item_id: item?.id ?? null,
      units: item?.quantity ?? 0,
    };
  });
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
