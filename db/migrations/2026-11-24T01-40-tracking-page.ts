import type { Kysely } from 'kysely';

/**
 * The tracking page of a shipment with a carrier the shop does not know (an https URL, `{number}` standing for the
 * tracking number); known carriers' pages come from `src/shared/tracking.ts`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').addColumn('tracking_page', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('tracking_page').execute();
}
