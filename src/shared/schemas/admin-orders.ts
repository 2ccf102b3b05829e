import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { isTrackingPageUrl } from '../tracking.js';
import { idParam } from './catalogue.js';
import { orderNoteText } from './checkout.js';
import { money, quantity } from './numbers.js';
import { orderSchema, orderStatusSchema } from './orders.js';
import { pageInput, searchParam } from './paging.js';
import { pagedSchema } from './results.js';

/**
 * GET /api/admin/orders?status=&q=&page=&pageSize= — no status: every order that took money (not checkouts
 * still being paid or stopped before paying); `all`: every order.
 */
export const adminOrderListInput = z.object({
  status: z.union([orderStatusSchema, z.literal('all'), z.literal('')]).optional(),
  q: searchParam,
  ...pageInput.shape,
});
export type AdminOrderListInput = z.infer<typeof adminOrderListInput>;

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: orderStatusSchema,
  name: z.string(),
  email: z.string(),
  total: z.number(),
  refundedAmount: z.number(),
  itemCount: z.number().int(),
  trackingNumber: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = pagedSchema(adminOrderRowSchema);

const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** What the amount gave back: merchandise at what was paid for it, shipping and tax (they add up to it). */
  merchandise: z.number(),
  shipping: z.number(),
  tax: z.number(),
  /** Of the amount, what went back on the order's gift card rather than to the card (issue 41). */
  giftCard: z.number(),
  /** Of the amount, what went on the customer's store credit (the credit's share, or the card's given as credit). */
  storeCredit: z.number(),
  reason: z.string(),
  restock: z.boolean(),
  lines: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int() })),
  status: refundStatusSchema,
  error: z.string().nullable(),
  /** Tries so far of a refund the shop owes, and when the next one is due (null: not queued). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

/** How a declined card attempt starts its timeline note ('Payment declined: Your card was declined.'). */
export const PAYMENT_DECLINED_NOTE = 'Payment declined';

const timelineEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  note: z.string(),
  /** The admin who made the change; null when the shop did (payment received, automatic refund). */
  by: z.string().nullable(),
  at: z.string(),
});

/** The owner's internal note on an order: a timeline entry with who and when, never shown to the customer. */
const internalNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});

/** POST /api/admin/orders/{id}/notes — an internal note (the owner's, never shown to the customer). */
export const internalNoteInput = z.object({
  id: idParam,
  note: orderNoteText.pipe(z.string().min(1, 'note is required')),
});
export type InternalNoteInput = z.infer<typeof internalNoteInput>;

const paymentSummarySchema = z.object({
  provider: z.string(),
  intentId: z.string(),
  amount: z.number(),
  refundedAmount: z.number(),
  status: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

/** The order as the owner sees it: the customer's view plus who bought it, payments, refunds and the timeline. */
export const adminOrderSchema = orderSchema.extend({
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  payments: z.array(paymentSummarySchema),
  /** How an order the owner marked paid was paid ('cash', 'etransfer', 'terminal', 'other') and its reference (issue 42). */
  paymentMethod: z.string().nullable().optional(),
  paymentReference: z.string().nullable().optional(),
  refunds: z.array(refundSchema),
  timeline: z.array(timelineEntrySchema),
  /** The owner's internal notes, oldest first (the admin timeline shows them among its entries). */
  internalNotes: z.array(internalNoteSchema),
  /** The statuses this order may move to now (PUT …/status accepts only these). */
  nextStatuses: z.array(orderStatusSchema),
  /** What is left to refund, in dollars. */
  refundable: z.number(),
  /** The gift card that paid the order (in part or whole): what it paid, in dollars, and its last four characters. */
  giftCard: z.object({ paid: z.number(), last4: z.string() }).nullable(),
  /** What is left to refund on each tender, in cents (`splitByTender`, shared/refunds.ts, splits a refund between them). */
  refundTenders: z.object({
    cardCents: z.number().int(),
    giftCardCents: z.number().int(),
    creditCents: z.number().int(),
  }),
  /** What the customer's store credit paid of the order, in dollars (0: none). */
  storeCreditPaid: z.number(),
  /** Whether a refund may be given as store credit (an order with a customer account). */
  canRefundAsCredit: z.boolean(),
  /** What is left of the shipping to refund, in dollars (a refund with `shipping: true` gives it back). */
  refundableShipping: z.number(),
  /**
   * What a refund's tax is worked out from (cents; `taxOfRefund`, shared/refunds.ts): the order's tax lines with
   * what each taxed, the goods and shipping it charged, and what its refunds gave back of them so far.
   */
  refundTax: z.object({
    charged: z.array(
      z.object({
        name: z.string(),
        amountCents: z.number().int(),
        goodsCents: z.number().int().optional(),
        shippingCents: z.number().int().optional(),
      }),
    ),
    order: z.object({ goodsCents: z.number().int(), shippingCents: z.number().int() }),
    before: z.object({ goodsCents: z.number().int(), shippingCents: z.number().int() }),
  }),
  /** The order's language (decided at checkout): its mails and its packing slip are written in it. */
  locale: z.enum(LOCALES),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** PUT /api/admin/orders/{id}/status */
export const orderStatusInput = z.object({
  id: idParam,
  status: orderStatusSchema,
  trackingNumber: z.string().trim().max(100, 'trackingNumber: at most 100 characters').optional(),
  carrier: z.string().trim().max(50, 'carrier: at most 50 characters').optional(),
  /** Another carrier's tracking page: https, `{number}` standing for the tracking number. */
  trackingPage: z
    .string()
    .trim()
    .max(500, 'trackingPage: at most 500 characters')
    .refine((v) => v === '' || isTrackingPageUrl(v), 'trackingPage: must be an https:// address')
    .optional(),
  /** Cancelling: the reason, kept in the order's timeline. */
  note: z.string().trim().max(500, 'note: at most 500 characters').optional(),
  /** Cancelling a paid order: put its units back in stock (default true). */
  restock: z.boolean({ message: 'restock must be true or false' }).optional(),
  /** Cancelling a paid order: mail the customer that it is cancelled (default true). */
  notify: z.boolean({ message: 'notify must be true or false' }).optional(),
});
export type OrderStatusInput = z.infer<typeof orderStatusInput>;

/**
 * POST /api/admin/orders/{id}/refund — no lines, no amount and no shipping: refund everything that is left. Lines:
 * their goods and share of the tax (`shipping: true`: and what is left of the shipping); `amount`: that amount.
 */
export const orderRefundInput = z
  .object({
    id: idParam,
    lines: z
      .array(
        z.object({
          orderItemId: idParam,
          quantity: quantity('quantity', { min: 1 }),
        }),
      )
      .max(100)
      .optional(),
    amount: money('amount', { positive: true }).optional(),
    restock: z.boolean({ message: 'restock must be true or false' }).optional(),
    /** Give back what is left of the shipping too (with the lines, or alone); refunding every unit always does. */
    shipping: z.boolean({ message: 'shipping must be true or false' }).optional(),
    reason: z.string().trim().max(500, 'reason: at most 500 characters').optional(),
    /**
     * Of what goes back to the card, the dollars to give as store credit instead (issue 41): at most the card's share
     * (`splitByTender`), for an order with a customer account only (else 400).
     */
    storeCredit: money('storeCredit', { positive: true }).optional(),
    /**
     * A gift card sold in the order and partly spent (issue 41): true refunds what is left of it (and disables it);
     * without it such a refund is 409 GIFT_CARD_PARTLY_SPENT.
     */
    giftCardRemaining: z.boolean({ message: 'giftCardRemaining must be true or false' }).optional(),
  })
  // An empty body refunds everything: a key it does not know (`items` for `lines`, say) is a 400, never ignored.
  .strict();
export type OrderRefundInput = z.infer<typeof orderRefundInput>;
