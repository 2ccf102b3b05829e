import type { Expression, SqlBool } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { categoryList, type Product, type ProductList, slugify } from '../../../shared/schemas/catalogue.js';
import { type ProductRow, toProduct } from '../../db/catalogue-mappers.js';
import { type Deps, isoNow } from '../../deps.js';
import { availableUnits } from '../stock/availability.js';
import { rankBestSellers } from './best-sellers.js';
import { type Audience, scheduled, shownTo, upcomingColumn } from './published.js';
import { ratingsOf } from './ratings.js';
import { variantsOf } from './variants.js';

type CatalogueDeps = Pick<Deps, 'db' | 'clock'>;

/** Product rows as the API shows them, each with its variants (one query for all). */
async function toProducts(deps: CatalogueDeps, rows: ProductRow[]): Promise<Product[]> {
  const variants = await variantsOf(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toProduct(row, variants.get(row.id)?.variants ?? []));
}

/**
 * The products a read may see, with every column the API shows. `audience` applies the release rule
 * (`published.ts`): by default only released products, so every storefront list built on this inherits it;
 * `'page'` also an announced upcoming one, `'any'` (the admin) everything.
 */
export function productQuery({ db, clock }: CatalogueDeps, audience: Audience = 'listed') {
  const now = isoNow(clock);
  const shown = shownTo(audience, 'p', now);
  return db
    .selectFrom('product as p')
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
      'p.image_url',
      'p.category_id',
      'c.name as category_name',
      'p.collection_id',
      'co.name as collection_name',
      'p.is_featured',
      'p.is_new',
      'p.colors',
      'p.sizes',
      'p.shipping_price_cents',
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
    .where('p.deleted_at', 'is', null)
    .$if(shown !== undefined, (q) => q.where(shown as Expression<SqlBool>))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

/** Live (not deleted) products, newest first: all, the new arrivals, the featured ones or the best sellers. */
export async function listProducts(deps: CatalogueDeps, filter: ProductList): Promise<Product[]> {
  if (filter === 'best-sellers') return bestSellers(deps);
  let query = productQuery(deps);
  if (filter === 'new-arrivals') query = query.where('p.is_new', '=', 1);
  if (filter === 'featured') query = query.where('p.is_featured', '=', 1);
  return toProducts(deps, await query.execute());
}

/** The most sold products (the shop's one best-seller rule: net of refunds); the featured ones while nothing has sold. */
async function bestSellers(deps: CatalogueDeps): Promise<Product[]> {
  const ranked = await rankBestSellers(deps.db, { by: 'units', limit: 12, itemType: 'product' });
  if (ranked.length === 0) return listProducts(deps, 'featured');
  const rank = new Map(ranked.map((r, i) => [r.item_id, i]));
  const rows = await productQuery(deps)
    .where(
      'p.id',
      'in',
      ranked.map((r) => r.item_id as number),
    )
    .execute();
  return (await toProducts(deps, rows)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/**
 * Products of the category a URL names ('jeans-pants', 'Jeans & Pants', 'jeans pants'):
 * 'all', 'new-arrivals' and 'best-sellers' are the lists of those names; an unknown category has none.
 */
export async function productsByCategory(deps: CatalogueDeps, name: string): Promise<Product[]> {
  const slug = slugify(name);
  const list = categoryList(slug);
  if (list) return listProducts(deps, list);
  const rows = await productQuery(deps).where('c.slug', '=', slug).execute();
  return toProducts(deps, rows);
}

/** Products of the collection a URL names (by name, case and punctuation aside); an unknown collection has none. */
export async function productsByCollection(deps: CatalogueDeps, name: string): Promise<Product[]> {
  const slug = slugify(name);
  const collections = await deps.db.selectFrom('collection').select(['id', 'name']).execute();
  const match = collections.find((c) => slugify(c.name) === slug);
  if (!match) return [];
  const rows = await productQuery(deps).where('p.collection_id', '=', match.id).execute();
  return toProducts(deps, rows);
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

/** The admin's releases to come: products scheduled after now, the soonest first. */
export async function scheduledProducts(deps: CatalogueDeps): Promise<Product[]> {
  const rows = await productQuery(deps, 'any')
    .where(scheduled('p', isoNow(deps.clock)))
    .clearOrderBy()
    .orderBy('p.publish_at')
    .orderBy('p.id')
    .execute();
  return toProducts(deps, rows);
}
