import type { Deps } from '../../deps.js';
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
 * refunded by finalisation) and records them cancelled.
 */
export async function cancelIntents(deps: Pick<Deps, 'db' | 'clock' | 'gateway'>, intentIds: string[]): Promise<void> {
  for (const intentId of intentIds) {
    await deps.gateway.cancelIntent(intentId).catch(() => undefined);
    await markIntentCanceled(deps, intentId);
  }
}
