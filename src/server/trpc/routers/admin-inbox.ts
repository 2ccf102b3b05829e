import { idInput } from '../../../shared/schemas/catalogue.js';
import {
  inboxDoneInput,
  inboxListInput,
  inboxPageSchema,
  inboxReplyInput,
  inboxThreadSchema,
} from '../../../shared/schemas/inbox.js';
import { successSchema } from '../../../shared/schemas/results.js';
import * as inbox from '../../domain/inbox.js';
import { adminProcedure, router } from '../init.js';

/** The owner's inbox of contact-form messages (issue 44, item 3). */
export const adminInboxRouter = router({
  list: adminProcedure
    .input(inboxListInput)
    .output(inboxPageSchema)
    .query(({ ctx, input }) => inbox.listInbox(ctx, input)),
  thread: adminProcedure
    .input(idInput)
    .output(inboxThreadSchema)
    .query(({ ctx, input }) => inbox.inboxThread(ctx, input.id)),
  markRead: adminProcedure
    .input(idInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => inbox.markRead(ctx, input.id)),
  setDone: adminProcedure
    .input(inboxDoneInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => inbox.setDone(ctx, input.id, input.done)),
  reply: adminProcedure
    .input(inboxReplyInput)
    .output(inboxThreadSchema)
    .mutation(({ ctx, input }) => inbox.replyToMessage(ctx, { ...input, authorId: ctx.actor?.userId ?? null })),
});
