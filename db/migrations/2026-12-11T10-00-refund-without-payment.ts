import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';

/**
 * A refund may have no payment (issue 41): an order a gift card paid whole took nothing through the gateway, and its
 * refunds and cancel are settled on the balance ledger alone (`refund.gift_card_cents` = `amount_cents`, `payment_id`
 * null). PostgreSQL drops the NOT NULL; SQLite cannot change a column in place, so `refund` is rebuilt from its own
 * stored definition with the documented procedure (foreign keys off, copy, swap, indexes again, check, foreign keys
 * on), keeping its AUTOINCREMENT counter: a refund's number is never reused.
 */
const NOT_NULL = 'payment_id INTEGER NOT NULL REFERENCES payment (id)';
const NULLABLE = 'payment_id INTEGER REFERENCES payment (id)';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
async function rebuildRefund(db: Kysely<any>, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = 'refund' AND sql IS NOT NULL ORDER BY type = 'table' DESC`.execute(
    db,
  );
  const [table, ...others] = rows;
  if (!table?.sql.includes(from)) throw new Error(`refund.payment_id is not "${from}"`);
  const created = table.sql.replace(from, to).replace(/^CREATE TABLE "?refund"?/, 'CREATE TABLE refund_new');
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`BEGIN IMMEDIATE`.execute(db);
  try {
    const { rows: seq } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'refund'`.execute(db);
    for (const statement of [
      created,
      'INSERT INTO refund_new SELECT * FROM refund',
      'DROP TABLE refund',
      'ALTER TABLE refund_new RENAME TO refund',
      ...others.map((o) => o.sql),
    ]) {
      await sql.raw(statement).execute(db);
    }
    const last = seq[0]?.seq ?? 0;
    await sql`UPDATE sqlite_sequence SET seq = max(seq, ${last}) WHERE name = 'refund'`.execute(db);
    const { rows: broken } = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    if (broken.length > 0) throw new Error(`foreign key check failed in ${broken[0]?.table}`);
    await sql`COMMIT`.execute(db);
  } catch (error) {
    await sql`ROLLBACK`.execute(db);
    throw error;
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`ALTER TABLE refund ALTER COLUMN payment_id DROP NOT NULL`.execute(db);
  } else {
    await rebuildRefund(db, NOT_NULL, NULLABLE);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`ALTER TABLE refund ALTER COLUMN payment_id SET NOT NULL`.execute(db);
  } else {
    await rebuildRefund(db, NULLABLE, NOT_NULL);
  }
}
