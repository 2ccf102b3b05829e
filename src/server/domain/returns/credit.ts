import { AppError } from '../../../shared/errors.js';
import type { TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { writeEntry } from '../balances/ledger.js';
import { ensureAccount } from '../balances/store-credit.js';

/**
 * A return's store credit (issue 41, items 1 and 4): an `issue` row on the customer's store credit account (made on
 * their first credit, by `balances/store-credit.ts`'s `ensureAccount`: one per customer), with the order and "Return #n".
 */
export async function issueReturnCredit(
  tx: TxDeps<'clock'>,
  credit: { userId: number | null; cents: number; orderId: number; returnId: number },
  actor: Actor,
): Promise<void> {
  if (credit.userId === null) throw new AppError('RETURN_CREDIT_ACCOUNT');
  const accountId = await ensureAccount(tx, credit.userId, actor);
  await writeEntry(tx, {
    accountId,
    kind: 'issue',
    cents: credit.cents,
    orderId: credit.orderId,
    actorUserId: actor.userId,
    reason: `Return #${credit.returnId}`,
  });
}
