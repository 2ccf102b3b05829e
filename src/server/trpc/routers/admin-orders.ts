import { z } from 'zod';
import {
  adminOrderListInput,
  adminOrderListSchema,
  adminOrderSchema,
  internalNoteInput,
  orderRefundInput,
  orderStatusInput,
} from '../../../shared/schemas/admin-orders.js';
import { idParam } from '../../../shared/schemas/catalogue.js';
import { reissueCertificateInput } from '../../../shared/schemas/certificates.js';
import { reissueCertificate } from '../../domain/certificates/lifecycle.js';
import * as orders from '../../domain/orders/admin-orders.js';
import { addInternalNote } from '../../domain/orders/order-notes.js';
import { adminProcedure, router } from '../init.js';

export const adminOrdersRouter = router({
  list: adminProcedure
    .input(adminOrderListInput)
    .output(adminOrderListSchema)
    .query(({ ctx, input }) => orders.listOrders(ctx, input)),
  get: adminProcedure
    .input(z.object({ id: idParam }))
    .output(adminOrderSchema)
    .query(({ ctx, input }) => orders.getOrder(ctx, input.id)),
  setStatus: adminProcedure
    .input(orderStatusInput)
    .output(adminOrderSchema)
    .mutation(({ ctx, input }) => orders.setOrderStatus(ctx, input, ctx.actor)),
  /** The owner's internal note on the order (never shown to the customer); answers the order with it. */
  addNote: adminProcedure
    .input(internalNoteInput)
    .output(adminOrderSchema)
    .mutation(async ({ ctx, input }) => {
      await addInternalNote(ctx, input, ctx.actor);
      return orders.getOrder(ctx, input.id);
    }),
  /** Re-issues a line's certificates (issue 43): new codes; the old ones now read "replaced". Answers the order. */
  reissueCertificate: adminProcedure
    .input(reissueCertificateInput)
    .output(adminOrderSchema)
    .mutation(async ({ ctx, input }) => {
      await reissueCertificate(ctx, { orderId: input.id, itemId: input.itemId }, ctx.actor);
      return orders.getOrder(ctx, input.id);
    }),
  refund: adminProcedure
    .input(orderRefundInput)
    .output(adminOrderSchema)
    .mutation(({ ctx, input }) => orders.refund(ctx, input, ctx.actor)),
  retryRefund: adminProcedure
    .input(z.object({ id: idParam, refundId: idParam }))
    .output(adminOrderSchema)
    .mutation(({ ctx, input }) => orders.retryRefund(ctx, input)),
});
