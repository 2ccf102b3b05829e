import { AppError } from '../../../shared/errors.js';
import { formatMoney, toCents, toDollars } from '../../../shared/money.js';
import { isPaid } from '../../../shared/order-statuses.js';
import { refundAmountCents, refundOfLines, splitByTender, type TenderSplit } from '../../../shared/refunds.js';
import type { OrderRefundInput } from '../../../shared/schemas/admin-orders.js';
import { GUEST_HAS_NO_CREDIT } from '../../../shared/schemas/store-credit.js';
import { lockRows, runFlow } from '../../db/flow.js';
import type { FlowDeps, TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { settleSoldCards } from '../balances/gift-card-refunds.js';
import { partsOf } from '../refunds/parts.js';
import { checkRefundable, refundableUnits } from '../refunds/refundable.js';
import { sendRefund } from '../refunds/send.js';
import { settleRefund } from '../refunds/settle.js';
import { BEING_CANCELLED, cancelInFlight } from './cancel-in-flight.js';
import { canMove, illegalMove } from './order-events.js';
import { leftToRefund, linesRefund, type RefundLine, refundFacts } from './refund-figures.js';

/** Checks the owner's "give it as store credit" against the split: an account's order, at most the card's share. */
function checkStoreCredit(askedCents: number, split: TenderSplit, customer: number | null): void {
  if (askedCents <= 0) return;
  if (customer === null) throw new AppError('BAD_REQUEST', GUEST_HAS_NO_CREDIT);
  if (askedCents > split.cardCents) {
    throw new AppError(
      'BAD_REQUEST',
      `storeCredit: at most what goes back to the card (${formatMoney(toDollars(split.cardCents))}) can be given as store credit`,
    );
  }
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
 * was paid. A cancel claims the order too: it must still be cancellable here,
 * in the transaction that decides (not by the status read before), and until
 * its refund is settled no other move or refund of the order starts.
 */
async function claimRefund(deps: FlowDeps<'clock'>, claim: RefundClaim, actor: Actor) {
  return runFlow(deps, (tx) => claimRefundInFlow(tx, claim, actor));
}

/** What a refund claims: the owner's input, whether it cancels the order, whether the customer is mailed. */
export interface RefundClaim {
  input: OrderRefundInput;
  cancel: boolean;
  notify: boolean;
}

/**
 * The claim of `claimRefund` in the caller's flow (a received return claims its refund in its own flow: the return's
 * move and its refund commit together). Answers the pending refund's id, for `sendRefund` once the flow is over.
 */
export async function claimRefundInFlow(
  tx: TxDeps<'clock'>,
  { input, cancel, notify }: RefundClaim,
  actor: Actor,
): Promise<number> {
  const now = tx.clock();
  const at = now.toISOString();
  const trx = tx.db;
  // The order's row first: every move and refund of one order is decided one after the other.
  await lockRows(tx, 'order', [input.id]);
  const order = await trx.selectFrom('order').select(['id', 'status']).where('id', '=', input.id).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (!isPaid(order.status)) {
    throw new AppError('ILLEGAL_TRANSITION', `An order that is ${order.status} cannot be refunded`);
  }
  if (cancel && !canMove(order.status, 'cancelled', 'admin')) throw illegalMove(order.status, 'cancelled');
  if (await cancelInFlight(tx, order.id)) throw new AppError('CONFLICT', BEING_CANCELLED);
  // Read once, before anything of the refund is written: what is left, the lines, what returns took.
  const facts = await refundFacts(tx, order.id);
  const paying = await leftToRefund(tx, order.id, facts);
  if (!paying) throw new AppError('CONFLICT', 'This order has no payment to refund');
  const { payment, leftCents: left, tenders, customer } = paying;
  const { items, taken, ofOrder } = facts;
  const wantsAll = !input.lines?.length && input.amount === undefined && !input.shipping;
  // Units still refundable by the one rule: less what returns gave back as store credit or an exchange (`taken`).
  const lines: RefundLine[] =
    input.lines && input.lines.length > 0
      ? mergeLines(input.lines)
      : wantsAll || cancel
        ? items
            .filter((i) => refundableUnits(i, taken) > 0)
            .map((i) => ({ orderItemId: i.id, quantity: refundableUnits(i, taken) }))
        : [];
  checkRefundable(items, lines, taken, order.id);
  const byLines = linesRefund(facts.order, items, lines, ofOrder, {
    leftCents: left,
    shippingCents: input.shipping ? ofOrder.parts.shippingCents : 0,
  });
  // Gift cards sold in the order (issue 41): disabled when refunded; a spent part is not given back.
  const soldCards = await settleSoldCards(tx, {
    orderId: order.id,
    orderItemIds: lines.map((l) => l.orderItemId),
    confirmed: input.giftCardRemaining === true,
    actorUserId: actor.userId,
  });
  const amountCents =
    input.amount !== undefined
      ? toCents(input.amount)
      : (wantsAll || cancel ? left : refundAmountCents(byLines)) - soldCards.spentInOrderCents;
  if (amountCents <= 0 || left <= 0) throw new AppError('REFUND_TOO_LARGE', 'Nothing is left to refund on this order');
  if (amountCents > left) {
    throw new AppError(
      'REFUND_TOO_LARGE',
      `The refund (${formatMoney(toDollars(amountCents))}) is more than what is left to refund (${formatMoney(toDollars(left))})`,
    );
  }
  // What it gives back, by part, against what is left of the order: before the lines' refunded units move.
  const parts = partsOf(ofOrder, { amountCents, byLines: refundOfLines(byLines) });
  for (const line of lines) {
    await trx
      .updateTable('order_item')
      .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', line.quantity) }))
      .where('id', '=', line.orderItemId)
      .execute();
  }
  // Back to the tenders that paid it, by the one rule (card, gift card, store credit: splitByTender); the card's
  // share, or part of it, as store credit when the owner chose so.
  const asCredit = input.storeCredit === undefined ? 0 : toCents(input.storeCredit);
  const split = splitByTender(amountCents, tenders, asCredit);
  checkStoreCredit(asCredit, split, customer);
  const { id: refundId } = await trx
    .insertInto('refund')
    .values({
      order_id: order.id,
      payment_id: payment?.id ?? null,
      amount_cents: amountCents,
      gift_card_cents: split.giftCardCents,
      credit_cents: split.creditCents + split.cardToCreditCents,
      card_to_credit_cents: split.cardToCreditCents,
      ...parts,
      reason: input.reason ?? '',
      lines: JSON.stringify(lines),
      // A cancel puts the units back unless the owner chose not to; a refund only when asked.
      restock: (input.restock ?? cancel) ? 1 : 0,
      cancels_order: cancel ? 1 : 0,
      notify_customer: notify ? 1 : 0,
      actor_user_id: actor.userId,
      // Settled by the request itself; should a crash cut it off, the refund job takes it up from here.
      next_attempt_at: new Date(now.getTime() + CRASH_GRACE_MS).toISOString(),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Nothing for the gateway (all of it goes on balances): settled here, in the claim's own flow.
  if (split.cardCents === split.cardToCreditCents) {
    await settleRefund(tx, refundId, { id: `balance-${refundId}`, amountCents: 0 });
  }
  return refundId;
}

/**
 * Refunds an order, by line or by amount or whole, through the payment
 * gateway (never awaited inside a transaction): the refund is claimed first,
 * then sent and settled by `sendRefund` (`domain/refunds/`) — the same path
 * the refunds the shop owes, the refund job and Retry take, so a refund cut
 * off by a crash is finished by the job exactly as this request would have.
 * A refund the gateway did not make answers 502 with its reason; what happens
 * to it is the one failure rule of `sendRefund` (refused: failed, its claim
 * released; no answer: retried).
 */
export async function refundOrder(
  deps: FlowDeps<'clock' | 'gateway'>,
  input: OrderRefundInput,
  actor: Actor,
  opts: { cancel?: boolean; notify?: boolean } = {},
): Promise<{ refundId: number }> {
  const claim = { input, cancel: opts.cancel === true, notify: opts.notify !== false };
  const refundId = await claimRefund(deps, claim, actor);
  const sent = await sendRefund(deps, refundId, { firstTry: true });
  if (!sent.done) throw refundNotMade(sent);
  return { refundId };
}

/** The 502 of a refund the gateway did not make: refused, or not answered (then it is tried again). */
export function refundNotMade(sent: { error: string; refused: boolean }): AppError {
  return new AppError(
    'GATEWAY_UNAVAILABLE',
    sent.refused
      ? `The payment provider did not make the refund: ${sent.error}`
      : `The payment provider did not confirm the refund (${sent.error}); it will be tried again shortly`,
  );
}
