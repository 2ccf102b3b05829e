import { z } from 'zod';
import { ERRORS } from '../../../shared/errors.js';
import { cartIdSchema } from '../../../shared/schemas/cart.js';
import {
  cartQuoteSchema,
  checkoutSessionSchema,
  countryInput,
  countrySchema,
  paymentConfigSchema,
  returningCheckoutSchema,
  shippingMethodRef,
  shippingMethodSchema,
  startCheckoutInput,
  stateSchema,
  taxInput,
  taxQuoteSchema,
  testCardInput,
  testCardResultSchema,
} from '../../../shared/schemas/checkout.js';
import { currencyInput } from '../../../shared/schemas/currency.js';
import { payOrderInput } from '../../../shared/schemas/draft-orders.js';
import { cartCheckout } from '../../domain/checkout/cart-checkout.js';
import { confirmTestCard } from '../../domain/checkout/payments.js';
import { placeOrder } from '../../domain/checkout/place-order.js';
import { quoteCart, shippingOptions, taxQuote } from '../../domain/checkout/pricing.js';
import { payInvoice } from '../../domain/drafts/invoice-payment.js';
import { limited, limitedFailures, publicProcedure, router, shopperProcedure } from '../init.js';

const quoteInput = z.object({
  cartId: cartIdSchema,
  shippingMethodId: shippingMethodRef,
  country: countrySchema,
  state: stateSchema,
  currency: currencyInput.optional(),
});

export const checkoutRouter = router({
  shippingMethods: publicProcedure
    .input(countryInput)
    .output(z.object({ shippingMethods: z.array(shippingMethodSchema), currency: z.string() }))
    .query(({ ctx, input }) => shippingOptions(ctx, input)),
  tax: publicProcedure
    .input(taxInput)
    .output(taxQuoteSchema)
    .query(({ ctx, input }) => taxQuote(ctx, input)),
  quote: publicProcedure
    .input(quoteInput)
    .output(cartQuoteSchema)
    .query(({ ctx, input }) => quoteCart(ctx, input, ctx.actor?.userId ?? null)),
  paymentConfig: publicProcedure.output(paymentConfigSchema).query(({ ctx }) => ctx.gateway.publicConfig()),
  start: shopperProcedure
    .use(limited('checkout'))
    .input(startCheckoutInput)
    // Refused input counts (an empty cart, a bad address), never the shop's own state: a drop's sold-out and
    // reserved answers (409) must not lock out a crowd behind one address.
    .use(
      limitedFailures('checkoutFailure', (code) => ERRORS[code].status < 500 && ERRORS[code].status !== 409, {
        inFlight: 'free',
      }),
    )
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) =>
      placeOrder(ctx, input, ctx.shopper, {
        requester: { ip: ctx.ip, session: ctx.session.visitorId() },
        sessionOrderIds: ctx.session.guestOrderIds(),
        language: { locale: ctx.locale, chosen: ctx.localeChosen },
        campaignId: ctx.campaignId,
      }),
    ),
  /**
   * An invoiced draft paid from its mail's link (issue 42): the order's number and the link's token, no cart and no
   * account needed. The order is kept in this browser's session (a visitor's), so the card's confirmation answers it.
   */
  payOrder: publicProcedure
    .use(limited('checkout'))
    .input(payOrderInput)
    .output(checkoutSessionSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await payInvoice(ctx, input);
      if (!ctx.actor) ctx.session.claimGuestOrder(session.orderId);
      return session;
    }),
  /** The cart's checkout as its shopper comes back to it: in progress, being paid or paid; only their own. */
  pending: publicProcedure
    .input(z.object({ cartId: cartIdSchema }))
    .output(returningCheckoutSchema.nullable())
    .query(({ ctx, input }) =>
      cartCheckout(ctx, input.cartId, {
        userId: ctx.actor?.userId ?? null,
        sessionOrderIds: ctx.session.guestOrderIds(),
      }),
    ),
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
