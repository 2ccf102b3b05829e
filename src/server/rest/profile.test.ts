import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
useTestApp((shop) => ({ app, db } = shop));

async function registered(username: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.post('/api/register', { username, email: `${username}@example.com`, password: 'secret1' });
  return browser;
}

describe('PUT /api/user/profile', () => {
  it('changes username, e-mail and avatar', async () => {
    const browser = await registered('wren');
    const res = await browser.put('/api/user/profile', {
      username: 'wren2',
      email: 'new@example.com',
      avatar: 'https://example.com/me.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'wren2',
      email: 'new@example.com',
      avatar: 'https://example.com/me.png',
    });
    expect((await browser.get('/api/user')).json()).toMatchObject({ username: 'wren2' });
    expect((await browser.get('/api/session-check')).json().user.username).toBe('wren2');
  });

  it('answers 409 when the username or e-mail belongs to someone else', async () => {
    await registered('taken');
    const browser = await registered('mine');
    const name = await browser.put('/api/user/profile', { username: 'TAKEN', email: 'mine@example.com' });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toEqual({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
    const email = await browser.put('/api/user/profile', { username: 'mine', email: 'taken@example.com' });
    expect(email.json()).toEqual({ message: 'Email already registered', code: 'EMAIL_TAKEN' });
    const same = await browser.put('/api/user/profile', { username: 'mine', email: 'mine@example.com', avatar: '' });
    expect(same.statusCode).toBe(200);
  });

  it('validates like the forms and needs a login', async () => {
    const browser = await registered('valid');
    const bad = await browser.put('/api/user/profile', { username: 'ab', email: 'valid@example.com' });
    expect(bad.json()).toEqual({ message: 'Username must be at least 3 characters', code: 'BAD_REQUEST' });
    const script = await browser.put('/api/user/profile', {
      username: 'valid',
      email: 'valid@example.com',
      avatar: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    expect(
      (await new TestBrowser(app).put('/api/user/profile', { username: 'xyz', email: 'x@example.com' })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/user/password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const phone = await registered('wren');
    const laptop = new TestBrowser(app);
    await laptop.post('/api/login', { username: 'wren', password: 'secret1' });
    const res = await phone.put('/api/user/password', { currentPassword: 'secret1', newPassword: 'better-secret' });
    expect(res.statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await new TestBrowser(app).post('/api/login', { username: 'wren', password: 'secret1' })).statusCode).toBe(
      401,
    );
    expect(
      (await new TestBrowser(app).post('/api/login', { username: 'wren', password: 'better-secret' })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const browser = await registered('wren');
    const wrong = await browser.put('/api/user/password', {
      currentPassword: 'nope-nope',
      newPassword: 'better-secret',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', code: 'INVALID_CREDENTIALS' });
    const short = await browser.put('/api/user/password', { currentPassword: 'secret1', newPassword: '123' });
    expect(short.json()).toEqual({
      message: 'newPassword: Password must be at least 6 characters',
      code: 'BAD_REQUEST',
    });
    const row = await db.selectFrom('user').select('session_epoch').executeTakeFirstOrThrow();
    expect(row.session_epoch).toBe(0);
  });
});
