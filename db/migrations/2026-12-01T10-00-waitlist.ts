import { type Kysely, sql } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * "Notify me" (issue 40, item 1): a shopper's request to be mailed once when a sold-out item comes back
 * (`inventory_item_id`: the stock row whose return mails it, a product variant's, a shared product item's or a
 * painting's) or when an announced release opens (`release` = 1). `mailed_at` is set in the transaction that queues
 * the mail; a mailed request no longer waits. One waiting request per address and item, size and colour (the partial
 * unique index): asking again answers 202. `newsletter` records the box the shopper ticked (1: subscribed too).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('waitlist_request'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('item_type', 'text', (c) => c.notNull().check(sql`item_type IN ('product', 'painting')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('inventory_item_id', 'integer', (c) => c.references('inventory_item.id'))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('release', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_request_once')
    .on('waitlist_request')
    .columns(['email', 'item_type', 'item_id', 'size', 'color'])
    .unique()
    .where(sql.ref('mailed_at'), 'is', null)
    .execute();
  // The restock's read: an item's waiting requests, first come first.
  await db.schema
    .createIndex('waitlist_request_waiting')
    .on('waitlist_request')
    .columns(['inventory_item_id', 'created_at', 'id'])
    .where(sql.ref('mailed_at'), 'is', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waitlist_request').execute();
}
