import type { Kysely } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Promotions (issue 22): discounts (a code, or an automatic discount with a title), their uses (a use is held
 * with the order like stock, counted when the payment is final, released when the hold ends or the payment
 * fails), the code a cart has entered, and on orders the discount they used, per line and in total.
 * Written with the schema builder, portable to SQLite and PostgreSQL; times are ISO text set by the shop's clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('discount'))
    .addColumn('code', 'text')
    /** The code lower-cased: codes are unique whatever their case (automatic discounts have none). */
    .addColumn('code_key', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull())
    /** percentage: whole percent; fixed_amount: cents; free_shipping: 0. */
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_subtotal_cents', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('once_per_customer', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON {categoryIds, collectionIds, paintings}; null: every line. */
    .addColumn('applies_to', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('discount_use'))
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discount.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('order.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    /** held (until expires_at), used (the payment is final) or released. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('held'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discount_use_discount').on('discount_use').columns(['discount_id', 'status']).execute();
  await db.schema.createIndex('discount_use_user').on('discount_use').columns(['user_id', 'discount_id']).execute();

  await db.schema
    .createTable('cart_discount')
    .addColumn('cart_id', 'text', (c) => c.primaryKey())
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discount.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('order').addColumn('discount_id', 'integer').execute();
  await db.schema.alterTable('order').addColumn('discount_code', 'text').execute();
  await db.schema
    .alterTable('order')
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order')
    .addColumn('discount_free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_item')
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_item').dropColumn('discount_cents').execute();
  for (const column of ['discount_free_shipping', 'discount_cents', 'discount_code', 'discount_id']) {
    await db.schema.alterTable('order').dropColumn(column).execute();
  }
  await db.schema.dropTable('cart_discount').execute();
  await db.schema.dropTable('discount_use').execute();
  await db.schema.dropTable('discount').execute();
}
