import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { manualClock, TestBrowser } from '../testing/helpers.js';
import { outbox, signInOwner, useMailShop } from '../testing/mail-shop.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;
let owner: TestBrowser;
const clock = manualClock();

useMailShop(clock.now, (shop) => ({ app, db, sink } = shop));
beforeEach(async () => {
  owner = await signInOwner(app, db);
});

const subscribe = (email: string) => new TestBrowser(app).post('/api/newsletter/subscribe', { email });

/** The subscribers export's addresses (header row left out). */
async function exported(): Promise<string[]> {
  const csv = await owner.get('/api/admin/exports/subscribers.csv');
  expect(csv.statusCode).toBe(200);
  return csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[0] ?? '');
}

/** The unsubscribe token of the newest newsletter mail to `email`. */
async function tokenFor(email: string): Promise<string> {
  const mail = (await outbox(db)).filter((m) => m.kind === 'newsletter_welcome' && m.recipient === email).at(-1);
  const token = mail?.text.match(/\/unsubscribe\?token=([\w.-]+)/)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

describe('every newsletter mail can be left in one click', () => {
  it('the subscription mail carries the page link and the List-Unsubscribe headers (one-click POST)', async () => {
    expect((await subscribe('Fan@Example.com')).json()).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter.',
    });
    expect((await subscribe('fan@example.com')).statusCode).toBe(200);
    const mails = (await outbox(db)).filter((m) => m.kind === 'newsletter_welcome');
    expect(mails.map((m) => m.recipient)).toEqual(['fan@example.com']);
    const token = await tokenFor('fan@example.com');

    await app.mailWorker.tick();
    const sent = sink.messages.find((m) => m.to[0] === 'fan@example.com');
    const headers = sent?.body.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://shop\\.example\\.com/api/newsletter/one-click-unsubscribe\\?token=${token.replace('.', '\\.')}>`,
        'm',
      ),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(sent?.body).toContain(`https://shop.example.com/unsubscribe?token=${token}`);
    // Order mails are not newsletter mail: no List-Unsubscribe on them.
    const other = await db
      .selectFrom('mail_message')
      .select('list_unsubscribe')
      .where('kind', '!=', 'newsletter_welcome')
      .execute();
    expect(other.every((m) => m.list_unsubscribe === null)).toBe(true);
  });

  it('the page’s POST unsubscribes: the address leaves the export and the customers’ newsletter flag', async () => {
    await subscribe('leaver@example.com');
    await subscribe('stayer@example.com');
    expect((await exported()).sort()).toEqual(['leaver@example.com', 'stayer@example.com']);
    const token = await tokenFor('leaver@example.com');

    const res = await new TestBrowser(app).post('/api/newsletter/unsubscribe', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been unsubscribed from our newsletter.' });
    expect(await exported()).toEqual(['stayer@example.com']);
    const row = await db
      .selectFrom('newsletter_subscriber')
      .select(['email', 'unsubscribed_at'])
      .where('email', '=', 'leaver@example.com')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).toBe(clock.now().toISOString());
    // Again: the same answer, nothing changes.
    expect((await new TestBrowser(app).post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(200);

    // Subscribing again puts the address back on the list (and mails a new link).
    clock.advance(60_000);
    await subscribe('leaver@example.com');
    expect((await exported()).sort()).toEqual(['leaver@example.com', 'stayer@example.com']);
    expect((await outbox(db)).filter((m) => m.recipient === 'leaver@example.com')).toHaveLength(2);
  });

  it('the one-click URL takes the form body mail apps send (RFC 8058), without a cookie', async () => {
    await subscribe('oneclick@example.com');
    const token = await tokenFor('oneclick@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await exported()).toEqual([]);
    // The API elsewhere stays JSON: a form body is refused there.
    const form = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(form.statusCode).toBe(415);
  });

  it('a forged, altered or borrowed token unsubscribes nobody (400); a GET changes nothing', async () => {
    await subscribe('victim@example.com');
    await subscribe('attacker@example.com');
    const victim = await tokenFor('victim@example.com');
    const attacker = await tokenFor('attacker@example.com');
    const [victimId] = victim.split('.');
    const [, attackerSig] = attacker.split('.');
    const flipped = `${victim.slice(0, -1)}${victim.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [`${victimId}.${attackerSig}`, flipped, `${victimId}.`, 'nonsense', '99999.abc']) {
      const res = await new TestBrowser(app).post('/api/newsletter/unsubscribe', { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect((await new TestBrowser(app).post('/api/newsletter/unsubscribe', {})).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `/api/newsletter/one-click-unsubscribe?token=${victim}` })).statusCode,
    ).toBe(404);
    expect((await exported()).sort()).toEqual(['attacker@example.com', 'victim@example.com']);
  });
});
