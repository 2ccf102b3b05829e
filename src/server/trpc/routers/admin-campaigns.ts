import { z } from 'zod';
import {
  campaignCreatedSchema,
  campaignInput,
  campaignPreviewSchema,
  campaignRowSchema,
  campaignSchema,
  campaignSendInput,
  campaignSentSchema,
  campaignTestSchema,
  campaignUpdateInput,
} from '../../../shared/schemas/campaigns.js';
import { idInput } from '../../../shared/schemas/catalogue.js';
import * as campaigns from '../../domain/campaigns/admin-campaigns.js';
import { adminProcedure, router } from '../init.js';

/** The owner's newsletter campaigns (issue 40, item 3). */
export const adminCampaignsRouter = router({
  list: adminProcedure.output(z.array(campaignRowSchema)).query(({ ctx }) => campaigns.listCampaigns(ctx)),
  get: adminProcedure
    .input(idInput)
    .output(campaignSchema)
    .query(({ ctx, input }) => campaigns.getCampaign(ctx, input.id)),
  create: adminProcedure
    .input(campaignInput)
    .output(campaignCreatedSchema)
    .mutation(({ ctx, input }) => campaigns.createCampaign(ctx, input)),
  update: adminProcedure
    .input(campaignUpdateInput)
    .output(campaignSchema)
    .mutation(({ ctx, input }) => campaigns.updateCampaign(ctx, input)),
  send: adminProcedure
    .input(campaignSendInput)
    .output(campaignSentSchema)
    .mutation(({ ctx, input }) => campaigns.sendCampaign(ctx, input)),
  preview: adminProcedure
    .input(idInput)
    .output(campaignPreviewSchema)
    .query(({ ctx, input }) => campaigns.previewCampaign(ctx, input.id, ctx.config.publicUrl)),
  sendTest: adminProcedure
    .input(idInput)
    .output(campaignTestSchema)
    .mutation(({ ctx, input }) => campaigns.sendTestCampaign(ctx, input.id, ctx.actor)),
});
