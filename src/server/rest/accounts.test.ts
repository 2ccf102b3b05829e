import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { TestBrowser, testApp, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

const wren = { username: 'wren', email: 'wren@example.com', password: 'secret1' };

describe('POST /api/register', () => {
  it('creates a user with role user whatever is sent, and signs them in', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.post('/api/register', { ...wren, role: 'admin', confirmPassword: 'secret1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'wren', email: 'wren@example.com', role: 'user' });
    expect(res.body).not.toMatch(/password|argon2/i);
    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'wren', role: 'user' });
  });

  it.each([
    [{ ...wren, username: 'ab' }, 'Username must be at least 3 characters'],
    [{ ...wren, email: 'not-an-email' }, 'Please enter a valid email'],
    [{ ...wren, password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'x@example.com', password: 'secret1' }, 'Username must be at least 3 characters'],
  ])('rejects %j with the spec message', async (payload, message) => {
    const res = await new TestBrowser(app).post('/api/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_REQUEST' });
    expect(await db.selectFrom('user').select('id').execute()).toHaveLength(0);
  });

  it('answers 409 for a taken username or e-mail', async () => {
    await new TestBrowser(app).post('/api/register', wren);
    const sameName = await new TestBrowser(app).post('/api/register', { ...wren, email: 'other@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
    const sameEmail = await new TestBrowser(app).post('/api/register', { ...wren, username: 'other' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: 'Email already registered', code: 'EMAIL_TAKEN' });
  });
});

describe('login, session and logout', () => {
  it('logs in, answers the user and the session check, and sets a safe cookie', async () => {
    await new TestBrowser(app).post('/api/register', wren);
    const browser = new TestBrowser(app);
    const res = await browser.post('/api/login', { username: 'wren', password: 'secret1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'wren', role: 'user' });
    const cookie = res.cookies.find((c) => c.name === 'wbs_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const check = await browser.get('/api/session-check');
    expect(check.json()).toEqual({
      authenticated: true,
      user: { id: expect.any(Number), username: 'wren', role: 'user' },
    });
  });

  it('marks the cookie Secure when the shop runs under https', async () => {
    const secure = await testApp({ PUBLIC_URL: 'https://shop.example.com' });
    const res = await new TestBrowser(secure.app).post('/api/register', wren);
    expect(res.cookies.find((c) => c.name === 'wbs_session')?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    await secure.app.close();
  });

  it('gives a fresh session cookie at login', async () => {
    await new TestBrowser(app).post('/api/register', wren);
    const browser = new TestBrowser(app);
    await browser.post('/api/login', { username: 'wren', password: 'secret1' });
    const first = browser.cookie;
    await browser.post('/api/login', { username: 'wren', password: 'secret1' });
    expect(browser.cookie).not.toBe(first);
  });

  it('answers 401 with the error vocabulary for bad credentials', async () => {
    await new TestBrowser(app).post('/api/register', wren);
    const res = await new TestBrowser(app).post('/api/login', { username: 'wren', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
  });

  it('answers 401 on /api/user and unauthenticated on the session check when logged out', async () => {
    const browser = new TestBrowser(app);
    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await browser.get('/api/session-check')).json()).toEqual({ authenticated: false, user: null });
  });

  it('kills the session at logout, even when the old cookie is replayed', async () => {
    const browser = new TestBrowser(app);
    await browser.post('/api/register', wren);
    const stolen = browser.cookie;
    const out = await browser.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    const replay = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
  });

  it('limits repeated failed logins per username and address, without locking out other addresses', async () => {
    await new TestBrowser(app).post('/api/register', wren);
    const attacker = new TestBrowser(app, '10.0.0.66');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await attacker.post('/api/login', { username: 'wren', password: `wrong-${i}xx` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await attacker.post('/api/login', { username: 'wren', password: 'secret1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const owner = await new TestBrowser(app, '10.0.0.7').post('/api/login', { username: 'wren', password: 'secret1' });
    expect(owner.statusCode).toBe(200);
  });

  it('rejects cross-site mutations and non-JSON bodies', async () => {
    const crossOrigin = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example.com' },
      payload: { username: 'wren', password: 'secret1' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json()).toMatchObject({ code: 'CROSS_SITE' });
    const fetchSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const textPlain = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'wren', password: 'secret1' }),
    });
    expect(textPlain.statusCode).toBe(415);
    expect(textPlain.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the same procedures over tRPC', () => {
  it('registers and reads the session over /trpc', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.post('/trpc/account.register', wren);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ username: 'wren', role: 'user' });
    const check = await browser.get('/trpc/account.sessionCheck');
    expect(check.json().result.data).toMatchObject({ authenticated: true });
  });

  it('carries the app error code in tRPC errors', async () => {
    const res = await new TestBrowser(app).post('/trpc/account.login', { username: 'nobody', password: 'secret1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      message: 'Invalid username or password',
      data: { appCode: 'INVALID_CREDENTIALS', httpStatus: 401 },
    });
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });
});
