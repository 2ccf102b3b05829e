import { z } from 'zod';
import { idParam } from '../../../shared/schemas/catalogue.js';
import {
  attachOrderInput,
  confirmOrderInput,
  type TrackOrderInput,
  trackOrderInput,
} from '../../../shared/schemas/orders.js';
import { confirmOrderPayment } from '../../domain/checkout/payments.js';
import * as orders from '../../domain/orders.js';
import { limited, limitedPer, publicProcedure, router, userProcedure } from '../init.js';

export const ordersRouter = router({
  mine: userProcedure.query(({ ctx }) => orders.listMyOrders(ctx.db, ctx.actor, Boolean(ctx.config.mail.smtpUrl))),
  get: userProcedure
    .input(z.object({ id: idParam }))
    .query(({ ctx, input }) => orders.getMyOrder(ctx.db, ctx.actor, input.id, Boolean(ctx.config.mail.smtpUrl))),
  attach: userProcedure
    .input(attachOrderInput)
    .mutation(({ ctx, input }) => orders.attachOrderDetails(ctx.db, ctx.actor, input)),
  confirm: userProcedure
    .input(confirmOrderInput)
    .mutation(({ ctx, input }) => confirmOrderPayment(ctx.db, ctx.gateway, ctx.actor, input, ctx.clock())),
  track: publicProcedure
    .use(limited('track'))
    .input(trackOrderInput)
    .use(limitedPer('trackOrder', (input: TrackOrderInput) => String(input.orderNumber)))
    .query(({ ctx, input }) => orders.trackOrder(ctx.db, input.orderNumber, input.email)),
});
