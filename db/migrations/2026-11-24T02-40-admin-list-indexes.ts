import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the admin lists paged in SQL (docs/ARCHITECTURE.md, "Lists paged by the server"): the products and
 * paintings lists open sorted by name / title (case aside) and may sort by price, walking these instead of sorting
 * the whole catalogue; the stock ledger opens newest first, alone or of one type. Live rows only where the list
 * shows live rows only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const live = sql.ref('deleted_at');
  await db.schema
    .createIndex('product_admin_name')
    .on('product')
    .expression(sql`lower(name)`)
    .where(live, 'is', null)
    .execute();
  await db.schema
    .createIndex('product_admin_price')
    .on('product')
    .column('price_cents')
    .where(live, 'is', null)
    .execute();
  await db.schema
    .createIndex('painting_admin_title')
    .on('painting')
    .expression(sql`lower(title)`)
    .where(live, 'is', null)
    .execute();
  await db.schema
    .createIndex('painting_admin_price')
    .on('painting')
    .column('price_cents')
    .where(live, 'is', null)
    .execute();
  await db.schema
    .createIndex('inventory_transaction_newest')
    .on('inventory_transaction')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('inventory_transaction_type')
    .on('inventory_transaction')
    .columns(['transaction_type', 'created_at'])
    .execute();
}

const NAMES = [
  'product_admin_name',
  'product_admin_price',
  'painting_admin_title',
  'painting_admin_price',
  'inventory_transaction_newest',
  'inventory_transaction_type',
];

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of NAMES) await db.schema.dropIndex(name).execute();
}
