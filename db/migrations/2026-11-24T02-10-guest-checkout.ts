import type { Kysely } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Guest checkout and the newsletter's unsubscribe (issue 23, items 6 and 3):
 * - `order.guest_link_hash`: the SHA-256 of the random token in a guest order's confirmation link (the token
 *   itself is only in the mail), null for an account's order;
 * - `email_confirmation`: a mailed link proving an account holds its e-mail, whose confirmation attaches the
 *   guest orders placed with it to the account (only the token's hash is stored);
 * - `newsletter_subscriber.unsubscribed_at`: when the address left the list (null: subscribed);
 * - `mail_message.list_unsubscribe`: the one-click unsubscribe URL of a newsletter mail (the List-Unsubscribe
 *   header), null for every other mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order').addColumn('guest_link_hash', 'text').execute();
  await withId(db, db.schema.createTable('email_confirmation'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_confirmation_user').on('email_confirmation').column('user_id').execute();
  await db.schema.alterTable('newsletter_subscriber').addColumn('unsubscribed_at', 'text').execute();
  await db.schema.alterTable('mail_message').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_message').dropColumn('list_unsubscribe').execute();
  await db.schema.alterTable('newsletter_subscriber').dropColumn('unsubscribed_at').execute();
  await db.schema.dropTable('email_confirmation').execute();
  await db.schema.alterTable('order').dropColumn('guest_link_hash').execute();
}
