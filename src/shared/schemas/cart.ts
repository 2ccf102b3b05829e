import { z } from 'zod';
import { quantity } from './numbers.js';

/** The browser's cart id: a random UUID kept in localStorage under `cartId`. */
export const cartIdSchema = z.uuid({ message: 'cartId must be a UUID' });

export const itemTypeSchema = z.enum(['product', 'painting']);
export type ItemType = z.infer<typeof itemTypeSchema>;

/**
 * What a client sends to add a line. `price` and `item_name` are accepted for
 * compatibility and never read: the catalogue prices and names every line.
 */
export const addToCartInput = z.object({
  cartId: cartIdSchema,
  productId: z.coerce.number({ message: 'productId must be a number' }).int().positive('productId must be positive'),
  quantity: quantity('quantity', { min: 1, max: 99 }).default(1),
  size: z.string().trim().max(50).optional().default(''),
  color: z.string().trim().max(50).optional().default(''),
  item_type: itemTypeSchema.default('product'),
});
export type AddToCartInput = z.infer<typeof addToCartInput>;

/** The answers to a cart link (`restoreCartInput`) that cannot be used: the storefront shows them in its language. */
export const BAD_CART_LINK = 'This cart link is not valid. Please use the link from our e-mail.';
export const EXPIRED_CART_LINK = 'This cart link has expired. Your cart is no longer kept, but our shop is open.';

/** The abandoned-checkout mail's link (`/cart?restore=<token>`) and the cart of the browser that opened it. */
export const restoreCartInput = z.object({
  token: z.string({ message: 'token is required' }).max(200, 'This cart link is not valid.'),
  cartId: cartIdSchema,
});

/** A line id, optionally with the cart it must belong to (a line of another cart is 404). */
export const cartLineRef = z.object({
  itemId: z.coerce.number({ message: 'item id must be a number' }).int().positive('item id must be positive'),
  cartId: cartIdSchema.optional(),
});

export const updateCartItemInput = cartLineRef.extend({ quantity: quantity('quantity', { max: 99 }) });
export type UpdateCartItemInput = z.infer<typeof updateCartItemInput>;

/** Why a line cannot go to checkout as it is. */
const lineIssueSchema = z.enum(['unavailable', 'sold', 'reserved', 'insufficient_stock']);
export type LineIssue = z.infer<typeof lineIssueSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  cartId: z.string(),
  productId: z.number().int(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  /** The product variant the line buys (null for a painting). */
  variantId: z.number().int().nullable(),
  /** The line's name with its variant: 'Acid Wash Tee — M / black' (the item name where it has no size or colour). */
  variantLabel: z.string(),
  price: z.number(),
  /** Where the shop charges CAD (not its base): the unit price a checkout in CAD charges (see pricesOf). */
  prices: z.object({ CAD: z.number() }).optional(),
  /** 'gift_card': a gift card sold as an item (issue 41): one card a line, never merged, no stock. */
  item_type: z.enum(['product', 'painting', 'gift_card']),
  item_name: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  stock: z.number().int(),
  issue: lineIssueSchema.nullable(),
  /** A gift card line's recipient, message and send date (YYYY-MM-DD); absent on other lines. */
  giftCard: z
    .object({
      recipientName: z.string(),
      recipientEmail: z.string(),
      message: z.string().nullable(),
      sendOn: z.string(),
    })
    .optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A cart line priced in the currency of the answer it is part of (the checkout quote's, the cart's totals'): its unit
 * price and line total, in dollars of that currency, as the server charges them (`id`: the cart line's).
 */
export const linePriceSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type LinePrice = z.infer<typeof linePriceSchema>;
