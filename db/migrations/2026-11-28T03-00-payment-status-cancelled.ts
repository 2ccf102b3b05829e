import type { Kysely } from 'kysely';

/**
 * One spelling for the shop's own statuses (issue 36): a payment (and the test gateway's intent) that was cancelled
 * is `cancelled`, as orders and purchase orders are, not Stripe's `canceled`. The Stripe adapter maps Stripe's
 * spelling as it reads an intent; the rows written before are renamed here. No answer of the documented API carries
 * a payment's status.
 */
const TABLES = ['payment', 'test_payment_intent'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
async function rename(db: Kysely<any>, from: string, to: string): Promise<void> {
  for (const table of TABLES) await db.updateTable(table).set({ status: to }).where('status', '=', from).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, 'canceled', 'cancelled');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, 'cancelled', 'canceled');
}
