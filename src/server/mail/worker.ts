import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { runFlow, type Tx } from '../db/flow.js';
import type { Db } from '../db/index.js';
import { isoNow } from '../deps.js';
import { withOrigin } from '../domain/mail/layout.js';
import { getSettings } from '../domain/settings.js';
import { fromAddress, type MailTransport, smtpTransport } from './transport.js';

/** Attempts before a message is given up (about 12 hours of retries); the admin can send it again. */
const MAX_ATTEMPTS = 12;
/** A claim older than this is a worker that died mid-send: the message is due again. */
const STALE_CLAIM_MS = 10 * 60_000;
const BATCH = 20;

/**
 * Once a reset (or e-mail confirmation) mail has left, the outbox no longer keeps the working link (only the
 * token's hash stays, in password_reset or email_confirmation).
 */
async function forgetResetLink(db: Tx, id: number): Promise<void> {
  const row = await db
    .selectFrom('mail_message')
    .select(['html', 'text'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const redact = (s: string) => s.replaceAll(/token=[\w-]+/g, 'token=removed-after-sending');
  await db
    .updateTable('mail_message')
    .set({ html: redact(row.html), text: redact(row.text) })
    .where('id', '=', id)
    .execute();
}

/** 30 s, 1 min, 2 min, … capped at one hour. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface MailWorkerDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Defaults to SMTP over config.mail.smtpUrl; none: messages are kept and logged. */
  transport?: MailTransport | null;
}

/**
 * Drains the outbox in the shop's own process (a background job calls `tick`
 * every second, see jobs.ts). Each tick claims due messages
 * one at a time (a conditional UPDATE, so two ticks never send the same row),
 * sends, and marks them sent; a failure counts an attempt and schedules the
 * next with backoff. Without SMTP_URL a message is logged and kept for the
 * admin to read instead of sent.
 */
export class MailWorker {
  private readonly transport: MailTransport | null;
  private running: Promise<number> | null = null;

  constructor(private readonly deps: MailWorkerDeps) {
    this.transport =
      deps.transport !== undefined
        ? deps.transport
        : deps.config.mail.smtpUrl
          ? smtpTransport(deps.config.mail.smtpUrl)
          : null;
  }

  /** Waits for a tick in flight, then closes the transport (the app's close). */
  async stop(): Promise<void> {
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  /** Sends what is due now; answers how many messages it handled. A tick already running is joined, not doubled. */
  tick(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock();
    const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
    const due = await db
      .selectFrom('mail_message')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', stale)]),
        ]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let handled = 0;
    for (const { id } of due) {
      if (await this.deliver(id, stale)) handled += 1;
    }
    return handled;
  }

  private async deliver(id: number, stale: string): Promise<boolean> {
    const { db, clock, config, log } = this.deps;
    const claimedAt = isoNow(clock);
    const message = await runFlow({ db }, ({ db: trx }) =>
      trx
        .updateTable('mail_message')
        .set({ status: 'sending', claimed_at: claimedAt })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', stale)])]),
        )
        .returning([
          'id',
          'kind',
          'event_key',
          'recipient',
          'reply_to',
          'subject',
          'html',
          'text',
          'attempts',
          'list_unsubscribe',
        ])
        .executeTakeFirst(),
    );
    if (!message) return false;
    if (!this.transport) {
      log.info(
        {
          mail: {
            id,
            kind: message.kind,
            to: message.recipient,
            subject: message.subject,
            text: withOrigin(message.text, config.publicUrl),
          },
        },
        'mail kept (SMTP_URL is not set): read it in the admin, Messages',
      );
      await runFlow({ db }, (tx) =>
        tx.db.updateTable('mail_message').set({ status: 'kept', claimed_at: null }).where('id', '=', id).execute(),
      );
      return true;
    }
    const settings = await getSettings({ db });
    const attempts = message.attempts + 1;
    try {
      await this.transport.send({
        from: fromAddress(config.mail.from, settings.shopName, config.publicUrl),
        to: message.recipient,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        html: withOrigin(message.html, config.publicUrl),
        text: withOrigin(message.text, config.publicUrl),
        messageId: `<${message.event_key.replaceAll(/[^\w.-]/g, '.')}.${message.id}@${new URL(config.publicUrl).hostname}>`,
        ...(message.list_unsubscribe
          ? { listUnsubscribe: withOrigin(message.list_unsubscribe, config.publicUrl) }
          : {}),
      });
      await runFlow({ db }, async (tx) => {
        await tx.db
          .updateTable('mail_message')
          .set({ status: 'sent', attempts, sent_at: isoNow(clock), claimed_at: null, last_error: null })
          .where('id', '=', id)
          .execute();
        if (message.kind === 'password_reset' || message.kind === 'email_confirmation') {
          await forgetResetLink(tx.db, id);
        }
      });
      log.info({ mail: { id, kind: message.kind, to: message.recipient } }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_ATTEMPTS;
      const next = new Date(clock().getTime() + backoffMs(attempts)).toISOString();
      await runFlow({ db }, (tx) =>
        tx.db
          .updateTable('mail_message')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            next_attempt_at: next,
            claimed_at: null,
            last_error: reason.slice(0, 500),
          })
          .where('id', '=', id)
          .execute(),
      );
      log.warn(
        { mail: { id, kind: message.kind, attempts }, err: reason },
        failed ? 'mail failed' : 'mail will be retried',
      );
    }
    return true;
  }
}
