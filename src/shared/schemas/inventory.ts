import { z } from 'zod';
import { itemTypeSchema } from './cart.js';
import { idParam } from './catalogue.js';
import { money, quantity } from './numbers.js';
import { updateInput } from './update-input.js';

/**
 * Stock records: inventory items, the ledger (inventory transactions), vendors
 * and purchase orders, in the snake_case the spec writes them. Money is in
 * dollars here, cents in the database.
 */

export const TRANSACTION_TYPES = [
  'initial',
  'sale',
  'hold',
  'release',
  'receive',
  'adjust_add',
  'adjust_remove',
  'refund',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
const PURCHASE_ORDER_STATUSES = ['draft', 'ordered', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
/** An empty query-string value means "no filter". */
const blankAsUnset = (v: unknown) => (v === '' || v === null ? undefined : v);

export const inventoryItemSchema = z.object({
  id: z.number().int(),
  item_type: itemTypeSchema,
  product_id: z.number().int().nullable(),
  painting_id: z.number().int().nullable(),
  /** The product variant this item counts (stock per variant); null for a shared-stock product or a painting. */
  variant_id: z.number().int().nullable(),
  /** The variant's size and colour ('' for none or for a shared item). */
  size: z.string(),
  color: z.string(),
  sku: z.string(),
  location: z.string(),
  quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
  last_updated: z.string(),
  /** What it counts, by name: 'Acid Wash Tee — M / black' for a variant's item. */
  name: z.string(),
  image_url: z.string().nullable(),
  /** Its product or painting was removed from the shop: the item may be deleted (archived). */
  discontinued: z.boolean(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryUpdateInput = z.object({
  id: idParam,
  sku: text('SKU', 64).min(1, 'SKU is required').optional(),
  location: text('Location', 200).optional(),
  low_stock_threshold: quantity('Low stock threshold', { min: 0 }).optional(),
});

export const stockAdjustInput = z.object({
  id: idParam,
  change: quantity('Change').refine((v) => v !== 0, 'Change must not be zero'),
  notes: z.string({ message: 'A note is required' }).trim().min(1, 'A note is required').max(500),
});

export const transactionFilter = z
  .object({
    type: z.preprocess(blankAsUnset, z.enum(TRANSACTION_TYPES, { message: 'Unknown transaction type' }).optional()),
    itemId: z.preprocess(blankAsUnset, idParam.optional()),
  })
  .default({});

export const inventoryTransactionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  quantity_change: z.number().int(),
  reference_type: z.string().nullable(),
  reference_id: z.number().int().nullable(),
  notes: z.string(),
  inventory_item_id: z.number().int(),
  item_name: z.string(),
  sku: z.string(),
  actor_username: z.string().nullable(),
});
export type InventoryTransaction = z.infer<typeof inventoryTransactionSchema>;

const email = z
  .string({ message: 'Contact email must be text' })
  .trim()
  .max(200)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Contact email must be a valid e-mail address');

export const vendorInput = z.object({
  name: text('Name', 200).min(1, 'Name is required'),
  contact_name: text('Contact name', 200).default(''),
  contact_email: email.default(''),
  contact_phone: text('Contact phone', 50).default(''),
});
export type VendorInput = z.infer<typeof vendorInput>;
export const vendorUpdateInput = updateInput(vendorInput);

export const vendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  purchase_order_count: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;

const positiveQuantity = quantity('Quantity', { min: 1 });

export const purchaseOrderInput = z.object({
  vendor_id: idParam,
  notes: text('Notes', 1000).default(''),
  lines: z
    .array(
      z.object({
        inventory_item_id: idParam,
        quantity: positiveQuantity,
        unit_cost: money('Unit cost'),
      }),
      { message: 'Lines must be a list' },
    )
    .min(1, 'A purchase order needs at least one line')
    .max(200, 'At most 200 lines'),
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInput>;
export const purchaseOrderUpdateInput = purchaseOrderInput.extend({ id: idParam });

export const purchaseOrderStatusInput = z.object({
  id: idParam,
  status: z.enum(PURCHASE_ORDER_STATUSES, { message: `Status must be one of ${PURCHASE_ORDER_STATUSES.join(', ')}` }),
});

export const receiveInput = z.object({
  id: idParam,
  lines: z
    .array(z.object({ line_id: idParam, quantity: positiveQuantity }), { message: 'Lines must be a list' })
    .min(1, 'Receive at least one line')
    .max(200, 'At most 200 lines'),
});
export type ReceiveInput = z.infer<typeof receiveInput>;

const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  inventory_item_id: z.number().int(),
  item_name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  quantity_received: z.number().int(),
  unit_cost: z.number(),
  line_total: z.number(),
});

export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  total_amount: z.number(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(purchaseOrderLineSchema),
  /** The statuses the admin may set now (PUT …/status accepts only these). */
  next_statuses: z.array(z.enum(PURCHASE_ORDER_STATUSES)),
  /** Lines can be received (ordered or partly received). */
  receivable: z.boolean(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
