import { z } from 'zod';
import { idParam } from '../../../shared/schemas/catalogue.js';
import {
  draftOrderInput,
  draftOrderListSchema,
  draftOrderSchema,
  markPaidInput,
} from '../../../shared/schemas/draft-orders.js';
import * as drafts from '../../domain/drafts/admin-drafts.js';
import { adminProcedure, router } from '../init.js';

/** Draft orders (issue 42): the owner's sales made elsewhere, held like a checkout, settled by "mark paid". */
export const adminDraftOrdersRouter = router({
  list: adminProcedure.output(draftOrderListSchema).query(({ ctx }) => drafts.listDrafts(ctx)),
  create: adminProcedure
    .input(draftOrderInput)
    .output(draftOrderSchema)
    .mutation(({ ctx, input }) => drafts.createDraft(ctx, input, ctx.actor)),
  markPaid: adminProcedure
    .input(markPaidInput)
    .output(draftOrderSchema)
    .mutation(({ ctx, input }) => drafts.markDraftPaid(ctx, input)),
  delete: adminProcedure
    .input(z.object({ id: idParam }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await drafts.deleteDraft(ctx, input.id);
      return { success: true as const };
    }),
});
