import { AppError } from '../../../shared/errors.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { runFlow, type Tx } from '../../db/flow.js';
import type { FlowDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { type GuestViewer, getOrderByLink, getOwnOrder } from '../orders/guest-orders.js';

/** The update that records the choice on the order (its caller says whose order it must be). */
const choose = (db: Tx, input: { id: number; show: boolean }) =>
  db
    .updateTable('order')
    .set({ certificate_name: input.show ? 1 : 0 })
    .where('id', '=', input.id);

/**
 * The buyer's choice that their name shows on the order's certificates of authenticity (issue 43; default: not
 * shown), from their order's page: a signed-in buyer's own order, the guest order this browser placed or the one
 * its mailed link opens; any other order is 404. The PDFs are made on demand, so the next download says it. Answers the order.
 */
export async function setCertificateName(
  deps: FlowDeps,
  input: { id: number; show: boolean; token?: string },
  viewer: Actor | GuestViewer,
): Promise<Order> {
  // The holder of an order's mailed link is its buyer too (getOrderByLink: 404 for a wrong token), also when the
  // order has since gone to an account (an invoiced draft given to a customer): the link still opens its page.
  if (input.token) {
    await getOrderByLink(deps, { id: input.id, token: input.token });
    await runFlow(deps, (tx) => choose(tx.db, input).execute());
    return getOrderByLink(deps, { id: input.id, token: input.token });
  }
  const updated = await runFlow(deps, async (tx) => {
    let query = choose(tx.db, input);
    query =
      'userId' in viewer
        ? query.where('user_id', '=', viewer.userId)
        : viewer.guestOrderIds.includes(input.id)
          ? query.where('user_id', 'is', null)
          : query.where(({ lit }) => lit(false));
    return Number((await query.executeTakeFirst()).numUpdatedRows);
  });
  if (updated === 0) throw new AppError('NOT_FOUND', 'Order not found');
  return getOwnOrder(deps, input.id, viewer);
}
