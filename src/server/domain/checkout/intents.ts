import type { Deps } from '../../deps.js';
import { finalizePayment } from './finalize.js';
import { setPaymentStatus } from './payment-status.js';

/**
 * Records that an intent can no longer be paid, so it is never handed out again (a payment that succeeded
 * meanwhile stays succeeded: the table does not let it be cancelled).
 */
export async function markIntentCanceled(deps: Pick<Deps, 'db' | 'clock'>, intentId: string): Promise<void> {
  await setPaymentStatus(deps, { intentId }, { to: 'canceled' });
}

/**
 * Cancels intents at the gateway (best effort: a payment that still arrives is
 * refunded by finalisation) and records them cancelled. One the gateway had
 * already taken (the card went through, the shop never heard: a crash, a lost
 * webhook) is finalised instead, which refunds it: once its order is no longer
 * pending, reconciliation would never look at it again.
 */
export async function cancelIntents(deps: Pick<Deps, 'db' | 'clock' | 'gateway'>, intentIds: string[]): Promise<void> {
  for (const intentId of intentIds) {
    await deps.gateway.cancelIntent(intentId).catch(() => undefined);
    const intent = await deps.gateway.retrieveIntent(intentId).catch(() => null);
    if (intent?.status === 'succeeded') await finalizePayment(deps, intent);
    else await markIntentCanceled(deps, intentId);
  }
}
