import { type Kysely, sql } from 'kysely';

/** The built-in test gateway keeps its payment intents in the shop's own database, like a tiny Stripe. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE test_payment_intent (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    idempotency_key TEXT NOT NULL UNIQUE,
    order_id INTEGER,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    currency TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'requires_payment_method',
    last_error TEXT,
    refunded_cents INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE test_payment_intent`.execute(db);
}
