import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { callerContext, useTestDb } from '../../testing/helpers.js';
import { createCaller } from '../../trpc/app-router.js';
import { ensureAdmin, login, register, resolveActor, sessionGrant } from './accounts.js';

let db: Db;
useTestDb((deps) => ({ db } = deps));

describe('accounts through createCaller', () => {
  it('registers a plain user and signs them in', async () => {
    const ctx = callerContext(db);
    const user = await createCaller(ctx).account.register({
      username: 'wren',
      email: 'wren@example.com',
      password: 'secret1',
    });
    expect(user).toMatchObject({ username: 'wren', email: 'wren@example.com', role: 'user' });
    expect(ctx.signedIn).toBe(user.id);
  });

  it('never takes a role from the registration payload', async () => {
    const caller = createCaller(callerContext(db));
    const input = { username: 'sneaky', email: 's@example.com', password: 'secret1', role: 'admin' };
    const user = await caller.account.register(input as never);
    expect(user.role).toBe('user');
    const row = await db.selectFrom('user').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  it('answers me and sessionCheck for the actor', async () => {
    const user = await register(
      { db, clock: () => new Date() },
      { username: 'reader', email: 'r@example.com', password: 'secret1' },
    );
    const actor = await resolveActor({ db }, await sessionGrant({ db }, user.id));
    const caller = createCaller(callerContext(db, { actor }));
    expect(await caller.account.me()).toMatchObject({ id: user.id, username: 'reader' });
    expect(await caller.account.sessionCheck()).toEqual({
      authenticated: true,
      user: { id: user.id, username: 'reader', role: 'user' },
    });
  });

  it('refuses me without a session', async () => {
    const caller = createCaller(callerContext(db));
    await expect(caller.account.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await caller.account.sessionCheck()).toEqual({ authenticated: false, user: null });
  });
});

describe('accounts domain', () => {
  it('stores an argon2id hash, never the password', async () => {
    await register(
      { db, clock: () => new Date() },
      { username: 'hashme', email: 'h@example.com', password: 'secret1' },
    );
    const row = await db.selectFrom('user').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain('secret1');
  });

  it('treats usernames case-insensitively at login and registration', async () => {
    await register({ db, clock: () => new Date() }, { username: 'Wren', email: 'w@example.com', password: 'secret1' });
    await expect(login({ db }, { username: 'wren', password: 'secret1' })).resolves.toMatchObject({
      grant: { epoch: 0 },
    });
    await expect(
      register({ db, clock: () => new Date() }, { username: 'WREN', email: 'x@example.com', password: 'secret1' }),
    ).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
    });
  });

  it('rejects a wrong password and an unknown user with the same error', async () => {
    await register({ db, clock: () => new Date() }, { username: 'known', email: 'k@example.com', password: 'secret1' });
    await expect(login({ db }, { username: 'known', password: 'wrong-pass' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(login({ db }, { username: 'unknown', password: 'secret1' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('creates the first admin only once, printing a generated password', async () => {
    const first = await ensureAdmin({ db }, { username: 'admin', email: 'admin@example.com' }, () => 'generated-pw');
    expect(first).toEqual({ created: true, generatedPassword: 'generated-pw' });
    await expect(login({ db }, { username: 'admin', password: 'generated-pw' })).resolves.toMatchObject({
      user: { role: 'admin' },
    });
    const second = await ensureAdmin(
      { db },
      { username: 'other', email: 'o@example.com', password: 'given-pw' },
      () => 'x',
    );
    expect(second).toEqual({ created: false });
    const admins = await db.selectFrom('user').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('says in one line what to do when the admin name belongs to a customer, instead of crashing', async () => {
    await register(
      { db, clock: () => new Date() },
      { username: 'admin', email: 'someone@example.com', password: 'secret1' },
    );
    await expect(ensureAdmin({ db }, { username: 'admin', email: 'admin@example.com' }, () => 'pw')).rejects.toThrow(
      'The shop has no admin, and ADMIN_USERNAME (admin) belongs to a customer account: set another ADMIN_USERNAME, or make that account an admin with npm run create-admin.',
    );
  });

  it('does not print a password the owner set', async () => {
    const result = await ensureAdmin(
      { db },
      { username: 'admin', email: 'a@example.com', password: 'chosen-pw' },
      () => 'x',
    );
    expect(result).toEqual({ created: true, generatedPassword: undefined });
  });
});
