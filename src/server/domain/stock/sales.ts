import type { Db } from '../../db/index.js';
import { availableUnits } from './availability.js';
import { changeStock } from './ledger.js';

export interface SaleLine {
  id: number;
  item_type: 'product' | 'painting';
  product_id: number | null;
  painting_id: number | null;
  quantity: number;
  name: string;
}

/** Takes the units of one paid line: its live hold, else whatever is still free; answers why not when it cannot. */
async function takeStock(trx: Db, orderId: number, line: SaleLine, now: string): Promise<string | null> {
  const column = line.item_type === 'product' ? 'product_id' : 'painting_id';
  const item = await trx
    .selectFrom('inventory_item as ii')
    .select(['ii.id', availableUnits('ii', now).as('available')])
    .where(`ii.${column}`, '=', (line.product_id ?? line.painting_id) as number)
    .executeTakeFirst();
  if (!item) return `${line.name} has no stock record`;
  const hold = await trx
    .selectFrom('stock_hold')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('inventory_item_id', '=', item.id)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const held = hold?.quantity ?? 0;
  if (held < line.quantity && item.available < line.quantity - held) {
    return `${line.name} sold out while the payment was pending`;
  }
  if (line.painting_id) {
    const painting = await trx
      .selectFrom('painting')
      .select(['is_sold', 'in_stock', 'is_limited', 'limited_edition_count', 'current_edition_number'])
      .where('id', '=', line.painting_id)
      .executeTakeFirstOrThrow();
    const editionsLeft =
      painting.is_limited && painting.limited_edition_count !== null
        ? painting.limited_edition_count - painting.current_edition_number
        : Number.POSITIVE_INFINITY;
    if (painting.is_sold || !painting.in_stock || editionsLeft < line.quantity) {
      return `${line.name} was sold to someone else while the payment was pending`;
    }
  }
  await changeStock(trx, {
    inventoryItemId: item.id,
    change: -line.quantity,
    type: 'sale',
    referenceType: 'order',
    referenceId: orderId,
    notes: `Order #${orderId}`,
  });
  if (hold) await trx.updateTable('stock_hold').set({ status: 'converted' }).where('id', '=', hold.id).execute();
  return null;
}

/** What a sale does to the piece itself: originals and mark-sold items become sold; editions take their numbers. */
async function markSold(trx: Db, line: SaleLine, now: string): Promise<void> {
  if (line.product_id) {
    await trx
      .updateTable('product')
      .set({ is_sold: 1, updated_at: now })
      .where('id', '=', line.product_id)
      .where('mark_sold_after_purchase', '=', 1)
      .execute();
    return;
  }
  const painting = await trx
    .selectFrom('painting')
    .select([
      'is_original',
      'is_limited',
      'mark_sold_after_purchase',
      'limited_edition_count',
      'current_edition_number',
    ])
    .where('id', '=', line.painting_id as number)
    .executeTakeFirstOrThrow();
  if (painting.is_limited) {
    const first = painting.current_edition_number + 1;
    const current = painting.current_edition_number + line.quantity;
    await trx.updateTable('order_item').set({ edition_number: first }).where('id', '=', line.id).execute();
    await trx
      .updateTable('painting')
      .set({
        current_edition_number: current,
        in_stock: painting.limited_edition_count !== null && current >= painting.limited_edition_count ? 0 : 1,
        updated_at: now,
      })
      .where('id', '=', line.painting_id as number)
      .execute();
  }
  if (painting.is_original || painting.mark_sold_after_purchase) {
    await trx
      .updateTable('painting')
      .set({ is_sold: 1, in_stock: 0, updated_at: now })
      .where('id', '=', line.painting_id as number)
      .execute();
  }
}

/**
 * Sells one paid order line, in the finalisation's transaction: its units
 * leave stock through the ledger (from its hold, else from what is free), a
 * sold original or mark-sold piece becomes sold, limited editions take their
 * numbers. Answers why the line cannot be sold (then nothing must be kept),
 * or null once it is.
 */
export async function sellLine(trx: Db, orderId: number, line: SaleLine, now: string): Promise<string | null> {
  const refused = await takeStock(trx, orderId, line, now);
  if (refused) return refused;
  await markSold(trx, line, now);
  return null;
}

/**
 * Puts refunded units of an order line back on the shelf through the ledger
 * ('refund', referencing the order); a sold original or mark-sold piece is for
 * sale again. A line whose item has no stock record is skipped.
 */
export async function restockLine(
  trx: Db,
  restock: { orderId: number; orderItemId: number; quantity: number; note: string },
  actorUserId: number | null,
): Promise<void> {
  const item = await trx
    .selectFrom('order_item as oi')
    .leftJoin('inventory_item as ii', (join) =>
      join.on((eb) =>
        eb.or([eb('ii.product_id', '=', eb.ref('oi.product_id')), eb('ii.painting_id', '=', eb.ref('oi.painting_id'))]),
      ),
    )
    .select(['ii.id as inventory_item_id', 'oi.product_id', 'oi.painting_id'])
    .where('oi.id', '=', restock.orderItemId)
    .executeTakeFirst();
  if (!item?.inventory_item_id) return;
  await changeStock(trx, {
    inventoryItemId: item.inventory_item_id,
    change: restock.quantity,
    type: 'refund',
    referenceType: 'order',
    referenceId: restock.orderId,
    notes: restock.note,
    actorUserId,
  });
  if (item.product_id) {
    await trx.updateTable('product').set({ is_sold: 0 }).where('id', '=', item.product_id).execute();
  } else if (item.painting_id) {
    await trx
      .updateTable('painting')
      .set({ is_sold: 0, in_stock: 1 })
      .where('id', '=', item.painting_id)
      .where((eb) => eb.or([eb('is_original', '=', 1), eb('mark_sold_after_purchase', '=', 1)]))
      .execute();
  }
}
