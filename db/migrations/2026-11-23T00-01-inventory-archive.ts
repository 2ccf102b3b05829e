import { type Kysely, sql } from 'kysely';

/**
 * Retiring an inventory item: its ledger is append-only and points at it, so
 * "deleting" the item of a removed product archives it (hidden from the stock
 * lists, its history kept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE inventory_item ADD COLUMN archived_at TEXT`.execute(db);
  await sql`CREATE INDEX purchase_order_vendor ON purchase_order (vendor_id)`.execute(db);
  await sql`CREATE INDEX purchase_order_line_order ON purchase_order_line (purchase_order_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX purchase_order_line_order`.execute(db);
  await sql`DROP INDEX purchase_order_vendor`.execute(db);
  await sql`ALTER TABLE inventory_item DROP COLUMN archived_at`.execute(db);
}
