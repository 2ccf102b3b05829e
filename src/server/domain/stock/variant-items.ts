import type { Reader } from '../../db/flow.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { changeStock, createInventoryItem } from './ledger.js';

/**
 * Which inventory item counts what: a painting has one; a product shares one among its variants (its item with
 * no variant) or, with stock per variant, gives each live variant its own. Everything that moves a line's stock
 * (holds, sales, refunds) asks here, so a per-variant product gets holds, sales and restocks per variant.
 */
export interface StockRef {
  item_type: 'product' | 'painting';
  product_id: number | null;
  painting_id: number | null;
  variant_id?: number | null;
}

type StockDeps = TxDeps<'clock'>;

/** The item a product shares among its variants (archived while it tracks stock per variant), if any. */
export async function sharedItemId(db: Reader, productId: number): Promise<number | null> {
  const row = await db
    .selectFrom('inventory_item')
    .select('id')
    .where('product_id', '=', productId)
    .where('variant_id', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The variant's own item (live or archived), if it ever had one. */
export async function variantItemId(db: Reader, variantId: number): Promise<number | null> {
  const row = await db.selectFrom('inventory_item').select('id').where('variant_id', '=', variantId).executeTakeFirst();
  return row?.id ?? null;
}

/** The item that counts a line's units now; null when there is none (no stock record, or a retired variant). */
export async function stockItemOf(db: Reader, ref: StockRef): Promise<number | null> {
  if (ref.item_type === 'painting') {
    const row = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('painting_id', '=', ref.painting_id as number)
      .executeTakeFirst();
    return row?.id ?? null;
  }
  const productId = ref.product_id as number;
  const product = await db
    .selectFrom('product')
    .select('stock_per_variant')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (product?.stock_per_variant !== 1) return sharedItemId(db, productId);
  if (!ref.variant_id) return null;
  const row = await db
    .selectFrom('inventory_item')
    .select('id')
    .where('variant_id', '=', ref.variant_id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Where refunded units of a line go back: the item that counts its variant now, else (a retired variant, or a
 * product switched since) the variant's own item if it had one, else the product's shared item.
 */
export async function restockItemOf(db: Reader, ref: StockRef): Promise<number | null> {
  const now = await stockItemOf(db, ref);
  if (now !== null || ref.item_type === 'painting') return now;
  const own = ref.variant_id ? await variantItemId(db, ref.variant_id) : null;
  return own ?? sharedItemId(db, ref.product_id as number);
}

export interface VariantItemInput {
  productId: number;
  variantId: number;
  sku: string;
  quantity: number;
  actorUserId: number | null;
}

/** Gives a variant its own item (its opening stock the 'initial' ledger row), or brings its archived one back. */
export async function openVariantItem(deps: StockDeps, input: VariantItemInput): Promise<number> {
  const existing = await variantItemId(deps.db, input.variantId);
  if (existing !== null) {
    await deps.db
      .updateTable('inventory_item')
      .set({ archived_at: null, last_updated: isoNow(deps.clock) })
      .where('id', '=', existing)
      .execute();
    return existing;
  }
  return createInventoryItem(deps, {
    itemType: 'product',
    itemId: input.productId,
    variantId: input.variantId,
    sku: input.sku,
    quantity: input.quantity,
    actorUserId: input.actorUserId,
  });
}

/** Retires an item from the stock lists (its ledger stays): a retired variant's, or a shared item not in use. */
export async function archiveItem({ db, clock }: StockDeps, inventoryItemId: number): Promise<void> {
  const now = isoNow(clock);
  await db
    .updateTable('inventory_item')
    .set({ archived_at: now, last_updated: now })
    .where('id', '=', inventoryItemId)
    .where('archived_at', 'is', null)
    .execute();
}

export async function unarchiveItem({ db, clock }: StockDeps, inventoryItemId: number): Promise<void> {
  await db
    .updateTable('inventory_item')
    .set({ archived_at: null, last_updated: isoNow(clock) })
    .where('id', '=', inventoryItemId)
    .execute();
}

/**
 * Moves every unit of one item to another through the ledger, both rows saying why (switching a product between
 * shared stock and stock per variant). Answers the units moved.
 */
export async function moveAllStock(
  deps: StockDeps,
  move: {
    from: number;
    to: number;
    fromNote: string;
    toNote: string;
    actorUserId: number | null;
  },
): Promise<number> {
  const item = await deps.db
    .selectFrom('inventory_item')
    .select('quantity')
    .where('id', '=', move.from)
    .executeTakeFirstOrThrow();
  if (item.quantity === 0) return 0;
  await changeStock(deps, {
    inventoryItemId: move.from,
    change: -item.quantity,
    type: 'adjust_remove',
    notes: move.fromNote,
    actorUserId: move.actorUserId,
  });
  await changeStock(deps, {
    inventoryItemId: move.to,
    change: item.quantity,
    type: 'adjust_add',
    notes: move.toNote,
    actorUserId: move.actorUserId,
  });
  return item.quantity;
}
