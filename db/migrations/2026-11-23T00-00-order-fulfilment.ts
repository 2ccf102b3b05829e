import { type Kysely, sql } from 'kysely';

/**
 * Orders the owner can run: the order table gains `partially_refunded`, a
 * carrier, and ids that are never reused (AUTOINCREMENT: an order number in a
 * link or an e-mail always names the same order). Every status change is kept
 * in `order_event` (the timeline), every refund in `refund`, and each line
 * counts the units refunded from it.
 *
 * SQLite cannot change a CHECK in place, so "order" is rebuilt with the
 * documented procedure: foreign keys off (a DROP would otherwise cascade into
 * order_item), copy, swap, check, foreign keys on.
 */
const now = `TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const ORDER_TABLE = `CREATE TABLE order_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER REFERENCES user (id) ON DELETE SET NULL,
    cart_id TEXT,
    status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded',
                        'partially_refunded', 'failed')),
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    country TEXT NOT NULL CHECK (country IN ('US', 'CA')),
    postal_code TEXT NOT NULL,
    shipping_method_id INTEGER REFERENCES shipping_method (id) ON DELETE SET NULL,
    shipping_method_name TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
    shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
    tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
    total_cents INTEGER NOT NULL CHECK (total_cents = subtotal_cents + shipping_cents + tax_cents),
    currency TEXT NOT NULL DEFAULT 'usd',
    tax_lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tax_lines)),
    tracking_number TEXT,
    carrier TEXT,
    status_reason TEXT,
    hold_expires_at TEXT,
    paid_at TEXT,
    created_at ${now},
    updated_at ${now}
  )`;

const COLUMNS = `id, user_id, cart_id, status, email, name, address, city, state, country, postal_code,
  shipping_method_id, shipping_method_name, subtotal_cents, shipping_cents, tax_cents, total_cents, currency,
  tax_lines, tracking_number, status_reason, hold_expires_at, paid_at, created_at, updated_at`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`BEGIN IMMEDIATE`.execute(db);
  try {
    for (const statement of [
      ORDER_TABLE,
      `INSERT INTO order_new (${COLUMNS}) SELECT ${COLUMNS} FROM "order"`,
      `DROP TABLE "order"`,
      `ALTER TABLE order_new RENAME TO "order"`,
      `CREATE INDEX order_user ON "order" (user_id, created_at)`,
      `CREATE INDEX order_status ON "order" (status, created_at)`,
      `CREATE INDEX order_paid ON "order" (paid_at) WHERE paid_at IS NOT NULL`,
      `ALTER TABLE order_item ADD COLUMN refunded_quantity INTEGER NOT NULL DEFAULT 0 CHECK (refunded_quantity >= 0)`,
      `CREATE TABLE order_event (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES "order" (id) ON DELETE CASCADE,
        from_status TEXT,
        to_status TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        actor_user_id INTEGER REFERENCES user (id) ON DELETE SET NULL,
        created_at ${now}
      )`,
      `CREATE INDEX order_event_order ON order_event (order_id, id)`,
      `CREATE TABLE refund (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES "order" (id),
        payment_id INTEGER NOT NULL REFERENCES payment (id),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        reason TEXT NOT NULL DEFAULT '',
        restock INTEGER NOT NULL DEFAULT 0 CHECK (restock IN (0, 1)),
        lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(lines)),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        provider_refund_id TEXT,
        error TEXT,
        actor_user_id INTEGER REFERENCES user (id) ON DELETE SET NULL,
        created_at ${now},
        updated_at ${now}
      )`,
      `CREATE INDEX refund_order ON refund (order_id)`,
      `INSERT INTO order_event (order_id, from_status, to_status, note, created_at)
        SELECT id, 'pending', status, coalesce(status_reason, ''), coalesce(paid_at, updated_at)
        FROM "order" WHERE status != 'pending'`,
    ]) {
      await sql.raw(statement).execute(db);
    }
    const { rows } = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    if (rows.length > 0) throw new Error(`foreign key check failed in ${rows[0]?.table}`);
    await sql`COMMIT`.execute(db);
  } catch (error) {
    await sql`ROLLBACK`.execute(db);
    throw error;
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE refund`.execute(db);
  await sql`DROP TABLE order_event`.execute(db);
  await sql`ALTER TABLE order_item DROP COLUMN refunded_quantity`.execute(db);
}
