import { z } from 'zod';
import { notifyInput, notifyResultSchema, waitlistRowSchema } from '../../../shared/schemas/alerts.js';
import * as alerts from '../../domain/alerts/waitlist.js';
import { adminProcedure, limited, publicProcedure, router } from '../init.js';

/** "Notify me" (issue 40): the storefront's request, limited as the other public forms. */
export const notifyRouter = router({
  request: publicProcedure
    .use(limited('contact'))
    .input(notifyInput)
    .output(notifyResultSchema)
    .mutation(({ ctx, input }) => alerts.requestAlert(ctx, input, { actor: ctx.actor, locale: ctx.locale })),
});

/** Who waits for what (the owner's). */
export const adminWaitlistRouter = router({
  list: adminProcedure.output(z.array(waitlistRowSchema)).query(({ ctx }) => alerts.waitlist(ctx)),
});
