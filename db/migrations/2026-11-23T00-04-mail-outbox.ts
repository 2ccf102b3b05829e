import { type Kysely, sql } from 'kysely';

/**
 * Mail the shop sends: `mail_message` is the outbox, written in the same
 * transaction as the event that causes a message (payment, shipping, refund,
 * reset request) and drained by the worker. One message per event and
 * recipient (UNIQUE event_key, recipient), so a second finalisation or a
 * retried webhook adds nothing. `password_reset` keeps only the hash of each
 * reset token.
 */
const now = `TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `CREATE TABLE mail_message (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      event_key TEXT NOT NULL,
      kind TEXT NOT NULL,
      recipient TEXT NOT NULL,
      reply_to TEXT,
      subject TEXT NOT NULL,
      html TEXT NOT NULL,
      text TEXT NOT NULL,
      order_id INTEGER REFERENCES "order" (id) ON DELETE SET NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'kept')),
      attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at TEXT NOT NULL,
      claimed_at TEXT,
      last_error TEXT,
      sent_at TEXT,
      created_at ${now},
      UNIQUE (event_key, recipient)
    )`,
    `CREATE INDEX mail_message_due ON mail_message (status, next_attempt_at)`,
    `CREATE INDEX mail_message_order ON mail_message (order_id) WHERE order_id IS NOT NULL`,
    `CREATE TABLE password_reset (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      created_at ${now}
    )`,
    `CREATE INDEX password_reset_user ON password_reset (user_id)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE password_reset`.execute(db);
  await sql`DROP TABLE mail_message`.execute(db);
}
