import type { Kysely } from 'kysely';

/**
 * What the owner writes about an item (issue 38, item 3), as JSON text (null: nothing written): a product's
 * materials, fit, care and size chart (`ProductDetails`), a painting's framing, signature, certificate and shipping
 * notes (`PaintingDetails`), and a category's defaults (a `ProductDetails`) for its products that write none. The
 * shop invents no fact: a product with no details of its own and a category without defaults shows none.
 * The items' own rows carry it, so their triggers bump the catalogue version (page cache) on every change.
 */
const TABLES = ['product', 'painting', 'category'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('details', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('details').execute();
}
