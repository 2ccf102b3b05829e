import type { Kysely } from 'kysely';

/**
 * The owner's cancel asks whether to notify the customer (issue 44, item 5): `refund.notify_customer`, read when
 * the cancel's refund settles (domain/refunds/settle.ts queues the cancellation mail only when 1). Every refund so
 * far mailed its customer: the default 1 keeps that.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refund')
    .addColumn('notify_customer', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refund').dropColumn('notify_customer').execute();
}
