import { z } from 'zod';
import { PRICE_RANGES, SORT_VALUES } from '../product-lists.js';
import { listPaging, paintingSchema, productSchema, slugParam } from './catalogue.js';

/**
 * Issue 39: the catalogue narrowed by facets (`GET /api/catalogue/search`, `catalogue.search`, and the storefront's
 * list pages, which take the same query parameters in their URLs). Several values of one facet are OR, facets
 * together are AND; a product matches a size and a colour only if one of its variants has both (and, with `inStock`,
 * that variant is in stock).
 */

type PriceFacet = Exclude<(typeof PRICE_RANGES)[number]['value'], 'all'>;

/**
 * The price facet's ranges, inclusive bounds in dollars: the spec's (Under $50, $50–$100, $100–$150, Over $150),
 * 'all' left out, and 'Over $150' with no top (`max: null`): a $1,200 painting is over $150, though the documented
 * category filter (`?price=` of `GET /api/products/category/…`) keeps the spec's $1,000 top.
 */
export const PRICE_FACET_RANGES = PRICE_RANGES.filter((range) => range.value !== 'all').map((range) => ({
  value: range.value as PriceFacet,
  min: range.min,
  max: range.value === 'over-150' ? null : range.max,
}));

/** The price facet's values, in the ranges' order. */
export const PRICE_FACET_VALUES = PRICE_FACET_RANGES.map((range) => range.value) as [PriceFacet, ...PriceFacet[]];

/** A painting is an original or a print. */
export const PAINTING_KINDS = ['original', 'print'] as const;
export type PaintingKind = (typeof PAINTING_KINDS)[number];

/**
 * A painting's size range, by its longest side in inches (centimetres converted): small up to 12 in, medium over 12
 * and up to 24 in, large over 24 in. A painting without dimensions is in none.
 */
export const PAINTING_SIZE_RANGES = [
  { value: 'small', maxInches: 12 },
  { value: 'medium', maxInches: 24 },
  { value: 'large', maxInches: Number.POSITIVE_INFINITY },
] as const;
export type PaintingSizeRange = (typeof PAINTING_SIZE_RANGES)[number]['value'];
const SIZE_RANGE_VALUES = PAINTING_SIZE_RANGES.map((range) => range.value) as [
  PaintingSizeRange,
  ...PaintingSizeRange[],
];

/** A repeatable query parameter (`?size=M&size=L`): one value or several, at most 30, each named in a 400. */
function many<T extends z.ZodType>(value: T) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(value).max(30, 'Too many values for one filter'),
  );
}
const optionText = z.string().trim().min(1, 'A filter value is empty').max(100, 'A filter value is too long');
const dollars = z.coerce.number({ message: 'Must be a number' }).min(0, 'A price cannot be negative').max(1_000_000);
const bool = z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((v) => v === 'true');

/** Which kinds of item a search answers: both unless a category, collection or `type` narrows it. */
export const ITEM_TYPES = ['product', 'painting'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The facets and list a search asks for; every field optional (an empty query is the whole catalogue). */
export const catalogueSearchInput = z.object({
  q: z.string().trim().max(200, 'The search is too long').optional(),
  /** A category slug or name, or one of the lists a category URL may name ('all', 'new-arrivals'). */
  category: many(slugParam),
  collection: slugParam.optional(),
  type: z.enum(ITEM_TYPES, { message: 'Unknown item type' }).optional(),
  size: many(optionText),
  color: many(optionText),
  price: many(z.enum(PRICE_FACET_VALUES, { message: 'Unknown price range' })),
  minPrice: dollars.optional(),
  maxPrice: dollars.optional(),
  inStock: bool.optional(),
  medium: many(optionText),
  kind: many(z.enum(PAINTING_KINDS, { message: 'Unknown painting kind' })),
  sizeRange: many(z.enum(SIZE_RANGE_VALUES, { message: 'Unknown size range' })),
  sort: z.enum(SORT_VALUES, { message: 'Unknown sort order' }).default('newest'),
  ...listPaging,
});
export type CatalogueSearchInput = z.infer<typeof catalogueSearchInput>;
/** The facets a search can narrow by (the keys of `facets` in its answer). */
export const FACETS = ['size', 'color', 'category', 'price', 'medium', 'kind', 'sizeRange'] as const;
export type Facet = (typeof FACETS)[number];

/**
 * One option of a facet: how many items the list would hold if it were added to the other facets' choices (the
 * values chosen in its own facet ignored, as Shopify counts), counted over what is in stock per variant when
 * `inStock` is asked. `label` is what the shopper reads (a category's or colour's name in the page's language).
 */
export const facetOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetOption = z.infer<typeof facetOptionSchema>;

/** An item of either kind, with `itemType` saying which (a product answers camelCase, a painting snake_case). */
export const searchItemSchema = z.discriminatedUnion('itemType', [
  productSchema.extend({ itemType: z.literal('product') }),
  paintingSchema.extend({ itemType: z.literal('painting') }),
]);
export type SearchItem = z.infer<typeof searchItemSchema>;

/**
 * A search's answer: a page of items, how many match in all, and each facet's options with their counts (a facet
 * with no option for these items is an empty list; `inStock` is how many would remain in stock only).
 */
export const catalogueSearchSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    size: z.array(facetOptionSchema),
    color: z.array(facetOptionSchema),
    category: z.array(facetOptionSchema),
    price: z.array(facetOptionSchema),
    medium: z.array(facetOptionSchema),
    kind: z.array(facetOptionSchema),
    sizeRange: z.array(facetOptionSchema),
    inStock: z.number().int(),
  }),
});
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>;
