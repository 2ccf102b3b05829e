import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { Clock } from '../deps.js';
import { signedInAdmin, type TestBrowser, type TestShop, testConfig, useTestApp } from './helpers.js';
import { buyOverApi } from './shoppers.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

const MAIL_ENV = { PUBLIC_URL: 'https://shop.example.com' };

/** The shop over `db` with a hand-driven clock and no mail timer: tests call `app.mailWorker.tick()`. */
export async function mailShop(db: Db, env: Record<string, string>, clock: () => Date) {
  const config: Config = testConfig({ ...MAIL_ENV, ...env });
  const app = await buildApp({ db, config, clock, logger: false });
  return { app, config };
}

/** useTestApp for mail tests: before each test a real SMTP server and `mailShop` sending to it; both go after it. */
export function useMailShop(clock: Clock, use: (shop: TestShop & { sink: SmtpSink }) => void): void {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
  });
  useTestApp({ clock, env: () => ({ ...MAIL_ENV, SMTP_URL: sink.url }) }, (shop) => use({ ...shop, sink }));
}

/** `signedInAdmin`'s browser: the owner signed in. */
export async function signInOwner(app: FastifyInstance, db: Db): Promise<TestBrowser> {
  return (await signedInAdmin(app, db)).admin;
}

/** A new customer who buys the lines in Ontario and pays with the test card. */
export function buyAndPay(app: FastifyInstance, lines: object[]) {
  return buyOverApi(app, lines, { prefix: 'mailbuyer' });
}

export const outbox = (db: Db) =>
  db
    .selectFrom('mail_message')
    .select(['id', 'kind', 'recipient', 'reply_to', 'subject', 'status', 'attempts', 'next_attempt_at', 'text', 'html'])
    .orderBy('id')
    .execute();
