import { z } from 'zod';
import { emailSchema } from './account.js';
import { cartIdSchema } from './cart.js';
import { money } from './numbers.js';

/** A gift card's code: 16 characters of this alphabet (no 0/O, 1/I/L), shown in four groups of four. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
/** The most a card issued by hand may hold, in dollars. */
const GIFT_CARD_MAX = 2000;

/** POST /api/cart/{cartId}/gift-card `{code}`: anything but a code of up to 64 characters reads as none (400). */
export const applyGiftCardInput = z.object({
  cartId: cartIdSchema,
  code: z.string().trim().max(64).catch(''),
});
export const cartGiftCardInput = z.object({ cartId: cartIdSchema });

/** The card a cart pays with: its last four characters, its balance and what it pays of the cart now (dollars). */
export const appliedGiftCardSchema = z.object({
  last4: z.string(),
  balance: z.number(),
  applied: z.number(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

/** POST /api/admin/gift-cards: a card issued by hand, optionally mailed to a recipient with a message. */
export const issueGiftCardInput = z.object({
  amount: money('Amount', { positive: true, max: GIFT_CARD_MAX }),
  recipientEmail: emailSchema.optional(),
  message: z.string().trim().max(500, 'Message: at most 500 characters').optional(),
});
export type IssueGiftCardInput = z.infer<typeof issueGiftCardInput>;

/** The answer to an issue: the only one that shows the code. */
export const issuedGiftCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  last4: z.string(),
  balance: z.number(),
});

/** One row of a balance's history (a gift card's, a customer's store credit). */
export const balanceEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(['issue', 'redeem', 'refund_back', 'expire', 'adjust']),
  amount: z.number(),
  orderId: z.number().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});

/** A card in the owner's list: its balance (the sum of its history) and its history, newest first. */
export const giftCardSchema = z.object({
  id: z.number(),
  last4: z.string(),
  balance: z.number(),
  recipientEmail: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  history: z.array(balanceEntrySchema),
  /** A card sold as an item (issue 41): the order that sold it, for whom, the day its mail leaves; null: by hand. */
  sale: z.object({ orderId: z.number(), recipientName: z.string(), sendOn: z.string() }).nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardIdInput = z.object({ id: z.coerce.number().int().positive() });

/** A gift card sold as an item (issue 41): the amounts offered, the custom range (whole dollars), the message's length. */
export const GIFT_CARD_AMOUNTS = [25, 50, 100] as const;
export const GIFT_CARD_SALE_MIN = 10;
export const GIFT_CARD_SALE_MAX = 500;
export const GIFT_CARD_MESSAGE_MAX = 300;
/** How far ahead a send date may be, in days. */
export const GIFT_CARD_SEND_WITHIN_DAYS = 365;

/**
 * POST /api/cart/{cartId}/items `{type: 'gift_card', amount, recipientName, recipientEmail, message?, sendOn}`: a gift
 * card line. `sendOn` is a calendar date (YYYY-MM-DD), today or later and within a year (the server checks it
 * against its clock: GIFT_CARD_SEND_DATE).
 */
export const giftCardLineInput = z.object({
  cartId: cartIdSchema,
  type: z.literal('gift_card', { message: "type must be 'gift_card' (catalogue items are added with POST /api/cart)" }),
  amount: z
    .number({ message: 'Amount must be a number of dollars' })
    .int('Amount: whole dollars only')
    .min(GIFT_CARD_SALE_MIN, `Amount: at least $${GIFT_CARD_SALE_MIN}`)
    .max(GIFT_CARD_SALE_MAX, `Amount: at most $${GIFT_CARD_SALE_MAX}`),
  recipientName: z
    .string({ message: "Please enter the recipient's name" })
    .trim()
    .min(1, "Please enter the recipient's name")
    .max(100, "Recipient's name: at most 100 characters"),
  recipientEmail: emailSchema,
  message: z
    .string()
    .trim()
    .max(GIFT_CARD_MESSAGE_MAX, `Message: at most ${GIFT_CARD_MESSAGE_MAX} characters`)
    .optional(),
  sendOn: z.iso.date({ message: 'Send date must be a date (YYYY-MM-DD)' }),
});
export type GiftCardLineInput = z.infer<typeof giftCardLineInput>;
