import type { Kysely } from 'kysely';

/**
 * An exchange across prices (issue 41, item 1): `return_request.price_difference_cents`, the difference the request
 * priced (the order's currency cents; + the shopper pays it, − it is given back at receipt; 0 for the same price and
 * for returns that are no exchange).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('return_request')
    .addColumn('price_difference_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('return_request').dropColumn('price_difference_cents').execute();
}
