import { runFlow } from '../db/flow.js';
import type { FlowDeps } from '../deps.js';
import { releaseExpiredHolds } from './stock/holds.js';

/** Carts nobody has touched for this long are forgotten. */
const STALE_CART_DAYS = 30;

/**
 * Housekeeping, run by the background jobs: holds whose time is up are
 * released (availability already ignores them; this keeps the table honest)
 * and carts untouched for 30 days are deleted. Answers what it removed.
 */
export async function cleanUp(deps: FlowDeps<'clock'>): Promise<{ holds: number; cartLines: number }> {
  const now = deps.clock();
  const holds = await runFlow(deps, (tx) => releaseExpiredHolds(tx));
  const before = new Date(now.getTime() - STALE_CART_DAYS * 86_400_000).toISOString();
  const stale = await runFlow(deps, (tx) =>
    tx.db
      .deleteFrom('cart_item')
      .where((eb) =>
        eb(
          'cart_id',
          'in',
          eb
            .selectFrom('cart_item')
            .select('cart_id')
            .groupBy('cart_id')
            .having((h) => h.fn.max('updated_at'), '<', before),
        ),
      )
      .executeTakeFirst(),
  );
  return { holds, cartLines: Number(stale.numDeletedRows) };
}
