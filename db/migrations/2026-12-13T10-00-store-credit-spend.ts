import { type Kysely, sql } from 'kysely';

/**
 * Store credit spent at checkout (issue 41, items 2 and 4). `order.store_credit_cents`: what the customer's credit
 * pays of the order, in its currency (after the gift card; the payment is the total less both), and
 * `order.store_credit_id` the account it came from. `refund.credit_cents`: what a refund put on the customer's store
 * credit: the credit's own share (the third tender: card first, then the gift card, then the credit) plus
 * `refund.card_to_credit_cents`, the card's share the owner chose to give as store credit instead of sending it back
 * to the card.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order')
    .addColumn('store_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order').addColumn('store_credit_id', 'integer').execute();
  // The orders store credit paid (in part or whole): the admin list's count of sales finds the whole ones here.
  await db.schema
    .createIndex('order_store_credit')
    .on('order')
    .columns(['paid_at'])
    .where(sql.ref('store_credit_cents'), '>', 0)
    .execute();
  await db.schema
    .alterTable('refund')
    .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('refund')
    .addColumn('card_to_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refund').dropColumn('card_to_credit_cents').execute();
  await db.schema.alterTable('refund').dropColumn('credit_cents').execute();
  await db.schema.dropIndex('order_store_credit').execute();
  await db.schema.alterTable('order').dropColumn('store_credit_id').execute();
  await db.schema.alterTable('order').dropColumn('store_credit_cents').execute();
}
