import { z } from 'zod';
import { TAX_CATEGORIES } from '../tax.js';
import { translationsInput, translationsSchema } from '../translations.js';
import {
  categorySchema,
  collectionSchema,
  dimensionUnit,
  idParam,
  itemImageSchema,
  paintingSchema,
  productDetailsSchema,
  productSchema,
} from './catalogue.js';
import { paintingDetailsInput, productDetailsInput } from './item-details.js';
import { money, quantity } from './numbers.js';
import { pagedSchema } from './results.js';
import { updateInput } from './update-input.js';

/** 'a, b ,c', ['a', ' b', ''] → ['a', 'b', 'c']: typed comma separated, trimmed, empties dropped. */
export const listField = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(50, 'Each entry must be at most 50 characters')).max(30, 'At most 30 entries'));

/** An empty number field becomes unset (null). */
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number({ message: 'Must be a number' }).nullable(),
);
/**
 * Whether a picture's URL parses (a path under the shop's origin): 'https://[oops' starts well and is no URL, which
 * the sitemap and the pages' heads, making it absolute, could not name.
 */
function parses(url: string): boolean {
  try {
    return new URL(url, 'https://shop.invalid/').href !== '';
  } catch {
    return false;
  }
}

/**
 * An image URL the owner may write: http(s) with a host, or one of the shop's own paths; never `//host` nor `/\host`
 * (a browser reads both as another site's), nor a `javascript:` or `data:` URL.
 */
const SHOP_IMAGE_URL = /^(https?:\/\/[^\s/\\]\S*|\/(?![/\\])\S*)$/i;
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || SHOP_IMAGE_URL.test(v), 'Image URL must start with https:// or /')
  .refine((v) => v === '' || parses(v), 'Image URL is not a valid URL')
  .nullish()
  .transform((v) => v || null);
/** How many photos an item may have (issue 38). */
export const MAX_ITEM_IMAGES = 12;

/**
 * One photo as the owner writes it: the answer's shape (`itemImageSchema`) with a write's checks: an http(s) URL or
 * one of the shop's own (`/uploads/…`), its alt text, its colour.
 */
const itemImageInput = itemImageSchema.extend({
  url: z
    .string({ message: 'Each photo needs a URL' })
    .trim()
    .max(2000, 'A photo URL must be at most 2000 characters')
    .refine((v) => SHOP_IMAGE_URL.test(v), 'A photo URL must start with https:// or /')
    .refine(parses, 'A photo URL must be a valid URL'),
  alt: z
    .string({ message: 'Each photo needs alt text' })
    .trim()
    .min(1, 'Each photo needs alt text')
    .max(300, 'Alt text must be at most 300 characters'),
  /** A product photo's colour, one of the product's colours (blank or null: any colour). */
  color: z
    .string()
    .trim()
    .max(50, 'Colour must be at most 50 characters')
    .nullish()
    .transform((v) => v || null),
});
export type ItemImageInput = z.infer<typeof itemImageInput>;

/** An item's photos in order, the cover first; sent, they replace the list (omitted: the list stays). */
const itemImages = z
  .array(itemImageInput, { message: 'Images must be a list' })
  .max(MAX_ITEM_IMAGES, `At most ${MAX_ITEM_IMAGES} photos`)
  .optional();

/** The owner's swatch colour per product colour: `{"Bleached Blue": "#9db4d0"}`; sent, it replaces them. */
const colorSwatches = z
  .record(
    z.string().trim().min(1, 'A swatch needs its colour name').max(50, 'Colour must be at most 50 characters'),
    z
      .string({ message: 'A swatch colour must be like #1f4e8c' })
      .regex(/^#[0-9a-f]{6}$/i, 'A swatch colour must be like #1f4e8c')
      .transform((v) => v.toLowerCase()),
    { message: 'colorSwatches must be an object like {"Bleached Blue": "#9db4d0"}' },
  )
  .refine((v) => Object.keys(v).length <= 30, 'At most 30 swatches')
  .optional();

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional();

/**
 * When a product or painting goes on sale (a release, domain/catalogue/release.ts): an ISO-8601 time with its
 * zone ('2026-12-01T18:00:00Z', '2026-12-01T18:00:00+01:00'), kept as UTC; blank or null: on sale now.
 */
export const releaseAt = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso
    .datetime({ offset: true, message: 'Release time must be an ISO time with its zone, e.g. 2026-12-01T18:00:00Z' })
    .transform((v) => new Date(v).toISOString())
    .nullable()
    .optional(),
);

/**
 * An item's set prices in other currencies, dollars at the API edge: `{CAD: 57.99}`; null (or blank) clears it (the
 * base price is then converted at the owner's rate). Another currency is refused by name.
 */
const pricesInput = z
  .strictObject(
    { CAD: z.preprocess((v) => (v === '' ? null : v), money('CAD price', { positive: true }).nullable()).optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown currency: ${issue.keys.join(', ')}`
          : 'prices must be an object like {"CAD": 57.99}',
    },
  )
  .optional();

/**
 * One variant as the admin writes it: its size and colour (each '' where the product has none), its own stock
 * (stock per variant), optional SKU (blank: generated) and optional price override (blank or null: the product's).
 */
const variantInput = z.object({
  size: z.string().trim().max(50, 'Size must be at most 50 characters').default(''),
  color: z.string().trim().max(50, 'Colour must be at most 50 characters').default(''),
  stock: quantity('Variant stock', { min: 0, max: 100_000 }).default(0),
  sku: z
    .string()
    .trim()
    .max(64, 'SKU must be at most 64 characters')
    .nullish()
    .transform((v) => v || undefined),
  price: z.preprocess((v) => (v === '' ? null : v), money('Variant price').nullish()),
  /** Its own CAD price, kept only with its own price. */
  prices: pricesInput,
});
export type VariantInput = z.infer<typeof variantInput>;

/** The product form's fields; the create form's defaults are added below (an update has none: `updateInput`). */
const productFieldShapes = {
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(5000),
  price: money('Price'),
  prices: pricesInput,
  imageUrl,
  /** The photos (issue 38): they replace the list and the cover (`imageUrl` follows the first). */
  images: itemImages,
  colorSwatches,
  category: z.string().trim().max(100).nullish(),
  collection: z.string().trim().max(100).nullish(),
  colors: listField,
  sizes: listField,
  /** The shared stock; ignored when the product tracks stock per variant. */
  stock: quantity('Stock', { min: 0, max: 100_000 }),
  /** Track stock per variant; sending `variants` implies true unless this says false. */
  stockPerVariant: flag,
  /** The variants' stock, SKU and price override, matched by size and colour (sizes × colours decide which exist). */
  variants: z.array(variantInput, { message: 'Variants must be a list' }).max(900, 'At most 900 variants').optional(),
  shipping_price: money('Shipping price'),
  /** What it is for tax (clothing when not said; a gift card is never taxed when sold). */
  taxCategory: z.enum(TAX_CATEGORIES, { message: 'Tax category must be clothing, art or gift_card' }),
  mark_sold_after_purchase: flag,
  /** Cannot be returned (issue 41: returns and exchanges). */
  finalSale: flag,
  isFeatured: flag,
  isNew: flag,
  publishAt: releaseAt,
  /** Show the item's page (with a countdown, no Add to Cart) before `publishAt`. */
  announce: flag,
  /** The name and description in the shop's other languages: `{ fr: { name, description } }` (shared/translations.ts). */
  translations: translationsInput('product'),
  /** The owner's materials, fit, care and size chart (null clears them; omitted: unchanged). */
  details: productDetailsInput,
};

export const productInput = z.object({
  ...productFieldShapes,
  description: productFieldShapes.description.default(''),
  colors: productFieldShapes.colors.default([]),
  sizes: productFieldShapes.sizes.default(['S', 'M', 'L', 'XL']),
  stock: productFieldShapes.stock.default(10),
  shipping_price: productFieldShapes.shipping_price.default(0),
  taxCategory: productFieldShapes.taxCategory.default('clothing'),
});
export type ProductInput = z.infer<typeof productInput>;
/** An update: only the fields sent change (no form defaults fill in the others). */
export const productUpdateInput = updateInput(productInput);

const printSize = z.object({
  width: z.coerce.number({ message: 'Width must be a number' }).positive('Width must be positive'),
  height: z.coerce.number({ message: 'Height must be a number' }).positive('Height must be positive'),
  unit: dimensionUnit.default('in'),
  price: money('Size price'),
});

/** A limited print's edition in one of its print sizes (issue 43): the size it numbers, its numbers, its proofs. */
const editionInput = z.object({
  width: z.coerce.number({ message: 'Width must be a number' }).positive('Width must be positive'),
  height: z.coerce.number({ message: 'Height must be a number' }).positive('Height must be positive'),
  unit: dimensionUnit.default('in'),
  total: quantity('Edition size', { min: 1, max: 100_000 }),
  proofs: quantity("Artist's proofs", { min: 0, max: 1000 }).default(0),
});
export type EditionInput = z.infer<typeof editionInput>;

const editionsInput = z
  .array(editionInput)
  .max(20)
  .refine(
    (list) => new Set(list.map((e) => `${e.width}x${e.height}${e.unit}`)).size === list.length,
    'Each print size has one edition',
  );

const paintingShape = z.object({
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(5000).default(''),
  price: money('Price'),
  prices: pricesInput,
  medium: z.string().trim().max(200).default(''),
  image_url: imageUrl,
  preview_image_url: imageUrl,
  /** The photos (issue 38): they replace the list and the cover (`image_url` follows the first). */
  images: itemImages,
  artist_name: z.string().trim().max(100).optional(),
  dimensions: z
    .object({ width: optionalNumber, height: optionalNumber, unit: dimensionUnit.default('in') })
    .default({ width: null, height: null, unit: 'in' }),
  year: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(1000).max(3000).nullable()).optional(),
  tags: listField.default([]),
  is_original: flag,
  is_limited: flag,
  limited_edition_count: z
    .preprocess((v) => (v === '' ? null : v), quantity('Edition count', { min: 1 }).nullable())
    .optional(),
  current_edition_number: z
    .preprocess((v) => (v === '' || v === null ? 0 : v), quantity('Current edition number', { min: 0 }))
    .optional(),
  in_stock: flag,
  is_featured: flag,
  is_sold: flag,
  mark_sold_after_purchase: flag,
  /** Cannot be returned (issue 41; an original never can). */
  finalSale: flag,
  /** Its story in the archive (issue 43): the owner's text (HTML, sanitised on save; '' for none). */
  story: z.string().trim().max(10_000, 'The story must be at most 10000 characters').optional(),
  /** The exhibitions it hung in, one a line in the form ("Galerie Rouge, Montréal, 2024"). */
  exhibitions: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split('\n')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z.array(z.string().max(200, 'Each exhibition must be at most 200 characters')).max(50, 'At most 50 exhibitions'),
    )
    .optional(),
  /** Kept out of `/paintings/archive` even once sold (issue 43). */
  hideFromArchive: flag,
  /** Blank in the form is unset: the painting's own default (one original, the editions left, or 10 prints). */
  stock: z.preprocess((v) => (v === '' ? undefined : v), quantity('Stock', { min: 0, max: 100_000 }).optional()),
  shipping_price: money('Shipping price').optional(),
  available_sizes: z.array(printSize).max(20).default([]),
  /**
   * A limited print's edition per print size (issue 43); each names one of `available_sizes`. Omitted: the sizes
   * keep their editions, `limited_edition_count` being the first size's (domain/catalogue/editions.ts).
   */
  editions: editionsInput.optional(),
  publish_at: releaseAt,
  announce: flag,
  translations: translationsInput('painting'),
  /** Its category and collection by name, as a product's (issue 39): a new category is made, a collection must exist; null or '' for none. */
  category: z.string().trim().max(100).nullish(),
  collection: z.string().trim().max(100).nullish(),
  /** The owner's framing, signature, certificate and shipping notes (null clears them; omitted: unchanged). */
  details: paintingDetailsInput,
});

/** The painting form's other spellings: the create form's `artistName`, and `publishAt` as products write it. */
function paintingAliases(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const r = raw as Record<string, unknown>;
  return {
    ...r,
    artist_name: r.artist_name ?? r.artistName,
    publish_at: 'publish_at' in r ? r.publish_at : r.publishAt,
  };
}

/** The painting form; the create form may call the artist `artistName`. */
export const paintingInput = z.preprocess(paintingAliases, paintingShape);
export type PaintingInput = z.infer<typeof paintingShape>;
/** An update: only the fields sent change (a print's sizes, tags, description… stay when left out). */
export const paintingUpdateInput = z.preprocess(paintingAliases, updateInput(paintingShape));

export const collectionInput = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  description: z.string().trim().max(2000).default(''),
  imageUrl,
  featured: flag,
  translations: translationsInput('collection'),
});
export const collectionUpdateInput = updateInput(collectionInput);

export const categoryInput = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    .refine((v) => /[\p{L}\p{N}]/u.test(v), 'Name must contain a letter or a digit'),
  imageUrl,
  translations: translationsInput('category'),
  /** The details its products show when they write none of their own (null clears them). */
  details: productDetailsInput,
});
export type CategoryInput = z.infer<typeof categoryInput>;
export const categoryUpdateInput = updateInput(categoryInput);
export const categoryMoveInput = z.object({
  id: idParam,
  direction: z.enum(['up', 'down'], { message: "Direction must be 'up' or 'down'" }),
});

/** The admin's answers: an item in English with its `translations` beside (`{ fr: { name: '…' } }`, `{}` for none). */
const withTranslations = { translations: translationsSchema };
export const adminProductSchema = productSchema.extend(withTranslations);
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminPaintingSchema = paintingSchema.extend(withTranslations);
export type AdminPainting = z.infer<typeof adminPaintingSchema>;
export const adminCategorySchema = categorySchema.extend({
  ...withTranslations,
  details: productDetailsSchema.optional(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCollectionSchema = collectionSchema.extend(withTranslations);
export type AdminCollection = z.infer<typeof adminCollectionSchema>;
export const adminProductPageSchema = pagedSchema(adminProductSchema);
export const adminPaintingPageSchema = pagedSchema(adminPaintingSchema);
