import { type Kysely, sql } from 'kysely';

/** Full-text search over products and paintings (FTS5, prefix queries); rebuilt when the catalogue version moves. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE catalogue_search USING fts5(
    kind UNINDEXED, item_id UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`CREATE TABLE catalogue_search_state (id INTEGER PRIMARY KEY CHECK (id = 1), indexed_version INTEGER NOT NULL)`.execute(
    db,
  );
  await sql`INSERT INTO catalogue_search_state (id, indexed_version) VALUES (1, -1)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE catalogue_search_state`.execute(db);
  await sql`DROP TABLE catalogue_search`.execute(db);
}
