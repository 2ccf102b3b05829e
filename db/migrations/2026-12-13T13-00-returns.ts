import type { Kysely } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Returns and exchanges (issue 41, item 1). `return_request`: a shopper's request to send back lines of a shipped or
 * delivered order (its reason, and what they want: a refund, store credit or an exchange), moved by the owner
 * requested → approved → received → closed, or declined, with her note; `refund_id` the refund a received refund
 * return claimed, `credit_cents` the store credit one issued, `exchange_order_id` the order that holds (then sells)
 * the exchange units. `return_line`: the order's lines and quantities sent back, the exchange's size and colour,
 * and whether the owner put the units back on the shelf when they came in. `product.final_sale` and
 * `painting.final_sale`: an item that cannot be returned (originals never can).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('return_request'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reason_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolution', 'text', (c) => c.notNull())
    .addColumn('owner_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_id', 'integer')
    .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exchange_order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_request_order').on('return_request').columns(['order_id']).execute();
  await db.schema.createIndex('return_request_status').on('return_request').columns(['status', 'id']).execute();
  await withId(db, db.schema.createTable('return_line'))
    .addColumn('return_id', 'integer', (c) => c.notNull().references('return_request.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_item.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('exchange_size', 'text')
    .addColumn('exchange_color', 'text')
    .addColumn('restocked', 'integer')
    .execute();
  await db.schema.createIndex('return_line_return').on('return_line').columns(['return_id']).execute();
  await db.schema.createIndex('return_line_item').on('return_line').columns(['order_item_id']).execute();
  await db.schema
    .alterTable('product')
    .addColumn('final_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('painting')
    .addColumn('final_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('painting').dropColumn('final_sale').execute();
  await db.schema.alterTable('product').dropColumn('final_sale').execute();
  await db.schema.dropTable('return_line').execute();
  await db.schema.dropTable('return_request').execute();
}
