import { z } from 'zod';
import { itemTypeSchema } from './cart.js';
import { MAX_ID } from './catalogue.js';

/** "Notify me" (issue 40): `POST /api/notify`, `notify.request`. Exactly one of productId and paintingId. */
const itemId = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(MAX_ID, `${name} is too large`)
    .optional();

export const notifyInput = z
  .object({
    email: z
      .string({ message: 'Please enter a valid email address' })
      .trim()
      .pipe(z.email('Please enter a valid email address').max(254)),
    productId: itemId('productId'),
    paintingId: itemId('paintingId'),
    size: z.string({ message: 'size must be text' }).trim().max(50).optional().default(''),
    color: z.string({ message: 'color must be text' }).trim().max(50).optional().default(''),
    /** The optional newsletter box: unticked, the address is used for this one alert only. */
    newsletter: z.boolean({ message: 'newsletter must be true or false' }).optional().default(false),
  })
  .refine((v) => (v.productId === undefined) !== (v.paintingId === undefined), {
    message: 'Give either productId or paintingId',
    path: ['productId'],
  });
export type NotifyInput = z.infer<typeof notifyInput>;

/** `created`: false when the same request already waits (REST: 202 rather than 201). */
export const notifyResultSchema = z.object({ created: z.boolean(), message: z.string() });
export type NotifyResult = z.infer<typeof notifyResultSchema>;

/** `GET /api/admin/waitlist`: who waits for what, counted per item, size and colour. */
export const waitlistRowSchema = z.object({
  itemType: itemTypeSchema,
  itemId: z.number().int(),
  size: z.string(),
  color: z.string(),
  waiting: z.number().int(),
});
export type WaitlistRow = z.infer<typeof waitlistRowSchema>;

/** "Notify me"'s answers and refusals, in English; the server answers a French page with FRENCH_ANSWERS'. */
export const NOTIFY_TEXT = {
  waiting: "Thank you. We'll e-mail you once when it's back.",
  already: "You're already on the list for this item. We'll e-mail you once when it's back.",
  notInShop: 'This item is not in the shop.',
  badSize: 'Choose one of the sizes this item comes in.',
  badColor: 'Choose one of the colours this item comes in.',
  inStock: 'This item is in stock in that size: add it to your cart.',
  notRestocked: 'This item is not restocked.',
} as const;
