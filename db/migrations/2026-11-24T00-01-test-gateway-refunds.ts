import { type Kysely, sql } from 'kysely';

/**
 * The test gateway's refunds, kept like its intents in the shop's database (it may run in production with
 * PAYMENTS=test): a refund is made once per idempotency key even across a restart, and the shop can list an
 * intent's refunds to learn whether one whose answer it never heard was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE test_refund (
    id TEXT PRIMARY KEY,
    intent_id TEXT NOT NULL REFERENCES test_payment_intent (id),
    idempotency_key TEXT NOT NULL UNIQUE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`CREATE INDEX test_refund_intent ON test_refund (intent_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE test_refund`.execute(db);
}
