import { z } from 'zod';
import { translationsInput, translationsSchema } from '../translations.js';
import { countrySchema } from './checkout.js';
import { money, quantity } from './numbers.js';

/** A shipping method as the owner edits it (Settings → Shipping methods); prices in dollars. */
export const adminShippingMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: countrySchema,
  estimatedDays: z.string(),
  price: z.number(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Ships free once the cart reaches the free-shipping threshold. */
  freeOverThreshold: z.boolean(),
  /** Orders placed with it: such a method is deactivated, never deleted. */
  orderCount: z.number().int(),
  /** The name's and the estimate's translations, by language (`{}` when none). */
  translations: translationsSchema,
});
export type AdminShippingMethod = z.infer<typeof adminShippingMethodSchema>;

const fields = {
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name is too long'),
  country: countrySchema,
  estimatedDays: z
    .string({ message: 'Delivery estimate must be text' })
    .trim()
    .max(80, 'Delivery estimate is too long'),
  price: money('Price', { max: 10_000 }),
  active: z.boolean({ message: 'Active must be true or false' }),
  sortOrder: quantity('Sort order', { min: 0, max: 10_000 }),
  freeOverThreshold: z.boolean({ message: 'Free over the threshold must be true or false' }),
  /** The name and the estimate as shoppers read them in other languages: `{ fr: { name: '…', estimatedDays: '…' } }`. */
  translations: translationsInput('shippingMethod'),
};

/** A new shipping method: name, country and price required; active, last in order, paid unless ticked. */
export const shippingMethodInput = z.object({
  ...fields,
  estimatedDays: fields.estimatedDays.default(''),
  active: fields.active.default(true),
  sortOrder: fields.sortOrder.optional(),
  freeOverThreshold: fields.freeOverThreshold.default(false),
});
export type ShippingMethodInput = z.infer<typeof shippingMethodInput>;

/** A change to one method: its id and any of its fields. */
export const shippingMethodUpdateInput = z.object({
  id: z.number({ message: 'id must be a number' }).int().positive(),
  ...z.object(fields).partial().shape,
});
export type ShippingMethodUpdate = z.infer<typeof shippingMethodUpdateInput>;

/** What removing a method did: deleted, or (orders used it) deactivated so the orders keep naming it. */
export const shippingMethodRemovedSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  deactivated: z.boolean(),
});
