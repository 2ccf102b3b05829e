import { type Kysely, sql } from 'kysely';

/**
 * Draft orders (issue 42, items 1 and 2). A draft is an order the owner writes in the admin: a `pending` order row
 * (its lines, totals and stock holds are a checkout's, with a longer expiry) plus its `draft_order` row (who the
 * customer is, pickup or not, who made it, when it was settled). The customer's account is set on the order only
 * when it is paid, so a draft never counts as that customer's checkout in progress. `order.payment_method` and
 * `order.payment_reference`: how an order settled outside the gateway was paid ('cash', 'etransfer', 'terminal',
 * 'other') and the owner's reference; null for a card payment through the shop.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('draft_order')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('order.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('pickup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.alterTable('order').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('order').addColumn('payment_reference', 'text').execute();
  // The orders so paid: the admin list's count of sales finds them here (countMoneyTaken).
  await db.schema
    .createIndex('order_payment_method')
    .on('order')
    .column('payment_method')
    .where(sql.ref('payment_method'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_payment_method').execute();
  await db.schema.alterTable('order').dropColumn('payment_reference').execute();
  await db.schema.alterTable('order').dropColumn('payment_method').execute();
  await db.schema.dropTable('draft_order').execute();
}
