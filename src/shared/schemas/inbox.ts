import { z } from 'zod';
import { CONTACT_SUBJECTS } from './content.js';
import { orderStatusSchema } from './orders.js';
import { pageInput, searchParam } from './paging.js';
import { pagedSchema } from './results.js';

/**
 * The owner's inbox of contact-form messages (issue 44, item 3): `admin.inbox.*`. The list shows unread first, then
 * the newest; `show` picks the open ones (default), the done ones or all; `q` searches name, e-mail, and text.
 */
export const INBOX_VIEWS = ['open', 'done', 'all'] as const;
export const inboxListInput = pageInput
  .extend({
    q: searchParam,
    show: z.enum(INBOX_VIEWS, { message: `show must be one of ${INBOX_VIEWS.join(', ')}` }).default('open'),
  })
  .prefault({});
export type InboxListInput = z.infer<typeof inboxListInput>;

const subjectSchema = z.enum(CONTACT_SUBJECTS);

const inboxRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: subjectSchema,
  /** The message's first words. */
  preview: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  done: z.boolean(),
  replies: z.number().int(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const inboxPageSchema = pagedSchema(inboxRowSchema).extend({ unread: z.number().int() });

const inboxReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});

/** One message with the owner's replies and the orders placed with its e-mail address (newest first). */
export const inboxThreadSchema = inboxRowSchema.omit({ preview: true, replies: true }).extend({
  message: z.string(),
  replies: z.array(inboxReplySchema),
  orders: z.array(
    z.object({
      id: z.number().int(),
      status: orderStatusSchema,
      total: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

export const inboxReplyInput = z.object({
  id: z.number().int().positive(),
  body: z
    .string({ message: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(5000, 'A reply must be at most 5000 characters'),
});
export const inboxDoneInput = z.object({ id: z.number().int().positive(), done: z.boolean() });
