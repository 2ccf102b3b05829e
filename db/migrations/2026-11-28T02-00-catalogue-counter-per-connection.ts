import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';

/**
 * PostgreSQL: the catalogue counter the read caches follow (`catalogue_version.counter`, src/server/db/catalogue-version.ts)
 * is no longer one row that every catalogue write updates. Every stock hold and sale bumped that row by trigger and
 * held its lock until commit, so any two checkouts queued on it whatever items they touched. Now each database
 * connection (backend) counts its own writes in its own row of `catalogue_version_shard`, and `catalogue_version`
 * becomes a view with the same columns answering their sum: two transactions never write the same row (a backend
 * runs one transaction at a time), and the sum is read like any row, so it counts a write once it is committed, not
 * before (a sequence would count it at once, and a reader could cache the old catalogue under the new number).
 * Processes still running the code before this migration read the view as they read the table: their caches stay
 * right through a rolling restart. Rows of connections that have ended are folded into row 0 by the poll
 * (`foldCatalogueShards`), so the table holds about one row per open connection.
 *
 * Why not LISTEN/NOTIFY: a notifying transaction takes one cluster-wide lock at commit and holds it through the
 * commit's WAL flush, so with fsync on every catalogue-writing commit of every process would queue there (pgbench,
 * 16 writers, fsync on, a disk that flushes in 0.1 ms: 1,400-4,700 commits a second with pg_notify against
 * 4,300-5,400 with a row per connection; a slower disk widens it), and PgBouncer's transaction mode does not carry
 * LISTEN. SQLite: nothing changes (one writer at a time is its nature; its row stays).
 */
const BUMP_BY_ROW = `UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1`;
const BUMP_BY_CONNECTION = `
  UPDATE catalogue_version_shard SET counter = counter + 1 WHERE backend_pid = pg_backend_pid();
  IF NOT FOUND THEN
    INSERT INTO catalogue_version_shard (backend_pid, counter) VALUES (pg_backend_pid(), 1)
      ON CONFLICT (backend_pid) DO UPDATE SET counter = catalogue_version_shard.counter + 1;
  END IF`;

const bumpFunction = (body: string) => `CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const statement of [
    // Row 0 holds what the shared row had counted and what ended connections counted.
    `CREATE TABLE catalogue_version_shard (backend_pid integer PRIMARY KEY, counter bigint NOT NULL)`,
    `INSERT INTO catalogue_version_shard (backend_pid, counter) SELECT 0, counter FROM catalogue_version WHERE id = 1`,
    bumpFunction(BUMP_BY_CONNECTION),
    `DROP TABLE catalogue_version`,
    `CREATE VIEW catalogue_version AS
      SELECT 1 AS id, (SELECT coalesce(sum(counter), 0) FROM catalogue_version_shard)::bigint AS counter`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const statement of [
    `DROP VIEW catalogue_version`,
    `CREATE TABLE catalogue_version (id integer PRIMARY KEY CHECK (id = 1), counter integer NOT NULL)`,
    `INSERT INTO catalogue_version (id, counter) SELECT 1, coalesce(sum(counter), 0) FROM catalogue_version_shard`,
    bumpFunction(BUMP_BY_ROW),
    `DROP TABLE catalogue_version_shard`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
