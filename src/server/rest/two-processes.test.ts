import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/index.js';
import { HttpClient } from '../load/http-client.js';
import { type ChildShop, shopEnv } from '../ops/shop-process.js';
import { type ShopProcesses, startShopProcesses } from '../ops/shop-processes.js';
import { addPainting } from '../testing/fixtures.js';
import { freshPostgresDatabase, postgresTestServer } from '../testing/postgres.js';
import { ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.js';

/**
 * Two real shop processes (two `node src/server/main.ts`, each running every background job) behind one port,
 * sharing one PostgreSQL database and one SMTP server, as the README's two-process deployment runs. Runs under
 * `npm run test:pg`.
 */
const server = postgresTestServer();
const RACERS = 50;

describe.skipIf(!server)('two shop processes behind one port on one PostgreSQL database', () => {
  let pair: ShopProcesses;
  let sink: SmtpSink;
  let db: Db;
  let dir = '';
  let drop = async () => {};

  beforeAll(async () => {
    if (!server) return;
    const database = await freshPostgresDatabase(server);
    drop = database.drop;
    db = createDb(database.url);
    sink = await startSmtpSink();
    dir = mkdtempSync(join(tmpdir(), 'wbs-two-processes-'));
    pair = await startShopProcesses(
      shopEnv(dir, randomBytes(32).toString('hex'), {
        DATABASE_URL: database.url,
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://shop.example.com',
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await pair?.close();
    await sink?.close();
    await db?.destroy();
    await drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sell one original exactly once to 50 racing buyers (49 clear 409s, no 5xx) and mail the winner once', async () => {
    const painting = await addPainting(db, { title: 'The Only One' });
    const buyers = [];
    for (let i = 0; i < RACERS; i++) {
      const client = new HttpClient({ url: pair.url }, `10.27.${Math.floor(i / 200)}.${(i % 200) + 1}`);
      const email = `racer${i}@example.com`;
      const registered = await client.post('/api/register', { username: `racer${i}`, email, password: 'secret1' });
      expect(registered.status).toBe(201);
      const cartId = randomUUID();
      const added = await client.post('/api/cart', { cartId, productId: painting, item_type: 'painting' });
      expect(added.status).toBe(201);
      buyers.push({ client, cartId, email });
    }
    const served = [...pair.served];

    const outcomes = await Promise.all(
      buyers.map(async ({ client, cartId, email }) => {
        const start = await client.post('/api/create-payment-intent', {
          cartId,
          shippingMethod: 'canada standard',
          shippingAddress: { ...ONTARIO_ADDRESS, email },
        });
        if (start.status !== 200) return { email, status: start.status, body: start.json };
        const paid = await client.post('/api/test-gateway/confirm', {
          clientSecret: start.json.clientSecret,
          card: VISA,
        });
        return { email, status: paid.status, body: paid.json, orderId: start.json.orderId as number };
      }),
    );
    // The race went through both processes, every step of it.
    expect(pair.served.every((n, i) => n - (served[i] ?? 0) >= RACERS / 2)).toBe(true);
    const won = outcomes.filter((o) => o.status === 200 && o.body?.status === 'succeeded');
    const refused = outcomes.filter((o) => o.status === 409);
    expect(won, pair.output()).toHaveLength(1);
    expect(refused).toHaveLength(RACERS - 1);
    // Reserved while the winner pays, or sold once it has: either way a {message, code} the shopper can read.
    const reasons = new Set(refused.map((o) => `${o.body?.code}: ${o.body?.message}`));
    expect(
      [...reasons].every((r) => /^(RESERVED|PAINTING_SOLD|OUT_OF_STOCK): \S/.test(r)),
      [...reasons].join('\n'),
    ).toBe(true);
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);

    const paid = await db.selectFrom('order').select(['id', 'email']).where('status', '=', 'paid').execute();
    expect(paid).toEqual([{ id: won[0]?.orderId, email: won[0]?.email }]);
    const item = await db
      .selectFrom('inventory_item')
      .select('quantity')
      .where('painting_id', '=', painting)
      .executeTakeFirstOrThrow();
    expect(item.quantity).toBe(0);

    // Both processes drain the outbox every second: once it is sent, give each a few more ticks to send it again.
    const confirmations = () => sink.messages.filter((m) => m.subject === `Your order #${paid[0]?.id} is confirmed`);
    const deadline = Date.now() + 20_000;
    while (confirmations().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3_000));
    expect(confirmations().map((m) => m.to)).toEqual([[won[0]?.email]]);
    const outbox = await db
      .selectFrom('mail_message')
      .select(['status', 'attempts'])
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(outbox).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 240_000);

  it('show an admin edit made through one process on the other within about a second', async () => {
    const [a, b] = pair.shops as [ChildShop, ChildShop];
    const admin = new HttpClient(a);
    expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    const reader = new HttpClient(b);
    const before = await reader.get('/api/products/1');
    expect(before.status).toBe(200);
    expect((await reader.get('/api/products/1')).json).toEqual(before.json); // now from B's cache

    const name = `Renamed on A ${Date.now()}`;
    expect((await admin.put('/api/products/1', { name })).status).toBe(200);
    const edited = Date.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - edited < 5_000) {
      if ((await reader.get('/api/products/1')).json?.name === name) {
        seenAfter = Date.now() - edited;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // B re-reads the catalogue version once a second; the rest is a GET's time on a busy CI machine.
    expect(seenAfter).toBeLessThan(2_000);
  }, 60_000);
});
