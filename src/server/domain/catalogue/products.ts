import { type Expression, type SqlBool, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { toCents } from '../../../shared/money.js';
import {
  categoryList,
  PRICE_RANGES,
  type PriceRange,
  type Product,
  type ProductList,
  type ProductListing,
  type ProductPage,
  type SortOption,
  slugify,
} from '../../../shared/schemas/catalogue.js';
import { currencyRulesOf } from '../../../shared/settings.js';
import { type ProductRow, toProduct } from '../../db/catalogue-mappers.js';
import { inIdOrder } from '../../db/paged.js';
import { type Deps, isoNow } from '../../deps.js';
import { getSettings } from '../settings.js';
import { availableUnits } from '../stock/availability.js';
import { inLocale, type Localized, localize, textsOf, translating } from '../translations.js';
import { keptBestSellers } from './best-sellers.js';
import { frenchGroupId } from './groups.js';
import { imagesOf, photosOf, swatchesFor, swatchesOf } from './item-images.js';
import { listColumn, type OrderKey, pageOf } from './paging.js';
import { ratingsOf } from './ratings.js';
import { type Audience, releaseFilter, unreleased, upcomingColumn } from './release.js';
import { hasKeptRow, PRICED_ROW, variantsOf } from './variants.js';

type CatalogueDeps = Pick<Deps, 'db' | 'clock'> & Localized;

/**
 * Product rows as the API shows them, each with its variants, photos and swatches (one query each for all), in the
 * asker's language.
 */
export async function toProducts(deps: CatalogueDeps, rows: ProductRow[]): Promise<Product[]> {
  const rules = currencyRulesOf(await getSettings(deps));
  const ids = rows.map((r) => r.id);
  const variants = await variantsOf(deps, ids, rules);
  const [images, swatches] = [await imagesOf(deps.db, 'product', ids), await swatchesOf(deps.db, ids)];
  const products = await localizedProducts(
    deps,
    rows.map((row) => toProduct(row, variants.get(row.id)?.variants ?? [], rules)),
  );
  return products.map((p) => ({
    ...p,
    images: photosOf(images.get(p.id), { cover: p.imageUrl, name: p.name, colors: p.colors }),
    colorSwatches: swatchesFor(swatches.get(p.id), p.colors),
  }));
}

/** Products in the asker's language: their name and description, and their category's and collection's names. */
async function localizedProducts(deps: CatalogueDeps, products: Product[]): Promise<Product[]> {
  if (!translating(deps) || products.length === 0) return products;
  const own = await localize(deps, 'product', products, (p) => p.id);
  const ids = (pick: (p: Product) => number | null) => own.flatMap((p) => pick(p) ?? []);
  const categories = await textsOf(
    deps.db,
    'category',
    deps.locale,
    ids((p) => p.categoryId),
  );
  const collections = await textsOf(
    deps.db,
    'collection',
    deps.locale,
    ids((p) => p.collectionId),
  );
  return own.map((p) => ({
    ...p,
    category: p.category === null ? null : inLocale(p.category, categories.get(String(p.categoryId)), 'name'),
    collection: p.collection === null ? null : inLocale(p.collection, collections.get(String(p.collectionId)), 'name'),
  }));
}

/**
 * The products a read may see, with every column the API shows. `audience` applies the release rule
 * (`release.ts`): by default only released products, so every storefront list built on this inherits it;
 * `'page'` also an announced upcoming one, `'any'` (the admin) everything.
 */
export function productQuery({ db, clock }: CatalogueDeps, audience: Audience = 'listed') {
  const now = isoNow(clock);
  return listedProducts({ db, clock }, audience)
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .leftJoin('collection as co', 'co.id', 'p.collection_id')
    .leftJoin('inventory_item as ii', (join) =>
      join.onRef('ii.product_id', '=', 'p.id').on('ii.variant_id', 'is', null),
    )
    .leftJoin(ratingsOf(db, 'product'), 'rv.item_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.price_cents',
      'p.cad_price_cents',
      'p.image_url',
      'p.category_id',
      'c.name as category_name',
      'p.collection_id',
      'co.name as collection_name',
      'p.is_featured',
      'p.is_new',
      'p.final_sale',
      'p.colors',
      'p.sizes',
      'p.shipping_price_cents',
      'p.tax_category',
      'p.mark_sold_after_purchase',
      'p.is_sold',
      'p.stock_per_variant',
      'p.created_at',
      'p.publish_at',
      'p.announce',
      upcomingColumn('p', now).as('upcoming'),
      availableUnits('ii', now).as('available'),
      'rv.rating_average',
      'rv.rating_count',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

/**
 * The products a read of `audience` may see (live, and the release rule), as `product as p` with no column chosen
 * and no join: `productQuery` adds the API's columns, the facets (`facets.ts`) only the few they count by.
 */
export function listedProducts({ db, clock }: Pick<Deps, 'db' | 'clock'>, audience: Audience = 'listed') {
  const shown = releaseFilter(audience, 'p', isoNow(clock));
  return db
    .selectFrom('product as p')
    .where('p.deleted_at', 'is', null)
    .$if(shown !== undefined, (q) => q.where(shown as Expression<SqlBool>));
}

/**
 * Whether the product `p` is in a list: new arrivals, featured, best sellers (`ranked`'s ids) or all (every one).
 * `alias` and `id` name another row with the product's columns (the kept facet rows: `f`, `f.product_id`).
 */
export function listCondition(
  filter: ProductList,
  ranked: number[],
  alias = 'p',
  id = `${alias}.id`,
): Expression<SqlBool> {
  if (filter === 'new-arrivals') return sql<SqlBool>`${sql.ref(`${alias}.is_new`)} = 1`;
  if (filter === 'featured') return sql<SqlBool>`${sql.ref(`${alias}.is_featured`)} = 1`;
  // The most sold products (the shop's one best-seller rule: net of refunds); the featured ones while nothing has sold.
  if (filter === 'best-sellers') {
    return ranked.length
      ? sql<SqlBool>`${sql.ref(id)} in (${sql.join(ranked)})`
      : sql<SqlBool>`${sql.ref(`${alias}.is_featured`)} = 1`;
  }
  return sql<SqlBool>`1 = 1`;
}

/** The list's products as a query on the base: new arrivals, featured, best sellers (`ranked`'s ids) or all. */
function listQuery(deps: CatalogueDeps, filter: ProductList, ranked: number[], audience: Audience = 'listed') {
  const query = productQuery(deps, audience);
  return filter === 'all' ? query : query.where(listCondition(filter, ranked));
}

/** The ids of the best sellers, most sold first (empty while nothing has sold). */
export async function bestSellerIds({ db }: CatalogueDeps, filter: ProductList): Promise<number[]> {
  if (filter !== 'best-sellers') return [];
  const ranked = await keptBestSellers(db, { by: 'units', limit: 12, itemType: 'product' });
  return ranked.map((r) => r.item_id as number);
}

/** Live (not deleted) products, newest first (best sellers: most sold first): all, new arrivals, featured, best sellers. */
/** A list of products: the storefront's (`'listed'`: released ones only), or the admin's (`'any'`: scheduled too). */
export async function listProducts(
  deps: CatalogueDeps,
  filter: ProductList,
  audience: Audience = 'listed',
  price?: PriceRange,
): Promise<Product[]> {
  const ranked = await bestSellerIds(deps, filter);
  const products = await toProducts(
    deps,
    await inRange(deps, listQuery(deps, filter, ranked, audience), price).execute(),
  );
  if (!ranked.length) return products;
  const rank = new Map(ranked.map((id, i) => [id, i]));
  return products.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/**
 * The products a category URL names ('jeans-pants', 'Jeans & Pants', 'jeans pants') as a query on the base:
 * 'all', 'new-arrivals' and 'best-sellers' are the lists of those names; an unknown category has none.
 */
async function categoryQuery(deps: CatalogueDeps, name: string) {
  const slug = slugify(name);
  const list = categoryList(slug);
  if (list) return listQuery(deps, list, await bestSellerIds(deps, list));
  return productQuery(deps).where('p.category_id', '=', (await categoryIdOf(deps, slug)) ?? null);
}

/** The category a URL's slug names (its English slug; in French its French name's too), if any. */
export async function categoryIdOf(deps: CatalogueDeps, slug: string): Promise<number | undefined> {
  const french = await frenchGroupId(deps, 'category', slug);
  if (french !== undefined) return french;
  return (await deps.db.selectFrom('category').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
}

/** The products of the collection a URL names (by name, case and punctuation aside), as a query on the base. */
async function collectionQuery(deps: CatalogueDeps, name: string) {
  return productQuery(deps).where('p.collection_id', '=', (await collectionIdOf(deps, name)) ?? null);
}

/** The collection a URL names (by name, case and punctuation aside; in French its French name too), if any. */
export async function collectionIdOf(deps: CatalogueDeps, name: string): Promise<number | undefined> {
  const slug = slugify(name);
  const collections = await deps.db.selectFrom('collection').select(['id', 'name']).execute();
  return collections.find((c) => slugify(c.name) === slug)?.id ?? (await frenchGroupId(deps, 'collection', slug));
}

/**
 * Every product of the category a URL names (the documented full array), of a price range when one is asked
 * (`?price=under-50`, at a variant's own price: `atPrice`).
 */
export async function productsByCategory(deps: CatalogueDeps, name: string, price?: PriceRange): Promise<Product[]> {
  const list = categoryList(slugify(name));
  if (list) return listProducts(deps, list, 'listed', price);
  return toProducts(deps, await inRange(deps, await categoryQuery(deps, name), price).execute());
}

/**
 * Every product of the collection a URL names (the documented full array), of a price range when one is asked;
 * an unknown collection has none.
 */
export async function productsByCollection(deps: CatalogueDeps, name: string, price?: PriceRange): Promise<Product[]> {
  return toProducts(deps, await inRange(deps, await collectionQuery(deps, name), price).execute());
}

const byName = sql`lower(${listColumn('name')})`;

/**
 * The product lists' orders (the category page's `?sort=`), each ending on the id so every page is stable. The
 * indexes of `2026-11-24T02-20-list-indexes` lead with these columns.
 */
export const PRODUCT_ORDERS: Record<SortOption, OrderKey[]> = {
  newest: [
    [listColumn('is_new'), 'desc'],
    [listColumn('created_at'), 'desc'],
    [listColumn('id'), 'desc'],
  ],
  'price-asc': [
    [listColumn('price_cents'), 'asc'],
    [byName, 'asc'],
    [listColumn('id'), 'asc'],
  ],
  'price-desc': [
    [listColumn('price_cents'), 'desc'],
    [byName, 'asc'],
    [listColumn('id'), 'asc'],
  ],
  alphabetical: [
    [byName, 'asc'],
    [listColumn('id'), 'asc'],
  ],
};

/**
 * Whether the product `p` costs a price of the range (inclusive bounds; 'all' stops at $1,000, as it always has) as
 * the catalogue's search filters it (`PRICED_ROW`): one of its variants at that price, the variant's own, else the
 * product's. A $42 tee whose L costs $60 is under $50 and between $50 and $100.
 */
function atPrice(deps: CatalogueDeps, price: PriceRange): Expression<SqlBool> {
  const range = PRICE_RANGES.find((candidate) => candidate.value === price) ?? PRICE_RANGES[0];
  return hasKeptRow(deps.db, sql.ref('p.id'), [
    PRICED_ROW,
    sql<SqlBool>`f.price_cents >= ${toCents(range.min)}`,
    sql<SqlBool>`f.price_cents <= ${toCents(range.max)}`,
  ]);
}

/** A list of products narrowed to a price range (`atPrice`), when one is asked. */
const inRange = (deps: CatalogueDeps, list: ReturnType<typeof productQuery>, price?: PriceRange) =>
  price ? list.where(atPrice(deps, price)) : list;

/** One page of a product list: its price range (inclusive bounds, in cents) and sort, worked out in SQL. */
async function productPage(
  deps: CatalogueDeps,
  list: ReturnType<typeof productQuery>,
  listing: ProductListing,
): Promise<ProductPage> {
  const priced = list.where(atPrice(deps, listing.price));
  const pageSize = listing.pageSize ?? (await getSettings(deps)).productsPerPage;
  return pageOf(deps.db, priced, PRODUCT_ORDERS[listing.sort], { page: listing.page, pageSize }, async (ids) =>
    ids.length ? toProducts(deps, await productQuery(deps).where('p.id', 'in', ids).execute()) : [],
  );
}

/** A page of the category a URL names (or of the all, new-arrivals and best-sellers lists). */
export async function categoryPage(deps: CatalogueDeps, input: ProductListing & { category: string }) {
  return productPage(deps, await categoryQuery(deps, input.category), input);
}

/** A page of the collection a URL names; an unknown collection has none. */
export async function collectionPage(deps: CatalogueDeps, input: ProductListing & { collection: string }) {
  return productPage(deps, await collectionQuery(deps, input.collection), input);
}

/**
 * One product's page: a released product, or an announced upcoming one (marked `upcoming`); anything else is
 * not found. The admin reads with `'any'`.
 */
export async function getProduct(deps: CatalogueDeps, id: number, audience: Audience = 'page'): Promise<Product> {
  const row = await productQuery(deps, audience).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  return (await toProducts(deps, [row]))[0] as Product;
}

/** The products of `ids`, in that order (a page the admin's list found, scheduled ones too); deleted ones are left out. */
export async function productsByIds(deps: CatalogueDeps, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await productQuery(deps, 'any').where('p.id', 'in', ids).execute();
  return inIdOrder(ids, await toProducts(deps, rows));
}

/** The admin's releases to come: the unreleased products, the soonest first. */
export async function unreleasedProducts(deps: CatalogueDeps): Promise<Product[]> {
  const rows = await productQuery(deps, 'any')
    .where(unreleased('p', isoNow(deps.clock)))
    .clearOrderBy()
    .orderBy('p.publish_at')
    .orderBy('p.id')
    .execute();
  return toProducts(deps, rows);
}
