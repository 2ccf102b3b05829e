import { z } from 'zod';
import { mailTokenInput } from '../../../shared/schemas/account.js';
import {
  contactInput,
  contentPageSchema,
  newsletterInput,
  pageSlugSchema,
  searchInput,
  searchResultSchema,
} from '../../../shared/schemas/content.js';
import { messageSchema } from '../../../shared/schemas/results.js';
import * as content from '../../domain/content.js';
import * as newsletter from '../../domain/newsletter.js';
import { search } from '../../domain/search.js';
import { limited, publicProcedure, router } from '../init.js';

export const contentRouter = router({
  page: publicProcedure
    .input(z.object({ slug: pageSlugSchema }))
    .output(contentPageSchema)
    .query(({ ctx, input }) => content.getContentPage(ctx, input.slug)),
  contact: publicProcedure
    .use(limited('contact'))
    .input(contactInput)
    .output(messageSchema)
    .mutation(({ ctx, input }) => content.sendContactMessage(ctx, input)),
  subscribe: publicProcedure
    .use(limited('contact'))
    .input(newsletterInput)
    .output(messageSchema)
    .mutation(({ ctx, input }) => newsletter.subscribe(ctx, input.email, ctx.locale)),
  /** The /unsubscribe page's button (a POST: a link prefetcher never unsubscribes anyone). */
  unsubscribe: publicProcedure
    .use(limited('guestLink'))
    .input(mailTokenInput)
    .output(messageSchema)
    .mutation(({ ctx, input }) => newsletter.unsubscribe(ctx, input)),
  search: publicProcedure
    .input(searchInput)
    .output(z.array(searchResultSchema))
    .query(({ ctx, input }) => search(ctx, input.q)),
});
