import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/index.js';
import { signedInAdmin, TestBrowser, testApp, testDb } from './helpers.js';

describe('testDb', () => {
  it('answers a database migrated to the latest, with foreign keys enforced', async () => {
    const db = await testDb();
    try {
      expect(await migrateToLatest(db)).toEqual([]);
      const orphan = { product_id: 999_999, price_cents: null, retired_at: null, created_at: '2026-11-23T10:00:00Z' };
      await expect(db.insertInto('product_variant').values(orphan).execute()).rejects.toThrow(/foreign key/i);
    } finally {
      await db.destroy();
    }
  });

  it('answers databases of their own: what one test writes, no other sees', async () => {
    const first = await testDb();
    const second = await testDb();
    try {
      await first
        .insertInto('category')
        .values({ name: 'Only here', slug: 'only-here', created_at: '2026-11-23' })
        .execute();
      const count = async (db: typeof first) =>
        (await sql<{ n: number }>`select count(*) as n from category where slug = 'only-here'`.execute(db)).rows[0]?.n;
      expect(await count(first)).toBe(1);
      expect(await count(second)).toBe(0);
      const third = await testDb();
      expect(await count(third)).toBe(0);
      await third.destroy();
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it("signs in each test's admin by the real password check, with its password only", async () => {
    for (const round of [1, 2]) {
      const { app, db } = await testApp();
      try {
        const { admin } = await signedInAdmin(app, db);
        expect((await admin.get('/api/user')).json(), `round ${round}`).toMatchObject({
          username: 'owner',
          role: 'admin',
        });
        const wrong = await new TestBrowser(app).post('/api/login', { username: 'owner', password: 'secret2' });
        expect(wrong.statusCode, `round ${round}`).toBe(401);
      } finally {
        await app.close();
        await db.destroy();
      }
    }
  });
});
