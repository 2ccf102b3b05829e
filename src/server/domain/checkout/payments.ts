import { AppError } from '../../../shared/errors.js';
import type { TestCardInput } from '../../../shared/schemas/checkout.js';
import type { Order } from '../../../shared/schemas/orders.js';
import type { Db } from '../../db/index.js';
import type { PaymentGateway, WebhookEvent } from '../../payments/gateway.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import type { Actor } from '../accounts.js';
import { getMyOrder } from '../orders.js';
import { finalizePayment, markPaymentFailed } from './finalize.js';

/**
 * PUT /api/orders/{id}: the client says it paid. Never taken on trust: the
 * intent is read back from the gateway and must be this order's; only then is
 * the order finalised. Someone else's order is 404.
 */
export async function confirmOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  input: { id: number; paymentIntentId?: string },
  now: Date,
): Promise<Order> {
  const order = await getMyOrder(db, actor, input.id);
  const payment = await db
    .selectFrom('payment')
    .select('intent_id')
    .where('order_id', '=', order.id)
    .$if(Boolean(input.paymentIntentId), (q) => q.where('intent_id', '=', input.paymentIntentId as string))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', 'No payment found for this order');
  const intent = await gateway.retrieveIntent(payment.intent_id).catch(() => {
    throw new AppError('GATEWAY_UNAVAILABLE', 'Could not reach the payment provider. Please try again.');
  });
  if (intent.orderId !== order.id) throw new AppError('CONFLICT', 'That payment does not belong to this order');
  if (intent.status === 'succeeded') await finalizePayment(db, gateway, intent, now);
  else if (intent.status === 'requires_payment_method' && intent.lastError) await markPaymentFailed(db, intent, now);
  return getMyOrder(db, actor, order.id);
}

/**
 * A verified provider event, handled once: the event id is stored, a repeat
 * is acknowledged without effect; events arriving out of order are harmless
 * because finalisation and failure are both idempotent and a failure never
 * undoes a payment.
 */
export async function handleWebhookEvent(
  db: Db,
  gateway: PaymentGateway,
  event: WebhookEvent,
  now: Date,
): Promise<{ duplicate: boolean }> {
  const seen = await db
    .selectFrom('payment_event')
    .select(['id', 'processed_at'])
    .where('provider_event_id', '=', event.id)
    .executeTakeFirst();
  if (seen?.processed_at) return { duplicate: true };
  if (!seen) {
    await db
      .insertInto('payment_event')
      .values({
        provider_event_id: event.id,
        type: event.type === 'other' ? event.rawType : event.type,
        intent_id: event.type === 'other' ? null : event.intent.id,
        payload: JSON.stringify(event),
      })
      .onConflict((oc) => oc.column('provider_event_id').doNothing())
      .execute();
  }
  if (event.type === 'payment_intent.succeeded') await finalizePayment(db, gateway, event.intent, now);
  if (event.type === 'payment_intent.payment_failed') await markPaymentFailed(db, event.intent, now);
  await db
    .updateTable('payment_event')
    .set({ processed_at: now.toISOString() })
    .where('provider_event_id', '=', event.id)
    .execute();
  return { duplicate: false };
}

/** POST /api/test-gateway/confirm: charges a test card, then finalises exactly as the webhook would. */
export async function confirmTestCard(
  db: Db,
  gateway: PaymentGateway,
  input: TestCardInput,
  now: Date,
): Promise<{ status: string; orderId: number | null; error?: { code: string; message: string } }> {
  if (gateway.provider !== 'test') throw new AppError('NOT_FOUND', 'The test gateway is not enabled');
  const { intent, error } = await (gateway as TestGateway).confirm(input.clientSecret, input.card).catch(() => {
    throw new AppError('NOT_FOUND', 'This payment was not found. Please start checkout again.');
  });
  if (error) {
    await markPaymentFailed(db, intent, now);
    return { status: 'requires_payment_method', orderId: intent.orderId, error };
  }
  const { outcome } = await finalizePayment(db, gateway, intent, now);
  if (outcome === 'refunded') {
    return {
      status: 'refunded',
      orderId: intent.orderId,
      error: {
        code: 'item_unavailable',
        message: 'An item sold out while you were paying; your payment was refunded.',
      },
    };
  }
  return { status: intent.status, orderId: intent.orderId };
}
