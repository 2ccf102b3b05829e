import { type Deps, isoNow, type TxDeps } from '../../deps.js';
import { getSettings } from '../settings.js';

/**
 * Holds reserve units for a checkout: what can be bought is the quantity on
 * hand minus active, unexpired holds (see availability.ts). A hold never moves
 * stock; the sale does, when the payment is finalised. An expired hold frees
 * its units by time alone, so nothing depends on a sweeper running (the
 * checkout-expiry job then ends the unpaid order: checkout/expire.ts).
 */

/** When a hold placed now runs out: the `checkoutHoldMinutes` setting (15 by default) from the shop's clock. */
export async function holdExpiry(deps: Pick<Deps, 'db' | 'clock'>): Promise<string> {
  const { checkoutHoldMinutes } = await getSettings(deps);
  return new Date(deps.clock().getTime() + checkoutHoldMinutes * 60_000).toISOString();
}

/** Releases every hold whose time is up (availability already ignores them; this keeps the table honest). */
export async function releaseExpiredHolds({ db, clock }: TxDeps<'clock'>): Promise<number> {
  const result = await db
    .updateTable('stock_hold')
    .set({ status: 'released' })
    .where('status', '=', 'active')
    .where('expires_at', '<=', isoNow(clock))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Releases the active holds of one order (payment failed, order replaced or cancelled). */
export async function releaseHolds({ db }: TxDeps, orderId: number): Promise<void> {
  await db
    .updateTable('stock_hold')
    .set({ status: 'released' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .execute();
}

/** Reserves units of one item for an order until `expiresAt`, in the caller's transaction (pass it as `db`). */
export async function holdUnits(
  { db }: TxDeps,
  hold: { orderId: number; inventoryItemId: number; quantity: number; expiresAt: string },
): Promise<void> {
  await db
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
export async function liveHoldExpiry(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  orderId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('stock_hold')
    .select((eb) => eb.fn.min('expires_at').as('expires_at'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .where('expires_at', '>', isoNow(clock))
    .executeTakeFirst();
  return row?.expires_at ?? null;
}
