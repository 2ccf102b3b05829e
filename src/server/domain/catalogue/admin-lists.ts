import { type RawBuilder, sql } from 'kysely';
import type { AdminPainting, AdminProduct } from '../../../shared/schemas/admin-catalogue.js';
import type { AdminPaintingListInput, AdminProductListInput } from '../../../shared/schemas/admin-lists.js';
import type { Page } from '../../../shared/schemas/paging.js';
import { containsText } from '../../db/contains-text.js';
import { paged } from '../../db/paged.js';
import type { Deps } from '../../deps.js';
import { withTranslations } from '../translations.js';
import { withOwnProductDetails, withPaintingDetails } from './item-details.js';
import { paintingsByIds } from './paintings.js';
import { productsByIds } from './products.js';

type ListDeps = Pick<Deps, 'db' | 'clock'>;

/** Units on hand of a product: its shared stock record's, or with stock per variant the sum of its variants'. */
const productStock = sql<number>`(select coalesce(sum(s.quantity), 0) from inventory_item s
  where s.product_id = p.id and s.archived_at is null
  and (case when s.variant_id is null then 0 else 1 end) = p.stock_per_variant)`;

/** A product's category and collection names, as subqueries: no join, so the page's count reads the product index. */
const categoryName = sql<string>`(select c.name from category c where c.id = p.category_id)`;
const collectionName = sql<string>`(select co.name from collection co where co.id = p.collection_id)`;

const PRODUCT_SORTS: Record<AdminProductListInput['sort'], RawBuilder<unknown>> = {
  name: sql`lower(p.name)`,
  category: sql`coalesce(lower(${categoryName}), '')`,
  collection: sql`coalesce(lower(${collectionName}), '')`,
  price: sql`p.price_cents`,
  stock: productStock,
};

/**
 * The admin's products, a page at a time: searched by name, category, collection and colour, sorted by any
 * column (by name unless told), in SQL; the page's products are then loaded whole (variants, stock) for the
 * edit dialog.
 */
export async function adminProducts(deps: ListDeps, input: AdminProductListInput): Promise<Page<AdminProduct>> {
  let query = deps.db.selectFrom('product as p').select('p.id').where('p.deleted_at', 'is', null);
  const q = input.q;
  if (q) {
    query = query.where(({ or }) =>
      or([
        containsText('p.name', q),
        containsText(categoryName, q),
        containsText(collectionName, q),
        containsText('p.colors', q),
      ]),
    );
  }
  const sorted = query.orderBy(PRODUCT_SORTS[input.sort], input.direction ?? 'asc').orderBy('p.id');
  const page = await paged(sorted, input);
  const ids = page.items.map((r) => r.id);
  const products = await withOwnProductDetails(deps.db, await productsByIds(deps, ids));
  return { ...page, items: await withTranslations(deps.db, 'product', products, (p) => p.id) };
}

const PAINTING_SORTS: Record<AdminPaintingListInput['sort'], RawBuilder<unknown>> = {
  title: sql`lower(p.title)`,
  medium: sql`lower(p.medium)`,
  year: sql`coalesce(p.year, 0)`,
  price: sql`p.price_cents`,
  /** In stock, out of stock, sold (the Status column's order). */
  status: sql`case when p.is_sold = 1 then 2 when p.in_stock = 1 then 0 else 1 end`,
};

/** The admin's paintings, a page at a time: searched by title, medium, artist and tag, sorted by any column. */
export async function adminPaintings(deps: ListDeps, input: AdminPaintingListInput): Promise<Page<AdminPainting>> {
  let query = deps.db.selectFrom('painting as p').select('p.id').where('p.deleted_at', 'is', null);
  const q = input.q;
  if (q) {
    query = query.where(({ or }) =>
      or([
        containsText('p.title', q),
        containsText('p.medium', q),
        containsText('p.artist_name', q),
        containsText('p.tags', q),
      ]),
    );
  }
  const sorted = query.orderBy(PAINTING_SORTS[input.sort], input.direction ?? 'asc').orderBy('p.id');
  const page = await paged(sorted, input);
  return {
    ...page,
    items: await withTranslations(
      deps.db,
      'painting',
      await withPaintingDetails(
        deps.db,
        await paintingsByIds(
          deps,
          page.items.map((r) => r.id),
        ),
      ),
      (p) => p.id,
    ),
  };
}
