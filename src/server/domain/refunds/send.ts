import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';
import { gatewayRefused } from '../payments/gateway.js';
import { settleRefund } from './settle.js';

type SendDeps = FlowDeps<'clock' | 'gateway'>;

/** Minutes to wait before the next try of a refund the gateway did not make: 1, 2, 4 … at most an hour. */
function refundBackoffMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

/** The refund's idempotency key at the gateway, by which a retry never refunds twice and listRefunds finds it. */
export const refundKey = (refundId: number): string => `refund-${refundId}`;

export type SendOutcome = { done: true } | { done: false; error: string; refused: boolean };

/**
 * What a try that did not get the refund made leaves behind — the one failure rule, for the owner's refunds and
 * the ones the shop owes alike. The gateway refused an owner's refund (it answered no: nothing was done): the
 * refund fails and gives back its claim (the lines' refunded quantities; the amount is free again), and the owner
 * decides what next. Anything else — no answer (a timeout, an outage: the refund may have been made), or a refund
 * the shop owes a shopper — stays pending: the next try comes after a back-off (the refund job, or the owner's
 * Retry), and asks the gateway first whether the refund was made.
 */
async function recordFailedTry(
  deps: FlowDeps<'clock'>,
  refund: { id: number; order_id: number; attempts: number; actor_user_id: number | null; lines: string },
  error: string,
  refused: boolean,
): Promise<void> {
  const now = deps.clock();
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    await lockRows(tx, 'order', [refund.order_id]);
    if (refused && refund.actor_user_id !== null) {
      const failed = await trx
        .updateTable('refund')
        .set({
          status: 'failed',
          error,
          attempts: refund.attempts + 1,
          next_attempt_at: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(failed.numUpdatedRows) === 0) return;
      for (const line of JSON.parse(refund.lines) as { orderItemId: number; quantity: number }[]) {
        await trx
          .updateTable('order_item')
          .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '-', line.quantity) }))
          .where('id', '=', line.orderItemId)
          .execute();
      }
      return;
    }
    const attempts = refund.attempts + 1;
    const next = new Date(now.getTime() + refundBackoffMinutes(attempts) * 60_000).toISOString();
    await trx
      .updateTable('refund')
      .set({ attempts, next_attempt_at: next, error, updated_at: now.toISOString() })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .execute();
  });
}

/**
 * Sends one pending refund to the gateway and settles it: the one path by which
 * any refund reaches the gateway (the owner's refund and cancel, the refunds
 * the shop owes, the refund job, the owner's Retry). Idempotent by the refund's
 * own key; a try after the first (`firstTry` false) first asks the gateway for
 * the payment's refunds, so a refund made before a crash, a timeout or an
 * expired key is settled, never made twice. A failure is recorded by the one
 * rule (recordFailedTry). Answers whether the refund is done, else why not.
 */
export async function sendRefund(
  deps: SendDeps,
  refundId: number,
  { firstTry = false }: { firstTry?: boolean } = {},
): Promise<SendOutcome> {
  const { gateway } = deps;
  const refund = await deps.db
    .selectFrom('refund as r')
    .leftJoin('payment as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.order_id', 'r.amount_cents', 'r.reason', 'r.status', 'r.attempts', 'r.actor_user_id'])
    .select(['r.lines', 'r.error', 'r.gift_card_cents', 'r.credit_cents', 'p.intent_id'])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
  if (!refund) return { done: false, error: 'No such refund', refused: true };
  if (refund.status !== 'pending') {
    return refund.status === 'succeeded'
      ? { done: true }
      : { done: false, error: refund.error ?? 'The refund failed', refused: true };
  }
  // A refund with no payment is settled on the ledger in its claim's flow: there is nothing to send.
  if (refund.intent_id === null)
    return { done: false, error: 'This refund has no payment to go through', refused: true };
  const key = refundKey(refund.id);
  try {
    const made = firstTry ? undefined : (await gateway.listRefunds(refund.intent_id)).find((r) => r.key === key);
    const done =
      made ??
      (await gateway.refund({
        intentId: refund.intent_id,
        // The balances' shares (gift card, store credit) go back on them when the refund settles, not through the gateway.
        amountCents: refund.amount_cents - refund.gift_card_cents - refund.credit_cents,
        reason: refund.reason || `Refund of order #${refund.order_id}`,
        idempotencyKey: key,
      }));
    await runFlow(deps, async (tx) => {
      await lockRows(tx, 'order', [refund.order_id]);
      await settleRefund(tx, refund.id, done);
    });
    return { done: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const refused = gatewayRefused(error);
    await recordFailedTry(deps, refund, reason, refused);
    return { done: false, error: reason, refused };
  }
}

/** The refund job's tick: sends every pending refund whose time has come. Answers how many went through. */
export async function sendDueRefunds(deps: SendDeps): Promise<number> {
  const due = await deps.db
    .selectFrom('refund')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', isoNow(deps.clock))
    .orderBy('id')
    .limit(50)
    .execute();
  let sent = 0;
  for (const { id } of due) if ((await sendRefund(deps, id)).done) sent++;
  return sent;
}
