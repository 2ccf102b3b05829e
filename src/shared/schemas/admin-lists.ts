import { z } from 'zod';
import { MAIL_STATUSES } from './admin-messages.js';
import { inventoryItemSchema, inventoryTransactionSchema, transactionFilter } from './inventory.js';
import { pageInput, searchParam, sortDirection, sortParam } from './paging.js';
import { pagedSchema } from './results.js';

/**
 * The admin lists paged by the server (orders and customers have theirs beside their shapes): each one's
 * `?q=&sort=&direction=&page=&pageSize=` (and its filters), and the page it answers.
 */

/** GET /api/admin/products — searched by name, category, collection and colour. */
export const ADMIN_PRODUCT_SORTS = ['name', 'category', 'collection', 'price', 'stock'] as const;
export const adminProductListInput = pageInput.extend({
  q: searchParam,
  sort: sortParam(ADMIN_PRODUCT_SORTS).default('name'),
  direction: sortDirection,
});
export type AdminProductListInput = z.infer<typeof adminProductListInput>;

/** GET /api/admin/paintings — searched by title, medium, artist and tag. */
export const ADMIN_PAINTING_SORTS = ['title', 'medium', 'year', 'price', 'status'] as const;
export const adminPaintingListInput = pageInput.extend({
  q: searchParam,
  sort: sortParam(ADMIN_PAINTING_SORTS).default('title'),
  direction: sortDirection,
});
export type AdminPaintingListInput = z.infer<typeof adminPaintingListInput>;

/** GET /api/admin/inventory — every stock record, or (`low=true`) those to restock; searched by name, SKU, location. */
export const INVENTORY_SORTS = ['name', 'sku', 'location', 'quantity', 'threshold', 'updated'] as const;
export const inventoryListInput = pageInput.extend({
  q: searchParam,
  sort: sortParam(INVENTORY_SORTS).optional(),
  direction: sortDirection,
  low: z
    .union([z.boolean(), z.enum(['true', 'false'], { message: "low must be 'true' or 'false'" })])
    .transform((v) => v === true || v === 'true')
    .optional(),
});
export type InventoryListInput = z.infer<typeof inventoryListInput>;
/** A stock record with whether it is low (the low-stock rule), for the quantity's colour. */
/** `waiting`: the "Notify me" requests waiting for the item's return (issue 40). */
const inventoryRowSchema = inventoryItemSchema.extend({ low: z.boolean(), waiting: z.number().int() });
export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export const inventoryPageSchema = pagedSchema(inventoryRowSchema);

/** GET /api/admin/inventory-transactions — the ledger, newest first, of one type and/or one item. */
export const transactionListInput = pageInput.extend(transactionFilter.unwrap().shape);
export type TransactionListInput = z.infer<typeof transactionListInput>;
export const transactionPageSchema = pagedSchema(inventoryTransactionSchema);

/** GET /api/admin/messages — the outbox, searched by recipient, subject, kind and status. */
export const MESSAGE_SORTS = ['created', 'recipient', 'subject', 'status'] as const;
export const messageListInput = pageInput
  .extend({
    q: searchParam,
    sort: sortParam(MESSAGE_SORTS).default('created'),
    direction: sortDirection,
    status: z.enum(MAIL_STATUSES, { message: `status must be one of ${MAIL_STATUSES.join(', ')}` }).optional(),
  })
  .prefault({});
export type MessageListInput = z.infer<typeof messageListInput>;
