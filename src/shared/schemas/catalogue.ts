import { z } from 'zod';
import { type ImageSets, MAX_IMAGE_SET_URLS, MAX_IMAGE_URL_LENGTH } from '../images.js';
import { MAX_PAGE_SIZE, PRICE_RANGE_VALUES, SORT_VALUES } from '../product-lists.js';
import { TAX_CATEGORIES } from '../tax.js';
import { pagedSchema } from './results.js';

/**
 * The catalogue's API shapes, exactly as the spec writes them: camelCase for
 * products, categories and collections, snake_case for paintings.
 */
/** The largest id a row can have (PostgreSQL's integer keys are 32-bit; SQLite's are kept to the same). */
export const MAX_ID = 2_147_483_647;

export const idParam = z.coerce
  .number({ message: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be a positive number')
  // Keys stay within PostgreSQL's 32-bit integer: a larger id names nothing, and PostgreSQL would refuse to compare it.
  .max(MAX_ID, 'id is too large');

/** The input of every call that names one thing by its id. */
export const idInput = z.object({ id: idParam });

/** The page of a paged list (`?page=2`), from 1. */
export const pageParam = z.coerce
  .number()
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100_000, 'page is too large')
  .default(1);

/** The stars a card shows: present when the item has at least one published review. */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * One size × colour combination of a product (a product with neither has one default variant, size and colour '').
 * `stock`: the variant's own units when the product tracks stock per variant, else the product's shared number;
 * `price`: the variant's effective price (its override, or the product's price); `sku`: its inventory item's SKU
 * (the shared item's for a shared-stock product).
 */
/**
 * A release (domain/catalogue/release.ts), in the item's own spelling (`publishAt` for products, `publish_at`
 * for paintings): when it goes on sale (ISO-8601 UTC, null: on sale), whether its page counts down before that
 * (`announce`), and `upcoming` while it does (only an announced item is ever shown to shoppers before its time).
 * Optional for the clients that predate releases; the server always sends them.
 */
function releaseFields<K extends 'publishAt' | 'publish_at'>(key: K) {
  return {
    [key]: z.string().nullable().optional(),
    announce: z.boolean().optional(),
    upcoming: z.boolean().optional(),
  } as { [P in K]: z.ZodOptional<z.ZodNullable<z.ZodString>> } & {
    announce: z.ZodOptional<z.ZodBoolean>;
    upcoming: z.ZodOptional<z.ZodBoolean>;
  };
}

/** An item's prices in the other currencies the shop charges (dollars): `{CAD: 57.99}`. */
export const pricesSchema = z.object({ CAD: z.number() });

export const dimensionUnit = z.enum(['in', 'cm']);
export type DimensionUnit = z.infer<typeof dimensionUnit>;

/** One photo of a product or painting: the first of an item's ordered list is its cover (`imageUrl` / `image_url`). */
export const itemImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  /** A product photo tied to one of the product's colours (null: any colour; always null for paintings). */
  color: z.string().nullable(),
});
export type ItemImage = z.infer<typeof itemImageSchema>;

/** A size chart the owner writes: a header row of columns, rows of cells, in inches or centimetres. */
export const sizeChartSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  unit: dimensionUnit,
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** What the owner writes about a product (each block hidden on the page when empty). */
export const productDetailsSchema = z.object({
  materials: z.string().optional(),
  fit: z.string().optional(),
  care: z.string().optional(),
  sizeChart: sizeChartSchema.optional(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** What the owner writes about a painting (each block hidden on the page when empty). */
export const paintingDetailsSchema = z.object({
  framing: z.string().optional(),
  signature: z.string().optional(),
  certificate: z.string().optional(),
  shippingNotes: z.string().optional(),
});
export type PaintingDetails = z.infer<typeof paintingDetailsSchema>;

const variantSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  color: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  price: z.number(),
  /** The owner's set price in Canadian dollars (null: converted from `price`). */
  cadPrice: z.number().nullable().optional(),
  /** Where the shop charges CAD (not its base): the CAD price a checkout in CAD charges, set or converted. */
  prices: pricesSchema.optional(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** The owner's set price in Canadian dollars (null: converted from `price`). */
  cadPrice: z.number().nullable().optional(),
  /** Where the shop charges CAD (not its base): the CAD price a checkout in CAD charges, set or converted. */
  prices: pricesSchema.optional(),
  imageUrl: z.string().nullable(),
  /** The ordered photos, the cover first (issue 38; absent from answers that predate it: the cover alone). */
  images: z.array(itemImageSchema).optional(),
  /** The colour the owner set for a colour's swatch, by colour name ('#1f4e8c'); a colour absent here has none. */
  colorSwatches: z.record(z.string(), z.string()).optional(),
  /** The owner's materials, fit, care and size chart. */
  details: productDetailsSchema.optional(),
  category: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  collection: z.string().nullable(),
  collectionId: z.number().int().nullable(),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  /** Final sale (issue 41): never returnable; the shop says so by its price. */
  finalSale: z.boolean(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The shared number, or (stock per variant) the sum over the variants. */
  stock: z.number().int(),
  /** True: each variant has its own inventory item and stock; false: the variants share `stock`. */
  stockPerVariant: z.boolean(),
  /** The live variants, sizes × colours in the product's order. */
  variants: z.array(variantSchema),
  shipping_price: z.number(),
  /** What it is for tax: clothing (the default), art or gift_card (never taxed when sold). */
  taxCategory: z.enum(TAX_CATEGORIES),
  mark_sold_after_purchase: z.boolean(),
  is_sold: z.boolean(),
  createdAt: z.string(),
  rating: ratingSummarySchema.optional(),
  ...releaseFields('publishAt'),
});
export type Product = z.infer<typeof productSchema>;

const printSizeSchema = z.object({
  width: z.number(),
  height: z.number(),
  unit: dimensionUnit,
  price: z.number(),
  prices: pricesSchema.optional(),
});
export type PrintSize = z.infer<typeof printSizeSchema>;

/**
 * A limited print's edition in one of its print sizes (issue 43): `total` numbers for sale, `sold` of them sold,
 * `proofs` artist's proofs beside them (never sold online), `proofsSold` of those the owner sold. `size`: as a cart
 * line names the size ("8x10in").
 */
const editionSchema = z.object({
  width: z.number(),
  height: z.number(),
  unit: dimensionUnit,
  size: z.string(),
  total: z.number().int(),
  sold: z.number().int(),
  proofs: z.number().int(),
  proofsSold: z.number().int(),
});
export type Edition = z.infer<typeof editionSchema>;

export const paintingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /** The owner's set price in Canadian dollars (null: converted from `price`). */
  cadPrice: z.number().nullable().optional(),
  /** Where the shop charges CAD (not its base): the CAD price a checkout in CAD charges, set or converted. */
  prices: pricesSchema.optional(),
  image_url: z.string().nullable(),
  preview_image_url: z.string().nullable(),
  /** The ordered photos, the cover first (issue 38; absent from answers that predate it: the cover alone). */
  images: z.array(itemImageSchema).optional(),
  /** The owner's framing, signature, certificate and shipping notes. */
  details: paintingDetailsSchema.optional(),
  medium: z.string(),
  artist_name: z.string(),
  dimensions: z.object({ width: z.number().nullable(), height: z.number().nullable(), unit: dimensionUnit }),
  year: z.number().int().nullable(),
  tags: z.array(z.string()),
  is_original: z.boolean(),
  is_limited: z.boolean(),
  limited_edition_count: z.number().int().nullable(),
  current_edition_number: z.number().int(),
  /** A limited print's edition per print size (issue 43), in the sizes' order; none for an original or open print. */
  editions: z.array(editionSchema).optional(),
  in_stock: z.boolean(),
  /** Not for sale now only because other shoppers' checkouts hold every unit: it may be available again soon. */
  is_reserved: z.boolean(),
  is_featured: z.boolean(),
  is_sold: z.boolean(),
  /** Final sale (issue 41): never returnable; the shop says so by its price. */
  finalSale: z.boolean(),
  stock: z.number().int(),
  shipping_price: z.number(),
  mark_sold_after_purchase: z.boolean(),
  /** Its story in the archive (issue 43): the owner's text (sanitised HTML), its exhibitions, and whether she keeps it out. */
  story: z.string().optional(),
  exhibitions: z.array(z.string()).optional(),
  hideFromArchive: z.boolean().optional(),
  available_sizes: z.array(printSizeSchema),
  created_at: z.string(),
  rating: ratingSummarySchema.optional(),
  ...releaseFields('publish_at'),
  /** Its category's and collection's names (issue 39: they hold paintings too); null: none. */
  category: z.string().nullable().optional(),
  collection: z.string().nullable().optional(),
});
export type Painting = z.infer<typeof paintingSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** A slug or name from a URL: 'jeans-pants', 'Jeans & Pants' and 'jeans pants' all name the same thing. */
export const slugParam = z
  .string({ message: 'A name is required' })
  .trim()
  .min(1, 'A name is required')
  .max(200, 'The name is too long');

export {
  CATEGORY_PAGE_LISTS,
  categoryList,
  PRICE_RANGES,
  PRODUCT_LISTS,
  type PriceRange,
  type ProductList,
  SORT_OPTIONS,
  type SortOption,
} from '../product-lists.js';
export { slugify } from '../slug.js';

/** The lists of paintings; 'archive' is the artist's body of work gone to collectors (issue 43, `archiveFilter`). */
export const PAINTING_LISTS = ['all', 'featured', 'originals', 'prints', 'archive'] as const;
export type PaintingList = (typeof PAINTING_LISTS)[number];

/**
 * How a storefront list is paged (`?page=`, from 1; past the last page answers the last). `pageSize` is left out by
 * the screens: the shop's `productsPerPage` setting decides.
 */
export const listPaging = {
  page: pageParam,
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`)
    .optional(),
};

/** A product list's price range (`?price=under-50`): a product is in it when one of its variants costs it. */
const listPrice = z.enum(PRICE_RANGE_VALUES, { message: 'Unknown price range' });

/** The documented full arrays of a category's or a collection's products, of a price range when one is asked. */
export const categoryListInput = z.object({ category: slugParam, price: listPrice.optional() });
export const collectionListInput = z.object({ collection: slugParam, price: listPrice.optional() });

/** The product lists' filters and order, as the category page's URL names them (`?price=under-50&sort=price-asc`). */
const productListing = {
  ...listPaging,
  price: listPrice.default('all'),
  sort: z.enum(SORT_VALUES, { message: 'Unknown sort order' }).default('newest'),
};

/** A page of a category (or of the lists a category URL may name: all, new-arrivals, best-sellers). */
export const categoryPageInput = z.object({ category: slugParam, ...productListing });
/** A page of a collection's products. */
export const collectionPageInput = z.object({ collection: slugParam, ...productListing });
/** The product lists' filters, sort and page, whichever list they page. */
export type ProductListing = Omit<z.infer<typeof categoryPageInput>, 'category'>;

/** A page of the paintings gallery's tab (all, originals, prints), newest first. */
export const paintingPageInput = z.object({ list: z.enum(PAINTING_LISTS).default('all'), ...listPaging });
export type PaintingListing = z.infer<typeof paintingPageInput>;

export const productPageSchema = pagedSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
export const paintingPageSchema = pagedSchema(paintingSchema);
export type PaintingPage = z.infer<typeof paintingPageSchema>;

/** `catalogue.images`: the shop image URLs (as the catalogue and the settings store them) whose sets a page needs. */
export const imageSetsInput = z.object({
  urls: z.array(z.string().min(1).max(MAX_IMAGE_URL_LENGTH)).max(MAX_IMAGE_SET_URLS),
});
export type ImageSetsInput = z.infer<typeof imageSetsInput>;

/** `catalogue.images`' answer: the responsive variants of the asked URLs that have them (others are absent). */
export const imageSetsSchema = z.record(
  z.string(),
  z.object({ width: z.number(), height: z.number(), webp: z.string(), avif: z.string().optional() }),
) satisfies z.ZodType<ImageSets>;
