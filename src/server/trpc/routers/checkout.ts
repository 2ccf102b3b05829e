import { z } from 'zod';
import { cartIdSchema } from '../../../shared/schemas/cart.js';
import {
  checkoutSessionSchema,
  countryInput,
  countrySchema,
  pendingCheckoutSchema,
  shippingMethodRef,
  startCheckoutInput,
  stateSchema,
  taxInput,
  testCardInput,
} from '../../../shared/schemas/checkout.js';
import { confirmTestCard } from '../../domain/checkout/payments.js';
import { pendingCheckout, placeOrder } from '../../domain/checkout/place-order.js';
import { quoteCart, shippingOptions, taxQuote } from '../../domain/checkout/pricing.js';
import { limited, publicProcedure, router, userProcedure } from '../init.js';

const quoteInput = z.object({
  cartId: cartIdSchema,
  shippingMethodId: shippingMethodRef,
  country: countrySchema,
  state: stateSchema,
});

export const checkoutRouter = router({
  shippingMethods: publicProcedure
    .input(countryInput)
    .query(({ ctx, input }) => shippingOptions(ctx.db, input, ctx.clock().toISOString())),
  tax: publicProcedure.input(taxInput).query(({ input }) => taxQuote(input.country, input.state, input.subtotal)),
  quote: publicProcedure
    .input(quoteInput)
    .query(({ ctx, input }) => quoteCart(ctx.db, input, ctx.clock().toISOString())),
  paymentConfig: publicProcedure.query(({ ctx }) => ctx.gateway.publicConfig()),
  start: userProcedure
    .use(limited('checkout'))
    .input(startCheckoutInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => placeOrder(ctx.db, ctx.gateway, input, ctx.actor, ctx.clock())),
  pending: userProcedure
    .input(z.object({ cartId: cartIdSchema }))
    .output(pendingCheckoutSchema.nullable())
    .query(({ ctx, input }) => pendingCheckout(ctx.db, input.cartId, ctx.actor, ctx.clock())),
  testConfirm: publicProcedure
    .use(limited('checkout'))
    .input(testCardInput)
    .mutation(({ ctx, input }) => confirmTestCard(ctx.db, ctx.gateway, input, ctx.clock())),
});
