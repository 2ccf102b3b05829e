import { AppError } from '../../../shared/errors.js';
import type { InternalNoteInput } from '../../../shared/schemas/admin-orders.js';
import { runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';

/** An order's internal notes, oldest first, with their author's name. Only the admin's order answer carries them. */
export async function loadInternalNotes(deps: Pick<Deps, 'db'>, orderId: number) {
  const rows = await deps.db
    .selectFrom('order_note as n')
    .leftJoin('user as u', 'u.id', 'n.author_user_id')
    .select(['n.id', 'n.body', 'n.created_at', 'u.username'])
    .where('n.order_id', '=', orderId)
    .orderBy('n.id')
    .execute();
  return rows.map((r) => ({ id: r.id, note: r.body, by: r.username, at: r.created_at }));
}

/**
 * The owner adds an internal note to an order: a timeline entry with who and when (the audit log has it too, as
 * every admin write). Never shown to the customer: their order answers and mails do not read `order_note`.
 */
export async function addInternalNote(deps: FlowDeps<'clock'>, input: InternalNoteInput, actor: Actor): Promise<void> {
  await runFlow(deps, async (tx) => {
    const order = await tx.db.selectFrom('order').select('id').where('id', '=', input.id).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    await tx.db
      .insertInto('order_note')
      .values({ order_id: input.id, body: input.note, author_user_id: actor.userId, created_at: isoNow(deps.clock) })
      .execute();
  });
}
