import { z } from 'zod';

/** The answers of calls that report only that they worked. */
export const successSchema = z.object({ success: z.literal(true) });

/** A success with the sentence the screen shows (contact form, newsletter, password reset). */
export const messageSchema = successSchema.extend({ message: z.string() });

/** What a delete (or another write on one id) answers: which id. */
export const deletedSchema = successSchema.extend({ id: z.number().int() });
