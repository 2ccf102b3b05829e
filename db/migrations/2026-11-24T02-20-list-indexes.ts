import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the storefront lists paged in SQL (`domain/catalogue/paging.ts`): each list is the live products
 * (or paintings) of a category, a collection or the whole shop, in one of the category page's orders. An index
 * leading with the list's filter and then its order lets the page's ids be read off the index in order, stopping
 * at the page's end, and the list's count be made from the index alone. Partial (live rows only), as the lists
 * read them: `deleted_at is null` is in every list's query.
 */
const INDEXES: { name: string; table: 'product' | 'painting'; columns: string[] }[] = [
  // Newest (new items first, then most recent) and by price, over the whole shop, a category and a collection.
  { name: 'product_listed_newest', table: 'product', columns: ['is_new', 'created_at', 'id'] },
  { name: 'product_listed_price', table: 'product', columns: ['price_cents', 'id'] },
  { name: 'product_category_newest', table: 'product', columns: ['category_id', 'is_new', 'created_at', 'id'] },
  { name: 'product_category_price', table: 'product', columns: ['category_id', 'price_cents', 'id'] },
  { name: 'product_collection_newest', table: 'product', columns: ['collection_id', 'is_new', 'created_at', 'id'] },
  { name: 'product_collection_price', table: 'product', columns: ['collection_id', 'price_cents', 'id'] },
  // The gallery: all paintings, or originals or prints, newest first.
  { name: 'painting_listed_newest', table: 'painting', columns: ['created_at', 'id'] },
  { name: 'painting_kind_newest', table: 'painting', columns: ['is_original', 'created_at', 'id'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, columns } of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  }
  // Alphabetical: the name as the list sorts it (case aside).
  await db.schema
    .createIndex('product_listed_name')
    .on('product')
    .expression(sql`lower(name)`)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of [...INDEXES, { name: 'product_listed_name' }]) await db.schema.dropIndex(name).execute();
}
