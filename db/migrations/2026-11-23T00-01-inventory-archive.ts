import { type Kysely, sql } from 'kysely';

/**
 * Retiring an inventory item: its ledger is append-only and points at it, so
 * "deleting" the item of a removed product archives it (hidden from the stock
 * lists, its history kept). And one view naming what each item counts, for the
 * stock screens, the ledger and purchase-order lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE inventory_item ADD COLUMN archived_at TEXT`.execute(db);
  await sql`CREATE VIEW inventory_item_label AS
    SELECT i.id,
      coalesce(p.name, pt.title, '') AS name,
      coalesce(p.image_url, pt.preview_image_url, pt.image_url) AS image_url,
      (p.deleted_at IS NOT NULL OR pt.deleted_at IS NOT NULL) AS discontinued,
      coalesce(pt.is_original = 1 AND pt.is_sold = 1, 0) AS sold_original
    FROM inventory_item i
    LEFT JOIN product p ON p.id = i.product_id
    LEFT JOIN painting pt ON pt.id = i.painting_id`.execute(db);
  await sql`CREATE INDEX purchase_order_vendor ON purchase_order (vendor_id)`.execute(db);
  await sql`CREATE INDEX purchase_order_line_order ON purchase_order_line (purchase_order_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX purchase_order_line_order`.execute(db);
  await sql`DROP INDEX purchase_order_vendor`.execute(db);
  await sql`DROP VIEW inventory_item_label`.execute(db);
  await sql`ALTER TABLE inventory_item DROP COLUMN archived_at`.execute(db);
}
