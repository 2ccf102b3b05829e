import type { Kysely } from 'kysely';

/**
 * The owner's internal note on a customer, one per customer: `customer_key` is `user:<id>` for an account or
 * `guest:<e-mail, lower case>` for someone who bought without one. Never shown to the customer; every edit is in
 * the audit log (an admin mutation).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_note')
    .addColumn('customer_key', 'text', (c) => c.primaryKey())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_note').execute();
}
