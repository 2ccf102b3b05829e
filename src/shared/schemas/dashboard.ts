import { z } from 'zod';
import { itemTypeSchema } from './cart.js';
import { orderStatusSchema } from './orders.js';

/** One UTC day of sales: net revenue (dollars) and the number of orders paid that day. */
const dashboardDaySchema = z.object({
  date: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
  /** Dollars the discounts of that day's paid orders took off. */
  discounts: z.number(),
});

const dashboardPeriodSchema = z.object({
  revenue: z.number(),
  orders: z.number().int(),
  /** Dollars off the paid orders' merchandise through discounts. */
  discounts: z.number(),
});

const bestSellerSchema = z.object({
  itemType: itemTypeSchema,
  itemId: z.number().int().nullable(),
  name: z.string(),
  units: z.number().int(),
  revenue: z.number(),
});

/** `admin.dashboard.bestSellerVariants`: one product's best sellers broken down by variant (same 30 days). */
export const bestSellerVariantsInput = z.object({
  productId: z.coerce.number({ message: 'productId must be a number' }).int().positive('productId must be positive'),
});
export const bestSellerVariantSchema = z.object({
  /** Null for units sold before the product had variants recorded on its order lines. */
  variantId: z.number().int().nullable(),
  size: z.string(),
  color: z.string(),
  /** 'Acid Wash Tee — M / black'. */
  name: z.string(),
  units: z.number().int(),
  revenue: z.number(),
});
export type BestSellerVariant = z.infer<typeof bestSellerVariantSchema>;

const lowStockItemSchema = z.object({
  inventoryItemId: z.number().int(),
  itemType: itemTypeSchema,
  itemId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  lowStockThreshold: z.number().int(),
});

const recentOrderSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  email: z.string(),
  total: z.number(),
  status: orderStatusSchema,
  createdAt: z.string(),
  /** The code (or automatic discount's title) the order used. */
  discountCode: z.string().nullable(),
});

const dashboardTotalsSchema = z.object({
  today: dashboardPeriodSchema,
  week: dashboardPeriodSchema,
  month: dashboardPeriodSchema,
});

/**
 * The admin dashboard: the last 30 UTC days of net revenue (paid orders minus refunds,
 * by the day they were paid), period totals, average order value, best sellers,
 * low stock and the latest orders.
 */
export const dashboardSummarySchema = z.object({
  days: z.array(dashboardDaySchema),
  /** In the base currency (`currency`), each order at its own rate. */
  totals: dashboardTotalsSchema,
  averageOrderValue: z.number().nullable(),
  /** The base currency ('usd'). */
  currency: z.string(),
  /** The same figures in each currency charged, in its own money (never added up across currencies), the base first. */
  currencies: z.array(
    z.object({ currency: z.string(), totals: dashboardTotalsSchema, averageOrderValue: z.number().nullable() }),
  ),
  bestSellers: z.object({ byUnits: z.array(bestSellerSchema), byRevenue: z.array(bestSellerSchema) }),
  lowStock: z.array(lowStockItemSchema),
  recentOrders: z.array(recentOrderSchema),
  /** Orders of the last 30 days paid from a cart restored by an abandoned-checkout e-mail's link within 7 days of it. */
  recovered: z.object({ orders: z.number().int(), revenue: z.number() }).optional(),
});

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type DashboardDay = z.infer<typeof dashboardDaySchema>;
export type BestSeller = z.infer<typeof bestSellerSchema>;

/**
 * "Get your shop ready" (issue 44, item 2): what a new shop still lacks, each step ticked from the data (never a
 * checkbox), in the order the guide shows them.
 */
export const SETUP_STEPS = ['name', 'contact', 'shipping', 'tax', 'payments', 'mail', 'product', 'legal'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupGuideSchema = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** The owner hid the guide once every step was done. */
  dismissed: z.boolean(),
});
export type SetupGuide = z.infer<typeof setupGuideSchema>;
