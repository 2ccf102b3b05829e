import { type Kysely, sql } from 'kysely';
import { withId } from '../../src/server/db/dialect.js';

/**
 * Newsletter campaigns (issue 40, item 3). `campaign`: what the owner wrote (HTML cleaned on save), its status
 * (draft, scheduled for `send_at`, sending since `started_at`, sent at `finished_at`) and the sending's cursor:
 * `cursor` is the last subscriber id whose mail is queued and `queued` how many were, both written in the
 * transaction that queues a batch, so a job killed mid-send resumes after the last committed batch (and the
 * outbox's unique key `campaign:<id>:<subscriber id>` makes a replayed batch queue nothing twice). The pace is
 * counted from `paced_at`, when `paced_queued` mails were queued (moved on after a pause, so a restart never bursts).
 * `newsletter_subscriber.locale`: the language of the page that subscribed (null: unknown, the shop's default).
 * `mail_message.campaign_id`: the campaign a mail belongs to, for its figures (sent, failed); the partial index on
 * failed mails' recipients is the sending's "bounced" check (an address the outbox gave up on is not mailed again).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('campaign'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('preheader', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('draft').check(sql`status IN ('draft', 'scheduled', 'sending', 'sent')`),
    )
    .addColumn('send_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('cursor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paced_at', 'text')
    .addColumn('paced_queued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The job's read: campaigns due or sending.
  await db.schema.createIndex('campaign_status').on('campaign').columns(['status', 'send_at']).execute();
  await db.schema.alterTable('newsletter_subscriber').addColumn('locale', 'text').execute();
  await db.schema
    .alterTable('mail_message')
    .addColumn('campaign_id', 'integer', (c) => c.references('campaign.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('mail_message_campaign').on('mail_message').columns(['campaign_id', 'status']).execute();
  await db.schema
    .createIndex('mail_message_failed')
    .on('mail_message')
    .columns(['recipient'])
    .where(sql.ref('status'), '=', 'failed')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema type exists
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_message_failed').execute();
  await db.schema.dropIndex('mail_message_campaign').execute();
  await db.schema.alterTable('mail_message').dropColumn('campaign_id').execute();
  await db.schema.dropTable('campaign').execute();
  await db.schema.alterTable('newsletter_subscriber').dropColumn('locale').execute();
}
