import { sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { writeEntry } from '../balances/ledger.js';

/**
 * A return's store credit (issue 41, items 1 and 4): an `issue` row on the customer's store credit account (made on
 * their first credit, as `balances/store-credit.ts` makes it: one per customer), with the order and "Return #n".
 * TODO(merge): fold into store-credit.ts's account maker once it is exported (another branch edits that file).
 */
export async function issueReturnCredit(
  tx: TxDeps<'clock'>,
  credit: { userId: number | null; cents: number; orderId: number; returnId: number },
  actor: Actor,
): Promise<void> {
  if (credit.userId === null) throw new AppError('RETURN_CREDIT_ACCOUNT');
  await tx.db
    .insertInto('balance_account')
    .values({ kind: 'store_credit', user_id: credit.userId, created_by: actor.userId, created_at: isoNow(tx.clock) })
    .onConflict((oc) => oc.column('user_id').where(sql<boolean>`kind = 'store_credit'`).doNothing())
    .execute();
  const account = await tx.db
    .selectFrom('balance_account')
    .select('id')
    .where('kind', '=', 'store_credit')
    .where('user_id', '=', credit.userId)
    .executeTakeFirstOrThrow();
  await writeEntry(tx, {
    accountId: account.id,
    kind: 'issue',
    cents: credit.cents,
    orderId: credit.orderId,
    actorUserId: actor.userId,
    reason: `Return #${credit.returnId}`,
  });
}
