import { messageListInput } from '../../../shared/schemas/admin-lists.js';
import {
  adminMessageListSchema,
  adminMessageRowSchema,
  adminMessageSchema,
} from '../../../shared/schemas/admin-messages.js';
import { idInput } from '../../../shared/schemas/catalogue.js';
import * as messages from '../../domain/mail/messages.js';
import { adminProcedure, router } from '../init.js';

export const adminMessagesRouter = router({
  list: adminProcedure
    .input(messageListInput)
    .output(adminMessageListSchema)
    .query(({ ctx, input }) => messages.listMessages(ctx, Boolean(ctx.config.mail.smtpUrl), input)),
  get: adminProcedure
    .input(idInput)
    .output(adminMessageSchema)
    .query(({ ctx, input }) => messages.getMessage(ctx, { id: input.id, publicUrl: ctx.config.publicUrl })),
  retry: adminProcedure
    .input(idInput)
    .output(adminMessageRowSchema)
    .mutation(({ ctx, input }) => messages.retryMessage(ctx, input.id)),
});
