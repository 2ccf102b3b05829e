import { z } from 'zod';
import { address2Text, phoneText } from './address-fields.js';
import { itemTypeSchema } from './cart.js';
import { idParam } from './catalogue.js';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'partially_refunded',
  'failed',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  /**
   * 'custom': a line the owner wrote on a draft order (a commission): no item, no stock (issue 42). 'gift_card': a
   * gift card sold (issue 41): its name says for whom ("Gift card for Ana").
   */
  itemType: z.union([itemTypeSchema, z.literal('custom'), z.literal('gift_card')]),
  name: z.string(),
  imageUrl: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  /** The product variant bought (null for a painting or an order older than variants); kept when it is retired. */
  variantId: z.number().int().nullable(),
  /** 'Acid Wash Tee — M / black': the name with the size and colour bought. */
  variantLabel: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  /** The first edition number of the line (kept for older clients); `editionNumbers` has one per unit. */
  editionNumber: z.number().int().nullable(),
  editionNumbers: z.array(z.number().int()),
  /** The size of the edition those numbers are of ("17/50"; issue 43); null: not numbered, or sold before it was kept. */
  editionTotal: z.number().int().nullable().optional(),
  refundedQuantity: z.number().int(),
  /** Units the owner may still refund: less those refunded and those a received return gave back as credit or an exchange. */
  refundableQuantity: z.number().int(),
  /**
   * A paid original's or numbered print's certificate of authenticity (issue 43): the PDF (its buyer and the owner
   * may download it) and `/verify/{code}` of its first unit; `verifyUrls` has one per unit. Null and empty for
   * any other line, or once its units are all refunded.
   */
  certificateUrl: z.string().nullable(),
  verifyUrl: z.string().nullable(),
  verifyUrls: z.array(z.string()),
  /** Dollars: this line's share of the order's discount (the line was paid price × quantity − discount). */
  discount: z.number(),
});

/** One status change as the customer sees it. */
const orderHistoryEntrySchema = z.object({ status: orderStatusSchema, at: z.string() });

/** An order as its owner (and the admin) sees it: the spec's received-order shape plus the totals. */
export const orderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: orderStatusSchema,
  statusReason: z.string().nullable(),
  total: z.number(),
  /** What every amount of the order is in, as the gateway spells it: 'usd' or 'cad'. */
  currency: z.string(),
  subtotal: z.number(),
  /** The code (or an automatic discount's title) the order used, and its dollars off the merchandise. */
  discountCode: z.string().nullable(),
  discountTotal: z.number(),
  shippingCost: z.number(),
  tax: z.number(),
  taxLines: z.array(z.object({ name: z.string(), ratePercent: z.number(), amountCents: z.number() })),
  shippingMethod: z.string(),
  items: z.array(orderItemSchema),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  /** The second address line (apartment, suite) and the phone for the carrier: '' for none. */
  address2: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  /** The note the shopper left at checkout; null without one. */
  note: z.string().nullable(),
  /** The carrier's tracking page for the number (src/shared/tracking.ts); null without one. */
  trackingUrl: z.string().nullable(),
  refundedAmount: z.number(),
  history: z.array(orderHistoryEntrySchema),
  /** A confirmation e-mail to the customer is in the outbox (sent, or about to be). */
  confirmationQueued: z.boolean(),
  /** The buyer agreed that their name shows on the order's certificates of authenticity (issue 43). */
  certificateName: z.boolean(),
  /** An exchange's order (issue 41): the order whose return it replaces; null (or absent) for any other order. */
  exchangeFor: z.number().int().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** The buyer's choice about their name on the order's certificates: `PUT /api/orders/{id}/certificate-name`. */
export const certificateNameInput = z.object({
  id: idParam,
  show: z.boolean(),
  /** A guest order's mailed link token, as its page was opened with. */
  token: z.string().min(1).max(200).optional(),
});

/** POST /api/orders as observed clients send it: the server's own lines and totals win. */
export const attachOrderInput = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const input = raw as { order?: Record<string, unknown> } & Record<string, unknown>;
    const order = input.order ?? {};
    return {
      ...order,
      cartId: input.cartId ?? order.cartId,
      paymentIntentId: input.paymentIntentId ?? order.paymentIntentId,
      orderId: input.orderId ?? order.orderId,
    };
  },
  z.object({
    cartId: z.string().optional(),
    paymentIntentId: z.string().optional(),
    orderId: z.coerce.number().int().positive().optional(),
    name: z.string().trim().min(2, 'Full name is required').max(100).optional(),
    email: z.string().trim().pipe(z.email('Valid email is required')).optional(),
    address: z.string().trim().min(5, 'Address is required').max(200).optional(),
    /** Unset: as it was; null or '': none. */
    address2: address2Text.nullish(),
    phone: phoneText.nullish(),
    city: z.string().trim().min(2, 'City is required').max(100).optional(),
    state: z.string().trim().min(2, 'State/Province is required').max(50).optional(),
    country: z.string().trim().min(2, 'Country is required').max(2).optional(),
    postalCode: z.string().trim().min(4, 'Postal/ZIP code is required').max(12).optional(),
  }),
);
export type AttachOrderInput = z.infer<typeof attachOrderInput>;

export const confirmOrderInput = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive('id must be a positive number'),
  /** The payment to check with the gateway: required, so an empty body is a 400, not "the latest payment". */
  paymentIntentId: z
    .string({ message: 'paymentIntentId is required' })
    .trim()
    .min(1, 'paymentIntentId is required')
    .max(200, 'paymentIntentId: at most 200 characters'),
  status: z.string().max(50).optional(),
});

/** A guest order's mail link: `/orders/{id}?token=…` (the token is 43 URL-safe characters). */
export const guestLinkInput = z.object({
  id: idParam,
  token: z
    .string({ message: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(100, 'token: at most 100 characters'),
});

export const trackOrderInput = z.object({
  /** As the shop writes it ("#12") or bare ("12"). */
  orderNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^#\s*/, '') : v),
    z.coerce
      .number({ message: 'Please enter your order number' })
      .int('Please enter your order number')
      .positive('Please enter your order number'),
  ),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
});
export type TrackOrderInput = z.infer<typeof trackOrderInput>;

/** The answer to a lookup whose number and e-mail match no order (404); the same whichever is wrong. */
export const ORDER_LOOKUP_NOT_FOUND = 'We could not find an order with that number and e-mail address';

export const trackedOrderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippingMethod: z.string(),
  itemCount: z.number().int(),
  history: z.array(orderHistoryEntrySchema),
});

/**
 * Whether an order is a return's exchange not sold yet (issue 41): pending, its price difference to pay, or paid and
 * waiting for the returned items. Its page and its confirmation mail then say what it waits for.
 */
export function exchangeNotSold<O extends { status: string; exchangeFor?: number | null }>(
  order: O,
): order is O & { exchangeFor: number } {
  return order.status === 'pending' && order.exchangeFor != null;
}

/**
 * How many articles an order holds: its lines' units, but an exchange's price difference (issue 41: the custom line
 * of a return's exchange order) is money, not an article.
 */
export function articleCount(order: {
  items: { itemType: string; quantity: number }[];
  exchangeFor?: number | null;
}): number {
  const exchange = order.exchangeFor != null;
  return order.items.reduce((n, item) => (exchange && item.itemType === 'custom' ? n : n + item.quantity), 0);
}

/**
 * A line's edition numbers as a collector reads them (issue 43): "17/50", "17/50, 18/50" for a line of two; "#17"
 * when the edition's size was not kept (a line sold before `editionTotal` was); '' when the line has none.
 */
export function editionNumbersText(line: { editionNumbers: number[]; editionTotal?: number | null }): string {
  const total = line.editionTotal ?? null;
  return line.editionNumbers.map((n) => (total === null ? `#${n}` : `${n}/${total}`)).join(', ');
}

/** "Edition 17/50" for one unit, "Editions 13/50, 14/50" for several; '' when the line has none. */
export function editionLabel(line: { editionNumbers: number[]; editionTotal?: number | null }): string {
  if (line.editionNumbers.length === 0) return '';
  return `${line.editionNumbers.length === 1 ? 'Edition' : 'Editions'} ${editionNumbersText(line)}`;
}

/** What each status reads as on screen, for the shopper and the owner alike. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  failed: 'Failed',
};

/** `PUT /api/orders/{id}` from an order's mailed link (an invoice paid by a visitor with no account): with its token. */
export const linkConfirmOrderInput = confirmOrderInput.extend({ token: guestLinkInput.shape.token });
