import { z } from 'zod';
import { pagedSchema } from './results.js';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What the Messages tab shows of each status. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Not sent',
};

export const MAIL_KIND_LABELS: Record<string, string> = {
  order_confirmation: 'Order confirmation',
  order_notice: 'New order (owner)',
  order_shipped: 'Shipped',
  order_cancelled: 'Cancelled',
  order_refunded: 'Refund',
  contact_copy: 'Contact form (owner)',
  contact_reply: 'Reply from the inbox',
  password_reset: 'Password reset',
  email_confirmation: 'E-mail confirmation (guest orders)',
  newsletter_welcome: 'Newsletter subscription',
  back_in_stock: 'Back in stock (Notify me)',
  release_open: 'Release open (Notify me)',
  cart_reminder: 'Abandoned checkout reminder',
  campaign: 'Newsletter campaign',
  campaign_test: 'Newsletter campaign (test)',
};

export const adminMessageRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;

/** A page of the outbox (GET /api/admin/messages?q=&sort=&direction=&status=&page=&pageSize=). */
export const adminMessageListSchema = pagedSchema(adminMessageRowSchema).extend({
  /** smtp: messages leave through SMTP_URL; outbox: SMTP_URL is unset, messages are only kept here. */
  delivery: z.enum(['smtp', 'outbox']),
  /** Where owner notices go now (the ownerEmail setting, else the first admin). */
  ownerAddress: z.string().nullable(),
});

export const adminMessageSchema = adminMessageRowSchema.extend({ html: z.string(), text: z.string() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;
