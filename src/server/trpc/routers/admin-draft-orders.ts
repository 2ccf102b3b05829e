import { z } from 'zod';
import { idParam } from '../../../shared/schemas/catalogue.js';
import {
  draftOrderInput,
  draftOrderListSchema,
  draftOrderSchema,
  draftQuoteSchema,
  markPaidInput,
  payLinkSchema,
} from '../../../shared/schemas/draft-orders.js';
import * as drafts from '../../domain/drafts/admin-drafts.js';
import { payOnPhone, sendInvoice } from '../../domain/drafts/draft-invoice.js';
import { quoteDraft } from '../../domain/drafts/draft-pricing.js';
import { adminProcedure, router } from '../init.js';

/** Draft orders (issue 42): the owner's sales made elsewhere, held like a checkout, settled by "mark paid" or an invoice paid by card. */
export const adminDraftOrdersRouter = router({
  list: adminProcedure.output(draftOrderListSchema).query(({ ctx }) => drafts.listDrafts(ctx)),
  create: adminProcedure
    .input(draftOrderInput)
    .output(draftOrderSchema)
    .mutation(({ ctx, input }) => drafts.createDraft(ctx, input, ctx.actor)),
  /** The draft priced, nothing written nor held (a mutation: its input is a body, as create's). */
  quote: adminProcedure
    .input(draftOrderInput)
    .output(draftQuoteSchema)
    .mutation(({ ctx, input }) => quoteDraft(ctx, input)),
  markPaid: adminProcedure
    .input(markPaidInput)
    .output(draftOrderSchema)
    .mutation(({ ctx, input }) => drafts.markDraftPaid(ctx, input)),
  /** Mails the draft's invoice (again: the same link), its link opening the order's page with a Pay button. */
  invoice: adminProcedure
    .input(z.object({ id: idParam }))
    .output(draftOrderSchema)
    .mutation(({ ctx, input }) => sendInvoice(ctx, input.id)),
  /** The invoice's link and its QR code, without a mail: the customer pays on their own phone (the Sell screen). */
  payLink: adminProcedure
    .input(z.object({ id: idParam }))
    .output(payLinkSchema)
    .mutation(({ ctx, input }) => payOnPhone(ctx, input.id)),
  /** One draft as the list answers it (the Sell screen waits on it for a phone's payment). */
  get: adminProcedure
    .input(z.object({ id: idParam }))
    .output(draftOrderSchema)
    .query(({ ctx, input }) => drafts.getDraft(ctx, input.id)),
  delete: adminProcedure
    .input(z.object({ id: idParam }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await drafts.deleteDraft(ctx, input.id);
      return { success: true as const };
    }),
});
