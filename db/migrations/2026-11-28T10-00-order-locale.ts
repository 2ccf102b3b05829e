import type { Kysely } from 'kysely';

/**
 * The language of an order (issue 37): `order.locale`, 'en' or 'fr', the language its mails are written in. The
 * checkout stores it (`domain/checkout/order-locale.ts`); orders placed before are English, as their mails were.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('locale').execute();
}
