import type { Kysely } from 'kysely';

/**
 * Issue 44, item 1: mail apps that lack WebP (Outlook on Windows, older Apple Mail) showed no uploaded logo. Each
 * upload now also keeps a PNG (with transparency) or JPEG copy for mails, `media.mail_file` (domain/media.ts);
 * null for an image uploaded before, whose mails keep its WebP.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('mail_file', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('mail_file').execute();
}
