import type { Kysely } from 'kysely';

/**
 * A painting's story for the archive (issue 43, item 3): `story`, the owner's free text (sanitised HTML, '' for none),
 * `exhibitions`, a JSON list of the shows it hung in ('[]' for none), and `hide_from_archive`, 1 when the owner keeps
 * a sold piece out of `/paintings/archive`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('painting')
    .addColumn('story', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('painting')
    .addColumn('exhibitions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('painting')
    .addColumn('hide_from_archive', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['hide_from_archive', 'exhibitions', 'story']) {
    await db.schema.alterTable('painting').dropColumn(column).execute();
  }
}
