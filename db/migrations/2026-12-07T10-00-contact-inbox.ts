import type { Kysely } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * The owner's inbox for contact-form messages (issue 44, item 3). `contact_message.done_at`: the owner marked the
 * message done (it leaves the open list; `read_at` is when it was first opened). `contact_reply`: each answer the
 * owner sent from the inbox, kept in the thread; its mail is queued in the same transaction (outbox key
 * `contact_reply:<id>`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_message').addColumn('done_at', 'text').execute();
  await withId(db, db.schema.createTable('contact_reply'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('contact_message.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_reply_message').on('contact_reply').columns(['message_id', 'id']).execute();
  await db.schema
    .createIndex('contact_message_open')
    .on('contact_message')
    .columns(['done_at', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_reply').execute();
  await db.schema.dropIndex('contact_message_open').execute();
  await db.schema.alterTable('contact_message').dropColumn('done_at').execute();
}
