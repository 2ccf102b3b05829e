import { toBaseCents } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import type {
  AdminReturn,
  ReceiveReturnInput,
  ReturnNoteInput,
  ReturnStatus,
} from '../../../shared/schemas/returns.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type Services, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { storePayLink } from '../drafts/draft-invoice.js';
import type { ReturnOutcome } from '../mail/templates/returns.js';
import { recordOrderEvent } from '../orders/order-events.js';
import { claimRefundInFlow, refundNotMade } from '../orders/order-refunds.js';
import { leftToRefund, returnCreditCents } from '../orders/refund-figures.js';
import { checkRefundable, unitsInReturns } from '../refunds/refundable.js';
import { sendRefund } from '../refunds/send.js';
import { restockLine } from '../stock/sales.js';
import { issueReturnCredit } from './credit.js';
import { dropExchange, sellExchange } from './exchange.js';
import { loadReturn, loadReturns } from './read.js';
import { queueReturnMail } from './return-mail.js';

/**
 * The owner's moves of a return (issue 41, item 1): requested → approved → received → closed, or declined. Each is
 * one flow under the order's row lock (the return is the order's: its refunds, its timeline), idempotent: a move
 * already made answers the return as it is and does nothing again (a double click makes one refund, one credit, one
 * exchange). Each mails the shopper and writes the order's timeline in the same flow.
 */

type Tx = TxDeps<'clock'>;

/** The owner's list, newest first: by status when asked, or one order's returns. */
export function listReturns(
  deps: { db: FlowDeps['db'] },
  filter: { status?: ReturnStatus; orderId?: number },
): Promise<AdminReturn[]> {
  return loadReturns(deps, filter);
}

/** The return, its order's row locked first (the house order: the order, then what it owns). */
async function lockedReturn(tx: Tx, id: number) {
  const head = await tx.db.selectFrom('return_request').select('order_id').where('id', '=', id).executeTakeFirst();
  if (!head) throw new AppError('NOT_FOUND', 'Return not found');
  await lockRows(tx, 'order', [head.order_id]);
  const ret = await tx.db
    .selectFrom('return_request as r')
    .innerJoin('order as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.order_id',
      'r.user_id',
      'r.status',
      'r.resolution',
      'r.exchange_order_id',
      'r.price_difference_cents',
      'o.status as order_status',
      'o.exchange_rate_micros',
    ])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  return ret;
}

type Locked = Awaited<ReturnType<typeof lockedReturn>>;

function refuse(from: ReturnStatus, to: ReturnStatus): AppError {
  return new AppError('ILLEGAL_TRANSITION', `A return that is ${from} cannot be ${to}`);
}

/** Moves the return, notes it on the order's timeline and mails the shopper (in the move's flow). */
async function moveReturn(
  tx: Tx,
  ret: Locked,
  to: ReturnStatus,
  { note, actor, outcome }: { note?: string; actor: Actor; outcome?: ReturnOutcome },
) {
  await tx.db
    .updateTable('return_request')
    .set({ status: to, updated_at: isoNow(tx.clock), ...(note !== undefined ? { owner_note: note } : {}) })
    .where('id', '=', ret.id)
    .execute();
  await recordOrderEvent(tx, {
    orderId: ret.order_id,
    from: ret.order_status,
    to: ret.order_status,
    note: `Return #${ret.id} ${to}${note ? `: ${note}` : ''}`,
    actorUserId: actor.userId,
  });
  await queueReturnMail(tx, ret.id, outcome);
}

async function answer(deps: { db: FlowDeps['db'] }, id: number): Promise<AdminReturn> {
  const ret = await loadReturn(deps, id);
  if (!ret) throw new AppError('NOT_FOUND', 'Return not found');
  return ret;
}

type ApproveDeps = FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> };

/**
 * A dearer exchange's pay link (issue 41): the exchange order's own page with a signed token, as an invoice's
 * (`storePayLink`): paid there by card through the invoice's payment (invoice-payment.ts).
 * Null: nothing to pay.
 */
async function differencePayLink(tx: Tx, key: Buffer, ret: Locked): Promise<string | null> {
  if (ret.exchange_order_id === null || ret.price_difference_cents <= 0) return null;
  const order = await tx.db
    .selectFrom('order')
    .select(['id', 'created_at'])
    .where('id', '=', ret.exchange_order_id)
    .executeTakeFirstOrThrow();
  return storePayLink(tx, key, order);
}

/** Approves a requested return, with the owner's note (the return instructions, mailed). Again: nothing more. */
export async function approveReturn(deps: ApproveDeps, input: ReturnNoteInput, actor: Actor) {
  await runFlow(deps, async (tx) => {
    const ret = await lockedReturn(tx, input.id);
    if (ret.status === 'approved') return;
    if (ret.status !== 'requested') throw refuse(ret.status, 'approved');
    const payPath = await differencePayLink(tx, deps.config.sessionKey, ret);
    await moveReturn(tx, ret, 'approved', { note: input.note ?? '', actor, outcome: payPath ? { payPath } : {} });
  });
  return answer(deps, input.id);
}

/**
 * Declines a requested or approved return, with her note (mailed); an exchange's held units are released (a
 * difference already paid refunded: 502 when the gateway did not make it, the refund job tries again).
 */
export async function declineReturn(deps: FlowDeps<'clock' | 'gateway'>, input: ReturnNoteInput, actor: Actor) {
  const refundId = await runFlow(deps, async (tx) => {
    const ret = await lockedReturn(tx, input.id);
    if (ret.status === 'declined') return null;
    if (ret.status !== 'requested' && ret.status !== 'approved') throw refuse(ret.status, 'declined');
    const refundId = await releaseExchange(tx, ret, actor);
    await moveReturn(tx, ret, 'declined', { note: input.note ?? '', actor });
    return refundId;
  });
  await sendDifferenceBack(deps, refundId);
  return answer(deps, input.id);
}

/** Closes a return: after receipt, or an approved one whose items never came (its exchange's units released). */
export async function closeReturn(deps: FlowDeps<'clock' | 'gateway'>, input: { id: number }, actor: Actor) {
  const refundId = await runFlow(deps, async (tx) => {
    const ret = await lockedReturn(tx, input.id);
    if (ret.status === 'closed') return null;
    if (ret.status !== 'received' && ret.status !== 'approved') throw refuse(ret.status, 'closed');
    // An exchange not sold yet (never received, or its difference never paid) goes; a sold one stays.
    const refundId = await releaseExchange(tx, ret, actor);
    await moveReturn(tx, ret, 'closed', { actor });
    return refundId;
  });
  await sendDifferenceBack(deps, refundId);
  return answer(deps, input.id);
}

/** The exchange goes with the return (`dropExchange`); answers the refund of a difference paid, if any. */
async function releaseExchange(tx: Tx, ret: Locked, actor: Actor): Promise<number | null> {
  if (ret.exchange_order_id === null) return null;
  const { dropped, refundId } = await dropExchange(tx, ret.exchange_order_id, actor);
  if (dropped) {
    await tx.db.updateTable('return_request').set({ exchange_order_id: null }).where('id', '=', ret.id).execute();
  }
  return refundId;
}

/** Sends a paid difference's refund once the flow is over, as any owner's refund (502 when not made). */
async function sendDifferenceBack(deps: FlowDeps<'clock' | 'gateway'>, refundId: number | null) {
  if (refundId === null) return;
  const sent = await sendRefund(deps, refundId, { firstTry: true });
  if (!sent.done) throw refundNotMade(sent);
}

/**
 * The items came back (an approved return): each line put back on the shelf or not (all, when not said), through
 * the stock ledger; then, in the same flow, the refund is claimed by the existing refund path (its lines' goods as
 * paid after their discount share, and their tax; sent to the gateway once the flow is over), or the store credit
 * issued (the same figure, in the shop's base currency: a ledger `issue` row, "Return #n"), or the exchange's order
 * sold at no charge, ready to ship. Received already: nothing again. Answers the return; a refund the gateway did
 * not make answers 502 (the refund job tries again, as any owner's refund).
 */
export async function receiveReturn(deps: FlowDeps<'clock' | 'gateway'>, input: ReceiveReturnInput, actor: Actor) {
  const refundId = await runFlow(deps, async (tx): Promise<number | null> => {
    const ret = await lockedReturn(tx, input.id);
    if (ret.status === 'received' || ret.status === 'closed') return null;
    if (ret.status !== 'approved') throw refuse(ret.status, 'received');
    const lines = await tx.db
      .selectFrom('return_line')
      .select(['id', 'order_item_id', 'quantity'])
      .where('return_id', '=', ret.id)
      .execute();
    for (const given of input.lines ?? []) {
      if (!lines.some((l) => l.order_item_id === given.orderItemId)) {
        throw new AppError('BAD_REQUEST', `lines: item ${given.orderItemId} is not part of return #${ret.id}`);
      }
    }
    const refundLines = lines.map((l) => ({ orderItemId: l.order_item_id, quantity: l.quantity }));
    // Credit and exchange go by the refund's rule of units still refundable too (a refund return's claim checks it):
    // a unit the owner refunded meanwhile is not given back twice.
    if (ret.resolution !== 'refund') {
      const items = await tx.db
        .selectFrom('order_item')
        .select(['id', 'quantity', 'refunded_quantity', 'name', 'size', 'color'])
        .where('order_id', '=', ret.order_id)
        .execute();
      checkRefundable(items, refundLines, await unitsInReturns(tx, [ret.order_id]), ret.order_id);
    }
    const outcome: ReturnOutcome = {};
    let refundId: number | null = null;
    if (ret.resolution === 'refund') {
      const input = { id: ret.order_id, lines: refundLines, restock: false, reason: `Return #${ret.id}` };
      refundId = await claimRefundInFlow(tx, { input, cancel: false, notify: true }, actor);
      const refund = await tx.db
        .selectFrom('refund')
        .select('amount_cents')
        .where('id', '=', refundId)
        .executeTakeFirstOrThrow();
      outcome.refund = toDollars(refund.amount_cents);
    } else if (ret.resolution === 'credit') {
      await creditReturn(tx, ret, await returnCreditCents(tx, ret.order_id, refundLines), actor, outcome);
    } else if (ret.exchange_order_id !== null) {
      const exchange = { ...ret, orderId: ret.order_id, exchangeOrderId: ret.exchange_order_id };
      const sold = await sellExchange(tx, exchange, actor.userId);
      outcome.exchangeOrderId = ret.exchange_order_id;
      if (!sold && ret.price_difference_cents > 0) outcome.exchangeWaiting = true;
      if (ret.price_difference_cents < 0) {
        refundId = await giveDifferenceBack(tx, ret, actor, outcome);
      }
    }
    for (const line of lines) {
      const restock = input.lines?.find((l) => l.orderItemId === line.order_item_id)?.restock ?? true;
      if (restock) {
        const restocked = { orderId: ret.order_id, orderItemId: line.order_item_id, quantity: line.quantity };
        await restockLine(tx, { ...restocked, note: `Return #${ret.id}` }, actor.userId);
      }
      await tx.db
        .updateTable('return_line')
        .set({ restocked: restock ? 1 : 0 })
        .where('id', '=', line.id)
        .execute();
    }
    if (refundId !== null) {
      await tx.db.updateTable('return_request').set({ refund_id: refundId }).where('id', '=', ret.id).execute();
    }
    await moveReturn(tx, ret, 'received', { actor, outcome });
    return refundId;
  });
  await sendDifferenceBack(deps, refundId);
  return answer(deps, input.id);
}

/**
 * A cheaper exchange's difference given back at receipt (issue 41), in the receipt's flow: the figure the request
 * priced (`price_difference_cents`, the one rule), at most what is left to refund of the order; as store credit when
 * the order has an account (in the base currency at the order's rate), else refunded to the order's tenders by the
 * existing refund path (card first). Answers the refund's id, when one was claimed.
 */
async function giveDifferenceBack(tx: Tx, ret: Locked, actor: Actor, outcome: ReturnOutcome): Promise<number | null> {
  const leftCents = (await leftToRefund(tx, ret.order_id))?.leftCents ?? 0;
  const cents = Math.min(-ret.price_difference_cents, leftCents);
  if (cents <= 0) return null;
  if (ret.user_id !== null) {
    await creditReturn(tx, ret, cents, actor, outcome);
    return null;
  }
  const input = { id: ret.order_id, amount: toDollars(cents), reason: `Return #${ret.id}: exchange price difference` };
  const refundId = await claimRefundInFlow(tx, { input, cancel: false, notify: true }, actor);
  outcome.refund = toDollars(cents);
  return refundId;
}

/**
 * Store credit for a return (its credit, or a cheaper exchange's difference): `cents` in the order's currency (for a
 * credit return, `returnCreditCents`: what a refund of its lines would give back of the goods and their tax, at most
 * what is left of the order), issued in the shop's base currency at the order's rate, on the return and its mail.
 */
async function creditReturn(tx: Tx, ret: Locked, cents: number, actor: Actor, outcome: ReturnOutcome) {
  const credit = toBaseCents(cents, ret.exchange_rate_micros);
  await issueReturnCredit(tx, { userId: ret.user_id, cents: credit, orderId: ret.order_id, returnId: ret.id }, actor);
  outcome.credit = toDollars(credit);
  await tx.db.updateTable('return_request').set({ credit_cents: credit }).where('id', '=', ret.id).execute();
}
