import { OPEN_PAYMENT_STATUSES, PAYMENT_STATUSES, type PaymentStatus } from '../../../shared/order-statuses.js';
import { isoNow, type TxDeps } from '../../deps.js';

/** Where an open payment may go: paid, declined or still open, cancelled, or claimed for a refund. */
const FROM_OPEN: readonly PaymentStatus[] = [...OPEN_PAYMENT_STATUSES, 'cancelled', 'succeeded', 'refunding'];

/**
 * Every legal move of a payment, the one table: an open payment is paid, declined (back to
 * requires_payment_method), cancelled, or claimed for a refund the shop owes (`refunding`); a cancelled intent
 * that is paid after all is still taken (and judged) or given back; money kept or being given back becomes
 * `refunded` once all of it is. A succeeded payment is never cancelled; a refunded one never moves again.
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  requires_payment_method: FROM_OPEN,
  requires_confirmation: FROM_OPEN,
  requires_action: FROM_OPEN,
  processing: FROM_OPEN,
  requires_capture: FROM_OPEN,
  cancelled: ['succeeded', 'refunding'],
  succeeded: ['refunded'],
  refunding: ['refunded'],
  refunded: [],
};

/** The statuses from which a payment may move to `to`. */
const movesTo = (to: PaymentStatus): PaymentStatus[] => PAYMENT_STATUSES.filter((s) => PAYMENT_MOVES[s].includes(to));

/** Which payments: one by id, one by intent, or all of an order's. */
type PaymentsOf = { id: number } | { intentId: string } | { orderId: number };

/**
 * Moves payments to `to`, in the caller's transaction, the one way a payment's status changes: only those the
 * table (PAYMENT_MOVES) lets go there, and, with `from`, only those in one of these statuses. `lastError`
 * replaces the payment's last error when given. Answers the payments moved (none when another change won).
 */
export async function setPaymentStatus(
  tx: TxDeps<'clock'>,
  which: PaymentsOf,
  change: { to: PaymentStatus; from?: readonly PaymentStatus[]; lastError?: string | null },
): Promise<{ id: number; intent_id: string }[]> {
  const from = movesTo(change.to).filter((s) => !change.from || change.from.includes(s));
  if (from.length === 0) return [];
  let query = tx.db
    .updateTable('payment')
    .set({
      status: change.to,
      updated_at: isoNow(tx.clock),
      ...(change.lastError === undefined ? {} : { last_error: change.lastError }),
    })
    .where('status', 'in', from);
  if ('id' in which) query = query.where('id', '=', which.id);
  else if ('intentId' in which) query = query.where('intent_id', '=', which.intentId);
  else query = query.where('order_id', '=', which.orderId);
  return query.returning(['id', 'intent_id']).execute();
}
