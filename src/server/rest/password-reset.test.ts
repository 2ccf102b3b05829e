import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { manualClock, TestBrowser } from '../testing/helpers.js';
import { outbox, useMailShop } from '../testing/mail-shop.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

const INVALID = 'This reset link is invalid or has expired.';
const SAME_ANSWER =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for 60 minutes.';

let sink: SmtpSink;
let db: Db;
let app: FastifyInstance;
const clock = manualClock();

useMailShop(clock.now, (shop) => ({ app, db, sink } = shop));
beforeEach(async () => {
  await createUser({ db }, { username: 'forgetful', email: 'Forgetful@Example.com', password: 'old-secret' });
});

/** Asks for a reset and answers the token from the mail the SMTP server received. */
async function requestToken(email = 'forgetful@example.com'): Promise<string> {
  const res = await new TestBrowser(app).post('/api/password-reset', { email });
  expect(res.statusCode).toBe(200);
  await app.mailWorker.tick();
  const mail = sink.messages.at(-1);
  const token = mail?.body.match(/https:\/\/shop\.example\.com\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}

describe('password reset', () => {
  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const browser = new TestBrowser(app);
    const known = await browser.post('/api/password-reset', { email: 'FORGETFUL@example.com' });
    const unknown = await browser.post('/api/password-reset', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: SAME_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await app.mailWorker.tick();
    expect(sink.messages.map((m) => [m.to, m.subject])).toEqual([
      [['Forgetful@example.com'], 'Reset your Wild Bleach Studio password'],
    ]);
    expect((await browser.post('/api/password-reset', { email: 'not-an-address' })).json()).toMatchObject({
      message: expect.stringContaining('email'),
    });
  });

  it('mails in the language of the page that asked: French from a French page, English otherwise', async () => {
    const browser = new TestBrowser(app);
    const asked = await browser.request(
      'POST',
      '/api/password-reset',
      { email: 'forgetful@example.com' },
      { 'x-shop-locale': 'fr' },
    );
    expect(asked.json().message).toBe(
      'Si un compte existe pour cette adresse courriel, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Le lien fonctionne pendant 60 minutes.',
    );
    await browser.post('/api/password-reset', { email: 'forgetful@example.com' });
    const [french, english] = (await outbox(db)).map((m) => ({ subject: m.subject, body: m.text }));
    expect(french?.subject).toBe('Réinitialisation de votre mot de passe Wild Bleach Studio');
    expect(french?.body).toContain('Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe');
    expect(french?.body).toMatch(/\{\{shop-origin\}\}\/fr\/reset-password\?token=[\w-]+/);
    expect(english?.subject).toBe('Reset your Wild Bleach Studio password');
    expect(english?.body).toContain('Someone (hopefully you) asked to reset the password of the account forgetful.');
    expect(english?.body).toMatch(/\{\{shop-origin\}\}\/reset-password\?token=[\w-]+/);
  });

  it('sets a new password once, ends every session, and the link cannot be used twice', async () => {
    const other = new TestBrowser(app);
    await other.post('/api/login', { username: 'forgetful', password: 'old-secret' });
    expect((await other.get('/api/user')).statusCode).toBe(200);

    const token = await requestToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await db.selectFrom('password_reset').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect((await outbox(db))[0]?.html).not.toContain(token);

    const short = await new TestBrowser(app).post('/api/password-reset/confirm', { token, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 6 characters');

    const fresh = await app.inject({
      method: 'GET',
      url: `/trpc/account.checkPasswordReset?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    });
    expect(fresh.json().result.data).toEqual({ valid: true });
    const done = await new TestBrowser(app).post('/api/password-reset/confirm', { token, password: 'new-secret' });
    expect(done.statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const login = await new TestBrowser(app).post('/api/login', { username: 'forgetful', password: 'new-secret' });
    expect(login.statusCode).toBe(200);
    expect(
      (await new TestBrowser(app).post('/api/login', { username: 'forgetful', password: 'old-secret' })).statusCode,
    ).toBe(401);

    const check = (t: string) =>
      app.inject({
        method: 'GET',
        url: `/trpc/account.checkPasswordReset?input=${encodeURIComponent(JSON.stringify({ token: t }))}`,
      });
    expect((await check(token)).json().result.data).toEqual({ valid: false });
    const twice = await new TestBrowser(app).post('/api/password-reset/confirm', { token, password: 'third-secret' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: INVALID, code: 'RESET_LINK_INVALID' });
  });

  it('refuses an unknown token and a link older than 60 minutes', async () => {
    const unknown = await new TestBrowser(app).post('/api/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'new-secret',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVALID);

    const token = await requestToken();
    clock.advance(60 * 60_000 + 1);
    const late = await new TestBrowser(app).post('/api/password-reset/confirm', { token, password: 'new-secret' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVALID);
  });

  it('limits how often one address can be sent a link', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await new TestBrowser(app, `10.0.0.${i + 1}`).post('/api/password-reset', {
        email: 'forgetful@example.com',
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    const unknownToo = [];
    for (let i = 0; i < 4; i++) {
      unknownToo.push(
        (await new TestBrowser(app, `10.0.1.${i + 1}`).post('/api/password-reset', { email: 'ghost@example.com' }))
          .statusCode,
      );
    }
    expect(unknownToo).toEqual(answers);
  });
});
