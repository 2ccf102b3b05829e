import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { HttpClient } from '../load/http-client.js';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.js';
import { type ChildShop, shopEnv, startChildShop } from './shop-process.js';

/**
 * Exactly once across a crash (issue 40): the real shop as a child process, sending a newsletter campaign to 1,000
 * subscribers (10 unsubscribed) and the "Notify me" mails of a release that opened (300 waiting) to a real SMTP
 * sink, SIGKILLed mid-send and started again on the same files. Every outbox row is one recipient's (the queue
 * cannot hold anyone twice), and the sink receives each recipient's message once; the only message that may
 * arrive twice is one a kill cut between the SMTP server's acceptance and the shop's "sent" mark: it is sent
 * again after its claim goes stale, as the same message (same Message-ID), which mail apps show once.
 */
const SUBSCRIBERS = 1000;
const UNSUBSCRIBED = [7, 99, 150, 333, 404, 512, 600, 777, 888, 999];
const WAITING = 300;
const dir = mkdtempSync(join(tmpdir(), 'wbs-mail-crash-'));
let sink: SmtpSink;
let shop: ChildShop | undefined;
afterAll(async () => {
  await shop?.kill();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

it('mails each campaign recipient and each waiting shopper once across a SIGKILL mid-send', async () => {
  sink = await startSmtpSink();
  const env = shopEnv(dir, randomBytes(32).toString('hex'), { SMTP_URL: sink.url });
  const file = env.DATABASE_PATH as string;
  const base = { url: '' };

  // First start: migrate and seed; then the subscribers and a released product's waiting list, written to the file.
  shop = await startChildShop(env);
  base.url = shop.url;
  const admin = new HttpClient(base, '10.0.0.1');
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  expect((await admin.post('/api/site-settings', { key: 'campaignMessagesPerMinute', value: 1000 })).status).toBe(200);
  await shop.stop();
  const now = new Date().toISOString();
  const db = new SQLite(file);
  const productId = (
    db.prepare('SELECT id FROM product WHERE deleted_at IS NULL ORDER BY id LIMIT 1').get() as {
      id: number;
    }
  ).id;
  db.transaction(() => {
    const sub = db.prepare('INSERT INTO newsletter_subscriber (email, created_at, unsubscribed_at) VALUES (?, ?, ?)');
    for (let n = 1; n <= SUBSCRIBERS; n++) {
      sub.run(`fan${n}@example.com`, now, UNSUBSCRIBED.includes(n) ? now : null);
    }
    const wait = db.prepare(
      `INSERT INTO waitlist_request (email, item_type, item_id, release, locale, created_at) VALUES (?, 'product', ?, 1, 'en', ?)`,
    );
    for (let n = 1; n <= WAITING; n++) wait.run(`waiting${n}@example.com`, productId, now);
  })();
  db.close();

  // Second start: the release's alerts go out at once (the job runs a second after the start), the campaign is sent.
  shop = await startChildShop(env);
  base.url = shop.url;
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  const created = await admin.post('/api/admin/campaigns', { subject: 'Crash drop', html: '<p>New pieces.</p>' });
  expect(created.status).toBe(201);
  const id = created.json.id as number;
  expect((await admin.post(`/api/admin/campaigns/${id}/send`, {})).status).toBe(202);

  const delivered = (prefix: string) => sink.messages.filter((m) => m.to[0]?.startsWith(prefix)).length;
  let inFlight = 0;
  const kills: string[] = [];
  /** SIGKILL; the files as the kernel left them hold one outbox row per recipient; then the shop starts again. */
  async function killAndRestart() {
    await shop?.kill();
    kills.push(`${delivered('waiting')} alerts and ${delivered('fan')} campaign mails delivered`);
    const after = new SQLite(file, { readonly: true });
    expect(
      after.prepare('SELECT recipient, count(*) AS n FROM mail_message GROUP BY kind, recipient HAVING n > 1').all(),
    ).toEqual([]);
    const c = after.prepare('SELECT queued FROM campaign WHERE id = ?').get(id) as { queued: number };
    expect(c.queued).toBe(
      (after.prepare('SELECT count(*) AS n FROM mail_message WHERE campaign_id = ?').get(id) as { n: number }).n,
    );
    inFlight += (
      after.prepare(`SELECT count(*) AS n FROM mail_message WHERE status = 'sending'`).get() as { n: number }
    ).n;
    after.close();
    shop = await startChildShop(env);
    base.url = shop.url;
    // A message whose claim the kill left is sent again once the claim is stale (ten minutes; moved back here).
    const rw = new SQLite(file);
    rw.pragma('busy_timeout = 5000');
    rw.prepare(`UPDATE mail_message SET claimed_at = '2000-01-01T00:00:00.000Z' WHERE status = 'sending'`).run();
    rw.close();
  }

  // Killed while the release's alerts go out, then while the campaign does.
  await until('a third of the alerts', () => delivered('waiting') >= 100, 90_000);
  expect(delivered('waiting')).toBeLessThan(WAITING);
  await killAndRestart();
  await until('a third of the campaign', () => delivered('fan') >= 330, 120_000);
  await killAndRestart();

  const rw = new SQLite(file, { readonly: true });
  const unsent = rw.prepare(`SELECT count(*) AS n FROM mail_message WHERE status != 'sent'`);
  const campaign = rw.prepare('SELECT status, queued FROM campaign WHERE id = ?');
  await until(
    'every mail sent',
    () => (campaign.get(id) as { status: string }).status === 'sent' && (unsent.get() as { n: number }).n === 0,
    120_000,
  );
  expect(campaign.get(id)).toEqual({ status: 'sent', queued: SUBSCRIBERS - UNSUBSCRIBED.length });
  rw.close();
  await shop.stop();

  const byRecipient = new Map<string, Set<string | null>>();
  const deliveries = new Map<string, number>();
  for (const m of sink.messages) {
    const to = m.to[0] as string;
    byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(m.messageId));
    deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
  }
  const fans = [...byRecipient.keys()].filter((to) => to.startsWith('fan'));
  const waiting = [...byRecipient.keys()].filter((to) => to.startsWith('waiting'));
  expect(fans).toHaveLength(SUBSCRIBERS - UNSUBSCRIBED.length);
  for (const n of UNSUBSCRIBED) expect(byRecipient.has(`fan${n}@example.com`)).toBe(false);
  expect(waiting).toHaveLength(WAITING);
  // Never two different messages to one recipient.
  expect([...byRecipient.entries()].filter(([, ids]) => ids.size > 1)).toEqual([]);
  const again = [...deliveries.entries()].filter(([, n]) => n > 1);
  expect(again.length).toBeLessThanOrEqual(inFlight);
  console.log(
    `mail crash: killed with ${kills.join(', then with ')}; ${inFlight} in flight at the kills, ${again.length} delivered again with the same Message-ID; ${sink.messages.length} deliveries to ${byRecipient.size} recipients`,
  );
}, 300_000);
