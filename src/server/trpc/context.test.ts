import { describe, expect, it } from 'vitest';
import { callerContext, testDb } from '../testing/helpers.js';
import { createContextInner, noSession } from './context.js';

describe('the request context', () => {
  it('builds without any transport: no actor and no session unless given', async () => {
    const db = await testDb();
    const { db: _db, config, limits, clock, gateway } = callerContext(db);
    const ctx = createContextInner({ db, config, limits, clock, gateway }, { ip: '10.0.0.1' });
    expect(ctx).toMatchObject({ actor: null, ip: '10.0.0.1', session: noSession });
    await db.destroy();
  });

  it('refuses loudly to sign in on a request that has no session', () => {
    expect(noSession.cartIds()).toEqual([]);
    expect(() => noSession.signIn({ userId: 1, epoch: 0, secret: 's' })).toThrow(/no session/);
    expect(() => noSession.signOut()).toThrow(/no session/);
    expect(() => noSession.claimCart('c')).toThrow(/no session/);
  });
});
