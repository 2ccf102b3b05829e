import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface Envelope {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** A newsletter mail's one-click unsubscribe URL: List-Unsubscribe, with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string;
}

/** Where messages go: SMTP through nodemailer. */
export interface MailTransport {
  send(mail: Envelope): Promise<void>;
  close(): void;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * An SMTP transport for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`;
 * nodemailer's query options such as `?tls.rejectUnauthorized=false` apply).
 * Timeouts are short so a dead or slow server only delays the worker, which
 * retries later; no request ever waits on it. A relay on this machine
 * (loopback) is trusted with a self-signed TLS certificate: nothing travels
 * over a network there.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const loopback = LOOPBACK.has(new URL(smtpUrl).hostname);
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...(loopback ? { tls: { rejectUnauthorized: false } } : {}),
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } satisfies SMTPTransport.Options);
  return {
    async send({ listUnsubscribe, ...mail }) {
      await transporter.sendMail({
        ...mail,
        ...(listUnsubscribe
          ? {
              list: { unsubscribe: { url: listUnsubscribe, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** MAIL_FROM, else the shop's name at `shop@` the public host. */
export function fromAddress(configured: string | undefined, shopName: string, publicUrl: string): string {
  if (configured) return configured;
  return `"${shopName.replaceAll('"', "'")}" <shop@${new URL(publicUrl).hostname}>`;
}
