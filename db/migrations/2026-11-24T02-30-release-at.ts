import type { Kysely } from 'kysely';

/**
 * A release ("drop"): `publish_at` (ISO-8601 UTC text, null: on sale as soon as it exists) on products and
 * paintings; before it the storefront does not show the item (`domain/catalogue/published.ts`). `announce` (0/1):
 * the owner lets the item's own page be shared in advance, with a countdown instead of Add to Cart.
 * The partial indexes keep the catalogue version's "how many releases have passed" (db/catalogue-version.ts),
 * read on every cached answer, to the few scheduled rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['product', 'painting']) {
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('announce', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex(`${table}_publish_at`)
      .on(table)
      .column('publish_at')
      .where('publish_at', 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product', 'painting']) {
    await db.schema.dropIndex(`${table}_publish_at`).execute();
    await db.schema.alterTable(table).dropColumn('announce').execute();
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
  }
}
