import type { Db } from '../../db/index.js';
import type { PaymentGateway } from '../../payments/gateway.js';

/** Statuses in which a payment intent can still be paid by the shopper. */
export const PAYABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Records that an intent can no longer be paid, so it is never handed out again. */
export async function markIntentCanceled(db: Db, intentId: string, at: string): Promise<void> {
  await db
    .updateTable('payment')
    .set({ status: 'canceled', updated_at: at })
    .where('intent_id', '=', intentId)
    .execute();
}

/**
 * Cancels intents at the gateway (best effort: a payment that still arrives is
 * refunded by finalisation) and records them cancelled.
 */
export async function cancelIntents(db: Db, gateway: PaymentGateway, intentIds: string[], at: string): Promise<void> {
  for (const intentId of intentIds) {
    await gateway.cancelIntent(intentId).catch(() => undefined);
    await markIntentCanceled(db, intentId, at);
  }
}
