import { listField, type productInput } from '@shared/schemas/admin-catalogue';
import type { ItemImage, Product, ProductDetails } from '@shared/schemas/catalogue';
import type { TaxCategory } from '@shared/tax';
import type { Translations } from '@shared/translations';
import type { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../release';
import { itemPhotos, photosFromForm } from './photos';
import { type FrenchValues, frenchValues } from './translations';

/** One row of the variant grid: its size and colour, stock, SKU (blank: generated) and price override (blank: none). */
export type VariantRow = {
  size: string;
  color: string;
  stock: number | string;
  sku: string;
  price: number | string;
};

/** The product dialog's values: lists are typed comma separated, numbers may be left empty while typing. */
export type ProductFormValues = {
  name: string;
  description: string;
  price: number | string;
  /** The photos in order, the first the cover (sent as `images`; the server mirrors the cover into `imageUrl`). */
  images: ItemImage[];
  /** The owner's swatch colour per colour ('#rrggbb'); a colour absent has none. */
  colorSwatches: Record<string, string>;
  category: string | null;
  collection: string | null;
  colors: string;
  sizes: string;
  stock: number | string;
  /** Track stock per size/colour: the grid's stocks count, `stock` is ignored. */
  stockPerVariant: boolean;
  /** Sizes × colours as typed above (kept in step by `syncVariants`). */
  variants: VariantRow[];
  shipping_price: number | string;
  /** What it is for tax: clothing, art, or a gift card (never taxed when sold). */
  taxCategory: TaxCategory;
  mark_sold_after_purchase: boolean;
  finalSale: boolean;
  isFeatured: boolean;
  isNew: boolean;
  /** When it goes on sale, as the `datetime-local` field holds it (the browser's zone); '' at once. */
  releaseAt: string;
  /** Its page counts down before `releaseAt`. */
  announce: boolean;
  /** The name and description in French (`''`: none, the English shows). */
  translations: FrenchValues;
  /** The owner's materials, fit, care and size chart (components/Admin/Details). */
  details?: ProductDetails;
};

/** The typed list as the server will read it: comma separated, trimmed, no blanks, no repeats. */
export function typedList(text: string): string[] {
  const parsed = listField.safeParse(text);
  return parsed.success ? [...new Set(parsed.data)] : [];
}

/**
 * The grid's rows for the sizes and colours typed: sizes × colours in their order (one row with neither),
 * keeping what was entered for a combination still listed; a new combination starts at stock 0.
 */
export function syncVariants(rows: readonly VariantRow[], sizesText: string, colorsText: string): VariantRow[] {
  const sizes = typedList(sizesText);
  const colors = typedList(colorsText);
  const byKey = new Map(rows.map((row) => [`${row.size}\u0000${row.color}`, row]));
  return (sizes.length > 0 ? sizes : ['']).flatMap((size) =>
    (colors.length > 0 ? colors : ['']).map(
      (color) => byKey.get(`${size}\u0000${color}`) ?? { size, color, stock: 0, sku: '', price: '' },
    ),
  );
}

/** A new product: price 0, sizes S, M, L, XL, stock 10, new and not featured (spec §5), stock shared. */
export const NEW_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: 0,
  images: [],
  colorSwatches: {},
  category: null,
  collection: null,
  colors: '',
  sizes: 'S, M, L, XL',
  stock: 10,
  stockPerVariant: false,
  variants: syncVariants([], 'S, M, L, XL', ''),
  shipping_price: 0,
  taxCategory: 'clothing',
  mark_sold_after_purchase: false,
  finalSale: false,
  isFeatured: false,
  isNew: true,
  releaseAt: '',
  announce: false,
  translations: frenchValues('product'),
};

/**
 * The product as the dialog edits it. Its variants' price is the effective one: a price other than the
 * product's is shown as the variant's override. A shared-stock product's variants share one SKU and number,
 * so the grid starts blank for them (see `trackPerVariant`).
 */
export function productToForm(product: Product & { translations?: Translations }): ProductFormValues {
  const own = product.stockPerVariant;
  const rows = product.variants.map((v) => ({
    size: v.size,
    color: v.color,
    stock: own ? v.stock : 0,
    sku: own ? v.sku : '',
    price: v.price !== product.price ? v.price : '',
  }));
  const sizes = product.sizes.join(', ');
  const colors = product.colors.join(', ');
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    images: itemPhotos(product.images, product.imageUrl, product.name),
    colorSwatches: product.colorSwatches ?? {},
    category: product.category,
    collection: product.collection,
    colors,
    sizes,
    stock: product.stock,
    stockPerVariant: own,
    variants: syncVariants(rows, sizes, colors),
    shipping_price: product.shipping_price,
    taxCategory: product.taxCategory,
    mark_sold_after_purchase: product.mark_sold_after_purchase,
    finalSale: product.finalSale,
    isFeatured: product.isFeatured,
    isNew: product.isNew,
    releaseAt: toLocalInput(product.publishAt),
    announce: product.announce ?? false,
    translations: frenchValues('product', product.translations),
    details: product.details,
  };
}

const units = (value: number | string) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** The grid's total: what a shared-stock product holds once its variants are folded into one number. */
export function variantTotal(rows: readonly VariantRow[]): number {
  return rows.reduce((sum, row) => sum + units(row.stock), 0);
}

/**
 * Turning 'Track stock per size/colour' on: as the server does, the first variant gets the shared number
 * and the others 0 (the owner then sets each); off: the variants' stock folds into the one number.
 */
export function trackPerVariant(values: ProductFormValues, on: boolean): Partial<ProductFormValues> {
  if (!on) return { stockPerVariant: false, stock: variantTotal(values.variants) };
  const variants = values.variants.map((row, index) => ({ ...row, stock: index === 0 ? units(values.stock) : 0 }));
  return { stockPerVariant: true, variants };
}

/**
 * What the server takes: the same fields; it trims and splits the lists and coerces the numbers. The grid
 * goes only with stock per variant (without it the documented fields keep their meaning); its blank SKUs
 * are generated and blank prices mean the product's.
 */
export function productFromForm(values: ProductFormValues): z.input<typeof productInput> {
  const { variants, stockPerVariant, releaseAt, images, colorSwatches, ...fields } = values;
  const colors = typedList(values.colors);
  return {
    ...fields,
    publishAt: fromLocalInput(releaseAt),
    name: values.name.trim(),
    images: photosFromForm(images),
    colorSwatches: Object.fromEntries(Object.entries(colorSwatches).filter(([color]) => colors.includes(color))),
    category: values.category || null,
    collection: values.collection || null,
    stockPerVariant,
    ...(stockPerVariant ? { variants: variants.map((row) => ({ ...row, sku: row.sku.trim() || null })) } : {}),
  };
}
