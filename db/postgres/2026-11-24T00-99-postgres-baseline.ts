import { type Kysely, sql } from 'kysely';
import { inventoryItemLabelView, jsonCheck, nowDefault } from '../../src/server/db/dialect.js';
import { up as shippingMethods } from '../migrations/2026-11-22T00-01-shipping-methods.js';
import { up as contentPages } from '../migrations/2026-11-22T00-04-content-pages.js';
import { BASELINE_INDEXES, baselineTables } from './baseline-tables.js';

/**
 * PostgreSQL's starting point: the schema the landed SQLite migrations (db/migrations up to 2026-11-24T00-10) build,
 * written once in PostgreSQL's own terms, with the same seeded rows. New migrations after it are shared by both
 * engines (Kysely's schema builder). The triggers do what SQLite's do: every write to what the public catalogue
 * shows bumps catalogue_version, the stock ledger is append-only, a new account gets a random session secret.
 */
const CATALOGUE_TABLES = [
  'product',
  'painting',
  'painting_print_size',
  'category',
  'collection',
  'inventory_item',
  'stock_hold',
  'site_setting',
  'content_page',
  'shipping_method',
  'review',
];

const FUNCTIONS = [
  `CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1; RETURN NULL; END $$`,
  `CREATE FUNCTION inventory_transaction_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'inventory_transaction is append-only'; END $$`,
  `CREATE FUNCTION user_session_secret() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.session_secret = '' THEN NEW.session_secret := replace(gen_random_uuid()::text, '-', ''); END IF;
      RETURN NEW;
    END $$`,
];

const TRIGGERS = [
  ...CATALOGUE_TABLES.map(
    (table) => `CREATE TRIGGER ${table}_bumps_catalogue AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
  ),
  `CREATE TRIGGER inventory_transaction_no_change BEFORE UPDATE OR DELETE ON inventory_transaction
    FOR EACH ROW EXECUTE FUNCTION inventory_transaction_append_only()`,
  `CREATE TRIGGER user_session_secret BEFORE INSERT ON "user"
    FOR EACH ROW EXECUTE FUNCTION user_session_secret()`,
];

/** The search index: SQLite's FTS5 table's columns, plus the tsvector the search matches (title A, body B). */
const SEARCH = [
  `CREATE TABLE catalogue_search (
    kind text NOT NULL,
    item_id integer NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    document tsvector GENERATED ALWAYS AS
      (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')) STORED
  )`,
  `CREATE INDEX catalogue_search_document ON catalogue_search USING gin (document)`,
  `CREATE TABLE catalogue_search_state (id integer PRIMARY KEY CHECK (id = 1), indexed_version integer NOT NULL)`,
  `INSERT INTO catalogue_search_state (id, indexed_version) VALUES (1, -1)`,
  // rate-limiter-flexible's store (its own layout), shared by the processes; SQLite counts in memory instead.
  `CREATE TABLE rate_limit (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
  const tables = baselineTables(nowDefault('postgres'), (column) => jsonCheck('postgres', column));
  for (const statement of [
    ...tables,
    ...BASELINE_INDEXES,
    inventoryItemLabelView('postgres'),
    ...SEARCH,
    ...FUNCTIONS,
    `INSERT INTO catalogue_version (id, counter) VALUES (1, 0)`,
    ...TRIGGERS,
  ]) {
    await sql.raw(statement).execute(db);
  }
  await shippingMethods(db);
  await db.updateTable('shipping_method').set({ free_over_threshold: 1 }).where('code', 'like', '%-standard').execute();
  await contentPages(db);
}

export async function down(): Promise<void> {
  throw new Error('The PostgreSQL baseline is not reversible: drop the database instead');
}
