import { z } from 'zod';

/** The answers of calls that report only that they worked. */
export const successSchema = z.object({ success: z.literal(true) });

/** A success with the sentence the screen shows (contact form, newsletter, password reset). */
export const messageSchema = successSchema.extend({ message: z.string() });

/** What a delete (or another write on one id) answers: which id. */
export const deletedSchema = successSchema.extend({ id: z.number().int() });

/** One page of a list paged by the server: its items, how many the whole list holds, which page, of what size. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** The page shown: the one asked for, or the last one when it asked past the end. */
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
