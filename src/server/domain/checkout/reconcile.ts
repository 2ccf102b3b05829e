import { PAYABLE } from '../../../shared/order-statuses.js';
import type { FlowDeps } from '../../deps.js';
import { finalizePayment } from './finalize.js';
import { markIntentCancelled } from './intents.js';

/** How far back reconciliation looks for payments whose order stayed pending. */
const LOOK_BACK_HOURS = 48;

/**
 * Finds payments that succeeded at the gateway while their order stayed
 * pending (a shopper who closed the tab before the confirmation came back, a
 * crash between the card and the finalisation, a webhook that never arrived)
 * and finalises them, exactly as the webhook would; intents the gateway has
 * cancelled are marked so and never handed out again. For the test gateway
 * and Stripe alike. Answers how many orders it finalised.
 */
export async function reconcilePayments(deps: FlowDeps<'clock' | 'gateway'>): Promise<number> {
  const since = new Date(deps.clock().getTime() - LOOK_BACK_HOURS * 3_600_000).toISOString();
  const open = await deps.db
    .selectFrom('payment as p')
    .innerJoin('order as o', 'o.id', 'p.order_id')
    .select('p.intent_id')
    .where('o.status', '=', 'pending')
    .where('p.status', 'in', [...PAYABLE, 'processing'])
    .where('p.created_at', '>=', since)
    .orderBy('p.id')
    .limit(50)
    .execute();
  let finalised = 0;
  for (const { intent_id } of open) {
    const intent = await deps.gateway.retrieveIntent(intent_id).catch(() => null);
    if (intent?.status === 'succeeded') {
      const { outcome } = await finalizePayment(deps, intent);
      if (outcome === 'paid') finalised++;
    } else if (intent?.status === 'cancelled') {
      await markIntentCancelled(deps, intent_id);
    }
  }
  return finalised;
}
