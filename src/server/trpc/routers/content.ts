import { z } from 'zod';
import { contactInput, newsletterInput, pageSlugSchema, searchInput } from '../../../shared/schemas/content.js';
import * as content from '../../domain/content.js';
import { search } from '../../domain/search.js';
import { limited, publicProcedure, router } from '../init.js';

export const contentRouter = router({
  page: publicProcedure
    .input(z.object({ slug: pageSlugSchema }))
    .query(({ ctx, input }) => content.getContentPage(ctx, input.slug)),
  contact: publicProcedure
    .use(limited('contact'))
    .input(contactInput)
    .mutation(({ ctx, input }) => content.sendContactMessage(ctx, input)),
  subscribe: publicProcedure
    .use(limited('contact'))
    .input(newsletterInput)
    .mutation(({ ctx, input }) => content.subscribe(ctx, input.email)),
  search: publicProcedure.input(searchInput).query(({ ctx, input }) => search(ctx, input.q)),
});
