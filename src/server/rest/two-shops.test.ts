import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDb, type Db } from '../db/index.js';
import { addPainting } from '../testing/fixtures.js';
import { TestBrowser, testConfig } from '../testing/helpers.js';
import { freshPostgresDatabase, postgresTestServer } from '../testing/postgres.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';

/**
 * Two shops (each its own pool, caches and job runner, as two processes have) over one PostgreSQL database: 50
 * buyers, spread over both, race for one original. Runs under `npm run test:pg`.
 */
const server = postgresTestServer();

describe.skipIf(!server)('two shop processes sharing one PostgreSQL database', () => {
  let dbs: Db[] = [];
  let apps: FastifyInstance[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    if (!server) return;
    const database = await freshPostgresDatabase(server);
    drop = database.drop;
    dbs = [createDb(database.url), createDb(database.url)];
    apps = await Promise.all(dbs.map((db) => buildApp({ db, config: testConfig(), logger: false })));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await drop();
  });

  it('sell one original exactly once to 50 racing buyers, and send one confirmation', async () => {
    const [db] = dbs as [Db];
    const painting = await addPainting(db);
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const browser = new TestBrowser(apps[i % 2] as FastifyInstance);
      const email = `racer${i}@example.com`;
      await browser.post('/api/register', { username: `racer${i}`, email, password: 'secret1' });
      const cartId = randomUUID();
      expect((await browser.post('/api/cart', { cartId, productId: painting, item_type: 'painting' })).statusCode).toBe(
        201,
      );
      buyers.push({ browser, cartId, email });
    }
    const attempts = await Promise.all(
      buyers.map(async ({ browser, cartId, email }) => {
        const start = await browser.post('/api/create-payment-intent', {
          cartId,
          shippingMethod: 'canada standard',
          shippingAddress: { ...ONTARIO_ADDRESS, email },
        });
        if (start.statusCode !== 200) return start.statusCode;
        const paid = await browser.post('/api/test-gateway/confirm', {
          clientSecret: start.json().clientSecret,
          card: VISA,
        });
        return paid.json().status as string;
      }),
    );
    expect(attempts.filter((a) => a === 'succeeded')).toHaveLength(1);
    expect(attempts.filter((a) => a !== 'succeeded' && a !== 409)).toEqual([]);
    const paid = await db.selectFrom('order').select('id').where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(1);
    const mails = await db
      .selectFrom('mail_message')
      .select('kind')
      .where('order_id', '=', paid[0]?.id as number)
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(mails).toHaveLength(1);
    expect(await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow()).toEqual({ quantity: 0 });
  }, 180_000); // 50 accounts (argon2) and 100 checkout calls
});
