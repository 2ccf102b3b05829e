import { type Kysely, sql } from 'kysely';

/**
 * The campaign an order came from (issue 40, item 3): the campaign whose mail link the shopper's browser followed
 * within 7 days before the checkout (its `wbs_campaign` cookie, checked against the campaigns sent). The campaign's
 * figures count its paid orders and their revenue.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order')
    .addColumn('campaign_id', 'integer', (c) => c.references('campaign.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('order_campaign')
    .on('order')
    .column('campaign_id')
    .where(sql.ref('campaign_id'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_campaign').execute();
  await db.schema.alterTable('order').dropColumn('campaign_id').execute();
}
