import { z } from 'zod';
import { idParam } from '../../../shared/schemas/catalogue.js';
import {
  attachOrderInput,
  confirmOrderInput,
  orderSchema,
  type TrackOrderInput,
  trackedOrderSchema,
  trackOrderInput,
} from '../../../shared/schemas/orders.js';
import { confirmOrderPayment } from '../../domain/checkout/payments.js';
import * as orders from '../../domain/orders.js';
import { limited, limitedPer, publicProcedure, router, userProcedure } from '../init.js';

export const ordersRouter = router({
  mine: userProcedure
    .output(z.array(orderSchema))
    .query(({ ctx }) => orders.listMyOrders(ctx, ctx.actor, Boolean(ctx.config.mail.smtpUrl))),
  get: userProcedure
    .input(z.object({ id: idParam }))
    .output(orderSchema)
    .query(({ ctx, input }) => orders.getMyOrder(ctx, input.id, ctx.actor, Boolean(ctx.config.mail.smtpUrl))),
  attach: userProcedure
    .input(attachOrderInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => orders.attachOrderDetails(ctx, input, ctx.actor)),
  confirm: userProcedure
    .input(confirmOrderInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => confirmOrderPayment(ctx, input, ctx.actor)),
  track: publicProcedure
    .use(limited('track'))
    .input(trackOrderInput)
    .use(limitedPer('trackOrder', (input: TrackOrderInput) => String(input.orderNumber)))
    .output(trackedOrderSchema)
    .query(({ ctx, input }) => orders.trackOrder(ctx, input)),
});
