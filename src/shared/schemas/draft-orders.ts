import { z } from 'zod';
import { idParam, MAX_ID } from './catalogue.js';
import { addressSchema } from './checkout.js';
import { money } from './numbers.js';
import { guestLinkInput, orderStatusSchema } from './orders.js';

/** Draft orders the owner writes in the admin (issue 42, items 1 and 2). Money in dollars at this edge. */

const id = z.number({ message: 'id must be a number' }).int('id must be a whole number').positive().max(MAX_ID);

/**
 * A line of a draft: a product (its size and colour: the variant), a painting (a print size, or '' for the original),
 * or a custom line (a commission: its `title` and the owner's `price` in dollars, taxed unless `taxable: false`; no
 * item, no stock).
 */
const draftLineInput = z
  .object({
    productId: id.optional(),
    paintingId: id.optional(),
    size: z.string().trim().max(50).default(''),
    color: z.string().trim().max(50).default(''),
    title: z
      .string()
      .trim()
      .min(1, 'A custom line needs a title')
      .max(200, 'Title must be at most 200 characters')
      .optional(),
    price: money('Price', { max: 1e6 }).optional(),
    taxable: z.boolean().default(true),
    quantity: z
      .number({ message: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(99, 'Quantity must be at most 99'),
  })
  .refine((l) => [l.productId, l.paintingId, l.title].filter((x) => x !== undefined).length === 1, {
    message: 'Each line names one product, one painting, or a custom title',
  })
  .refine((l) => (l.title === undefined) === (l.price === undefined), {
    message: 'A custom line needs a title and a price',
    path: ['price'],
  });

/**
 * A discount on a draft: the shop's discount code (`{code}`: the checkout's rules, a use counted when the draft is
 * paid), or the owner's amount (dollars) or percentage, always with a reason.
 */
const draftDiscountInput = z.preprocess(
  // `{code}` as the issue writes it: the code's kind is implied.
  (raw) => (raw && typeof raw === 'object' && 'code' in raw && !('kind' in raw) ? { ...raw, kind: 'code' } : raw),
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('code'),
      code: z
        .string({ message: 'Discount code must be text' })
        .trim()
        .min(1, 'Please enter a discount code')
        .max(50, 'Discount code must be at most 50 characters'),
    }),
    z.object({
      kind: z.literal('amount'),
      amount: money('Discount amount', { positive: true, max: 1e6 }),
      reason: z.string().trim().min(1, 'Please give a reason for the discount').max(200),
    }),
    z.object({
      kind: z.literal('percentage'),
      percent: z
        .number({ message: 'Discount percentage must be a number' })
        .int('Discount percentage must be a whole number')
        .min(1, 'Discount percentage must be at least 1')
        .max(100, 'Discount percentage must be at most 100'),
      reason: z.string().trim().min(1, 'Please give a reason for the discount').max(200),
    }),
  ]),
);
export type DraftDiscountInput = z.infer<typeof draftDiscountInput>;

export const draftOrderInput = z
  .object({
    lines: z.array(draftLineInput).min(1, 'Add at least one line').max(50, 'At most 50 lines'),
    /** The customer: an account (chosen by search) or an e-mail; neither for an anonymous counter sale. */
    customerId: id.optional(),
    customerEmail: z.string().trim().pipe(z.email('Valid email is required').max(254)).optional(),
    /** Where it ships (and is taxed); not needed for pickup (taxed at the shop's address). */
    shippingAddress: addressSchema.optional(),
    shippingMethodId: id.optional(),
    pickup: z.boolean().default(false),
    discount: draftDiscountInput.optional(),
    /** The customer's language (their invoice and confirmation mails); unset: English, French for Quebec. */
    locale: z.enum(['en', 'fr'], { message: "locale must be 'en' or 'fr'" }).optional(),
    /**
     * The client's key for this sale (the Sell screen's, one per sale): a create retried with the same key answers
     * the draft the first one made, nothing created twice.
     */
    idempotencyKey: z
      .string({ message: 'idempotencyKey must be text' })
      .trim()
      .min(8, 'idempotencyKey must be 8 to 100 characters')
      .max(100, 'idempotencyKey must be 8 to 100 characters')
      .optional(),
  })
  .refine((d) => d.pickup || (d.shippingAddress !== undefined && d.shippingMethodId !== undefined), {
    message: 'A shipped order needs an address and a shipping method (or choose pickup)',
    path: ['shippingMethodId'],
  });
export type DraftOrderInput = z.infer<typeof draftOrderInput>;

const DRAFT_PAYMENT_METHODS = ['cash', 'etransfer', 'terminal', 'other'] as const;

export const markPaidInput = z.object({
  id: idParam,
  method: z.enum(DRAFT_PAYMENT_METHODS, { message: 'Payment method must be cash, etransfer, terminal or other' }),
  reference: z.string().trim().max(200).optional(),
  /** The customer's confirmation mail (off for a counter sale). */
  sendConfirmation: z.boolean().default(true),
});
export type MarkPaidInput = z.infer<typeof markPaidInput>;

/**
 * A draft as the list and the create call answer it: `status` 'draft' until paid ('invoiced' once its invoice is
 * mailed: awaiting the customer's card), 'expired' when its hold ran out unpaid, then the order's.
 */
export const draftOrderSchema = z.object({
  id: z.number().int(),
  status: z.union([z.literal('draft'), z.literal('invoiced'), z.literal('expired'), orderStatusSchema]),
  customer: z.string(),
  email: z.string(),
  pickup: z.boolean(),
  itemCount: z.number().int(),
  total: z.number(),
  holdExpiresAt: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** When its invoice was first mailed; null: never. */
  invoicedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DraftOrder = z.infer<typeof draftOrderSchema>;

/** A draft's pay link for a phone (the Sell screen): the link and its QR code as SVG markup. */
export const payLinkSchema = z.object({ url: z.string(), qrSvg: z.string() });
export type PayLink = z.infer<typeof payLinkSchema>;

/** A draft priced without being written (the Sell screen's running total): in dollars, tax as the draft charges it. */
export const draftQuoteSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type DraftQuote = z.infer<typeof draftQuoteSchema>;
export const draftOrderListSchema = z.array(draftOrderSchema);

/**
 * `POST /api/create-payment-intent {orderId, token}`: paying an invoiced draft from its mail's link (the order's
 * number and the link's token). The total is the draft's: nothing else is taken from the client.
 */
export const payOrderInput = z.object({ orderId: idParam, token: guestLinkInput.shape.token });
export type PayOrderInput = z.infer<typeof payOrderInput>;

/** A REST body that pays an order from its link rather than a cart (it names an order and a token, no cart). */
export const paysOrderByLink = (body: Record<string, unknown>): boolean =>
  'token' in body && 'orderId' in body && !('cartId' in body);
