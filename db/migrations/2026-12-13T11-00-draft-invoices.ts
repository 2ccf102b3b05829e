import type { Kysely } from 'kysely';

/**
 * A draft order settled by an invoice paid by card (issue 42, item 2): `draft_order.invoiced_at`, when the owner
 * first mailed its invoice (the draft is then "invoiced": awaiting the customer's payment through the mail's link,
 * `/orders/{id}?token=…`, whose hash the order keeps in `guest_link_hash`, as a guest order's link). Null: never sent.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('draft_order').addColumn('invoiced_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('draft_order').dropColumn('invoiced_at').execute();
}
