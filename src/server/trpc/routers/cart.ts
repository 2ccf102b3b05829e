import { z } from 'zod';
import {
  addToCartInput,
  cartIdSchema,
  cartItemSchema,
  cartLineRef,
  restoreCartInput,
  updateCartItemInput,
} from '../../../shared/schemas/cart.js';
import { giftCardLineInput } from '../../../shared/schemas/gift-cards.js';
import { successSchema } from '../../../shared/schemas/results.js';
import * as cart from '../../domain/cart/cart.js';
import { addGiftCardLine } from '../../domain/cart/gift-card-lines.js';
import { restoreCart } from '../../domain/checkout/reminders.js';
import type { Context } from '../context.js';
import { publicProcedure, router } from '../init.js';

/** The cart a request names is remembered in its session, so only this browser can touch its lines by id. */
function access(ctx: Context, cartId?: string): cart.CartAccess {
  if (cartId) ctx.session.claimCart(cartId);
  return { cartId, sessionCartIds: ctx.session.cartIds() };
}

/** A cart this browser has not used yet counts against the visitor's budget of new carts (429 past it), then is claimed. */
async function startOrReuse(ctx: Context, cartId: string): Promise<void> {
  if (!ctx.session.cartIds().includes(cartId)) await ctx.limits.consume('newCart', ctx.ip);
  access(ctx, cartId);
}

export const cartRouter = router({
  get: publicProcedure
    .input(z.object({ cartId: cartIdSchema }))
    .output(z.array(cartItemSchema))
    .query(({ ctx, input }) => {
      access(ctx, input.cartId);
      return cart.getCart(ctx, input.cartId);
    }),
  add: publicProcedure
    .input(addToCartInput)
    .use(async ({ ctx, input, next }) => {
      await startOrReuse(ctx, input.cartId);
      return next();
    })
    .output(cartItemSchema)
    .mutation(({ ctx, input }) => cart.addItem(ctx, input)),
  /** A gift card sold as an item (issue 41): one line per card, for a recipient on a date. */
  addGiftCard: publicProcedure
    .input(giftCardLineInput)
    .use(async ({ ctx, input, next }) => {
      await startOrReuse(ctx, input.cartId);
      return next();
    })
    .output(cartItemSchema)
    .mutation(({ ctx, input }) => addGiftCardLine(ctx, input)),
  /** The abandoned-checkout mail's signed link: the reminded cart's lines into this browser's cart (issue 40). */
  restore: publicProcedure
    .input(restoreCartInput)
    .use(async ({ ctx, input, next }) => {
      await startOrReuse(ctx, input.cartId);
      return next();
    })
    .output(z.object({ added: z.number().int() }))
    .mutation(({ ctx, input }) => restoreCart(ctx, input)),
  update: publicProcedure
    .input(updateCartItemInput)
    .output(cartItemSchema.nullable())
    .mutation(({ ctx, input }) => cart.updateItem(ctx, input, access(ctx, input.cartId))),
  remove: publicProcedure
    .output(successSchema)
    .input(cartLineRef)
    .mutation(({ ctx, input }) => cart.removeItem(ctx, input.itemId, access(ctx, input.cartId))),
  clear: publicProcedure
    .input(z.object({ cartId: cartIdSchema }))
    .output(successSchema)
    .mutation(({ ctx, input }) => {
      access(ctx, input.cartId);
      return cart.clearCart(ctx, input.cartId);
    }),
});
