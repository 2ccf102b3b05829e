import type { Kysely } from 'kysely';

/**
 * What a product is for tax (issue 37): `clothing` (every product so far), `art` or `gift_card` (never taxed when
 * sold). A jurisdiction the shop collects in may exempt clothing or art (the `taxExemptions` setting); paintings are
 * always art. See `taxOf` in src/shared/tax.ts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('tax_category', 'text', (c) => c.notNull().defaultTo('clothing'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product').dropColumn('tax_category').execute();
}
