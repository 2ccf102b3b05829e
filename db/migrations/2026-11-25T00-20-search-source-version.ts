import { type Kysely, sql } from 'kysely';
import { engineOf } from '../../src/server/db/dialect.js';

/**
 * What a search reads, counted on its own (issue 28): `catalogue_search_state.source_version`, moved by trigger only
 * when something a search matches or shows changes: the text the index is built from (domain/search.ts), and the
 * price, image and release time of an answer. The index is rebuilt when it moves, and the kept search answers are
 * kept while it holds (db/catalogue-version.ts, scope 'search'). Until now both followed the catalogue version, and
 * every stock hold moves that: on drop day each search after a checkout rebuilt the whole index (36 ms at 10,000
 * products, holding the write lock) and ranked again. An update counts only when one of the columns really changes
 * value, so a sale, a stock count or a featured flag does not.
 */
const SOURCES: Record<string, string[]> = {
  product: [
    'name',
    'description',
    'category_id',
    'collection_id',
    'colors',
    'deleted_at',
    'price_cents',
    'image_url',
    'publish_at',
  ],
  painting: [
    'title',
    'description',
    'medium',
    'artist_name',
    'tags',
    'is_original',
    'deleted_at',
    'price_cents',
    'image_url',
    'publish_at',
  ],
  category: ['name'],
  collection: ['name'],
};
const BUMP = 'UPDATE catalogue_search_state SET source_version = source_version + 1 WHERE id = 1';

function changed(columns: string[], differ: string): string {
  return columns.map((column) => `OLD.${column} ${differ} NEW.${column}`).join(' OR ');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('catalogue_search_state')
    .addColumn('source_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Built again at the first search or the job's next run (jobs.ts), from the new counter.
  await db.updateTable('catalogue_search_state').set({ indexed_version: -1 }).execute();
  const statements: string[] = [];
  if (engineOf(db) === 'postgres') {
    statements.push(`CREATE FUNCTION bump_search_source() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${BUMP}; RETURN NULL; END $$`);
    for (const [table, columns] of Object.entries(SOURCES)) {
      statements.push(
        `CREATE TRIGGER ${table}_insert_delete_bumps_search AFTER INSERT OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION bump_search_source()`,
        `CREATE TRIGGER ${table}_update_bumps_search AFTER UPDATE ON ${table}
          FOR EACH ROW WHEN (${changed(columns, 'IS DISTINCT FROM')}) EXECUTE FUNCTION bump_search_source()`,
      );
    }
  } else {
    for (const [table, columns] of Object.entries(SOURCES)) {
      statements.push(
        `CREATE TRIGGER ${table}_insert_bumps_search AFTER INSERT ON ${table} BEGIN ${BUMP}; END`,
        `CREATE TRIGGER ${table}_delete_bumps_search AFTER DELETE ON ${table} BEGIN ${BUMP}; END`,
        `CREATE TRIGGER ${table}_update_bumps_search AFTER UPDATE ON ${table}
          WHEN ${changed(columns, 'IS NOT')} BEGIN ${BUMP}; END`,
      );
    }
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const table of Object.keys(SOURCES)) {
    const names = postgres
      ? [`${table}_insert_delete_bumps_search ON ${table}`, `${table}_update_bumps_search ON ${table}`]
      : ['insert', 'delete', 'update'].map((event) => `${table}_${event}_bumps_search`);
    for (const name of names) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  if (postgres) await sql`DROP FUNCTION IF EXISTS bump_search_source()`.execute(db);
  await db.schema.alterTable('catalogue_search_state').dropColumn('source_version').execute();
  await db.updateTable('catalogue_search_state').set({ indexed_version: -1 }).execute();
}
