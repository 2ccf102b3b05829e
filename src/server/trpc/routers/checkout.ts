import { z } from 'zod';
import { ERRORS } from '../../../shared/errors.js';
import { cartIdSchema } from '../../../shared/schemas/cart.js';
import {
  cartQuoteSchema,
  checkoutSessionSchema,
  countryInput,
  countrySchema,
  paymentConfigSchema,
  pendingCheckoutSchema,
  shippingMethodRef,
  shippingMethodSchema,
  startCheckoutInput,
  stateSchema,
  taxInput,
  taxQuoteSchema,
  testCardInput,
  testCardResultSchema,
} from '../../../shared/schemas/checkout.js';
import { confirmTestCard } from '../../domain/checkout/payments.js';
import { pendingCheckout, placeOrder } from '../../domain/checkout/place-order.js';
import { quoteCart, shippingOptions, taxQuote } from '../../domain/checkout/pricing.js';
import { limited, limitedFailures, publicProcedure, router, shopperProcedure, userProcedure } from '../init.js';

const quoteInput = z.object({
  cartId: cartIdSchema,
  shippingMethodId: shippingMethodRef,
  country: countrySchema,
  state: stateSchema,
});

export const checkoutRouter = router({
  shippingMethods: publicProcedure
    .input(countryInput)
    .output(z.object({ shippingMethods: z.array(shippingMethodSchema) }))
    .query(({ ctx, input }) => shippingOptions(ctx, input)),
  tax: publicProcedure
    .input(taxInput)
    .output(taxQuoteSchema)
    .query(({ input }) => taxQuote(input.country, input.state, input.subtotal)),
  quote: publicProcedure
    .input(quoteInput)
    .output(cartQuoteSchema)
    .query(({ ctx, input }) => quoteCart(ctx, input, ctx.actor?.userId ?? null)),
  paymentConfig: publicProcedure.output(paymentConfigSchema).query(({ ctx }) => ctx.gateway.publicConfig()),
  start: shopperProcedure
    .use(limited('checkout'))
    .input(startCheckoutInput)
    .use(limitedFailures('checkoutFailure', (code) => ERRORS[code].status < 500))
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) =>
      placeOrder(ctx, input, ctx.shopper, { ip: ctx.ip, session: ctx.session.visitorId() }),
    ),
  pending: userProcedure
    .input(z.object({ cartId: cartIdSchema }))
    .output(pendingCheckoutSchema.nullable())
    .query(({ ctx, input }) => pendingCheckout(ctx, input.cartId, ctx.actor)),
  testConfirm: publicProcedure
    .use(limited('checkout'))
    .input(testCardInput)
    .output(testCardResultSchema)
    .mutation(({ ctx, input }) =>
      confirmTestCard(ctx, input, {
        actor: ctx.actor,
        guestOrderIds: ctx.session.guestOrderIds(),
        mailDelivery: Boolean(ctx.config.mail.smtpUrl),
      }),
    ),
});
