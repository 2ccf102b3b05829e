import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { categoryList, PRICE_RANGES, slugify } from '../../../shared/schemas/catalogue.js';
import {
  type CatalogueSearch,
  type CatalogueSearchInput,
  type FacetOption,
  PAINTING_KINDS,
  PAINTING_SIZE_RANGES,
  PRICE_FACET_VALUES,
  type SearchItem,
} from '../../../shared/schemas/catalogue-search.js';
import { keptAnswers } from '../../db/catalogue-cache.js';
import { getSettings } from '../settings.js';
import { translating } from '../translations.js';
import { type Counted, countsOf, flagsOf, type ProductColumn, productCounts } from './facet-counts.js';
import {
  type Choices,
  choicesOf,
  conditions,
  holdsPaintings,
  itemsOf,
  oneRowPerProduct,
  priceRange,
  productRowsOf,
  rowListConditions,
  type SearchDeps,
} from './facet-items.js';
import { listCategories } from './groups.js';
import { listColumn, type OrderKey, pageOf } from './paging.js';
import { paintingQuery, toPaintings } from './paintings.js';
import { PRODUCT_ORDERS, productQuery, toProducts } from './products.js';

/**
 * Issue 39: the catalogue narrowed by facets, with every facet's counts, worked out in SQL on both engines
 * (`catalogue.search`, `GET /api/catalogue/search`, and the storefront's list pages).
 *
 * - The items: products and paintings (`facet-items.ts`), unless a category list ('all', 'new-arrivals': products,
 *   as those pages always listed), a collection or `type` narrows them. Released, live items only (the lists'
 *   base queries, `listedProducts` / `listedPaintings`).
 * - Several values of one facet are OR, facets together AND. A product has a size and a colour only in one variant
 *   having both (in stock, with `inStock`: `keptInStock` over the kept `facet_row`); a painting has neither, and
 *   medium, kind and size range only paintings have.
 * - Each option's count is what the list would hold with that option added to the OTHER facets' choices (its own
 *   facet's choices ignored, as Shopify counts). A facet lists the options that would leave an item, and the
 *   chosen ones (0 when they leave none).
 * - `minPrice` / `maxPrice` (dollars, inclusive) and `q` (the search's words) narrow before any facet.
 * - Sorted and paged as the product lists (`PRODUCT_ORDERS`, `pageOf`), so `category=<slug>` pages exactly as that
 *   category's page (whose 'All Prices' stops at $1,000; a search has no such bound).
 */
export async function catalogueSearch(deps: SearchDeps, input: CatalogueSearchInput): Promise<CatalogueSearch> {
  const kept = keptAnswers<CatalogueSearch>(deps, 'catalogue-search', 'catalogue', KEPT_ANSWERS);
  // Kept per language (a French answer names the items and options in French) and per question.
  const key = `${translating(deps) ? deps.locale : ''} ${JSON.stringify(input)}`;
  return kept ? kept.remember(key, () => searchNow(deps, input)) : searchNow(deps, input);
}

/**
 * Answers kept per catalogue version (`db/catalogue-version.ts`: any catalogue or settings write, stock included, a
 * hold expiring, a release reached), the most recently asked few hundred, whichever transport asks (tRPC, REST, the
 * server's renders of the list pages): a page's facets are counted once per catalogue change, not once per render.
 */
const KEPT_ANSWERS = 300;

/**
 * Each facet's counts (and the list's total) kept on their own, per catalogue version as the answers are, by what
 * they depend on: the search's filters less the page, the sort and the facet's own choice (its count ignores it).
 * Filter sets that differ only in a facet's own choice count that facet once: of the scale bench's 24 filter sets of
 * one category (3 sizes × 2 colours × 4 prices), the size facet is counted 8 times, colour 12, price 6.
 */
const KEPT_COUNTS = 1_000;

/** The kept counts of the size and colour pairs (`productCounts.pairs`), keyed by the filters less both choices. */
const PAIRS = 'size+color';

/** The facets' own choices, by facet: what a facet's kept counts are not keyed by (the pairs: both). */
const OWN_CHOICE: Record<string, (keyof CatalogueSearchInput)[]> = {
  size: ['size'],
  color: ['color'],
  [PAIRS]: ['size', 'color'],
  price: ['price'],
  medium: ['medium'],
  kind: ['kind'],
  sizeRange: ['sizeRange'],
};

function keptCounts<T extends object>(
  deps: SearchDeps,
  input: CatalogueSearchInput,
  facet: string,
  count: () => Promise<T>,
): Promise<T> {
  const kept = keptAnswers<T>(deps, 'catalogue-facet-counts', 'catalogue', KEPT_COUNTS);
  if (!kept) return count();
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = input;
  for (const own of OWN_CHOICE[facet] ?? []) delete (filters as Partial<CatalogueSearchInput>)[own];
  // The category facet ignores the chosen categories, not the lists a category URL names (its scope: 'new-arrivals').
  if (facet === 'category') filters.category = filters.category.filter((name) => categoryList(slugify(name)));
  const key = `${translating(deps) ? deps.locale : ''} ${facet} ${JSON.stringify(filters)}`;
  return kept.remember(key, count);
}

async function searchNow(deps: SearchDeps, input: CatalogueSearchInput): Promise<CatalogueSearch> {
  const choices = await choicesOf(deps, input);
  // Each facet's counts are kept apart from the page and the sort (`keptCounts`): another page or sort of the same
  // list counts nothing again.
  const { facets, total } = await facetsOf(deps, input, choices);
  // A size or colour chosen leaves no painting in the list (`facetsOf`): its products alone are walked.
  const productsOnly = paintingsOutOf(input, choices);
  const items = await itemsOf(deps, input, choices, productsOnly ? 'product' : undefined);
  const pageSize = input.pageSize ?? (await getSettings(deps)).productsPerPage;
  const order = await orderOf(deps, input, choices, productsOnly);
  // One size and one colour: the products joined to their one matching facet row (`oneRowPerProduct`), unless a
  // product index walks the order to the page's end (by price; newest, no product placed).
  const walked = input.sort !== 'alphabetical' && order === PRODUCT_ORDERS[input.sort];
  const list =
    oneRowPerProduct(choices) && !walked
      ? items
          .innerJoin('facet_row as f', 'f.product_id', 'p.item_id')
          .selectAll('p')
          .where(rowListConditions(deps, choices))
      : items.selectAll().where(conditions(deps, choices));
  const page = await pageOf(deps.db, list, order, { page: input.page, pageSize, total }, (keys) =>
    loadItems(deps, keys),
  );
  return { ...page, items: page.items.map((keyed) => keyed.item), facets };
}

/**
 * The list's order: the sort asked for; on one category's or a collection's page, the default ('newest') is the
 * owner's order first (the admin's picker, `admin-group-items.ts`: placed items by place), then the others newest
 * first. Other sorts, and the lists ('all', 'new-arrivals'), are as they were. A list of products of which the
 * owner placed none is in the newest order alone (the same order), which its index walks (`placedProducts`).
 */
async function orderOf(
  deps: SearchDeps,
  input: CatalogueSearchInput,
  choices: Choices,
  productsOnly: boolean,
): Promise<readonly OrderKey[]> {
  const order = PRODUCT_ORDERS[input.sort];
  if (input.sort !== 'newest') return order;
  const oneCategory = input.category.length === 1 && !categoryList(slugify(input.category[0] ?? ''));
  const column = input.collection !== undefined ? 'collection_position' : oneCategory ? 'category_position' : null;
  if (!column || (productsOnly && !(await placedProducts(deps, choices, column)))) return order;
  return [
    [sql`case when ${listColumn(column)} is null then 1 else 0 end`, 'asc'],
    [listColumn(column), 'asc'],
    ...order,
  ];
}

/**
 * Whether the owner placed a live product of the list's collection (`collection_position`) or category: one probe of
 * `product_collection_placed` / `product_category_placed` (migration 2026-12-16T10-00-placed-products).
 */
async function placedProducts(
  deps: SearchDeps,
  choices: Choices,
  column: 'category_position' | 'collection_position',
): Promise<boolean> {
  const [group, id] =
    column === 'collection_position'
      ? (['collection_id', choices.collectionId] as const)
      : (['category_id', choices.categoryIds?.[0]] as const);
  if (id === undefined || id === null) return false;
  const row = await deps.db
    .selectFrom('product')
    .select('id')
    .where(group, '=', id)
    .where(column, 'is not', null)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The items of the page's keys (a product's id, a painting's negated), in the API's shape. */
async function loadItems(deps: SearchDeps, keys: number[]): Promise<{ id: number; item: SearchItem }[]> {
  const productIds = keys.filter((key) => key > 0);
  const paintingIds = keys.filter((key) => key < 0).map((key) => -key);
  const products = productIds.length
    ? await toProducts(deps, await productQuery(deps).where('p.id', 'in', productIds).execute())
    : [];
  const paintings = paintingIds.length
    ? await toPaintings(deps, await paintingQuery(deps).where('p.id', 'in', paintingIds).execute())
    : [];
  return [
    ...products.map((p) => ({ id: p.id, item: { ...p, itemType: 'product' as const } })),
    ...paintings.map((p) => ({ id: -p.id, item: { ...p, itemType: 'painting' as const } })),
  ];
}

/** Options in `order`, with their counts; the chosen ones kept at 0. */
function options(counted: Map<string, number>, chosen: string[], label = (value: string) => value): FacetOption[] {
  const values = new Set([...counted.keys(), ...chosen]);
  return [...values].map((value) => ({ value, label: label(value), count: counted.get(value) ?? 0 }));
}

/** A painting has no size or colour: one chosen leaves none; nor does a scope of products. */
const paintingsOutOf = (input: CatalogueSearchInput, choices: Choices) =>
  choices.size.length > 0 || choices.color.length > 0 || !holdsPaintings(input);

/** Two counts of the same options added (the products' and the paintings'). */
const added = (a: Map<string, number>, b: Map<string, number>) =>
  new Map([...new Set([...a.keys(), ...b.keys()])].map((value) => [value, (a.get(value) ?? 0) + (b.get(value) ?? 0)]));

/**
 * Every facet's options and counts, how many would be left in stock, and how many the list holds: the products'
 * share counted over their kept facet rows alone (`facet-counts.ts`), the paintings' over the paintings.
 */
async function facetsOf(
  deps: SearchDeps,
  input: CatalogueSearchInput,
  choices: Choices,
): Promise<{ facets: CatalogueSearch['facets']; total: number }> {
  // A painting has no size or colour and a product no medium, kind or size range: with one of a kind's own facets
  // chosen, that kind counts nothing in any facet, so it is not asked (a category page filtered by size counts no
  // painting); nor is a kind the search's scope leaves out.
  const paintingsOut = paintingsOutOf(input, choices);
  const productsOut =
    choices.medium.length > 0 || choices.kind.length > 0 || choices.sizeRange.length > 0 || input.type === 'painting';
  const none = new Map<string, number>();
  const paintings = paintingsOut ? null : await itemsOf(deps, input, choices, 'painting');
  const products = productsOut ? null : productCounts(deps, await productRowsOf(deps, input, choices), choices);
  const grouped = async (facet: string, column: RawBuilder<unknown>) =>
    paintings
      ? countsOf(
          (await paintings
            .select([column.as('value'), sql<number>`count(*)`.as('n')])
            .where(conditions(deps, choices, facet))
            .groupBy(column)
            .execute()) as Counted[],
        )
      : none;
  const flags = async (facet: string, cases: [string, RawBuilder<SqlBool>][]) => {
    if (!paintings) return none;
    const row = (await paintings
      .select(cases.map(([value, when]) => sql<number>`sum(case when ${when} then 1 else 0 end)`.as(`f_${value}`)))
      .where(conditions(deps, choices, facet))
      .executeTakeFirst()) as Record<string, number | string | null> | undefined;
    return flagsOf(row, cases);
  };
  // The list's total with the choices of `asked` (the same filters, or in stock only): kept by those filters.
  const counted = async (asked: Choices) => {
    const { n } = await keptCounts(deps, { ...input, inStock: asked.inStock }, 'total', async () => {
      const row = paintings
        ? await paintings.select(sql<number>`count(*)`.as('n')).where(conditions(deps, asked)).executeTakeFirst()
        : undefined;
      return { n: Number(row?.n ?? 0) + (products ? await products.count(asked) : 0) };
    });
    return n;
  };
  const categories = await listCategories(deps, { counted: false });
  const categoryCounts = await keptCounts(deps, input, 'category', async () =>
    added(
      await grouped('category', sql`p.category_id`),
      products ? await products.grouped('category', 'category_id') : none,
    ),
  );
  const category = categories
    .filter((c) => categoryCounts.has(String(c.id)) || choices.categoryIds?.includes(c.id))
    .map((c) => ({ value: c.slug, label: c.name, count: categoryCounts.get(String(c.id)) ?? 0 }));
  const price = await keptCounts(deps, input, 'price', async () =>
    added(
      await flags(
        'price',
        PRICE_FACET_VALUES.map((value) => [value, priceRange(value)]),
      ),
      products
        ? await products.flags(
            'price',
            PRICE_FACET_VALUES.map((value) => [value, priceRange(value, 'f')]),
          )
        : none,
    ),
  );
  const sizeRange = await keptCounts(deps, input, 'sizeRange', () =>
    flags(
      'sizeRange',
      PAINTING_SIZE_RANGES.map(({ value }) => [value, sql<SqlBool>`${sql.ref(`p.size_${value}`)} = 1`]),
    ),
  );
  const kind = await keptCounts(deps, input, 'kind', () =>
    grouped('kind', sql`case p.is_original when 1 then 'original' when 0 then 'print' end`),
  );
  const medium = await keptCounts(deps, input, 'medium', () => grouped('medium', sql`p.medium`));
  const productFacet = (facet: ProductColumn) =>
    keptCounts(deps, input, facet, async () => (products ? products.grouped(facet, facet) : none));
  // With one colour chosen the size facet is the size and colour pairs' counts of that colour, and with one size the
  // colour facet those of that size: the pairs are counted once (kept) for every such choice of the other filters.
  let counting: Promise<Map<string, Map<string, number>>> | undefined;
  const pairs = () => {
    counting ??= keptCounts(deps, input, PAIRS, async () => (products ? products.pairs() : new Map()));
    return counting;
  };
  const [size] = choices.size.length === 1 ? choices.size : [];
  const [color] = choices.color.length === 1 ? choices.color : [];
  const sizes = color === undefined ? await productFacet('size') : sizesOf(await pairs(), color);
  const colors = size === undefined ? await productFacet('color') : ((await pairs()).get(size) ?? none);
  const total =
    totalOfOneChoice([
      [choices.size, sizes],
      [choices.color, colors],
      [choices.price, price],
      [(choices.categoryIds ?? []).map(String), categoryCounts],
      [choices.medium, medium],
      [choices.kind, kind],
      [choices.sizeRange, sizeRange],
    ]) ?? (await counted(choices));
  const inStock = choices.inStock ? total : await counted({ ...choices, inStock: true });
  const facets = {
    size: sizeOptions(sizes, choices.size),
    color: options(colors, choices.color).sort(byValue),
    category,
    price: PRICE_FACET_VALUES.filter((v) => (price.get(v) ?? 0) > 0 || choices.price.includes(v)).map((v) => ({
      value: v,
      label: PRICE_RANGES.find((r) => r.value === v)?.label ?? v,
      count: price.get(v) ?? 0,
    })),
    medium: options(medium, choices.medium).sort(byValue),
    kind: PAINTING_KINDS.filter((v) => kind.has(v) || choices.kind.includes(v)).map((v) => ({
      value: v,
      label: v === 'original' ? 'Original' : 'Print',
      count: kind.get(v) ?? 0,
    })),
    sizeRange: PAINTING_SIZE_RANGES.filter(
      ({ value }) => (sizeRange.get(value) ?? 0) > 0 || choices.sizeRange.includes(value),
    ).map(({ value }) => ({ value, label: SIZE_RANGE_LABELS[value], count: sizeRange.get(value) ?? 0 })),
    inStock,
  };
  return { facets, total };
}

/**
 * The list's total read from a facet with one value chosen: that value's count is what the list holds with it added
 * to the other facets' choices (`facetsOf`), which is the list itself; no statement counts it again. Not with several
 * values of every facet chosen (an item may match two of them) nor with none (undefined: the caller counts).
 */
function totalOfOneChoice(facets: [readonly string[], Map<string, number>][]): number | undefined {
  const [chosen, counts] = facets.find(([values]) => values.length === 1) ?? [];
  return chosen && counts ? (counts.get(chosen[0] as string) ?? 0) : undefined;
}

/** The sizes' counts of one colour, from the size and colour pairs' counts (by size, then colour). */
function sizesOf(pairs: Map<string, Map<string, number>>, color: string): Map<string, number> {
  return new Map([...pairs].flatMap(([size, colors]) => (colors.has(color) ? [[size, colors.get(color) ?? 0]] : [])));
}

const SIZE_RANGE_LABELS = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

const byValue = (a: FacetOption, b: FacetOption) => a.value.localeCompare(b.value);

/** Clothing sizes in the order a shopper reads them; any other size after them, numbers by value, then by name. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', 'OS', 'ONE SIZE'];

function sizeOptions(counted: Map<string, number>, chosen: string[]): FacetOption[] {
  const rank = (size: string) => {
    const at = SIZE_ORDER.indexOf(size.toUpperCase());
    return at >= 0 ? at : SIZE_ORDER.length;
  };
  return options(counted, chosen).sort((a, b) => {
    const byRank = rank(a.value) - rank(b.value);
    if (byRank !== 0) return byRank;
    const [x, y] = [Number(a.value), Number(b.value)];
    if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
    return a.value.localeCompare(b.value);
  });
}
