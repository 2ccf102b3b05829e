import type { TxDeps } from '../../deps.js';

/**
 * What a payment means for an exchange's order (issue 41), for the one finalisation (finalize.ts): the exchange
 * order of a return, whether its return is still to be received, and whose it becomes once sold.
 */

/** The return whose exchange order `orderId` is (undefined: the order is no exchange). */
const returnOfExchange = (tx: TxDeps, orderId: number) =>
  tx.db
    .selectFrom('return_request')
    .select(['id', 'status', 'user_id'])
    .where('exchange_order_id', '=', orderId)
    .executeTakeFirst();

/**
 * The return whose exchange order a payment pays, while the return is not received yet: the payment is kept
 * (succeeded, the order's `paid_at`), the order stays pending, its units held, until the items come back
 * (`sellExchange` sells it then). Null: no such return (the payment sells its order as any).
 */
export async function exchangeAwaitingReturn(tx: TxDeps, orderId: number): Promise<number | null> {
  const ret = await returnOfExchange(tx, orderId);
  return ret && (ret.status === 'requested' || ret.status === 'approved') ? ret.id : null;
}

/** Whether the order is a return's exchange: its holds are the return's until it is decided, whatever a card does. */
export async function isExchangeOrder(tx: TxDeps, orderId: number): Promise<boolean> {
  return (await returnOfExchange(tx, orderId)) !== undefined;
}

/**
 * The exchange is sold (at receipt, or by its difference's payment after it): the order becomes the return's
 * customer's (none for a guest). Until then it has no account, so it is nobody's checkout in progress (a new checkout
 * of theirs ends those). Nothing for an order that is no exchange. In the sale's flow (finalize.ts applySale).
 */
export async function settleExchange(tx: TxDeps, orderId: number): Promise<void> {
  const ret = await returnOfExchange(tx, orderId);
  if (ret?.user_id == null) return;
  await tx.db.updateTable('order').set({ user_id: ret.user_id }).where('id', '=', orderId).execute();
}
