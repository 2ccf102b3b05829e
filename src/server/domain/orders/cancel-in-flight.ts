import type { Deps } from '../../deps.js';

/**
 * Whether the owner's cancel of this paid order is on its way (its refund claimed, not yet settled or failed):
 * the order is claimed by it, so no other move or refund may start meanwhile.
 */
export async function cancelInFlight({ db }: Pick<Deps, 'db'>, orderId: number): Promise<boolean> {
  const pending = await db
    .selectFrom('refund')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('cancels_order', '=', 1)
    .executeTakeFirst();
  return pending !== undefined;
}

/** The answer to any change of an order whose cancel is on its way. */
export const BEING_CANCELLED = 'This order is being cancelled: its refund is on its way to the payment provider';
