import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './db/index.js';
import { createUser } from './domain/accounts/accounts.js';
import { RateLimits } from './rate-limits.js';
import { TestBrowser, useTestApp } from './testing/helpers.js';

/** The shop's clock, moved by the tests: no rate limit here waits for real time to pass. */
let now = Date.parse('2026-11-24T10:00:00Z');
const clock = () => new Date(now);

describe('rate limits on the shop clock', () => {
  let app: FastifyInstance;
  let db: Db;
  useTestApp({ clock }, (shop) => ({ app, db } = shop));
  beforeEach(async () => {
    await createUser({ db }, { username: 'victim', email: 'victim@example.com', password: 'secret1' });
  });

  it('lift the login lockout once 15 minutes have passed on the clock', async () => {
    const attacker = new TestBrowser(app, '10.9.0.1');
    const guess = (i: number) => attacker.post('/api/login', { username: 'victim', password: `guess-${i}` });
    for (let i = 0; i < 10; i++) expect((await guess(i)).statusCode).toBe(401);
    expect((await guess(10)).statusCode).toBe(429);
    now += 14 * 60 * 1000;
    expect((await guess(11)).statusCode).toBe(429);
    now += 60 * 1000;
    expect((await guess(12)).statusCode).toBe(401);
  });

  it('count each budget per key and give the next window a fresh one', async () => {
    const limits = new RateLimits(clock);
    for (let i = 0; i < 3; i++) await limits.consume('passwordResetAddress', 'a@example.com');
    await expect(limits.consume('passwordResetAddress', 'a@example.com')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await limits.allow('passwordResetAddress', 'a@example.com')).toBe(false);
    expect(await limits.allow('passwordResetAddress', 'b@example.com')).toBe(true);
    now += 60 * 60 * 1000;
    expect(await limits.allow('passwordResetAddress', 'a@example.com')).toBe(true);
  });

  it("name the minutes left in the spent budget's window on the clock", async () => {
    const limits = new RateLimits(clock);
    const hourStart = Math.floor(now / 3_600_000) * 3_600_000;
    now = hourStart + 23 * 60_000 + 5_000;
    for (let i = 0; i < 3; i++) await limits.consume('passwordResetAddress', 'm@example.com');
    await expect(limits.consume('passwordResetAddress', 'm@example.com')).rejects.toThrow(
      'Too many attempts. Please wait 37 minutes and try again.',
    );
    now = hourStart + 59 * 60_000 + 30_000;
    await expect(limits.consume('passwordResetAddress', 'm@example.com')).rejects.toThrow(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('reserve under several keys: a spent key refuses the attempt and keeps no point of the others', async () => {
    const limits = new RateLimits(clock);
    const failure = async (keys: string[]) => (await limits.reserve('trackFailure', keys))(true);
    for (let i = 0; i < 10; i++) await failure(['ip:a']);
    for (let i = 0; i < 3; i++) {
      await expect(limits.reserve('trackFailure', ['user:1', 'ip:a'])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    }
    for (let i = 0; i < 20; i++) await (await limits.reserve('trackFailure', ['user:1']))(false);
    for (let i = 0; i < 10; i++) await failure(['user:1', 'ip:b']);
    await expect(failure(['user:1'])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
