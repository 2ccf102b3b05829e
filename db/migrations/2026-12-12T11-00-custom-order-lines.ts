import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';
import { rebuildSqliteTable } from '../../src/server/db/sqlite-rebuild.js';

/**
 * A custom line on an order (issue 42: a commission the owner writes on a draft): `order_item.item_type` 'custom',
 * with a title and the owner's price and no product or painting (no stock). PostgreSQL swaps the column's CHECK;
 * SQLite cannot change a CHECK in place, so `order_item` is rebuilt from its own stored definition
 * (rebuildSqliteTable: ids, indexes and foreign keys kept). `order_item.taxable` (1 by default): 0 for a custom line
 * the owner said is not taxed.
 */
const TWO = "CHECK (item_type IN ('product', 'painting'))";
const THREE = "CHECK (item_type IN ('product', 'painting', 'custom'))";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`ALTER TABLE order_item DROP CONSTRAINT order_item_item_type_check`.execute(db);
    await sql.raw(`ALTER TABLE order_item ADD CONSTRAINT order_item_item_type_check ${THREE}`).execute(db);
  } else {
    await rebuildSqliteTable(db, 'order_item', TWO, THREE);
  }
  await db.schema
    .alterTable('order_item')
    .addColumn('taxable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_item').dropColumn('taxable').execute();
  await db.deleteFrom('order_item').where('item_type', '=', 'custom').execute();
  if (engineOf(db) === 'postgres') {
    await sql`ALTER TABLE order_item DROP CONSTRAINT order_item_item_type_check`.execute(db);
    await sql.raw(`ALTER TABLE order_item ADD CONSTRAINT order_item_item_type_check ${TWO}`).execute(db);
  } else {
    await rebuildSqliteTable(db, 'order_item', THREE, TWO);
  }
}
