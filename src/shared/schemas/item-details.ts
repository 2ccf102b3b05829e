import { z } from 'zod';
import { type PaintingDetails, type ProductDetails, type SizeChart, sizeChartSchema } from './catalogue.js';

/**
 * What the owner writes about an item (issue 38, item 3), as the forms and the API send it: the shapes of
 * `productDetailsSchema` / `paintingDetailsSchema` with their limits. A blank text is no text; `details: null` (or
 * `{}`) clears them; a form that omits `details` leaves them as they are.
 */
export const DETAILS_TEXT_MAX = 2000;
export const SIZE_CHART_MAX_COLUMNS = 12;
export const SIZE_CHART_MAX_ROWS = 30;

const text = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(DETAILS_TEXT_MAX, `${label} must be at most 2,000 characters`)
    .optional()
    .transform((v) => v || undefined);

const cell = z
  .string({ message: 'Size chart cells must be text' })
  .trim()
  .max(DETAILS_TEXT_MAX, 'A size chart cell must be at most 2,000 characters');

const sizeChartInput = z
  .object({
    columns: z
      .array(cell, { message: 'Size chart columns must be a list' })
      .max(SIZE_CHART_MAX_COLUMNS, `A size chart has at most ${SIZE_CHART_MAX_COLUMNS} columns`),
    rows: z
      .array(z.array(cell, { message: 'Each size chart row must be a list' }), {
        message: 'Size chart rows must be a list',
      })
      .max(SIZE_CHART_MAX_ROWS, `A size chart has at most ${SIZE_CHART_MAX_ROWS} rows`),
    unit: sizeChartSchema.shape.unit,
  })
  .refine((chart) => chart.rows.every((row) => row.length === chart.columns.length), {
    message: 'Every size chart row must have one cell per column',
    path: ['rows'],
  })
  .nullish()
  .transform((chart): SizeChart | undefined => (chart && chart.columns.length > 0 ? chart : undefined));

/** An item's details as a form sends them: `fields` and no other (named in the 400), null or `{}` clearing them. */
function detailsInput<Details extends object>(fields: z.ZodRawShape) {
  return z
    .strictObject(fields, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown detail: ${issue.keys.join(', ')}` : undefined),
    })
    .nullable()
    .transform((d) => withoutEmpty((d ?? {}) as Details))
    .optional();
}

export const productDetailsInput = detailsInput<ProductDetails>({
  materials: text('Materials'),
  fit: text('Fit'),
  care: text('Care'),
  sizeChart: sizeChartInput,
});

export const paintingDetailsInput = detailsInput<PaintingDetails>({
  framing: text('Framing'),
  signature: text('Signature'),
  certificate: text('Certificate'),
  shippingNotes: text('Shipping notes'),
});

/** The details without their unset fields (what is stored and answered). */
function withoutEmpty<T extends object>(details: T): T {
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) as T;
}
