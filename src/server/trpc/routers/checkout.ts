import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import { cartIdSchema } from '../../../shared/schemas/cart.js';
import {
  checkoutSessionSchema,
  countryInput,
  shippingMethodRef,
  startCheckoutInput,
  taxInput,
  testCardInput,
} from '../../../shared/schemas/checkout.js';
import { COUNTRIES, taxFor } from '../../../shared/tax.js';
import { confirmTestCard } from '../../domain/checkout/payments.js';
import { placeOrder } from '../../domain/checkout/place-order.js';
import { priceCart, shippingMethodsFor } from '../../domain/checkout/pricing.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { limited, publicProcedure, router, userProcedure } from '../init.js';

const quoteInput = z.object({
  cartId: cartIdSchema,
  shippingMethodId: shippingMethodRef,
  country: z.enum(COUNTRIES, { message: 'We ship to the United States (US) and Canada (CA) only' }),
  state: z.string().trim().min(2, 'State/Province is required').max(50),
});

export const checkoutRouter = router({
  shippingMethods: publicProcedure
    .input(countryInput)
    .query(async ({ ctx, input }) => ({ shippingMethods: await shippingMethodsFor(ctx.db, input.country) })),
  tax: publicProcedure.input(taxInput).query(({ input }) => {
    const tax = taxFor(input.country, input.state, Math.round(input.subtotal * 100));
    return { taxRate: tax.rate, taxAmount: toDollars(tax.amountCents), lines: tax.lines };
  }),
  quote: publicProcedure.input(quoteInput).query(async ({ ctx, input }) => {
    const priced = await priceCart(ctx.db, input, ctx.clock().toISOString());
    return {
      subtotal: toDollars(priced.subtotalCents),
      shipping: toDollars(priced.shippingCents),
      tax: toDollars(priced.tax.amountCents),
      taxRate: priced.tax.rate,
      taxLines: priced.tax.lines,
      total: toDollars(priced.totalCents),
    };
  }),
  paymentConfig: publicProcedure.query(({ ctx }) => ctx.gateway.publicConfig()),
  start: userProcedure
    .use(limited('checkout'))
    .input(startCheckoutInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => placeOrder(ctx.db, ctx.gateway, input, ctx.actor, ctx.clock())),
  testConfirm: publicProcedure
    .use(limited('checkout'))
    .input(testCardInput)
    .mutation(({ ctx, input }) => {
      if (ctx.gateway.provider !== 'test') throw new AppError('NOT_FOUND', 'The test gateway is not enabled');
      return confirmTestCard(ctx.db, ctx.gateway as TestGateway, input, ctx.clock());
    }),
});
