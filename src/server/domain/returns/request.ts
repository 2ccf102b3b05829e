import { AppError } from '../../../shared/errors.js';
import type { CreateReturnInput, OrderReturns, OrderReturnsInput, Return } from '../../../shared/schemas/returns.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import { recordOrderEvent } from '../orders/order-events.js';
import { type ReturnViewer, returnableOf, viewableOrder } from './eligibility.js';
import { holdExchange } from './exchange.js';
import { loadReturn, loadReturns, shopperReturn } from './read.js';
import { queueReturnMail } from './return-mail.js';

/**
 * A shopper asks to return items (POST /api/orders/{id}/returns), in one flow under the order's lock: the order is
 * theirs (account or guest link), shipped or delivered, inside the window; each line returnable (no original, no
 * final sale) for at most what is left of it (`returnableOf`, read after the lock: two requests for the last unit
 * queue, the second is refused); store credit for a signed-in customer only; an exchange's units held and its
 * price difference priced (difference.ts). The request,
 * the order's timeline entry and the shopper's mail commit together.
 */
export async function requestReturn(
  deps: FlowDeps<'clock'>,
  input: CreateReturnInput,
  viewer: ReturnViewer,
): Promise<Return> {
  const id = await runFlow(deps, async (tx) => {
    await lockRows(tx, 'order', [input.id]);
    const order = await viewableOrder(tx, input.id, viewer);
    const returnable = await returnableOf(tx, order, viewer, { withOptions: false });
    if (returnable.closedBecause === 'not_shipped') throw new AppError('RETURN_NOT_SHIPPED');
    if (!returnable.open) throw new AppError('RETURN_WINDOW_CLOSED');
    if (input.resolution === 'credit' && !returnable.creditOffered) throw new AppError('RETURN_CREDIT_ACCOUNT');
    for (const line of input.lines) {
      const of = returnable.lines.find((l) => l.orderItemId === line.orderItemId);
      if (!of) throw new AppError('BAD_REQUEST', `lines: item ${line.orderItemId} is not part of order #${order.id}`);
      if (of.excluded) throw new AppError('RETURN_EXCLUDED');
      if (line.quantity > of.returnable) throw new AppError('RETURN_TOO_MANY');
    }
    const now = isoNow(tx.clock);
    const { id: returnId } = await tx.db
      .insertInto('return_request')
      .values({
        order_id: order.id,
        user_id: order.user_id,
        reason: input.reason,
        reason_text: input.reasonText ?? '',
        resolution: input.resolution,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exchangeOf = (orderItemId: number) => input.exchange?.find((e) => e.orderItemId === orderItemId);
    for (const line of input.lines) {
      await tx.db
        .insertInto('return_line')
        .values({
          return_id: returnId,
          order_item_id: line.orderItemId,
          quantity: line.quantity,
          exchange_size: exchangeOf(line.orderItemId)?.size ?? null,
          exchange_color: exchangeOf(line.orderItemId)?.color ?? null,
        })
        .execute();
    }
    if (input.resolution === 'exchange') {
      const wanted = input.lines.map((l) => ({ ...l, size: '', color: '', ...exchangeOf(l.orderItemId) }));
      const { exchangeOrderId, differenceCents } = await holdExchange(tx, order.id, returnId, wanted);
      await tx.db
        .updateTable('return_request')
        .set({ exchange_order_id: exchangeOrderId, price_difference_cents: differenceCents })
        .where('id', '=', returnId)
        .execute();
    }
    await recordOrderEvent(tx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      note: `Return #${returnId} requested (${input.resolution}; ${input.reason.replaceAll('_', ' ')})`,
      actorUserId: null,
    });
    await queueReturnMail(tx, returnId);
    return returnId;
  });
  const ret = await loadReturn(deps, id);
  if (!ret) throw new AppError('NOT_FOUND');
  return shopperReturn(ret);
}

/** GET /api/orders/{id}/returns: the order's returns and what may still be returned, for its owner only. */
export async function orderReturns(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: OrderReturnsInput,
  viewer: ReturnViewer,
): Promise<OrderReturns> {
  const order = await viewableOrder(deps, input.id, viewer);
  const returns = await loadReturns(deps, { orderId: order.id });
  return { returns: returns.map(shopperReturn), returnable: await returnableOf(deps, order, viewer) };
}
