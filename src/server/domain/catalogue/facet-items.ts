import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { toCents } from '../../../shared/money.js';
import { categoryList, type PriceRange, slugify } from '../../../shared/schemas/catalogue.js';
import {
  type CatalogueSearchInput,
  PAINTING_SIZE_RANGES,
  type PaintingKind,
  type PaintingSizeRange,
  PRICE_FACET_RANGES,
} from '../../../shared/schemas/catalogue-search.js';
import { searchMatches } from '../../db/dialect.js';
import type { Door } from '../../db/flow.js';
import { type Deps, isoNow } from '../../deps.js';
import { ensureSearchIndex, toMatch } from '../search.js';
import { availableUnits } from '../stock/availability.js';
import { inStockSql } from '../stock/painting-stock.js';
import type { Localized } from '../translations.js';
import { listedPaintings } from './paintings.js';
import { bestSellerIds, categoryIdOf, collectionIdOf, listCondition, listedProducts } from './products.js';
import { released } from './release.js';
import { hasKeptRow, keptInStock, PRICED_ROW } from './variants.js';

/**
 * The items a catalogue search narrows (issue 39), both kinds in one table aliased `p`: what the lists sort by
 * (`PRODUCT_ORDERS`' columns: a painting's title is its name, it is never "new") and what the facets count by.
 * `id` is the row's key, unique across both kinds (a product's id, a painting's negated), so a list of products
 * alone sorts and pages exactly as the product lists do.
 */
export type SearchDeps = { db: Door; clock: Deps['clock'] } & Localized;

/** The facets' choices, resolved: each an OR of its values; together an AND. */
export interface Choices {
  /** The chosen categories' ids (a slug naming none is no id); null: no category chosen. */
  categoryIds: number[] | null;
  /** The collection's id; null: the name is no collection's; undefined: no collection asked. */
  collectionId: number | null | undefined;
  price: Exclude<PriceRange, 'all'>[];
  /** `minPrice` / `maxPrice` in cents (inclusive; null: none): a bound on the same price as the ranges'. */
  minCents: number | null;
  maxCents: number | null;
  /**
   * Whether a product of the chosen categories (of any, when none is chosen) is priced by its variants, one of them
   * at its own price (`facet_row_varied`); else each product's variants cost its own price.
   */
  variedPrices: boolean;
  medium: string[];
  kind: PaintingKind[];
  sizeRange: PaintingSizeRange[];
  size: string[];
  color: string[];
  inStock: boolean;
}

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;
const ref = (column: string, alias = 'p') => sql.ref(`${alias}.${column}`);
export const and = (parts: Expression<SqlBool>[]) =>
  parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : TRUE;
const or = (parts: Expression<SqlBool>[]) => (parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : FALSE);

/**
 * Whether the row `alias` (a painting or a print size: width, height, unit) has its longest side within
 * (`above`, `upTo`] inches; a centimetre is 1/2.54 in (compared as side × 100 against inches × 254, exactly).
 */
function longestWithin(alias: string, above: number, upTo: number): RawBuilder<SqlBool> {
  const [w, h, unit] = ['width', 'height', 'unit'].map((c) => sql.ref(`${alias}.${c}`));
  const scaled = sql`(case when ${w} > ${h} then ${w} else ${h} end) * (case when ${unit} = 'cm' then 100 else 254 end)`;
  const top = Number.isFinite(upTo) ? sql`and ${scaled} <= ${upTo * 254}` : sql``;
  return sql<SqlBool>`(${scaled} > ${above * 254} ${top})`;
}

/**
 * 1 when the painting `p` comes in a size of the range: an original by its own dimensions, a print by its print
 * sizes (by its own dimensions while it has none).
 */
function inSizeRange(db: Door, range: PaintingSizeRange): RawBuilder<number> {
  const at = PAINTING_SIZE_RANGES.findIndex((r) => r.value === range);
  const above = at > 0 ? (PAINTING_SIZE_RANGES[at - 1]?.maxInches ?? 0) : 0;
  const upTo = PAINTING_SIZE_RANGES[at]?.maxInches ?? Number.POSITIVE_INFINITY;
  const sizes = db.selectFrom('painting_print_size as s').select('s.id').where(sql<SqlBool>`s.painting_id = p.id`);
  const printSized = db
    .selectFrom('painting_print_size as s')
    .select('s.id')
    .where(sql<SqlBool>`s.painting_id = p.id`)
    .where(longestWithin('s', above, upTo));
  return sql<number>`case when (p.is_original = 1 or not exists ${sizes})
    then (case when ${longestWithin('p', above, upTo)} then 1 else 0 end)
    else (case when exists ${printSized} then 1 else 0 end) end`;
}

/** What narrows the items before any facet: the lists, collection, type and words a search names. */
async function scope(deps: SearchDeps, input: CatalogueSearchInput, { collectionId: collection }: Choices) {
  const lists = input.category.flatMap((name) => categoryList(slugify(name)) ?? []);
  const ranked = lists.includes('best-sellers') ? await bestSellerIds(deps, 'best-sellers') : [];
  const match = input.q ? toMatch(deps.db, input.q) : null;
  if (match) await ensureSearchIndex(deps.db);
  const words = (kind: 'product' | 'painting', id: string) =>
    sql<SqlBool>`${sql.ref(id)} in (select s.item_id from catalogue_search s where s.kind = ${kind} and ${searchMatches(deps.db, match ?? '')})`;
  // The row `alias` with the item's columns (a product or painting `p`, or a kept facet row `f`), its id `id`. The
  // price bounds are choices (`Choices.minCents`): a product's price is its variants'.
  const common = (kind: 'product' | 'painting', alias: string, id: string) =>
    and([
      collection === undefined
        ? TRUE
        : collection === null
          ? FALSE
          : sql<SqlBool>`${ref('collection_id', alias)} = ${collection}`,
      match ? words(kind, id) : TRUE,
    ]);
  return {
    /** The product lists a category URL may name ('new-arrivals'): products only, in any of them. */
    products: (alias: string, id: string) =>
      and([
        input.type === 'painting' ? FALSE : TRUE,
        lists.length ? or(lists.map((list) => listCondition(list, ranked, alias, id))) : TRUE,
        common('product', alias, id),
      ]),
    paintings: and([holdsPaintings(input) ? TRUE : FALSE, common('painting', 'p', 'p.id')]),
  };
}

/**
 * The listed products of a search's scope as their kept facet rows `f` (`facet_row`: each product's own row and one
 * per live variant, with the product's list columns), every facet still to apply: what the facets count products
 * over (`facet-counts.ts`), with no per-product lookup.
 */
export async function productRowsOf(deps: SearchDeps, input: CatalogueSearchInput, choices: Choices) {
  const { products } = await scope(deps, input, choices);
  return deps.db
    .selectFrom('facet_row as f')
    .where(products('f', 'f.product_id'))
    .where(released('f', isoNow(deps.clock)));
}

/** Whether a search's scope can hold paintings: not when it asks for products, or names a product list. */
export function holdsPaintings(input: CatalogueSearchInput): boolean {
  return input.type !== 'product' && !input.category.some((name) => categoryList(slugify(name)));
}

/**
 * The items of a search's scope, as one table `p` (both kinds, or one `only`), every facet still to apply.
 */
export async function itemsOf(
  deps: SearchDeps,
  input: CatalogueSearchInput,
  choices: Choices,
  only?: 'product' | 'painting',
) {
  const { products, paintings } = await scope(deps, input, choices);
  const { db } = deps;
  const now = isoNow(deps.clock);
  const productRows = listedProducts(deps)
    .where(only === 'painting' ? FALSE : products('p', 'p.id'))
    .select([
      sql<string>`'product'`.as('item_type'),
      sql<number>`p.id`.as('item_id'),
      sql<number>`p.id`.as('id'),
      sql<string>`p.name`.as('name'),
      sql<number>`p.price_cents`.as('price_cents'),
      sql<number>`p.is_new`.as('is_new'),
      sql<string>`p.created_at`.as('created_at'),
      sql<number | null>`p.category_id`.as('category_id'),
      sql<number | null>`p.category_position`.as('category_position'),
      sql<number | null>`p.collection_position`.as('collection_position'),
      sql<string | null>`cast(null as text)`.as('medium'),
      sql<number | null>`cast(null as integer)`.as('is_original'),
      sql<number>`0`.as('size_small'),
      sql<number>`0`.as('size_medium'),
      sql<number>`0`.as('size_large'),
      sql<number>`0`.as('in_stock'),
      sql<number>`p.is_sold`.as('is_sold'),
    ]);
  const paintingRows = listedPaintings(deps)
    .leftJoin('inventory_item as ii', 'ii.painting_id', 'p.id')
    .where(only === 'product' ? FALSE : paintings)
    .select([
      sql<string>`'painting'`.as('item_type'),
      sql<number>`p.id`.as('item_id'),
      sql<number>`-p.id`.as('id'),
      sql<string>`p.title`.as('name'),
      sql<number>`p.price_cents`.as('price_cents'),
      sql<number>`0`.as('is_new'),
      sql<string>`p.created_at`.as('created_at'),
      sql<number | null>`p.category_id`.as('category_id'),
      sql<number | null>`p.category_position`.as('category_position'),
      sql<number | null>`p.collection_position`.as('collection_position'),
      sql<string | null>`p.medium`.as('medium'),
      sql<number | null>`p.is_original`.as('is_original'),
      inSizeRange(db, 'small').as('size_small'),
      inSizeRange(db, 'medium').as('size_medium'),
      inSizeRange(db, 'large').as('size_large'),
      sql<number>`case when ${inStockSql('p', availableUnits('ii', now))} then 1 else 0 end`.as('in_stock'),
      sql<number>`p.is_sold`.as('is_sold'),
    ]);
  // Products alone are one plain subquery, which the engine folds into the statement: a page of them sorted walks
  // a list index (`product_category_newest`, …) and stops at the page, where the union sorts every match.
  if (only === 'product') return db.selectFrom(productRows.as('p'));
  return db.selectFrom(productRows.unionAll(paintingRows).as('p'));
}

/** The choices a search names, its category slugs resolved to ids (the lists it names are its scope instead). */
export async function choicesOf(deps: SearchDeps, input: CatalogueSearchInput): Promise<Choices> {
  const categories = input.category.map(slugify).filter((slug) => !categoryList(slug));
  const ids = await Promise.all(categories.map((slug) => categoryIdOf(deps, slug)));
  const categoryIds = categories.length ? ids.flatMap((id) => id ?? []) : null;
  const priced = input.price.length > 0 || input.minPrice !== undefined || input.maxPrice !== undefined;
  return {
    categoryIds,
    collectionId: input.collection === undefined ? undefined : ((await collectionIdOf(deps, input.collection)) ?? null),
    variedPrices: priced && (await variedPrices(deps, categoryIds)),
    price: input.price,
    minCents: input.minPrice === undefined ? null : toCents(input.minPrice),
    maxCents: input.maxPrice === undefined ? null : toCents(input.maxPrice),
    medium: input.medium,
    kind: input.kind,
    sizeRange: input.sizeRange,
    size: input.size,
    color: input.color,
    inStock: input.inStock ?? false,
  };
}

/** Whether a listed or unlisted product of the categories (any: null) is priced by its variants (`facet_row_varied`). */
async function variedPrices(deps: SearchDeps, categoryIds: number[] | null): Promise<boolean> {
  if (categoryIds?.length === 0) return false;
  // A product's own row not `priced` (one with no size), down `facet_row_varied` alone.
  const row = await deps.db
    .selectFrom('facet_row as w')
    .select(sql<number>`1`.as('one'))
    .where(sql<SqlBool>`w.priced = 0 and w.size is null`)
    .where(categoryIds ? sql<SqlBool>`w.category_id in (${sql.join(categoryIds)})` : TRUE)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The price choices on the kept facet rows `f` (`rows`) and on the product `p` (`product`), as `priceConditions`. */
type PriceParts = { rows: Expression<SqlBool>[]; product: Expression<SqlBool>[]; varied: boolean };

/**
 * The conditions on a kept facet row `f` (`facet_row`) of a product (`sold`: its `is_sold`) for one of the sizes, one
 * of the colours and (if asked) stock, at a price of `price` (`priceConditions` on `f`): a variant's row only (the
 * product's own row has no size, colour or units, so it never matches); with only a price asked, the rows that speak
 * for the product's prices (`priced`: its own row when every live variant costs the product's price, else its
 * variants'). The price before the stock: a row out of the range costs no sum of holds.
 */
function rowConditions(
  deps: SearchDeps,
  { size, color, inStock }: Pick<Choices, 'size' | 'color' | 'inStock'>,
  price: Expression<SqlBool>[],
  sold = sql.ref('p.is_sold'),
) {
  const onlyPrice = !size.length && !color.length && !inStock;
  return [
    ...(size.length ? [sql<SqlBool>`f.size in (${sql.join(size)})`] : []),
    ...(color.length ? [sql<SqlBool>`f.color in (${sql.join(color)})`] : []),
    ...(onlyPrice ? [PRICED_ROW] : []),
    ...price,
    ...(inStock ? [keptInStock(isoNow(deps.clock), sold)] : []),
  ];
}

/**
 * Where no product of the search's categories is priced by its variants (`Choices.variedPrices`), a product is at a
 * chosen price by its own: the list narrows down its price index before reading any product's rows.
 */
const byOwnPrice = (price: PriceParts) => (price.product.length && !price.varied ? and(price.product) : TRUE);

/** The product `p` has a kept facet row matching `rowConditions` (its own rows, `hasKeptRow`). */
function variantMatch(
  deps: SearchDeps,
  size: string[],
  color: string[],
  inStock: boolean,
  price: PriceParts,
): RawBuilder<SqlBool> {
  const variants = hasKeptRow(deps.db, sql.ref('p.item_id'), rowConditions(deps, { size, color, inStock }, price.rows));
  return sql<SqlBool>`(p.item_type = 'product' and ${byOwnPrice(price)} and ${variants})`;
}

/**
 * With one size and one colour chosen (and none of a painting's own facets), a product has at most one matching kept
 * facet row (one variant per size and colour: `product_variant_combination`), so its list may join the rows (aliased
 * `f`) rather than ask each product for one (`conditions`), with `rowListConditions`. The engine reads the matching
 * rows down `facet_row_category` and the products by key: at 10,000 products a category's list sorted by newest
 * costs about half on SQLite, a fifth on PostgreSQL (BENCHMARKS.md). An order a product index walks (by price, or
 * newest where the owner placed no product) keeps `conditions`: it stops at the page's end.
 */
export const oneRowPerProduct = (choices: Choices) =>
  choices.size.length === 1 &&
  choices.color.length === 1 &&
  !choices.medium.length &&
  !choices.kind.length &&
  !choices.sizeRange.length;

/**
 * The list's conditions on a product `p` and its one matching kept facet row `f` (`oneRowPerProduct`): the row copies
 * the product's category and is at the variant's price (its own, else the product's: the price rule of `conditions`),
 * so the engine may narrow by the row's index alone (SQLite does) or by the product's (PostgreSQL, for some sorts).
 */
export function rowListConditions(deps: SearchDeps, choices: Choices): RawBuilder<SqlBool> {
  const product = { rows: [], product: priceConditions(choices, undefined, 'p'), varied: choices.variedPrices };
  return and([
    ...itemConditions(choices),
    byOwnPrice(product),
    ...itemConditions(choices, undefined, 'f'),
    ...rowConditions(deps, choices, [], sql.ref('f.is_sold')),
  ]);
}

/**
 * The size, colour, in-stock and price choices (all but `leave`'s): a product with one variant of a chosen size and a
 * chosen colour (in stock when asked) at a chosen price (its own, else the product's: Shopify's rule); a painting
 * only in stock (it has no size or colour), when asked, at a chosen price.
 */
function variantCondition(deps: SearchDeps, choices: Choices, leave?: string) {
  const size = leave === 'size' ? [] : choices.size;
  const color = leave === 'color' ? [] : choices.color;
  const inStock = leave === 'inStock' ? false : choices.inStock;
  const price = {
    rows: priceConditions(choices, leave, 'f'),
    product: priceConditions(choices, leave, 'p'),
    varied: choices.variedPrices,
  };
  if (size.length || color.length) return variantMatch(deps, size, color, inStock, price);
  if (!inStock && !price.rows.length) return TRUE;
  const painting = and([
    sql<SqlBool>`p.item_type = 'painting'`,
    inStock ? sql<SqlBool>`p.in_stock = 1` : TRUE,
    ...price.product,
  ]);
  return or([variantMatch(deps, [], [], inStock, price), painting]);
}

/**
 * The price choices (all but `leave`'s) on the row `alias`'s price: a painting's, a kept facet row's (a variant's own
 * price, else the product's); none when nothing narrows by price.
 */
export function priceConditions(choices: Choices, leave?: string, alias = 'p'): Expression<SqlBool>[] {
  const price = ref('price_cents', alias);
  return [
    ...(choices.minCents === null ? [] : [sql<SqlBool>`${price} >= ${choices.minCents}`]),
    ...(choices.maxCents === null ? [] : [sql<SqlBool>`${price} <= ${choices.maxCents}`]),
    ...(choices.price.length && leave !== 'price' ? [or(choices.price.map((p) => priceRange(p, alias)))] : []),
  ];
}

/** The price ranges' conditions (inclusive bounds; 'Over $150' has no top: `PRICE_FACET_RANGES`). */
export function priceRange(value: Exclude<PriceRange, 'all'>, alias = 'p'): RawBuilder<SqlBool> {
  const range = PRICE_FACET_RANGES.find((r) => r.value === value);
  if (!range) return FALSE;
  const price = ref('price_cents', alias);
  const top = range.max === null ? sql`` : sql` and ${price} <= ${toCents(range.max)}`;
  return sql<SqlBool>`(${price} >= ${toCents(range.min)}${top})`;
}

/**
 * The item-level facets' conditions on `p` (all but `leave`), without size, colour, stock and price:
 * `variantCondition`. On a kept facet row (`alias` 'f') only category and price apply: a product has no medium, kind
 * or size range, so the facets count no product while one of those is chosen (`paintingOnly`).
 */
export function itemConditions(choices: Choices, leave?: string, alias = 'p'): Expression<SqlBool>[] {
  const parts: Expression<SqlBool>[] = [];
  const { categoryIds } = choices;
  if (categoryIds && leave !== 'category') {
    parts.push(categoryIds.length ? sql<SqlBool>`${ref('category_id', alias)} in (${sql.join(categoryIds)})` : FALSE);
  }
  if (alias !== 'p') return [...parts, ...priceConditions(choices, leave, alias)];
  if (choices.medium.length && leave !== 'medium')
    parts.push(sql<SqlBool>`${ref('medium')} in (${sql.join(choices.medium)})`);
  if (choices.kind.length && leave !== 'kind') {
    const originals = choices.kind.map((kind) => (kind === 'original' ? 1 : 0));
    parts.push(sql<SqlBool>`${ref('is_original')} in (${sql.join(originals)})`);
  }
  if (choices.sizeRange.length && leave !== 'sizeRange') {
    parts.push(or(choices.sizeRange.map((range) => sql<SqlBool>`${ref(`size_${range}`)} = 1`)));
  }
  return parts;
}

/** Every facet's condition but `leave`'s: the list itself when nothing is left out. */
export function conditions(deps: SearchDeps, choices: Choices, leave?: string): RawBuilder<SqlBool> {
  return and([...itemConditions(choices, leave), variantCondition(deps, choices, leave)]);
}
