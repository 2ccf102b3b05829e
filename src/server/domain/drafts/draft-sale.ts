import { isoNow, type TxDeps } from '../../deps.js';

/**
 * What a sale means for a draft order (issue 42), however it was paid: marked paid by the owner (cash, terminal…)
 * or by card through its invoice's link. Called by the one sale (finalize.ts applySale) in its flow, under the
 * order's row lock, so both ways settle a draft the same way and only once.
 */

/** Whether the order is a draft's (not a checkout's): its holds outlive a declined card until the draft's expiry. */
export async function isDraftOrder({ db }: TxDeps, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('draft_order').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The draft is sold: it is paid from now on, and the order becomes its customer's account's (a draft names the
 * account only on its `draft_order` row, so an unpaid draft never counts as their checkout in progress). Nothing for
 * an order that is no draft.
 */
export async function settleDraft(tx: TxDeps<'clock'>, orderId: number): Promise<void> {
  const draft = await tx.db
    .updateTable('draft_order')
    .set({ paid_at: isoNow(tx.clock) })
    .where('order_id', '=', orderId)
    .where('paid_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (draft?.user_id == null) return;
  await tx.db.updateTable('order').set({ user_id: draft.user_id }).where('id', '=', orderId).execute();
}
