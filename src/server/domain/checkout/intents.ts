import { AppError } from '../../../shared/errors.js';
import { isPayable, OPEN_PAYMENT_STATUSES, type PaymentStatus } from '../../../shared/order-statuses.js';
import { runFlow } from '../../db/flow.js';
import type { Deps, FlowDeps } from '../../deps.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { finalizePayment } from './finalize.js';
import { setPaymentStatus } from './payment-status.js';

/**
 * Records that an intent can no longer be paid, so it is never handed out again (a payment that succeeded
 * meanwhile stays succeeded: the table does not let it be cancelled).
 */
export async function markIntentCancelled(deps: FlowDeps<'clock'>, intentId: string): Promise<void> {
  await runFlow(deps, (tx) => setPaymentStatus(tx, { intentId }, { to: 'cancelled' }));
}

/** The intents of an order's payments in one of these statuses (the open ones by default), oldest first. */
export async function intentsOf(
  { db }: Pick<Deps, 'db'>,
  orderId: number,
  statuses: readonly PaymentStatus[] = OPEN_PAYMENT_STATUSES,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payment')
    .select('intent_id')
    .where('order_id', '=', orderId)
    .where('status', 'in', statuses)
    .orderBy('id')
    .execute();
  return rows.map((p) => p.intent_id);
}

/** An order's payments, newest first, as a checkout reads them to hand one out again or cancel the others. */
export function paymentsOf({ db }: Pick<Deps, 'db'>, orderId: number) {
  return db
    .selectFrom('payment')
    .select(['intent_id', 'client_secret', 'amount_cents', 'currency', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Cancels one intent at the gateway, outside any transaction, and answers how it ended there: `cancelled` (recorded
 * so), `paid` (the card went through first: finalised, the one finalizePayment, which keeps or refunds it), or
 * `unknown` (the gateway could not be asked, or the payment is still being processed there).
 */
export async function cancelIntent(
  deps: FlowDeps<'clock' | 'gateway'>,
  intentId: string,
): Promise<'cancelled' | 'paid' | 'unknown'> {
  await deps.gateway.cancelIntent(intentId).catch(() => undefined);
  const intent = await deps.gateway.retrieveIntent(intentId).catch(() => null);
  if (intent?.status === 'succeeded') {
    await finalizePayment(deps, intent);
    return 'paid';
  }
  if (intent?.status !== 'cancelled') return 'unknown';
  await markIntentCancelled(deps, intentId);
  return 'cancelled';
}

/**
 * Cancels intents at the gateway (best effort: a payment that still arrives is
 * refunded by finalisation) and records them cancelled. One the gateway had
 * already taken (the card went through, the shop never heard: a crash, a lost
 * webhook) is finalised instead, which refunds it: once its order is no longer
 * pending, reconciliation would never look at it again.
 */
export async function cancelIntents(deps: FlowDeps<'clock' | 'gateway'>, intentIds: string[]): Promise<void> {
  for (const intentId of intentIds) {
    if ((await cancelIntent(deps, intentId)) === 'unknown') await markIntentCancelled(deps, intentId);
  }
}

/** An intent is handed out again only while the gateway still takes payment on it; a cancelled one never is. */
async function stillPayable(deps: FlowDeps<'clock' | 'gateway'>, intentId: string): Promise<boolean> {
  const intent = await deps.gateway.retrieveIntent(intentId).catch(() => null);
  if (intent?.status !== 'cancelled') return true;
  await markIntentCancelled(deps, intentId);
  return false;
}

type OrderPayment = Awaited<ReturnType<typeof paymentsOf>>[number];

/** Of an order's payments (`paymentsOf`), the one still payable for this amount and currency: handed out again. */
export function reusablePayment(payments: readonly OrderPayment[], amountCents: number, currency: string) {
  return payments.find((p) => p.amount_cents === amountCents && p.currency === currency && isPayable(p.status));
}

/**
 * The intent a payment session hands out (a checkout's, an invoice's or an exchange's difference): the reusable one
 * while the gateway still takes payment on it (`checked`: intents the caller already knows are), else a new one
 * (`open`).
 */
export async function reuseOrOpen(
  deps: FlowDeps<'clock' | 'gateway'>,
  reusable: OrderPayment | undefined,
  open: () => Promise<{ id: string; clientSecret: string }>,
  checked: readonly string[] = [],
): Promise<{ id: string; clientSecret: string }> {
  if (reusable && (checked.includes(reusable.intent_id) || (await stillPayable(deps, reusable.intent_id)))) {
    return { id: reusable.intent_id, clientSecret: reusable.client_secret };
  }
  return open();
}

/** What an order's new intent is for. `attempts`: the order's payments as its flow just read them (the next one's number). */
export interface NewIntent {
  orderId: number;
  amountCents: number;
  currency: string;
  email: string;
  attempts: number;
}

/**
 * Creates the order's intent for this amount and currency at the gateway (idempotent per order, amount, currency and
 * attempt) and records it. GATEWAY_UNAVAILABLE when the gateway cannot be reached (nothing recorded).
 */
export async function openIntent(
  deps: FlowDeps<'gateway'>,
  { orderId, amountCents, currency, email, attempts }: NewIntent,
): Promise<{ id: string; clientSecret: string }> {
  const { gateway } = deps;
  const idempotencyKey = `order-${orderId}-${amountCents}${currency === 'usd' ? '' : currency}-${attempts + 1}`;
  let intent: Awaited<ReturnType<PaymentGateway['createIntent']>>;
  try {
    intent = await gateway.createIntent({
      orderId,
      amountCents,
      currency,
      idempotencyKey,
      receiptEmail: email,
      description: `Order #${orderId}`,
    });
  } catch {
    throw new AppError('GATEWAY_UNAVAILABLE');
  }
  await runFlow(deps, (tx) =>
    tx.db
      .insertInto('payment')
      .values({
        order_id: orderId,
        provider: gateway.provider,
        intent_id: intent.id,
        idempotency_key: idempotencyKey,
        client_secret: intent.clientSecret,
        amount_cents: amountCents,
        currency,
        status: intent.status,
      })
      .onConflict((oc) => oc.column('intent_id').doNothing())
      .execute(),
  );
  return { id: intent.id, clientSecret: intent.clientSecret };
}
