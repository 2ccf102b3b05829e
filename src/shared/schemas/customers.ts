import { z } from 'zod';
import { adminOrderRowSchema } from './admin-orders.js';
import { pageInput, searchParam, sortDirection, sortParam } from './paging.js';
import { pagedSchema } from './results.js';
import { adminReviewSchema } from './reviews.js';

/**
 * The owner's customers: GET /api/admin/customers (a page of them, sorted and searched) and
 * GET /api/admin/customers/{key} (one, with orders, addresses, reviews and the internal note).
 * A customer's key is `user:<id>` for an account, `guest:<e-mail>` for someone who bought without one.
 */
export const customerKeySchema = z
  .string({ message: 'key must be text' })
  .trim()
  .max(320, 'key is too long')
  .regex(/^(user:[1-9]\d{0,8}|guest:[^\s@]+@[^\s@]+)$/, "key must be 'user:<id>' or 'guest:<e-mail>'")
  .transform((key) => (key.startsWith('guest:') ? key.toLowerCase() : key));

export const customerKeyInput = z.object({ id: customerKeySchema });

export const CUSTOMER_SORTS = ['name', 'email', 'orders', 'spent', 'lastOrder'] as const;

export const customerListInput = z.object({
  q: searchParam,
  sort: sortParam(CUSTOMER_SORTS).default('lastOrder'),
  direction: sortDirection.default('desc'),
  ...pageInput.shape,
});
export type CustomerListInput = z.infer<typeof customerListInput>;

const customerRowSchema = z.object({
  key: z.string(),
  kind: z.enum(['account', 'guest']),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** The name on their latest order ('' before any). */
  name: z.string(),
  email: z.string(),
  /** Orders that took money. */
  orders: z.number().int(),
  /** What those orders took, less what was refunded, in dollars. */
  spent: z.number(),
  lastOrderAt: z.string().nullable(),
  newsletter: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = pagedSchema(customerRowSchema);
export type CustomerList = z.infer<typeof customerListSchema>;

const customerAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** How many of their orders went there, and the last time. */
  orders: z.number().int(),
  lastUsedAt: z.string(),
});

export const customerDetailSchema = customerRowSchema.extend({
  createdAt: z.string().nullable(),
  orderList: z.array(adminOrderRowSchema),
  addresses: z.array(customerAddressSchema),
  reviews: z.array(adminReviewSchema),
  note: z.string(),
  noteUpdatedAt: z.string().nullable(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CUSTOMER_NOTE_MAX = 5000;
/** PUT /api/admin/customers/{id}/note: `id` is the customer's key. */
export const customerNoteInput = z.object({
  id: customerKeySchema,
  note: z
    .string({ message: 'note must be text' })
    .trim()
    .max(CUSTOMER_NOTE_MAX, `The note must be at most ${CUSTOMER_NOTE_MAX} characters`),
});
export type CustomerNoteInput = z.infer<typeof customerNoteInput>;
