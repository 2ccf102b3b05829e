import { AppError } from '../../../shared/errors.js';
import type { TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { issueStoreCredit } from '../balances/store-credit.js';

/**
 * A return's store credit (issue 41, items 1 and 4): an `issue` row on the customer's store credit account
 * (`balances/store-credit.ts`'s `issueStoreCredit`: one account per customer, made on their first credit), with the
 * order and "Return #n". A guest's order has no account to credit (RETURN_CREDIT_ACCOUNT).
 */
export async function issueReturnCredit(
  tx: TxDeps<'clock'>,
  credit: { userId: number | null; cents: number; orderId: number; returnId: number },
  actor: Actor,
): Promise<void> {
  if (credit.userId === null) throw new AppError('RETURN_CREDIT_ACCOUNT');
  await issueStoreCredit(tx, {
    userId: credit.userId,
    cents: credit.cents,
    orderId: credit.orderId,
    actorUserId: actor.userId,
    reason: `Return #${credit.returnId}`,
  });
}
