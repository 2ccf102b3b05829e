import { type Kysely, sql } from 'kysely';

/**
 * Reviews of products and art prints (one per customer and item: a second one
 * replaces the first) and the customers' wishlists (one row per customer and
 * item). A review write bumps the catalogue version, because the cards and the
 * pages show the ratings and are cached on it.
 */
const now = `TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `CREATE TABLE review (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      item_type TEXT NOT NULL CHECK (item_type IN ('product', 'painting')),
      item_id INTEGER NOT NULL,
      user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title TEXT NOT NULL DEFAULT '',
      body TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'hidden', 'pending')),
      reply TEXT,
      replied_at TEXT,
      created_at ${now},
      updated_at ${now},
      UNIQUE (user_id, item_type, item_id)
    )`,
    `CREATE INDEX review_item ON review (item_type, item_id, status, created_at)`,
    `CREATE TABLE wishlist_item (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
      item_type TEXT NOT NULL CHECK (item_type IN ('product', 'painting')),
      item_id INTEGER NOT NULL,
      created_at ${now},
      UNIQUE (user_id, item_type, item_id)
    )`,
    ...EVENTS.map(
      (event) => `CREATE TRIGGER review_${event.toLowerCase()}_bumps_catalogue AFTER ${event} ON review
       BEGIN UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1; END`,
    ),
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of EVENTS) await sql.raw(`DROP TRIGGER review_${event.toLowerCase()}_bumps_catalogue`).execute(db);
  await sql`DROP TABLE wishlist_item`.execute(db);
  await sql`DROP TABLE review`.execute(db);
}
