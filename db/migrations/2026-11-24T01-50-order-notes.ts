import type { Kysely } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Order notes: the shopper's note left at checkout (`order.note`, null without one, shown to the owner on the
 * order, the packing slip and the new-order mail), and the owner's internal notes on an order (`order_note`, one
 * row per note with its author and time, in the admin timeline only; never shown to the customer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').addColumn('note', 'text').execute();
  await withId(db, db.schema.createTable('order_note'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_note_order').on('order_note').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_note').execute();
  await db.schema.alterTable('order').dropColumn('note').execute();
}
