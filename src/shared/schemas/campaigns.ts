import { z } from 'zod';
import { idParam } from './catalogue.js';

/**
 * Newsletter campaigns (issue 40, item 3): `GET/POST /api/admin/campaigns`, `GET /api/admin/campaigns/{id}`,
 * `POST /api/admin/campaigns/{id}/send`; the admin's Campaigns screen.
 */
const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The HTML body's limit (characters), well under the 1 MiB body limit. */
const CAMPAIGN_HTML_MAX = 200_000;

const subject = z
  .string({ message: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(200, 'Subject must be at most 200 characters');
const preheader = z
  .string({ message: 'Preheader must be text' })
  .trim()
  .max(200, 'Preheader must be at most 200 characters');
const html = z
  .string({ message: 'The body is required' })
  .trim()
  .min(1, 'The body is required')
  .max(CAMPAIGN_HTML_MAX, `The body must be at most ${CAMPAIGN_HTML_MAX} characters`);

export const campaignInput = z.strictObject({ subject, preheader: preheader.optional().default(''), html });
export type CampaignInput = z.infer<typeof campaignInput>;

export const campaignUpdateInput = campaignInput.extend({ id: idParam });

/** Send now, or at `at` (an ISO time with its zone); a time past is now. */
export const campaignSendInput = z.object({
  id: idParam,
  at: z.iso
    .datetime({ offset: true, message: 'at must be an ISO time with its zone, e.g. 2026-12-01T18:00:00Z' })
    .transform((v) => new Date(v).toISOString())
    .optional(),
});

export const campaignCreatedSchema = z.object({ id: z.number().int(), status: z.literal('draft') });

/** A campaign's figures: mails queued, sent and failed (the outbox's), and subscribers who left since it started. */
export const campaignRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  sendAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribedSince: z.number().int(),
  /** Paid orders placed within 7 days of following one of its links, and their total in the base currency. */
  orders: z.number().int(),
  revenue: z.number(),
  createdAt: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignSchema = campaignRowSchema.extend({ preheader: z.string(), html: z.string() });
export type Campaign = z.infer<typeof campaignSchema>;

/** `send` answers what it did: `status` after the call (a sent or sending campaign is left as it is). */
export const campaignSentSchema = z.object({ id: z.number().int(), status: z.enum(CAMPAIGN_STATUSES) });

/** The compose screen's preview of the saved campaign: the mail's HTML. */
export const campaignPreviewSchema = z.object({ html: z.string() });

export const campaignTestSchema = z.object({ to: z.string(), message: z.string() });
