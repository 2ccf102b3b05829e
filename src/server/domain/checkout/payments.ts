import { AppError } from '../../../shared/errors.js';
import { REFUNDED_PAYMENT, type TestCardInput, type TestCardResult } from '../../../shared/schemas/checkout.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { type GuestViewer, getOwnOrder, type LinkViewer } from '../orders/guest-orders.js';
import type { WebhookEvent } from '../payments/gateway.js';
import { finalizePayment, markPaymentFailed } from './finalize.js';

type PaymentDeps = FlowDeps<'clock' | 'gateway'>;

/**
 * PUT /api/orders/{id}: the client says it paid. Never taken on trust: the
 * intent is read back from the gateway and must be this order's; only then is
 * the order finalised. Someone else's order is 404 (a guest's: any order but one this browser placed; with a link's
 * token, any order but the link's).
 */
export async function confirmOrderPayment(
  deps: PaymentDeps,
  input: { id: number; paymentIntentId?: string },
  viewer: Actor | GuestViewer | LinkViewer,
): Promise<Order> {
  const order = await getOwnOrder(deps, input.id, viewer);
  const payment = await deps.db
    .selectFrom('payment')
    .select('intent_id')
    .where('order_id', '=', order.id)
    .$if(Boolean(input.paymentIntentId), (q) => q.where('intent_id', '=', input.paymentIntentId as string))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', 'No payment found for this order');
  const intent = await deps.gateway.retrieveIntent(payment.intent_id).catch(() => {
    throw new AppError('GATEWAY_UNAVAILABLE', 'Could not reach the payment provider. Please try again.');
  });
  if (intent.orderId !== order.id) throw new AppError('CONFLICT', 'That payment does not belong to this order');
  if (intent.status === 'succeeded') await finalizePayment(deps, intent);
  else if (intent.status === 'requires_payment_method' && intent.lastError) await markPaymentFailed(deps, intent);
  return getOwnOrder(deps, order.id, viewer);
}

/**
 * A verified provider event, handled once: the event id is stored, a repeat
 * is acknowledged without effect; events arriving out of order are harmless
 * because finalisation and failure are both idempotent and a failure never
 * undoes a payment.
 */
export async function handleWebhookEvent(deps: PaymentDeps, event: WebhookEvent): Promise<{ duplicate: boolean }> {
  const { db } = deps;
  const seen = await db
    .selectFrom('payment_event')
    .select(['id', 'processed_at'])
    .where('provider_event_id', '=', event.id)
    .executeTakeFirst();
  if (seen?.processed_at) return { duplicate: true };
  if (!seen) {
    await runFlow(deps, (tx) =>
      tx.db
        .insertInto('payment_event')
        .values({
          provider_event_id: event.id,
          type: event.type === 'other' ? event.rawType : event.type,
          intent_id: event.type === 'other' ? null : event.intent.id,
          payload: JSON.stringify(event),
        })
        .onConflict((oc) => oc.column('provider_event_id').doNothing())
        .execute(),
    );
  }
  if (event.type === 'payment_intent.succeeded') await finalizePayment(deps, event.intent);
  if (event.type === 'payment_intent.payment_failed') await markPaymentFailed(deps, event.intent);
  // Processed once its effects are: a crash in between handles it again, which finalisation makes harmless.
  await runFlow(deps, (tx) =>
    tx.db
      .updateTable('payment_event')
      .set({ processed_at: isoNow(deps.clock) })
      .where('provider_event_id', '=', event.id)
      .execute(),
  );
  return { duplicate: false };
}

/**
 * POST /api/test-gateway/confirm: charges a test card, then finalises exactly
 * as the webhook would. To its owner, a paid order comes back too (`order`,
 * the Order shape PUT /api/orders/{id} answers, with the confirmation e-mail
 * flag as GET /api/orders/{id} sets it), so the client need not ask again.
 */
export async function confirmTestCard(
  deps: PaymentDeps,
  input: TestCardInput,
  viewer: { actor: Actor | null; guestOrderIds?: number[]; mailDelivery?: boolean } = { actor: null },
): Promise<TestCardResult> {
  const { testCard } = deps.gateway;
  if (!testCard) throw new AppError('NOT_FOUND', 'The test gateway is not enabled');
  const { intent, error } = await testCard.confirm(input.clientSecret, input.card).catch(() => {
    throw new AppError('NOT_FOUND', 'This payment was not found. Please start checkout again.');
  });
  if (error) {
    await markPaymentFailed(deps, intent);
    return { status: 'requires_payment_method', orderId: intent.orderId, error };
  }
  const { outcome, orderId, cause } = await finalizePayment(deps, intent);
  if (outcome === 'refunded') {
    // The true reason: a code that stopped applying is not an item that sold out.
    return { status: 'refunded', orderId, error: { ...REFUNDED_PAYMENT[cause ?? 'order'] } };
  }
  const order = await ownersOrder(deps, orderId, viewer);
  return { status: intent.status, orderId: intent.orderId, ...(order ? { order } : {}) };
}

/** The order as its owner sees it, when the one asking is its owner (a guest: the browser that placed it); else nothing. */
async function ownersOrder(
  deps: Pick<Deps, 'db'>,
  orderId: number | null,
  {
    actor,
    guestOrderIds = [],
    mailDelivery,
  }: { actor: Actor | null; guestOrderIds?: number[]; mailDelivery?: boolean },
): Promise<Order | null> {
  if (orderId === null) return null;
  return getOwnOrder(deps, orderId, actor ?? { guestOrderIds }, mailDelivery).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
}
