import { z } from 'zod';
import { idParam } from '../../../shared/schemas/catalogue.js';
import {
  attachOrderInput,
  certificateNameInput,
  confirmOrderInput,
  guestLinkInput,
  linkConfirmOrderInput,
  orderSchema,
  trackedOrderSchema,
  trackOrderInput,
} from '../../../shared/schemas/orders.js';
import { setCertificateName } from '../../domain/certificates/consent.js';
import { confirmOrderPayment } from '../../domain/checkout/payments.js';
import { getOrderByLink, getSessionGuestOrder } from '../../domain/orders/guest-orders.js';
import * as orders from '../../domain/orders/orders.js';
import { limited, limitedFailures, publicProcedure, router, userProcedure } from '../init.js';

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
  /** A guest order this browser placed (the success page after a guest checkout). */
  guest: publicProcedure
    .input(z.object({ id: idParam }))
    .output(orderSchema)
    .query(({ ctx, input }) =>
      getSessionGuestOrder(
        ctx,
        input.id,
        { guestOrderIds: ctx.session.guestOrderIds() },
        Boolean(ctx.config.mail.smtpUrl),
      ),
    ),
  /** A guest's Stripe payment, checked with Stripe as `confirm` does, for the browser that placed the order. */
  guestConfirm: publicProcedure
    .input(confirmOrderInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => confirmOrderPayment(ctx, input, { guestOrderIds: ctx.session.guestOrderIds() })),
  /** A payment of an order confirmed from its mailed link (an invoice paid by a visitor): for the link's holder only. */
  linkConfirm: publicProcedure
    .use(limited('guestLink'))
    .input(linkConfirmOrderInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => confirmOrderPayment(ctx, input, { token: input.token })),
  /** A guest order through its confirmation mail's link (`/orders/{id}?token=…`). */
  byLink: publicProcedure
    .use(limited('guestLink'))
    .input(guestLinkInput)
    .output(orderSchema)
    .query(({ ctx, input }) => getOrderByLink(ctx, input, Boolean(ctx.config.mail.smtpUrl))),
  /** The buyer's choice that their name shows on the order's certificates (their own order, or this browser's guest order). */
  certificateName: publicProcedure
    .use(limited('guestLink'))
    .input(certificateNameInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) =>
      setCertificateName(ctx, input, ctx.actor ?? { guestOrderIds: ctx.session.guestOrderIds() }),
    ),
  track: publicProcedure
    .use(limited('track'))
    .input(trackOrderInput)
    .use(limitedFailures('trackFailure', (code) => code === 'NOT_FOUND'))
    .output(trackedOrderSchema)
    .query(({ ctx, input }) => orders.trackOrder(ctx, input)),
});
