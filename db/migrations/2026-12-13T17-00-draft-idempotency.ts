import type { Kysely } from 'kysely';

/**
 * A draft order created with a client's idempotency key (issue 42, item 3: the Sell screen over a flaky
 * connection): `draft_order.idempotency_key`, unique, so a retried create answers the draft the first one made
 * instead of a second sale. Null: created without a key (the Draft orders tab, REST calls that send none).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('draft_order').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('draft_order_idempotency_key_unique')
    .on('draft_order')
    .column('idempotency_key')
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('draft_order_idempotency_key_unique').execute();
  await db.schema.alterTable('draft_order').dropColumn('idempotency_key').execute();
}
