import { sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { ItemType, TransactionType } from '../../db/schema.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { mailWaiting, RESTOCKS } from '../alerts/mail-waiting.js';

/** The flow's transaction and the clock: stock changes are written in the flow that causes them. */
type StockDeps = TxDeps<'clock'>;

export interface StockChange {
  inventoryItemId: number;
  /** Signed: negative takes units out. */
  change: number;
  type: TransactionType;
  referenceType?: string | null;
  referenceId?: number | null;
  notes?: string;
  actorUserId?: number | null;
}

/**
 * The ONLY way stock changes: moves `inventory_item.quantity` and appends the
 * ledger row in the same transaction. Taking more than there is fails with
 * OUT_OF_STOCK and changes nothing. Units coming back (`RESTOCKS`) mail the first as many "Notify me" requests
 * waiting for the item, in the same transaction (`alerts/mail-waiting.ts`).
 */
export async function changeStock({ db, clock }: StockDeps, input: StockChange): Promise<number> {
  const at = isoNow(clock);
  const updated = await db
    .updateTable('inventory_item')
    .set({
      quantity: sql<number>`quantity + ${input.change}`,
      last_updated: at,
    })
    .where('id', '=', input.inventoryItemId)
    .where(sql<boolean>`quantity + ${input.change} >= 0`)
    .returning('quantity')
    .executeTakeFirst();
  if (!updated) {
    const exists = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('id', '=', input.inventoryItemId)
      .executeTakeFirst();
    throw exists ? new AppError('OUT_OF_STOCK') : new AppError('NOT_FOUND', 'Inventory item not found');
  }
  await db
    .insertInto('inventory_transaction')
    .values({
      inventory_item_id: input.inventoryItemId,
      transaction_type: input.type,
      quantity_change: input.change,
      reference_type: input.referenceType ?? null,
      reference_id: input.referenceId ?? null,
      notes: input.notes ?? '',
      actor_user_id: input.actorUserId ?? null,
      created_at: at,
    })
    .execute();
  // Units back on the shelf (not a hold's end: holds never move the quantity) mail the shoppers waiting for them.
  if (input.change > 0 && RESTOCKS.includes(input.type)) {
    await mailWaiting({ db, clock }, input.inventoryItemId, input.change);
  }
  return updated.quantity;
}

/** The low-stock threshold of an inventory item unless told otherwise. */
export const LOW_STOCK_THRESHOLD = 5;

export interface NewInventoryItem {
  itemType: ItemType;
  itemId: number;
  /** The product variant the item counts (stock per variant); none for a shared item or a painting. */
  variantId?: number | null;
  sku: string;
  quantity: number;
  location?: string;
  lowStockThreshold?: number;
  actorUserId?: number | null;
}

/** Creates the inventory item of a product, a product variant or a painting, its opening stock recorded as an 'initial' ledger row. */
export async function createInventoryItem(deps: StockDeps, input: NewInventoryItem): Promise<number> {
  const { id } = await deps.db
    .insertInto('inventory_item')
    .values({
      item_type: input.itemType,
      product_id: input.itemType === 'product' ? input.itemId : null,
      painting_id: input.itemType === 'painting' ? input.itemId : null,
      variant_id: input.variantId ?? null,
      sku: input.sku,
      location: input.location ?? '',
      quantity: 0,
      low_stock_threshold: input.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.quantity > 0) {
    await changeStock(deps, {
      inventoryItemId: id,
      change: input.quantity,
      type: 'initial',
      notes: 'Opening stock',
      actorUserId: input.actorUserId ?? null,
    });
  }
  return id;
}

/**
 * Sets an item's stock to `target` through the ledger (adjust_add / adjust_remove) on behalf of an admin; the flow
 * holds the item's row lock (lockRows), so the quantity read is the one replaced.
 */
export async function setStock(
  deps: StockDeps,
  inventoryItemId: number,
  target: number,
  actorUserId: number | null,
  note: string,
): Promise<void> {
  const item = await deps.db
    .selectFrom('inventory_item')
    .select('quantity')
    .where('id', '=', inventoryItemId)
    .executeTakeFirstOrThrow();
  const change = target - item.quantity;
  if (change === 0) return;
  await changeStock(deps, {
    inventoryItemId,
    change,
    type: change > 0 ? 'adjust_add' : 'adjust_remove',
    notes: note,
    actorUserId,
  });
}
