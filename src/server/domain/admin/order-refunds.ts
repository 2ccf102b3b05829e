import { AppError } from '../../../shared/errors.js';
import { formatMoney, toCents, toDollars } from '../../../shared/money.js';
import { refundAmountCents } from '../../../shared/refunds.js';
import type { OrderRefundInput } from '../../../shared/schemas/admin-orders.js';
import { immediateTransaction } from '../../db/index.js';
import { type Deps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts.js';
import { settleRefund } from '../checkout/refund-queue.js';
import { PAID_STATUSES } from '../order-events.js';

interface RefundLine {
  orderItemId: number;
  quantity: number;
}

interface Claim {
  refundId: number;
  intentId: string;
  amountCents: number;
  lines: RefundLine[];
}

/**
 * The payment that paid an order and what is left of it to refund: its amount
 * less every refund not failed (pending ones are claimed). Null when the order
 * has no kept payment.
 */
export async function leftToRefund({ db }: Pick<Deps, 'db'>, orderId: number) {
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'intent_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (!payment) return null;
  const { claimed } = await db
    .selectFrom('refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.val(0)).as('claimed'))
    .where('payment_id', '=', payment.id)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return { payment, leftCents: Math.max(0, payment.amount_cents - Number(claimed)) };
}

/** How long an owner's refund in flight is left to its own request before the refund job may take it up. */
const CRASH_GRACE_MS = 5 * 60_000;

/** The same line named twice counts once, with both quantities. */
function mergeLines(lines: RefundLine[]): RefundLine[] {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.orderItemId, (merged.get(l.orderItemId) ?? 0) + l.quantity);
  return [...merged].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}

/**
 * Works out and claims a refund in one transaction: the lines must be this
 * order's and not already refunded, the amount (given, else the lines' goods
 * plus their share of the tax, else everything left) may not exceed what is
 * left of the payment. The claim is a `pending` refund row and the lines'
 * refunded quantities, so two refunds at once can never give back more than
 * was paid.
 */
async function claimRefund(
  deps: Pick<Deps, 'db' | 'clock'>,
  { input, cancel }: { input: OrderRefundInput; cancel: boolean },
  actor: Actor,
) {
  const now = deps.clock();
  const at = now.toISOString();
  return immediateTransaction(deps.db, async (trx): Promise<Claim> => {
    const order = await trx
      .selectFrom('order')
      .select(['id', 'status', 'subtotal_cents', 'tax_cents'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    if (!PAID_STATUSES.includes(order.status)) {
      throw new AppError('ILLEGAL_TRANSITION', `An order that is ${order.status} cannot be refunded`);
    }
    const paying = await leftToRefund({ db: trx }, order.id);
    if (!paying) throw new AppError('CONFLICT', 'This order has no payment to refund');
    const { payment, leftCents: left } = paying;
    const items = await trx
      .selectFrom('order_item')
      .select(['id', 'quantity', 'refunded_quantity', 'unit_price_cents', 'name'])
      .where('order_id', '=', order.id)
      .execute();
    const wantsAll = !input.lines?.length && input.amount === undefined;
    const lines: RefundLine[] =
      input.lines && input.lines.length > 0
        ? mergeLines(input.lines)
        : wantsAll || cancel
          ? items
              .filter((i) => i.quantity > i.refunded_quantity)
              .map((i) => ({ orderItemId: i.id, quantity: i.quantity - i.refunded_quantity }))
          : [];
    for (const line of lines) {
      const item = items.find((i) => i.id === line.orderItemId);
      if (!item) throw new AppError('BAD_REQUEST', `lines: item ${line.orderItemId} is not part of order #${order.id}`);
      if (line.quantity > item.quantity - item.refunded_quantity) {
        throw new AppError(
          'REFUND_TOO_LARGE',
          `Only ${item.quantity - item.refunded_quantity} of ${item.name} can still be refunded`,
        );
      }
    }
    const amountCents =
      input.amount !== undefined
        ? toCents(input.amount)
        : wantsAll || cancel
          ? left
          : refundAmountCents({
              lines: items.map((i) => ({
                id: i.id,
                quantity: i.quantity,
                refundedQuantity: i.refunded_quantity,
                unitPriceCents: i.unit_price_cents,
              })),
              refund: lines,
              subtotalCents: order.subtotal_cents,
              taxCents: order.tax_cents,
              leftCents: left,
            });
    if (amountCents <= 0 || left <= 0)
      throw new AppError('REFUND_TOO_LARGE', 'Nothing is left to refund on this order');
    if (amountCents > left) {
      throw new AppError(
        'REFUND_TOO_LARGE',
        `The refund (${formatMoney(toDollars(amountCents))}) is more than what is left to refund (${formatMoney(toDollars(left))})`,
      );
    }
    for (const line of lines) {
      await trx
        .updateTable('order_item')
        .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', line.quantity) }))
        .where('id', '=', line.orderItemId)
        .execute();
    }
    const { id: refundId } = await trx
      .insertInto('refund')
      .values({
        order_id: order.id,
        payment_id: payment.id,
        amount_cents: amountCents,
        reason: input.reason ?? '',
        lines: JSON.stringify(lines),
        restock: input.restock || cancel ? 1 : 0,
        cancels_order: cancel ? 1 : 0,
        actor_user_id: actor.userId,
        // Settled by the request itself; should a crash cut it off, the refund job takes it up from here.
        next_attempt_at: new Date(now.getTime() + CRASH_GRACE_MS).toISOString(),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { refundId, intentId: payment.intent_id, amountCents, lines };
  });
}

/**
 * Refunds an order, by line or by amount or whole, through the payment
 * gateway (never awaited inside a transaction): the refund is claimed first,
 * then sent, then settled by `settleRefund` — the same step the refund queue
 * uses, so a refund cut off by a crash is finished by the job exactly as this
 * request would have. A gateway refusal releases the claim and answers 502
 * with the gateway's reason; the failed attempt stays visible on the order.
 */
export async function refundOrder(
  deps: Pick<Deps, 'db' | 'clock' | 'gateway'>,
  input: OrderRefundInput,
  actor: Actor,
  opts: { cancel?: boolean } = {},
): Promise<{ refundId: number }> {
  const { db, gateway } = deps;
  const claim = await claimRefund(deps, { input, cancel: opts.cancel === true }, actor);
  let providerRefund: { id: string; amountCents: number };
  try {
    providerRefund = await gateway.refund({
      intentId: claim.intentId,
      amountCents: claim.amountCents,
      reason: input.reason || `Refund of order #${input.id}`,
      idempotencyKey: `refund-${claim.refundId}`,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await immediateTransaction(db, async (trx) => {
      const failed = await trx
        .updateTable('refund')
        .set({ status: 'failed', error: reason, updated_at: isoNow(deps.clock) })
        .where('id', '=', claim.refundId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(failed.numUpdatedRows) === 0) return;
      for (const line of claim.lines) {
        await trx
          .updateTable('order_item')
          .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '-', line.quantity) }))
          .where('id', '=', line.orderItemId)
          .execute();
      }
    });
    throw new AppError('GATEWAY_UNAVAILABLE', `The payment provider did not make the refund: ${reason}`);
  }
  await immediateTransaction(db, (trx) => settleRefund({ ...deps, db: trx }, claim.refundId, providerRefund));
  return { refundId: claim.refundId };
}
