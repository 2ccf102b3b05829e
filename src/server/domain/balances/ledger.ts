import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import { lockRows } from '../../db/flow.js';
import type { BalanceEntryKind } from '../../db/schema.js';
import { type Deps, isoNow, type TxDeps } from '../../deps.js';

/**
 * The one balance ledger (issue 41, item 2): a gift card's balance, and later a customer's store credit, is the sum
 * of its `balance_entry` rows (cents of the shop's base currency: credits positive, debits negative), never a
 * stored number. Every change is a row saying what (issue, redeem, refund_back, expire, adjust), for which order
 * where there is one, who and why. A debit locks the account's row first (`lockRows`, in the house order: after
 * `order` and `discount`, before `inventory_item`), then reads the sum: two debits of one account queue, so a
 * balance never goes below zero on either engine.
 */

type Reader = Pick<Deps, 'db'>;

export interface Entry {
  accountId: number;
  kind: BalanceEntryKind;
  /** Signed cents: a redeem is negative. */
  cents: number;
  orderId?: number | null;
  actorUserId?: number | null;
  reason?: string;
}

/** The account's balance: the sum of its rows. */
export async function balanceOf({ db }: Reader, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_entry')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** Balances of many accounts at once (for a list), by account id. */
export async function balancesOf({ db }: Reader, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('balance_entry')
    .select(['account_id', (eb) => eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('account_id', 'in', [...accountIds])
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.cents)]));
}

/** A ledger row as a history shows it (dollars at the edge). */
export function historyRow(e: {
  id: number;
  kind: BalanceEntryKind;
  amount_cents: number;
  order_id: number | null;
  reason: string;
  created_at: string;
}) {
  return {
    id: e.id,
    kind: e.kind,
    amount: toDollars(e.amount_cents),
    orderId: e.order_id,
    reason: e.reason,
    createdAt: e.created_at,
  };
}

/** Writes one row of the ledger, in the caller's flow. A debit must have locked its account (see debit). */
export async function writeEntry(tx: TxDeps<'clock'>, entry: Entry): Promise<void> {
  if (!Number.isInteger(entry.cents) || entry.cents === 0) return;
  await tx.db
    .insertInto('balance_entry')
    .values({
      account_id: entry.accountId,
      kind: entry.kind,
      amount_cents: entry.cents,
      order_id: entry.orderId ?? null,
      actor_user_id: entry.actorUserId ?? null,
      reason: entry.reason ?? '',
      created_at: isoNow(tx.clock),
    })
    .execute();
}

/** Locks the accounts' rows (before reading their balances), in id order. */
export function lockAccounts(tx: TxDeps, accountIds: readonly number[]): Promise<void> {
  return lockRows(tx, 'balance_account', accountIds);
}

/**
 * What an order has taken off an account so far (its redeems less what was put back), in base cents. Credit issued
 * for the order (a refund given as store credit: an `issue` row naming it) is not a take and does not count.
 */
export async function takenByOrder({ db }: Reader, accountId: number, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_entry')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('account_id', '=', accountId)
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['redeem', 'refund_back'])
    .executeTakeFirst();
  return -Number(row?.cents ?? 0);
}

/**
 * Sets what the order takes off the account to `cents` (base currency), by one row for the difference: a redeem when
 * it takes more (refused with GIFT_CARD_EMPTY past the balance), a refund_back when less. Idempotent: asked twice
 * for the same figure, it writes nothing the second time. The account must be locked by the caller's flow.
 */
export async function settleOrderTake(
  tx: TxDeps<'clock'>,
  { accountId, orderId, cents, reason }: { accountId: number; orderId: number; cents: number; reason: string },
): Promise<void> {
  const taken = await takenByOrder(tx, accountId, orderId);
  const more = cents - taken;
  if (more > 0 && (await balanceOf(tx, accountId)) < more) throw new AppError('GIFT_CARD_EMPTY');
  await writeEntry(tx, { accountId, kind: more > 0 ? 'redeem' : 'refund_back', cents: -more, orderId, reason });
}
