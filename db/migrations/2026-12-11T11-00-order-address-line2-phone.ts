import type { Kysely } from 'kysely';

/**
 * An order's second address line (apartment, suite) and the shopper's phone for the carrier (issue 44, item 4):
 * both optional, '' for none, so the orders before them and the clients that never send them read as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order')
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('phone').execute();
  await db.schema.alterTable('order').dropColumn('address2').execute();
}
