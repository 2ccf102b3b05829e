import { sql } from 'kysely';
import { toBaseCents } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import {
  type AdminStoreCredit,
  type ChangeStoreCreditInput,
  GUEST_HAS_NO_CREDIT,
  type StoreCredit,
} from '../../../shared/schemas/store-credit.js';
import { runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { balanceOf, historyRow, lockAccounts, writeEntry } from './ledger.js';
import { takeForOrder } from './order-take.js';

/**
 * A customer's store credit (issue 41, item 4): a `balance_account` of kind 'store_credit' with their `user_id`, one
 * per customer (a unique index), made on their first credit. The owner adds credit (an `issue` row) or removes it
 * (an `adjust` row), each with who and why; a removal locks the account and reads the sum first, so the balance
 * never goes below zero, whatever runs beside it.
 */

type Reader = Pick<Deps, 'db'>;

/** The customer's account id, if they ever had credit. */
async function accountOf({ db }: Reader, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('balance_account')
    .select('id')
    .where('kind', '=', 'store_credit')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The customer's account, made now if they have none (two flows making it at once end with the one row). */
async function ensureAccount(tx: TxDeps<'clock'>, userId: number, actorUserId: number | null): Promise<number> {
  await tx.db
    .insertInto('balance_account')
    .values({ kind: 'store_credit', user_id: userId, created_by: actorUserId, created_at: isoNow(tx.clock) })
    // The index is partial: its predicate is spelled as a literal so PostgreSQL infers it.
    .onConflict((oc) => oc.column('user_id').where(sql<boolean>`kind = 'store_credit'`).doNothing())
    .execute();
  const id = await accountOf(tx, userId);
  if (id === null) throw new Error('store credit account missing after insert');
  return id;
}

/**
 * Credit put on a customer's account in the caller's flow (`cents`, the shop's base currency): an `issue` row, the
 * account made on their first credit. The owner's "Add credit", a refund given as store credit, a return's credit.
 */
export async function issueStoreCredit(
  tx: TxDeps<'clock'>,
  credit: { userId: number; cents: number; orderId?: number; actorUserId: number | null; reason: string },
): Promise<void> {
  const accountId = await ensureAccount(tx, credit.userId, credit.actorUserId);
  const { cents, orderId, actorUserId, reason } = credit;
  await writeEntry(tx, { accountId, kind: 'issue', cents, orderId: orderId ?? null, actorUserId, reason });
}

/** The account a customer key names: 'user:<id>' of an existing account (a guest has none: 400). */
async function userOfKey({ db }: Reader, key: string): Promise<number> {
  if (!key.startsWith('user:')) {
    throw new AppError('BAD_REQUEST', GUEST_HAS_NO_CREDIT);
  }
  const user = await db
    .selectFrom('user')
    .select('id')
    .where('id', '=', Number(key.slice(5)))
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'No such customer');
  return user.id;
}

async function history({ db }: Reader, accountId: number | null) {
  if (accountId === null) return [];
  return db
    .selectFrom('balance_entry as e')
    .leftJoin('user as u', 'u.id', 'e.actor_user_id')
    .select(['e.id', 'e.kind', 'e.amount_cents', 'e.order_id', 'e.reason', 'e.created_at', 'u.username'])
    .where('e.account_id', '=', accountId)
    .orderBy('e.id', 'desc')
    .limit(500)
    .execute();
}

async function creditOf(deps: Reader, userId: number): Promise<AdminStoreCredit> {
  const accountId = await accountOf(deps, userId);
  const rows = await history(deps, accountId);
  return {
    balance: toDollars(accountId === null ? 0 : await balanceOf(deps, accountId)),
    history: rows.map((e) => ({ ...historyRow(e), by: e.username ?? null })),
  };
}

/** The signed-in customer's own credit: the balance and history, without who on the shop's side made each row. */
export async function myStoreCredit(deps: Reader, actor: Actor): Promise<StoreCredit> {
  const { balance, history: rows } = await creditOf(deps, actor.userId);
  return { balance, history: rows.map(({ by: _by, ...row }) => row) };
}

/** A customer's credit as the owner sees it (GET /api/admin/customers/{key}/credit). */
export async function customerStoreCredit(deps: Reader, key: string): Promise<AdminStoreCredit> {
  return creditOf(deps, await userOfKey(deps, key));
}

/**
 * The owner adds or removes credit, with a reason, in one flow: the account (made on the first credit), locked, its
 * sum read, and one ledger row. A removal past the balance is refused (STORE_CREDIT_SHORT) and writes nothing.
 */
export async function changeStoreCredit(
  deps: FlowDeps<'clock'>,
  input: ChangeStoreCreditInput,
  actor: Actor,
): Promise<AdminStoreCredit> {
  const userId = await userOfKey(deps, input.id);
  const cents = toCents(input.amount);
  await runFlow(deps, async (tx) => {
    if (input.change === 'add') {
      await issueStoreCredit(tx, { userId, cents, actorUserId: actor.userId, reason: input.reason });
      return;
    }
    const accountId = await accountOf(tx, userId);
    if (accountId === null) throw new AppError('STORE_CREDIT_SHORT');
    await lockAccounts(tx, [accountId]);
    if ((await balanceOf(tx, accountId)) < cents) throw new AppError('STORE_CREDIT_SHORT');
    await writeEntry(tx, { accountId, kind: 'adjust', cents: -cents, actorUserId: actor.userId, reason: input.reason });
  });
  return creditOf(deps, userId);
}

/**
 * In the checkout's flow, after the gift card: what the signed-in customer's credit pays of what is left to pay
 * (`dueCents`, the order's currency), taken off the ledger now (takeForOrder: the account's row locked, so a
 * customer's checkouts, or one racing the owner's "Remove credit", queue and the balance never goes below zero) and
 * recorded on the order (`store_credit_cents`, `store_credit_id`). The customer is the session's user, never a
 * figure from the request: a guest (`userId` null) has none. `use` false (the shopper's choice at checkout): what
 * the order held goes back and it pays nothing. Answers the share and what the credit could pay (0 and 0: none).
 */
export async function takeStoreCredit(
  tx: TxDeps<'clock'>,
  input: { userId: number | null; use: boolean; orderId: number; dueCents: number; rateMicros: number },
): Promise<{ cents: number; availableCents: number }> {
  const { orderId } = input;
  const held = await tx.db
    .selectFrom('order')
    .select('store_credit_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const accountId = input.userId === null ? null : await accountOf(tx, input.userId);
  const taken = await takeForOrder(tx, {
    accountId,
    heldId: held.store_credit_id,
    orderId,
    dueCents: input.use ? input.dueCents : 0,
    rateMicros: input.rateMicros,
    reason: `Order #${orderId}`,
  });
  await tx.db
    .updateTable('order')
    .set({ store_credit_cents: taken.cents, store_credit_id: taken.cents > 0 ? accountId : null })
    .where('id', '=', orderId)
    .execute();
  return taken;
}

/**
 * A refund's card share the owner gave as store credit (`refund.card_to_credit_cents`, the order's currency), put on
 * the order's customer's credit when the refund settles (once: a refund is settled once): an `issue` row naming the
 * order and refund, in the base currency, the account made on their first credit. No customer (a guest's order is
 * refused at the claim): nothing.
 */
export async function creditRefund(
  tx: TxDeps<'clock'>,
  {
    orderId,
    refundId,
    cents,
    actorUserId,
  }: { orderId: number; refundId: number; cents: number; actorUserId: number | null },
): Promise<void> {
  if (cents <= 0) return;
  const order = await tx.db
    .selectFrom('order')
    .select(['user_id', 'exchange_rate_micros'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.user_id === null) return;
  await issueStoreCredit(tx, {
    userId: order.user_id,
    cents: toBaseCents(cents, order.exchange_rate_micros || 1_000_000),
    orderId,
    actorUserId,
    reason: `Refund #${refundId} of order #${orderId}`,
  });
}
