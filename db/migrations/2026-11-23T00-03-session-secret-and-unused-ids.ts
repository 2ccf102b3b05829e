import { type Kysely, sql } from 'kysely';

/**
 * A cookie names an account by id, and ids were reused after a delete (the
 * next account took the deleted one's id, at session epoch 0), so an old
 * cookie could resolve to a stranger. Now:
 * - every account has a random session secret that its cookie must carry;
 * - a deleted user's id is remembered as a floor that new accounts start above
 *   (the user table keeps its shape: a rebuild would churn every foreign key);
 * - cart lines, named by id in PUT/DELETE /api/cart/{itemId}, get AUTOINCREMENT
 *   ids (nothing references cart_item, so it is rebuilt in place).
 */
const NEW_SECRET = `lower(hex(randomblob(16)))`;

const cartItemTable = (autoincrement: boolean) => `CREATE TABLE cart_item_next (
    id INTEGER PRIMARY KEY${autoincrement ? ' AUTOINCREMENT' : ''},
    cart_id TEXT NOT NULL CHECK (length(cart_id) = 36),
    item_type TEXT NOT NULL CHECK (item_type IN ('product', 'painting')),
    product_id INTEGER REFERENCES product (id),
    painting_id INTEGER REFERENCES painting (id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    size TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((item_type = 'product') = (product_id IS NOT NULL)),
    CHECK ((item_type = 'painting') = (painting_id IS NOT NULL))
  )`;

async function rebuildCartItem(db: Kysely<any>, autoincrement: boolean): Promise<void> {
  await sql.raw(cartItemTable(autoincrement)).execute(db);
  await sql`INSERT INTO cart_item_next SELECT id, cart_id, item_type, product_id, painting_id, quantity, size, color, created_at, updated_at FROM cart_item`.execute(
    db,
  );
  await sql`DROP TABLE cart_item`.execute(db);
  await sql`ALTER TABLE cart_item_next RENAME TO cart_item`.execute(db);
  await sql`CREATE UNIQUE INDEX cart_item_line ON cart_item (cart_id, item_type, coalesce(product_id, painting_id), size, color)`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE user ADD COLUMN session_secret TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql.raw(`UPDATE user SET session_secret = ${NEW_SECRET}`).execute(db);
  await sql
    .raw(`CREATE TRIGGER user_session_secret AFTER INSERT ON user WHEN NEW.session_secret = '' BEGIN
      UPDATE user SET session_secret = ${NEW_SECRET} WHERE id = NEW.id;
    END`)
    .execute(db);

  await sql`CREATE TABLE id_floor (name TEXT PRIMARY KEY, last_id INTEGER NOT NULL)`.execute(db);
  await sql`CREATE TRIGGER user_id_floor AFTER DELETE ON user BEGIN
      INSERT OR REPLACE INTO id_floor (name, last_id)
      VALUES ('user', max(OLD.id, coalesce((SELECT last_id FROM id_floor WHERE name = 'user'), 0)));
    END`.execute(db);

  await rebuildCartItem(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildCartItem(db, false);
  await sql`DROP TRIGGER user_id_floor`.execute(db);
  await sql`DROP TABLE id_floor`.execute(db);
  await sql`DROP TRIGGER user_session_secret`.execute(db);
  await sql`ALTER TABLE user DROP COLUMN session_secret`.execute(db);
}
