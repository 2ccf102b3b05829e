import { toBaseCents } from '../../../shared/currency.js';
import type { TxDeps } from '../../deps.js';
import { balanceOf, lockAccounts, settleOrderTake, takenByOrder } from './ledger.js';

/**
 * What one balance (a gift card, a customer's store credit) pays of an order, taken in the checkout's flow: the
 * account's row locked first (so checkouts spending one balance queue and it never goes below zero), what the order
 * already holds of it counted as available (a checkout priced again), and the take set to the new figure (a redeem
 * or a refund_back row for the difference; none when unchanged). The order held another account (`heldId`, a card
 * swapped or removed): all of that is put back. No account: it pays nothing. `dueCents` and the answer are in the
 * order's currency (`rateMicros`: its units per base unit × 10⁶); the ledger is in the base, never taking more than
 * is there. Answers the share and what the account could have paid (its balance and the order's hold, in the
 * order's currency; 0 without an account).
 */
export async function takeForOrder(
  tx: TxDeps<'clock'>,
  {
    accountId,
    heldId,
    orderId,
    dueCents,
    rateMicros,
    reason,
  }: {
    accountId: number | null;
    heldId: number | null;
    orderId: number;
    dueCents: number;
    rateMicros: number;
    reason: string;
  },
): Promise<{ cents: number; availableCents: number }> {
  if (heldId !== null && heldId !== accountId) {
    await settleOrderTake(tx, { accountId: heldId, orderId, cents: 0, reason: `${reason}: removed` });
  }
  if (accountId === null) return { cents: 0, availableCents: 0 };
  await lockAccounts(tx, [accountId]);
  const available = (await balanceOf(tx, accountId)) + (await takenByOrder(tx, accountId, orderId));
  const availableCents = Math.floor((available * rateMicros) / 1_000_000);
  const cents = Math.max(0, Math.min(dueCents, availableCents));
  const baseCents = Math.min(available, toBaseCents(cents, rateMicros));
  await settleOrderTake(tx, { accountId, orderId, cents: baseCents, reason });
  return { cents, availableCents };
}
