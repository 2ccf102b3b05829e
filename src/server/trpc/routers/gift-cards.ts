import { z } from 'zod';
import {
  appliedGiftCardSchema,
  applyGiftCardInput,
  cartGiftCardInput,
  giftCardIdInput,
  giftCardSchema,
  issuedGiftCardSchema,
  issueGiftCardInput,
} from '../../../shared/schemas/gift-cards.js';
import { successSchema } from '../../../shared/schemas/results.js';
import * as cart from '../../domain/balances/cart-gift-card.js';
import * as cards from '../../domain/balances/gift-cards.js';
import { adminProcedure, limited, publicProcedure, router } from '../init.js';

/** The owner's gift cards (issue 41; audited by adminProcedure): issued by hand, listed with balances, disabled. */
export const adminGiftCardsRouter = router({
  list: adminProcedure.output(z.array(giftCardSchema)).query(({ ctx }) => cards.listGiftCards(ctx)),
  issue: adminProcedure
    .input(issueGiftCardInput)
    .output(issuedGiftCardSchema)
    .mutation(({ ctx, input }) => cards.issueGiftCard(ctx, input, ctx.actor)),
  disable: adminProcedure
    .input(giftCardIdInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await cards.disableGiftCard(ctx, input);
      return { success: true as const };
    }),
});

/** A cart's gift card: only for a cart this browser holds (another's is 404); codes tried are rate-limited. */
export const giftCardsRouter = router({
  applyCode: publicProcedure
    .input(applyGiftCardInput)
    .use(limited('giftCardApplyAddress'))
    .output(appliedGiftCardSchema)
    .mutation(({ ctx, input }) =>
      cart.applyGiftCard(ctx, input, { sessionCartIds: ctx.session.cartIds(), userId: ctx.actor?.userId ?? null }),
    ),
  removeCode: publicProcedure
    .input(cartGiftCardInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await cart.removeGiftCard(ctx, input, { sessionCartIds: ctx.session.cartIds() });
      return { success: true as const };
    }),
});
