import { type Kysely, sql } from 'kysely';

/**
 * Issue 39, item 4: categories and collections hold paintings too. A painting takes a category and a collection as
 * a product does (by name at the API; a deleted category or collection leaves it in none). Indexed as the
 * products' lists are (`2026-11-24T02-20-list-indexes`): a category's or collection's paintings, newest first.
 */
const GROUPS = [
  { column: 'category_id', table: 'category', index: 'painting_category_newest' },
  { column: 'collection_id', table: 'collection', index: 'painting_collection_newest' },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const { column, table, index } of GROUPS) {
    await db.schema
      .alterTable('painting')
      .addColumn(column, 'integer', (col) => col.references(`${table}.id`).onDelete('set null'))
      .execute();
    await db.schema
      .createIndex(index)
      .on('painting')
      .columns([column, 'created_at', 'id'])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const { column, index } of GROUPS) {
    await db.schema.dropIndex(index).execute();
    await db.schema.alterTable('painting').dropColumn(column).execute();
  }
}
