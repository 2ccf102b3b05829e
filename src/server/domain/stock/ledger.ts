import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { Database, ItemType, TransactionType } from '../../db/schema.js';

/** A Kysely handle or a transaction over it: stock changes join the caller's transaction. */
type Trx = Kysely<Database>;

export interface StockChange {
  inventoryItemId: number;
  /** Signed: negative takes units out. */
  change: number;
  type: TransactionType;
  referenceType?: string | null;
  referenceId?: number | null;
  notes?: string;
  actorUserId?: number | null;
  /** When it happened (ISO-8601); now when left out. */
  at?: string;
}

/**
 * The ONLY way stock changes: moves `inventory_item.quantity` and appends the
 * ledger row in the same transaction. Taking more than there is fails with
 * OUT_OF_STOCK and changes nothing.
 */
export async function changeStock(trx: Trx, input: StockChange): Promise<number> {
  const updated = await trx
    .updateTable('inventory_item')
    .set({
      quantity: sql<number>`quantity + ${input.change}`,
      last_updated: input.at ?? new Date().toISOString(),
    })
    .where('id', '=', input.inventoryItemId)
    .where(sql<boolean>`quantity + ${input.change} >= 0`)
    .returning('quantity')
    .executeTakeFirst();
  if (!updated) {
    const exists = await trx
      .selectFrom('inventory_item')
      .select('id')
      .where('id', '=', input.inventoryItemId)
      .executeTakeFirst();
    throw exists ? new AppError('OUT_OF_STOCK') : new AppError('NOT_FOUND', 'Inventory item not found');
  }
  await trx
    .insertInto('inventory_transaction')
    .values({
      inventory_item_id: input.inventoryItemId,
      transaction_type: input.type,
      quantity_change: input.change,
      reference_type: input.referenceType ?? null,
      reference_id: input.referenceId ?? null,
      notes: input.notes ?? '',
      actor_user_id: input.actorUserId ?? null,
      ...(input.at ? { created_at: input.at } : {}),
    })
    .execute();
  return updated.quantity;
}

export interface NewInventoryItem {
  itemType: ItemType;
  itemId: number;
  sku: string;
  quantity: number;
  location?: string;
  lowStockThreshold?: number;
  actorUserId?: number | null;
}

/** Creates the one inventory item of a product or painting, its opening stock recorded as an 'initial' ledger row. */
export async function createInventoryItem(trx: Trx, input: NewInventoryItem): Promise<number> {
  const { id } = await trx
    .insertInto('inventory_item')
    .values({
      item_type: input.itemType,
      product_id: input.itemType === 'product' ? input.itemId : null,
      painting_id: input.itemType === 'painting' ? input.itemId : null,
      sku: input.sku,
      location: input.location ?? '',
      quantity: 0,
      low_stock_threshold: input.lowStockThreshold ?? 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.quantity > 0) {
    await changeStock(trx, {
      inventoryItemId: id,
      change: input.quantity,
      type: 'initial',
      notes: 'Opening stock',
      actorUserId: input.actorUserId ?? null,
    });
  }
  return id;
}

/** Sets an item's stock to `target` through the ledger (adjust_add / adjust_remove) on behalf of an admin. */
export async function setStock(
  trx: Trx,
  inventoryItemId: number,
  target: number,
  actorUserId: number,
  note: string,
): Promise<void> {
  const item = await trx
    .selectFrom('inventory_item')
    .select('quantity')
    .where('id', '=', inventoryItemId)
    .executeTakeFirstOrThrow();
  const change = target - item.quantity;
  if (change === 0) return;
  await changeStock(trx, {
    inventoryItemId,
    change,
    type: change > 0 ? 'adjust_add' : 'adjust_remove',
    notes: note,
    actorUserId,
  });
}
