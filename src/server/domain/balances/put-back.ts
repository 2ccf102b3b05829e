import { toBaseCents } from '../../../shared/currency.js';
import { MONEY_TAKEN } from '../../../shared/order-statuses.js';
import { type Deps, isoNow, type TxDeps } from '../../deps.js';
import { leftOfOrder } from '../refunds/parts.js';
import { settleOrderTake, takenByOrder } from './ledger.js';

/**
 * The balance tenders of an order (issue 41): its gift card and its customer's store credit, each with the account
 * it took from, what it paid (the order's currency) and what settled refunds put back on it (`refund.gift_card_cents`;
 * `refund.credit_cents` less the card's share given as store credit, `card_to_credit_cents`).
 */
type BalanceTender = 'giftCard' | 'credit';

/**
 * What an order's refunds gave back to its balance tenders (the order's currency): the gift card's shares, and the
 * store credit's own (`credit_cents` less the card's share given as credit, which was the card's money).
 * `settledOnly`: the refunds settled; else every refund not failed (pending claims count).
 */
export async function balanceRefunds(
  { db }: Pick<Deps, 'db'>,
  orderId: number,
  { settledOnly }: { settledOnly: boolean },
): Promise<Record<BalanceTender, number>> {
  const row = await db
    .selectFrom('refund')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('gift_card_cents'), eb.val(0)).as('giftCard'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb('credit_cents', '-', eb.ref('card_to_credit_cents'))), eb.val(0))
        .as('credit'),
    ])
    .where('order_id', '=', orderId)
    .$if(settledOnly, (q) => q.where('status', '=', 'succeeded'))
    .$if(!settledOnly, (q) => q.where('status', '!=', 'failed'))
    .executeTakeFirstOrThrow();
  return { giftCard: Number(row.giftCard), credit: Number(row.credit) };
}

async function balanceTenders(tx: TxDeps, orderId: number) {
  const o = await tx.db
    .selectFrom('order')
    .select(['gift_card_id', 'gift_card_cents', 'store_credit_id', 'store_credit_cents', 'exchange_rate_micros'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const settled = await balanceRefunds(tx, orderId, { settledOnly: true });
  const rateMicros = o.exchange_rate_micros || 1_000_000;
  return {
    giftCard: { accountId: o.gift_card_id, paidCents: o.gift_card_cents, settled: settled.giftCard, rateMicros },
    credit: { accountId: o.store_credit_id, paidCents: o.store_credit_cents, settled: settled.credit, rateMicros },
  } satisfies Record<BalanceTender, unknown>;
}

type Tenders = Awaited<ReturnType<typeof balanceTenders>>;

/**
 * Puts back on every account what the order took and still holds (a checkout that expired or was cancelled unpaid,
 * an order wholly refunded or cancelled): one refund_back row per account, none when nothing is left to put back, so
 * a second call (a replayed refund, a cancel after an expiry) writes nothing. Under the order's row lock (the
 * caller's): every flow that writes an order's rows holds it. A credit never takes a balance below zero, so the
 * accounts are not locked (a refund's flow may hold stock rows, which come after them in the house order).
 *
 * An order that was sold also records what its balances got back as a refund of it, settled at once and never sent
 * to the gateway (`gift_card_cents` + `credit_cents` = `amount_cents`), split by part like any refund (what is left of
 * the order once the balances' refunds are taken off), so the sales report takes it off as it takes a refund, and
 * what is left to refund of the card's payment does not count it (`leftToRefund`).
 */
export async function putBackOrder(tx: TxDeps<'clock'>, orderId: number, reason: string): Promise<void> {
  const rows = await tx.db
    .selectFrom('balance_entry')
    .select('account_id')
    .distinct()
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['redeem', 'refund_back'])
    .orderBy('account_id')
    .execute();
  const tenders = await balanceTenders(tx, orderId);
  const putBack = { giftCard: 0, credit: 0 };
  for (const { account_id: accountId } of rows) {
    const taken = await takenByOrder(tx, accountId, orderId);
    if (accountId === tenders.credit.accountId) putBack.credit += taken;
    else putBack.giftCard += taken;
    await settleOrderTake(tx, { accountId, orderId, cents: 0, reason });
  }
  // The put-backs above write only ledger rows: the tenders read before them still hold.
  if (putBack.giftCard + putBack.credit > 0) await recordBalanceRefund(tx, { orderId, reason, putBack, tenders });
}

/** The refund row of a sold order's balance parts (see putBackOrder); none for an order never paid. */
async function recordBalanceRefund(
  tx: TxDeps<'clock'>,
  {
    orderId,
    reason,
    putBack,
    tenders,
  }: { orderId: number; reason: string; putBack: Record<BalanceTender, number>; tenders: Tenders },
): Promise<void> {
  const order = await tx.db.selectFrom('order').select('paid_at').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.paid_at === null) return;
  const payment = await tx.db
    .selectFrom('payment')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', MONEY_TAKEN)
    .orderBy('id')
    .executeTakeFirst();
  const left = await leftOfOrder(tx.db, orderId);
  const at = isoNow(tx.clock);
  const cents = left.parts.merchandiseCents + left.parts.shippingCents + left.parts.taxCents;
  if (cents <= 0) return;
  // What the store credit paid and still had goes back on it; the rest of what is left, on the gift card.
  const creditLeft = Math.max(0, tenders.credit.paidCents - tenders.credit.settled);
  const credit = putBack.credit > 0 ? (putBack.giftCard > 0 ? Math.min(cents, creditLeft) : cents) : 0;
  await tx.db
    .insertInto('refund')
    .values({
      order_id: orderId,
      // None for an order its balances paid whole: settled on the ledger alone.
      payment_id: payment?.id ?? null,
      amount_cents: cents,
      gift_card_cents: cents - credit,
      credit_cents: credit,
      merchandise_cents: left.parts.merchandiseCents,
      shipping_cents: left.parts.shippingCents,
      tax_cents: left.parts.taxCents,
      tax_lines: JSON.stringify(left.taxLines.filter((l) => l.amountCents > 0)),
      reason: `${reason}: ${credit === cents ? 'the store credit part put back on the credit' : 'the gift card part put back on the card'}`,
      status: 'succeeded',
      settled_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * A settled refund's balance shares (`refund.gift_card_cents`, `refund.credit_cents`, the order's currency) put back
 * on the order's gift card and store credit: one refund_back row each, in the flow that settles the refund (once: a
 * refund is settled once). The ledger is in the base currency: a share is converted, and the refund that completes a
 * tender's part puts back all the order still holds of it, so rounding never strands a cent. Answers whether the
 * order now holds nothing of either (true for an order no balance paid, or whose shares went back when its checkout
 * expired unpaid).
 */
export async function putBackRefundShare(
  tx: TxDeps<'clock'>,
  { orderId, refundId, shares }: { orderId: number; refundId: number; shares: Record<BalanceTender, number> },
): Promise<boolean> {
  const tenders = await balanceTenders(tx, orderId);
  let empty = true;
  for (const kind of ['giftCard', 'credit'] as const) {
    const { accountId, paidCents, settled, rateMicros } = tenders[kind];
    const cents = shares[kind];
    if (accountId === null || paidCents === 0) continue;
    const taken = await takenByOrder(tx, accountId, orderId);
    if (cents <= 0) {
      empty &&= taken === 0;
      continue;
    }
    // The refund that completes the tender's part takes back all the order still holds of it.
    const back = settled >= paidCents ? taken : Math.min(taken, toBaseCents(cents, rateMicros));
    const reason = `Refund #${refundId} of order #${orderId}`;
    await settleOrderTake(tx, { accountId, orderId, cents: taken - back, reason });
    empty &&= taken - back === 0;
  }
  return empty;
}
