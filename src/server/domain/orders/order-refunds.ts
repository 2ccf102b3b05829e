import { AppError } from '../../../shared/errors.js';
import { formatMoney, toCents, toDollars } from '../../../shared/money.js';
import { isPaid, MONEY_TAKEN } from '../../../shared/order-statuses.js';
import {
  refundAmountCents,
  refundOfLines,
  splitByTender,
  type TenderSplit,
  type TendersLeft,
} from '../../../shared/refunds.js';
import type { OrderRefundInput } from '../../../shared/schemas/admin-orders.js';
import { GUEST_HAS_NO_CREDIT } from '../../../shared/schemas/store-credit.js';
import { lockRows, runFlow } from '../../db/flow.js';
import type { Deps, FlowDeps, TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { settleSoldCards } from '../balances/gift-card-refunds.js';
import { balanceRefunds } from '../balances/put-back.js';
import { type LeftOfOrder, leftOfOrder, partsOf } from '../refunds/parts.js';
import { checkRefundable, exchangeRefunds, refundableUnits, unitsInReturns } from '../refunds/refundable.js';
import { sendRefund } from '../refunds/send.js';
import { settleRefund } from '../refunds/settle.js';
import { BEING_CANCELLED, cancelInFlight } from './cancel-in-flight.js';
import { canMove, illegalMove } from './order-events.js';

interface RefundLine {
  orderItemId: number;
  quantity: number;
}

export { BEING_CANCELLED, cancelInFlight } from './cancel-in-flight.js';

/**
 * What is left to refund of an order, on each tender that paid it (issue 41): the card payment (its amount less
 * what every refund not failed takes from it, pending ones claimed, whether sent to the card or given as store
 * credit), the gift card and the store credit (what each paid of the order less every refund's share of it). Null
 * when nothing paid the order. `customer`: the order's account (null: a guest), who may be given store credit.
 * `facts`: the order as the caller's flow has just read it (`refundFacts`), so its returns are not read again.
 */
export async function leftToRefund({ db }: Pick<Deps, 'db'>, orderId: number, facts?: RefundFacts) {
  const order = await db
    .selectFrom('order')
    .select(['gift_card_cents', 'store_credit_cents', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'intent_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    // Wholly refunded, it is still the order's card tender (what is left of the balances may be refunded).
    .where('status', 'in', MONEY_TAKEN)
    .orderBy('id')
    .executeTakeFirst();
  // Paid whole by its balances: no payment, every refund settled on the ledger (payment_id null).
  if (!order || (!payment && order.gift_card_cents + order.store_credit_cents === 0)) return null;
  const claims = await balanceRefunds({ db }, orderId, { settledOnly: false });
  // Of the card: what the gateway was sent, plus what was given as store credit instead.
  const card = await db
    .selectFrom('refund')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb(
              eb(eb('amount_cents', '-', eb.ref('gift_card_cents')), '-', eb.ref('credit_cents')),
              '+',
              eb.ref('card_to_credit_cents'),
            ),
          ),
          eb.val(0),
        )
        .as('cents'),
    )
    .where('order_id', '=', orderId)
    .where('payment_id', '=', payment?.id ?? -1)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  const tenders: TendersLeft = {
    cardCents: payment ? Math.max(0, payment.amount_cents - Number(card.cents)) : 0,
    giftCardCents: Math.max(0, order.gift_card_cents - Number(claims.giftCard)),
    creditCents: Math.max(0, order.store_credit_cents - Number(claims.credit)),
  };
  const onTenders = tenders.cardCents + tenders.giftCardCents + tenders.creditCents;
  return {
    payment: payment ?? null,
    tenders,
    customer: order.user_id,
    leftCents: Math.max(0, onTenders - (await returnedCents({ db }, orderId, onTenders, facts))),
  };
}

/**
 * What received returns gave back as store credit or an exchange (issue 41), priced as a refund of those units would
 * be (their goods after their discount share, and their tax; never the shipping): it stays on the tenders, yet is no
 * longer the order's to refund, so a refund of everything or by amount cannot give it back a second time. A cheaper
 * exchange's difference refunded to the tenders already left them: it is not counted twice.
 */
async function returnedCents({ db }: Pick<Deps, 'db'>, orderId: number, leftCents: number, facts?: RefundFacts) {
  const taken = facts?.taken ?? (await unitsInReturns({ db }, [orderId]));
  if (taken.size === 0) return 0;
  const lines = [...taken].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
  const read = facts ?? (await refundFacts({ db }, orderId, taken));
  // Priced as if the difference had not been refunded first (it was part of those units), then less it.
  const diff = await exchangeRefunds({ db }, orderId);
  const { before } = read.ofOrder;
  const ofOrder = {
    ...read.ofOrder,
    before: {
      goodsCents: before.goodsCents - diff.goodsCents,
      shippingCents: before.shippingCents - diff.shippingCents,
    },
  };
  const paid = goodsAndTaxOf({ ...read, ofOrder }, lines, leftCents);
  return Math.max(0, paid.goodsCents + paid.taxCents - diff.amountCents);
}

/** An order as a refund decision reads it, once: its figures, its lines, the units returns took, what is left of it. */
interface RefundFacts {
  order: PricedOrder;
  items: (PricedItem & { name: string; size: string; color: string })[];
  taken: Map<number, number>;
  ofOrder: LeftOfOrder;
}

async function refundFacts(
  { db }: Pick<Deps, 'db'>,
  orderId: number,
  taken?: Map<number, number>,
): Promise<RefundFacts> {
  const order = await db
    .selectFrom('order')
    .select(['subtotal_cents', 'tax_cents', 'discount_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_item')
    .select(['id', 'quantity', 'refunded_quantity', 'unit_price_cents', 'name', 'size', 'color', 'discount_cents'])
    .where('order_id', '=', orderId)
    .execute();
  return {
    order,
    items,
    taken: taken ?? (await unitsInReturns({ db }, [orderId])),
    ofOrder: await leftOfOrder(db, orderId),
  };
}

/**
 * What a refund of `lines` gives back of their goods (their price after their discount share) and their tax, by the
 * one refund rule (`refundOfLines`), never the shipping: a return's store credit, an exchange's price difference, and
 * what returns took off the order.
 */
function goodsAndTaxOf({ order, items, ofOrder }: RefundFacts, lines: RefundLine[], leftCents: number) {
  const priced = refundOfLines(linesRefund(order, items, lines, ofOrder, { leftCents, shippingCents: 0 }));
  return { goodsCents: priced.merchandiseCents, taxCents: priced.taxCents };
}

/**
 * What the shopper paid for `lines` (the order's currency), as a refund of them would give it back (`goodsAndTaxOf`),
 * and what is left to refund of the order: a return's store credit and an exchange's price difference read it.
 */
export async function paidForLines(deps: Pick<Deps, 'db'>, orderId: number, lines: RefundLine[]) {
  const facts = await refundFacts(deps, orderId);
  const leftCents = (await leftToRefund(deps, orderId, facts))?.leftCents ?? 0;
  return { ...goodsAndTaxOf(facts, lines, leftCents), leftCents };
}

/**
 * A store credit return's figure (the order's currency): what a refund of its lines would give back of the goods and
 * their tax (`paidForLines`), at most what is left to refund of the order.
 */
export async function returnCreditCents(tx: TxDeps, orderId: number, lines: RefundLine[]): Promise<number> {
  const paid = await paidForLines(tx, orderId, lines);
  return Math.min(paid.leftCents, paid.goodsCents + paid.taxCents);
}

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

/** An order's figures and lines as the refund rule reads them (`refundAmountCents`, `refundOfLines`). */
interface PricedOrder {
  subtotal_cents: number;
  tax_cents: number;
  discount_cents: number;
}
interface PricedItem {
  id: number;
  quantity: number;
  refunded_quantity: number;
  unit_price_cents: number;
  discount_cents: number;
}

/**
 * A refund of `lines` as the one refund rule prices it (shared/refunds.ts): the order's lines with what each paid
 * after its discount share, its tax lines as charged, what earlier refunds gave back, what is left to refund and the
 * shipping given back with them. The owner's refund and a return's store credit (issue 41) price lines by it.
 */
function linesRefund(
  order: PricedOrder,
  items: readonly PricedItem[],
  lines: RefundLine[],
  ofOrder: LeftOfOrder,
  { leftCents, shippingCents }: { leftCents: number; shippingCents: number },
) {
  return {
    lines: items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      refundedQuantity: i.refunded_quantity,
      unitPriceCents: i.unit_price_cents,
      discountCents: i.discount_cents,
    })),
    refund: lines,
    subtotalCents: order.subtotal_cents + order.discount_cents,
    discountCents: order.discount_cents,
    taxCents: order.tax_cents,
    taxLines: ofOrder.charged,
    orderShippingCents: ofOrder.order.shippingCents,
    refundedBefore: ofOrder.before,
    leftCents,
    shippingCents,
  };
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
