import { type Kysely, sql } from 'kysely';

/**
 * A refund remembers whether it cancels its order (the owner cancelling a paid
 * order), so whoever settles it — the owner's request, or the refund job after
 * a crash cut that request off — moves the order the same way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE refund ADD COLUMN cancels_order INTEGER NOT NULL DEFAULT 0 CHECK (cancels_order IN (0, 1))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE refund DROP COLUMN cancels_order`.execute(db);
}
