import type { Kysely } from 'kysely';

/**
 * Issue 39, item 4: the owner orders what a category and a collection hold (the admin's picker). A product's and a
 * painting's place in its category and in its collection (0 first; null: not placed, after the placed ones, newest
 * first). The default order of that category's or collection's page follows it (`domain/catalogue/facets.ts`).
 */
const COLUMNS = ['category_position', 'collection_position'] as const;
const TABLES = ['product', 'painting'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.schema.alterTable(table).addColumn(column, 'integer').execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
