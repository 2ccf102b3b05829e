import { z } from 'zod';

/**
 * What the owner hands the accountant: CSV exports (GET /api/admin/exports/{kind}.csv?from=&to=), the product
 * import (POST /api/admin/imports/products/preview, then POST /api/admin/imports/products) and the sales and tax
 * report (GET /api/admin/reports/sales?from=&to=). Dates are UTC days, `YYYY-MM-DD`, both ends included.
 */
const day = (field: string) =>
  z
    .string({ message: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const date = new Date(`${v}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    }, `${field} is not a real date`);

/** An empty `from=` or `to=` is no bound. */
const optionalDay = (field: string) => z.preprocess((v) => (v === '' ? undefined : v), day(field).optional());

export const dateRangeInput = z
  .object({ from: optionalDay('from'), to: optionalDay('to') })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'from must not be after to', path: ['from'] });
export type DateRange = z.infer<typeof dateRangeInput>;

const EXPORT_KINDS = [
  'orders',
  'order-lines',
  'products',
  'paintings',
  'inventory',
  'customers',
  'subscribers',
  'sales',
  'waitlist',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportInput = z.intersection(
  z.object({
    kind: z.enum(EXPORT_KINDS, { message: `kind must be one of ${EXPORT_KINDS.join(', ')}` }),
    /** Orders and order lines: one status, or `all` (default: every order that took money). */
    status: z.string().trim().max(40).optional(),
  }),
  dateRangeInput,
);
export type ExportInput = z.infer<typeof exportInput>;

/** A file to download: REST sends `body` as `text/csv` with `filename`. */
export const csvFileSchema = z.object({ filename: z.string(), contentType: z.literal('text/csv'), body: z.string() });
export type CsvFile = z.infer<typeof csvFileSchema>;

/**
 * The product import's one size limit: a file of at most 2 MB as its size counts (UTF-8 bytes). The admin screen
 * checks a chosen file against it, the schema below refuses a larger text with the same words, and the import's
 * routes take bodies up to IMPORT_BODY_LIMIT so every file within it reaches that check (every other call: 1 MiB).
 */
export const IMPORT_MAX_BYTES = 2_000_000;
export const IMPORT_TOO_LARGE = `The file is too large (at most ${IMPORT_MAX_BYTES / 1_000_000} MB)`;
/**
 * The JSON body that carries such a file: JSON escaping at most doubles a byte of a CSV (quotes, backslashes, tabs
 * and line breaks; other control characters, never in a spreadsheet's file, would take six), plus the call around it.
 */
export const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 64 * 1024;
export const IMPORT_MAX_ROWS = 2000;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).byteLength;

export const productImportInput = z.object({
  csv: z
    .string({ message: 'csv must be the text of a CSV file' })
    .min(1, 'The file is empty')
    // A character is at least one byte: the length alone rules out a text far too long before it is encoded.
    .refine((text) => text.length <= IMPORT_MAX_BYTES && utf8Bytes(text) <= IMPORT_MAX_BYTES, IMPORT_TOO_LARGE),
});
export type ProductImportInput = z.infer<typeof productImportInput>;

/** One problem of the file: its line in the file (the header is line 1), the column, what is wrong. */
const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const productImportPreviewSchema = z.object({
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  errors: z.array(importErrorSchema),
  /** The rows as read (first 50), for the owner to look over. */
  sample: z.array(
    z.object({ row: z.number().int(), id: z.number().int().nullable(), name: z.string(), price: z.string() }),
  ),
});
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>;

export const productImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  ids: z.array(z.number().int()),
});

/** A period's figures (dollars), whole or for one region. Money is counted in the month it moved. */
const regionFigures = {
  /** Orders that took money, by the day they were paid. */
  orders: z.number().int(),
  /** Merchandise (the orders' subtotals), before discounts and refunds. */
  gross: z.number(),
  discounts: z.number(),
  /** Merchandise refunded at what was paid for it (after the line's share of the discount), by the refund's day. */
  refunds: z.number(),
  /** The same as `refunds`, by its name. */
  merchandiseRefunded: z.number(),
  /** gross − discounts − refunds. */
  net: z.number(),
  /** Shipping charged. */
  shipping: z.number(),
  shippingRefunded: z.number(),
  /** Tax charged. */
  tax: z.number(),
  taxRefunded: z.number(),
  /** tax − taxRefunded: what is owed to the tax authorities. */
  taxOwed: z.number(),
  /** Tax owed by tax line (GST, HST, PST, QST, Sales tax). */
  taxByLine: z.record(z.string(), z.number()),
  /** Gift cards sold (issue 41): deferred revenue (a liability until spent), not in gross; never taxed. */
  giftCardsSold: z.number(),
  /** Gift cards sold then refunded, by the refund's day (not in merchandise refunded). */
  giftCardsRefunded: z.number(),
};
const figures = {
  ...regionFigures,
  /** Tax owed by state or province code: { NY: 4.2, ON: 13 }. */
  taxByRegion: z.record(z.string(), z.number()),
  /** The same figures for each state or province shipped to. */
  regions: z.array(z.object({ region: z.string(), ...regionFigures })),
};
const salesFiguresSchema = z.object(figures);
const salesMonthSchema = z.object({ month: z.string(), ...figures });
export const salesReportSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The base currency ('usd'): `months` and `totals` count its orders (every order until another is charged). */
  currency: z.string(),
  months: z.array(salesMonthSchema),
  totals: salesFiguresSchema,
  /** The same report for each currency orders were charged in, each in its own money. */
  currencies: z.array(
    z.object({ currency: z.string(), months: z.array(salesMonthSchema), totals: salesFiguresSchema }),
  ),
  /**
   * What every order of the range charged less what was given back, in the base currency, each at its order's rate
   * (an order's `base_total_cents`; a refund converted at its order's rate, `toBaseCents`).
   */
  baseTotal: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;
export type SalesRegion = SalesFigures['regions'][number];
export type SalesReport = z.infer<typeof salesReportSchema>;
