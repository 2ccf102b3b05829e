import { type Kysely, sql } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * One balance ledger (issue 41, items 2 and 3). `balance_account`: what holds a balance, a gift card (`kind`
 * 'gift_card': its code's SHA-256, never the code, and its last four characters) or, later, a customer's store
 * credit ('store_credit', `user_id`). `balance_entry`: every change of a balance is a row (issue, redeem,
 * refund_back, expire, adjust; signed cents in the shop's base currency; the order where there is one; who and
 * why): a balance is the sum of its rows, never a stored number. A debit locks the account's row first.
 * `cart_gift_card`: the card a cart will pay with (one per cart, like `cart_discount`). `order.gift_card_cents`:
 * what the card pays of the order, in the order's currency (the payment's amount is the total less it).
 * `refund.gift_card_cents`: what a refund put back on the gift card (a sold order's card part, its own row).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('balance_account'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('code_hash', 'text', (c) => c.unique())
    .addColumn('last4', 'text')
    .addColumn('recipient_email', 'text')
    .addColumn('message', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('balance_entry'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('balance_account.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // No foreign key: the ledger outlives a checkout that is removed (one that never got a payment intent).
    .addColumn('order_id', 'integer')
    .addColumn('actor_user_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('balance_entry_account').on('balance_entry').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('balance_entry_order').on('balance_entry').columns(['order_id']).execute();
  await db.schema
    .createTable('cart_gift_card')
    .addColumn('cart_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('balance_account.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('order')
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order').addColumn('gift_card_id', 'integer').execute();
  // The orders a gift card paid (in part or whole): the admin list's count of sales finds the whole ones here.
  await db.schema
    .createIndex('order_gift_card')
    .on('order')
    .columns(['paid_at'])
    .where(sql.ref('gift_card_cents'), '>', 0)
    .execute();
  await db.schema
    .alterTable('refund')
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_gift_card').execute();
  await db.schema.alterTable('refund').dropColumn('gift_card_cents').execute();
  await db.schema.alterTable('order').dropColumn('gift_card_id').execute();
  await db.schema.alterTable('order').dropColumn('gift_card_cents').execute();
  await db.schema.dropTable('cart_gift_card').execute();
  await db.schema.dropTable('balance_entry').execute();
  await db.schema.dropTable('balance_account').execute();
}
