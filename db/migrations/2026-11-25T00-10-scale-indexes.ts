import { type Kysely, sql } from 'kysely';

/**
 * Indexes that keep the owner's screens flat as the shop grows (issue 28, scale): 50,000 orders, 10,000 products.
 * - `order_status_id`: a status-filtered orders list reads its page off the index in id order (newest first)
 *   instead of sorting every order of that status, and counts the pending orders of the orders mark in a step.
 * - `payment_updated`, `refund_updated`: the latest payment and refund change, which mark the orders list's
 *   cached counts and the dashboard's cached sales figures, in one index step instead of a scan.
 * - `payment_money`: the payments that took money (`MONEY_TAKEN` in shared/order-statuses.ts, as it is today), by
 *   order: the orders list's default filter (orders that took money) probes it per order, and counts its orders
 *   off it alone (37 → 3 ms at 50,000 orders); the dashboard's recent orders probe it too.
 * - `inventory_item_low`: the low-stock rule's first test (at or below the item's threshold, live items) as a
 *   partial index, so the low-stock list reads the few items it names instead of every item.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_status_id').on('order').columns(['status', 'id']).execute();
  await db.schema.createIndex('payment_updated').on('payment').column('updated_at').execute();
  await db.schema.createIndex('refund_updated').on('refund').column('updated_at').execute();
  await db.schema
    .createIndex('payment_money')
    .on('payment')
    .column('order_id')
    .where(sql.ref('status'), 'in', ['succeeded', 'refunding', 'refunded'])
    .execute();
  await db.schema
    .createIndex('inventory_item_low')
    .on('inventory_item')
    .column('quantity')
    .where(sql.ref('quantity'), '<=', sql.ref('low_stock_threshold'))
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['order_status_id', 'payment_updated', 'refund_updated', 'payment_money', 'inventory_item_low']) {
    await db.schema.dropIndex(name).execute();
  }
}
