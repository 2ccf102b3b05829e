import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const account = (name: string) => ({ username: name, email: `${name}@example.com`, password: 'secret1' });

describe("a deleted user's cookie", () => {
  it('never resolves to the account registered after the delete', async () => {
    const a = new TestBrowser(app, '10.2.0.1');
    const alice = (await a.post('/api/register', account('alice'))).json();
    expect((await a.get('/api/user')).json()).toMatchObject({ username: 'alice' });
    const oldCookie = a.cookie;

    expect((await admin.delete(`/api/admin/users/${alice.id}`)).statusCode).toBe(200);
    const b = new TestBrowser(app, '10.2.0.2');
    const bob = (await b.post('/api/register', account('bob'))).json();
    expect(bob.id).toBeGreaterThan(alice.id);

    const replay = new TestBrowser(app, '10.2.0.1');
    replay.cookie = oldCookie;
    const me = await replay.get('/api/user');
    expect([me.statusCode, me.json()]).toEqual([401, { message: 'Not logged in', code: 'UNAUTHORIZED' }]);
    expect((await replay.get('/api/session-check')).json()).toEqual({ authenticated: false, user: null });
    expect((await b.get('/api/user')).json()).toMatchObject({ username: 'bob' });
  });

  it('gives no other account its id, whoever was deleted and however the account is created', async () => {
    const ids: number[] = [];
    for (const name of ['carol', 'dave', 'erin']) {
      const created = await admin.post('/api/register', account(name));
      ids.push(created.json().id);
      const last = ids.at(-1) as number;
      await admin.post('/api/login', { username: 'owner', password: 'secret1' });
      expect((await admin.delete(`/api/admin/users/${last}`)).statusCode).toBe(200);
    }
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const frank = await createUser({ db }, account('frank'));
    expect(frank.id).toBeGreaterThan(ids.at(-1) as number);
  });
});

describe('the session secret', () => {
  it('is random per account, also for accounts inserted without one', async () => {
    await db
      .insertInto('user')
      .values({ username: 'legacy', email: 'legacy@example.com', password_hash: 'x' })
      .execute();
    await createUser({ db }, account('grace'));
    const rows = await db.selectFrom('user').select('session_secret').execute();
    const secrets = rows.map((r) => r.session_secret);
    expect(secrets.every((s) => /^[0-9a-f]{32}$/.test(s))).toBe(true);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('stays valid across a password change in the same browser, while the other sessions end', async () => {
    const here = new TestBrowser(app, '10.2.0.3');
    await here.post('/api/register', account('heidi'));
    const there = new TestBrowser(app, '10.2.0.4');
    await there.post('/api/login', { username: 'heidi', password: 'secret1' });
    const changed = await here.put('/api/user/password', { currentPassword: 'secret1', newPassword: 'secret22' });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await there.get('/api/user')).statusCode).toBe(401);
  });
});
