import { type Kysely, sql } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * The abandoned-checkout reminder (issue 40, item 2). `order.reminder_consent`: the shopper ticked "E-mail me a link
 * to my cart" at checkout (1). `checkout_reminder`: one row per reminder mailed, written in the transaction that
 * queues its mail (`order_id` unique: one per checkout); the job reads it for "one per cart and per address a week".
 * `restored_cart_id`/`restored_at`: the browser cart its link filled, for the recovered orders on the dashboard.
 * `user.cart_reminders`: the customer's choice in /profile's settings, the box's default at their checkouts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order')
    .addColumn('reminder_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('cart_reminders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('checkout_reminder'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('order.id').onDelete('cascade'))
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('restored_cart_id', 'text')
    .addColumn('restored_at', 'text')
    .execute();
  await db.schema
    .createIndex('checkout_reminder_email')
    .on('checkout_reminder')
    .columns(['email', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('checkout_reminder_cart')
    .on('checkout_reminder')
    .columns(['cart_id', 'sent_at'])
    .execute();
  // The job's read: the checkouts a shopper agreed to be reminded of.
  await db.schema
    .createIndex('order_reminder_consent')
    .on('order')
    .columns(['updated_at'])
    .where(sql.ref('reminder_consent'), '=', 1)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkout_reminder').execute();
  await db.schema.dropIndex('order_reminder_consent').execute();
  await db.schema.alterTable('order').dropColumn('reminder_consent').execute();
  await db.schema.alterTable('user').dropColumn('cart_reminders').execute();
}
