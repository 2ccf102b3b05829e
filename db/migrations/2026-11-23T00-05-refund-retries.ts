import { type Kysely, sql } from 'kysely';

/**
 * Refunds the shop owes (a late payment for a piece sold elsewhere, a second
 * payment of a paid order) are a durable queue: written in the transaction
 * that decides them, sent after, retried with back-off until the gateway
 * confirms. `duplicate` marks the refund of a second payment, which is not
 * money taken off the order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE refund ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE refund ADD COLUMN next_attempt_at TEXT`.execute(db);
  await sql`ALTER TABLE refund ADD COLUMN duplicate INTEGER NOT NULL DEFAULT 0 CHECK (duplicate IN (0, 1))`.execute(db);
  await sql`CREATE INDEX refund_due ON refund (next_attempt_at) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX refund_due`.execute(db);
  for (const column of ['duplicate', 'next_attempt_at', 'attempts']) {
    await sql.raw(`ALTER TABLE refund DROP COLUMN ${column}`).execute(db);
  }
}
