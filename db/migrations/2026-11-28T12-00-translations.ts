import { type Kysely, sql } from 'kysely';
import { engineOf, nowDefault } from '../../src/server/db/dialect.js';

/**
 * The owner's content in French (issue 37): one row per item, language, field and text. `scope` says what is
 * translated (product, painting, category, collection, page, discount, setting, menu), `item_key` which one (an id
 * as text, a page's slug, a setting's key, a menu label's English text). English stays in the items' own columns.
 *
 * The read caches follow it: every write bumps the catalogue version (as a write to the items themselves does), and a
 * translation of what a search matches (products, paintings, categories, collections) moves the search index's
 * source counter, so the index (which holds the French names and descriptions too) is built again.
 */
const SEARCHED = `('product', 'painting', 'category', 'collection')`;
const BUMP_SEARCH = 'UPDATE catalogue_search_state SET source_version = source_version + 1 WHERE id = 1';
const BUMP_CATALOGUE = 'UPDATE catalogue_version SET counter = counter + 1 WHERE id = 1';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  await db.schema
    .createTable('translation')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
    .addPrimaryKeyConstraint('translation_pk', ['scope', 'item_key', 'locale', 'field'])
    .execute();
  const statements =
    engine === 'postgres'
      ? [
          `CREATE TRIGGER translation_bumps_catalogue AFTER INSERT OR UPDATE OR DELETE ON translation
            FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
          `CREATE TRIGGER translation_insert_update_bumps_search AFTER INSERT OR UPDATE ON translation
            FOR EACH ROW WHEN (NEW.scope IN ${SEARCHED}) EXECUTE FUNCTION bump_search_source()`,
          `CREATE TRIGGER translation_delete_bumps_search AFTER DELETE ON translation
            FOR EACH ROW WHEN (OLD.scope IN ${SEARCHED}) EXECUTE FUNCTION bump_search_source()`,
        ]
      : [
          ...['insert', 'update', 'delete'].map(
            (event) =>
              `CREATE TRIGGER translation_${event}_bumps_catalogue AFTER ${event.toUpperCase()} ON translation
                BEGIN ${BUMP_CATALOGUE}; END`,
          ),
          `CREATE TRIGGER translation_insert_bumps_search AFTER INSERT ON translation
            WHEN NEW.scope IN ${SEARCHED} BEGIN ${BUMP_SEARCH}; END`,
          `CREATE TRIGGER translation_update_bumps_search AFTER UPDATE ON translation
            WHEN NEW.scope IN ${SEARCHED} BEGIN ${BUMP_SEARCH}; END`,
          `CREATE TRIGGER translation_delete_bumps_search AFTER DELETE ON translation
            WHEN OLD.scope IN ${SEARCHED} BEGIN ${BUMP_SEARCH}; END`,
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation').execute();
}
