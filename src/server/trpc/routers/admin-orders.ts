import { z } from 'zod';
import {
  adminOrderListInput,
  adminOrderListSchema,
  adminOrderSchema,
  orderRefundInput,
  orderStatusInput,
} from '../../../shared/schemas/admin-orders.js';
import { idParam } from '../../../shared/schemas/catalogue.js';
import * as orders from '../../domain/admin/orders.js';
import { adminProcedure, router } from '../init.js';

export const adminOrdersRouter = router({
  list: adminProcedure
    .input(adminOrderListInput)
    .output(adminOrderListSchema)
    .query(({ ctx, input }) => orders.listOrders(ctx.db, input)),
  get: adminProcedure
    .input(z.object({ id: idParam }))
    .output(adminOrderSchema)
    .query(({ ctx, input }) => orders.getOrder(ctx.db, input.id)),
  setStatus: adminProcedure
    .input(orderStatusInput)
    .output(adminOrderSchema)
    .mutation(({ ctx, input }) => orders.setOrderStatus(ctx.db, ctx.gateway, input, ctx.actor, ctx.clock())),
  refund: adminProcedure
    .input(orderRefundInput)
    .output(adminOrderSchema)
    .mutation(({ ctx, input }) => orders.refund(ctx.db, ctx.gateway, input, ctx.actor, ctx.clock())),
  retryRefund: adminProcedure
    .input(z.object({ id: idParam, refundId: idParam }))
    .output(adminOrderSchema)
    .mutation(({ ctx, input }) => orders.retryRefund(ctx.db, ctx.gateway, input, ctx.clock())),
});
