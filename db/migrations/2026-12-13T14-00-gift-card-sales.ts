import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';
import { rebuildSqliteTable } from '../../src/server/db/sqlite-rebuild.js';

/**
 * Gift cards sold as an item (issue 41, item 3). A cart line of `item_type` 'gift_card' (no product, no painting, so
 * the unique index `cart_item_line` never merges two: its item is null) keeps what the shopper chose on the line:
 * `gift_cents` (base currency), the recipient's name and e-mail, the message and the send date (`gift_send_on`,
 * YYYY-MM-DD). An order's line of `item_type` 'gift_card' keeps the same in `gift_card_sale` (one row per line), with
 * the card issued for it once paid (`account_id`). PostgreSQL swaps the columns' CHECKs; SQLite rebuilds each table
 * from its own stored definition (rebuildSqliteTable).
 */
const CART_FROM = "CHECK (item_type IN ('product', 'painting'))";
const CART_TO = "CHECK (item_type IN ('product', 'painting', 'gift_card'))";
const ORDER_FROM = "CHECK (item_type IN ('product', 'painting', 'custom'))";
const ORDER_TO = "CHECK (item_type IN ('product', 'painting', 'custom', 'gift_card'))";
const TEXT_COLUMNS = ['gift_recipient_name', 'gift_recipient_email', 'gift_message', 'gift_send_on'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
async function swapCheck(db: Kysely<any>, table: string, from: string, to: string): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_item_type_check`).execute(db);
    await sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_item_type_check ${to}`).execute(db);
  } else {
    await rebuildSqliteTable(db, table, from, to);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await swapCheck(db, 'cart_item', CART_FROM, CART_TO);
  await swapCheck(db, 'order_item', ORDER_FROM, ORDER_TO);
  // One column a statement: SQLite adds no more.
  await db.schema.alterTable('cart_item').addColumn('gift_cents', 'integer').execute();
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('cart_item').addColumn(column, 'text').execute();
  await db.schema
    .createTable('gift_card_sale')
    .addColumn('order_item_id', 'integer', (c) => c.primaryKey().references('order_item.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('send_on', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.unique().references('balance_account.id'))
    .execute();
  await db.schema.createIndex('gift_card_sale_order').on('gift_card_sale').column('order_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_sale').execute();
  for (const column of ['gift_cents', ...TEXT_COLUMNS])
    await db.schema.alterTable('cart_item').dropColumn(column).execute();
  await db.deleteFrom('cart_item').where('item_type', '=', 'gift_card').execute();
  await db.deleteFrom('order_item').where('item_type', '=', 'gift_card').execute();
  await swapCheck(db, 'order_item', ORDER_TO, ORDER_FROM);
  await swapCheck(db, 'cart_item', CART_TO, CART_FROM);
}
