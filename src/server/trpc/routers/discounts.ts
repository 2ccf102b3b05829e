import { z } from 'zod';
import {
  appliedDiscountSchema,
  applyDiscountInput,
  cartDiscountInput,
  cartTotalsInput,
  cartTotalsSchema,
  createDiscountInput,
  discountIdInput,
  discountSchema,
  updateDiscountInput,
} from '../../../shared/schemas/discounts.js';
import { successSchema } from '../../../shared/schemas/results.js';
import * as admin from '../../domain/discounts/admin.js';
import * as cart from '../../domain/discounts/cart.js';
import { adminProcedure, limited, limitedPer, publicProcedure, router } from '../init.js';

/** The owner's discounts (audited by adminProcedure). */
export const adminDiscountsRouter = router({
  list: adminProcedure.output(z.array(discountSchema)).query(({ ctx }) => admin.listDiscounts(ctx)),
  create: adminProcedure
    .input(createDiscountInput)
    .output(discountSchema)
    .mutation(({ ctx, input }) => admin.createDiscount(ctx, input)),
  update: adminProcedure
    .input(updateDiscountInput)
    .output(discountSchema)
    .mutation(({ ctx, input }) => admin.updateDiscount(ctx, input)),
  delete: adminProcedure
    .input(discountIdInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await admin.deleteDiscount(ctx, input);
      return { success: true as const };
    }),
});

/** A cart's code (the cart is reached by its random id, like the cart itself); applies are rate-limited. */
export const discountsRouter = router({
  applyCode: publicProcedure
    .input(applyDiscountInput)
    .use(limited('discountApplyAddress'))
    .use(limitedPer('discountApplyCart', (input: { cartId: string }) => input.cartId))
    .output(appliedDiscountSchema)
    .mutation(({ ctx, input }) => cart.applyDiscountCode(ctx, input, ctx.actor?.userId ?? null)),
  removeCode: publicProcedure
    .input(cartDiscountInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await cart.removeDiscountCode(ctx, input);
      return { success: true as const };
    }),
  cartTotals: publicProcedure
    .input(cartTotalsInput)
    .output(cartTotalsSchema)
    .query(({ ctx, input }) => cart.cartTotals(ctx, input, ctx.actor?.userId ?? null)),
});
