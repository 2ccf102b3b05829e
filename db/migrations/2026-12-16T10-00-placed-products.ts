import { type Kysely, sql } from 'kysely';

/**
 * Issue 39: the products an owner placed in their category or collection (the admin's picker: `category_position`,
 * `collection_position`), few or none. A category's or collection's page lists its placed products first
 * (`domain/catalogue/facets.ts`, `orderOf`); where none is placed that order is the newest alone, which a filtered
 * list reads off `product_category_newest` / `product_collection_newest` and stops at the page's end. These partial
 * indexes (live placed products only) answer "is any placed?" with one probe; no other write touches them.
 */
const INDEXES = [
  { name: 'product_category_placed', group: 'category_id', position: 'category_position' },
  { name: 'product_collection_placed', group: 'collection_id', position: 'collection_position' },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, group, position } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on('product')
      .column(group)
      .where(sql<boolean>`${sql.ref(position)} is not null and deleted_at is null`)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
