import type { Db } from '../../db/index.js';

/**
 * Holds reserve units for a checkout: what can be bought is the quantity on
 * hand minus active, unexpired holds (see availability.ts). A hold never moves
 * stock; the sale does, when the payment is finalised. An expired hold frees
 * its units by time alone, so nothing depends on a sweeper running.
 */
export const HOLD_MINUTES = 15;

/** Releases every hold whose time is up (availability already ignores them; this keeps the table honest). */
export async function releaseExpiredHolds(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('stock_hold')
    .set({ status: 'released' })
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Releases the active holds of one order (payment failed, order replaced or cancelled). */
export async function releaseHolds(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('stock_hold')
    .set({ status: 'released' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .execute();
}

/** Reserves units of one item for an order until `expiresAt`, in the caller's transaction. */
export async function holdUnits(
  trx: Db,
  hold: { orderId: number; inventoryItemId: number; quantity: number; expiresAt: string },
): Promise<void> {
  await trx
    .insertInto('stock_hold')
    .values({
      order_id: hold.orderId,
      inventory_item_id: hold.inventoryItemId,
      quantity: hold.quantity,
      expires_at: hold.expiresAt,
    })
    .execute();
}

/** When the order's active holds run out, if they still hold anything now; else null. */
export async function liveHoldExpiry(db: Db, orderId: number, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('stock_hold')
    .select((eb) => eb.fn.min('expires_at').as('expires_at'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.expires_at ?? null;
}
