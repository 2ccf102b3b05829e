import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { idInput } from '../../../shared/schemas/catalogue.js';
import {
  adminReturnSchema,
  adminReturnsInput,
  createReturnInput,
  orderReturnsInput,
  orderReturnsSchema,
  receiveReturnInput,
  returnNoteInput,
  returnSchema,
} from '../../../shared/schemas/returns.js';
import * as owner from '../../domain/returns/owner.js';
import { orderReturns, requestReturn } from '../../domain/returns/request.js';
import { adminProcedure, publicProcedure, router } from '../init.js';

/** A signed-in customer, or a guest who brings their order link's token: anyone else is 401 before their input is read. */
const ownerProcedure = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as { token?: unknown } | undefined;
  if (!ctx.actor && !(typeof raw?.token === 'string' && raw.token !== '')) throw new AppError('UNAUTHORIZED');
  return next();
});

/**
 * A shopper's returns (issue 41, item 1): of their own order (signed in), or of a guest order with its link's token;
 * anyone else's is 404, no cookie and no token 401.
 */
export const returnsRouter = router({
  forOrder: ownerProcedure
    .input(orderReturnsInput)
    .output(orderReturnsSchema)
    .query(({ ctx, input }) => orderReturns(ctx, input, { actor: ctx.actor, token: input.token })),
  create: ownerProcedure
    .input(createReturnInput)
    .output(returnSchema)
    .mutation(({ ctx, input }) => requestReturn(ctx, input, { actor: ctx.actor, token: input.token })),
});

/** The owner's returns (audited by adminProcedure): the list, and each move. */
export const adminReturnsRouter = router({
  list: adminProcedure
    .input(adminReturnsInput)
    .output(z.array(adminReturnSchema))
    .query(({ ctx, input }) => owner.listReturns(ctx, input)),
  approve: adminProcedure
    .input(returnNoteInput)
    .output(adminReturnSchema)
    .mutation(({ ctx, input }) => owner.approveReturn(ctx, input, ctx.actor)),
  decline: adminProcedure
    .input(returnNoteInput)
    .output(adminReturnSchema)
    .mutation(({ ctx, input }) => owner.declineReturn(ctx, input, ctx.actor)),
  receive: adminProcedure
    .input(receiveReturnInput)
    .output(adminReturnSchema)
    .mutation(({ ctx, input }) => owner.receiveReturn(ctx, input, ctx.actor)),
  close: adminProcedure
    .input(idInput)
    .output(adminReturnSchema)
    .mutation(({ ctx, input }) => owner.closeReturn(ctx, input, ctx.actor)),
});
