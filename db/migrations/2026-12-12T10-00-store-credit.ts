import { type Kysely, sql } from 'kysely';

/**
 * Store credit (issue 41, item 4): a customer's credit is a `balance_account` of kind 'store_credit' with their
 * `user_id`, made on their first credit. One per customer: two first credits racing cannot make two accounts (the
 * second insert does nothing and both use the one row).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('balance_account_store_credit')
    .on('balance_account')
    .column('user_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('store_credit'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('balance_account_store_credit').execute();
}
