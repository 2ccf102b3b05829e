import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFlow } from '../db/flow.js';
import { createDb, type Db } from '../db/index.js';
import { enqueueMail } from '../domain/mail/outbox.js';
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

/** Waits until `done` holds (checked every 50 ms); fails the test after 20 s. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('waited 20 s in vain');
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
      2,
      // Each process's mail says which one sent it; the second drains its outbox every 0.73 s, not every second, so
      // the two drains' phases drift apart and back (started close, the first's drain always came first and held the
      // drain's lock: the second sent none of 60 markers in one CI run).
      { each: (i) => ({ MAIL_FROM: `shop-${i}@shop.example.com`, JOB_INTERVALS: `mail=${i === 1 ? 730 : 1_000}` }) },
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

    // Both processes drain the outbox (every second and every 0.73 s), in id order. Once the confirmation is sent,
    // each process must get through a drain that began after that (one that would send it again sends it before
    // anything later): the proof is a later message sent by each, so markers are queued one after the other until
    // both have sent one.
    const confirmations = () => sink.messages.filter((m) => m.subject === `Your order #${paid[0]?.id} is confirmed`);
    await until(() => confirmations().length > 0);
    const senders = new Set<string>();
    for (let n = 0; senders.size < 2 && n < 60; n++) {
      const subject = `Marker ${n}`;
      // Queued at a random moment of the second, not right after a send: then the process that sent is the one whose
      // drain comes next for as long as the two drains' phases stay close.
      await new Promise((r) => setTimeout(r, Math.random() * 1_000));
      await runFlow({ db, clock: () => new Date() }, (tx) =>
        enqueueMail(tx, {
          kind: 'contact_copy',
          eventKey: `marker:${n}`,
          recipient: 'm@example.com',
          subject,
          html: '',
          text: '',
        }),
      );
      await until(() => sink.messages.some((m) => m.subject === subject));
      senders.add(sink.messages.find((m) => m.subject === subject)?.from ?? '');
    }
    expect([...senders].sort()).toEqual(['shop-0@shop.example.com', 'shop-1@shop.example.com']);
    expect(confirmations().map((m) => m.to)).toEqual([[won[0]?.email]]);
    const outbox = await db
      .selectFrom('mail_message')
      .select(['status', 'attempts'])
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(outbox).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 240_000);

  /** `n` signed-in buyers on distinct addresses, spread over both processes by the proxy. */
  async function registerBuyers(prefix: string, n: number) {
    const buyers = [];
    for (let i = 0; i < n; i++) {
      const client = new HttpClient({ url: pair.url }, `10.28.${prefix.length}.${i + 1}`);
      const email = `${prefix}${i}@example.com`;
      expect(
        (await client.post('/api/register', { username: `${prefix}${i}`, email, password: 'secret1' })).status,
      ).toBe(201);
      buyers.push({ client, email });
    }
    return buyers;
  }

  /** Each buyer's checkout of their cart and its test payment: the answers, start to paid. */
  function checkoutAll(buyers: { client: HttpClient; email: string; cartId: string }[]) {
    return Promise.all(
      buyers.map(async ({ client, cartId, email }) => {
        const start = await client.post('/api/create-payment-intent', {
          cartId,
          shippingMethod: 'canada standard',
          shippingAddress: { ...ONTARIO_ADDRESS, email },
        });
        if (start.status !== 200) return { status: start.status, code: start.json?.code as string };
        const paid = await client.post('/api/test-gateway/confirm', {
          clientSecret: start.json.clientSecret,
          card: VISA,
        });
        return { status: paid.status, code: paid.json?.status as string, orderId: start.json.orderId as number };
      }),
    );
  }

  it('sell the last 3 units of one size to 3 of 30 racing buyers, and a 5-use code to exactly 5 of 30', async () => {
    const admin = new HttpClient({ url: pair.url }, '10.28.0.1');
    expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    const tee = await admin.post('/api/products', {
      name: 'Last Three Tee',
      price: 40,
      stock: 0,
      sizes: ['S', 'M'],
      colors: ['black'],
      variants: [
        { size: 'S', color: 'black', stock: 50 },
        { size: 'M', color: 'black', stock: 3 },
      ],
    });
    expect(tee.status).toBe(201);
    const line = (size: string) => ({ productId: tee.json.id, size, color: 'black', quantity: 1 });
    expect(
      (await admin.post('/api/discounts', { code: 'FIVE', type: 'fixed_amount', value: 5, usageLimit: 5 })).status,
    ).toBe(201);

    const forSize = await registerBuyers('size', 30);
    const forCode = await registerBuyers('code', 30);
    const carts = async (buyers: typeof forSize, size: string, code?: string) =>
      Promise.all(
        buyers.map(async (b) => {
          const cartId = randomUUID();
          expect((await b.client.post('/api/cart', { cartId, ...line(size) })).status).toBe(201);
          if (code) expect((await b.client.post(`/api/cart/${cartId}/discount`, { code })).status).toBe(200);
          return { ...b, cartId };
        }),
      );
    const [sizeBuyers, codeBuyers] = [await carts(forSize, 'M'), await carts(forCode, 'S', 'FIVE')];

    // Both races at once: different rows (the M variant's stock, the code's row) through both processes.
    const [bySize, byCode] = await Promise.all([checkoutAll(sizeBuyers), checkoutAll(codeBuyers)]);
    for (const outcomes of [bySize, byCode]) expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(bySize.filter((o) => o.code === 'succeeded')).toHaveLength(3);
    expect(bySize.filter((o) => o.status === 409).map((o) => o.code)).toEqual(
      Array(27).fill(expect.stringMatching(/^(RESERVED|OUT_OF_STOCK)$/)),
    );
    expect(byCode.filter((o) => o.code === 'succeeded')).toHaveLength(5);
    expect(byCode.filter((o) => o.status === 409).map((o) => o.code)).toEqual(Array(25).fill('DISCOUNT_REFUSED'));

    const variantStock = await db
      .selectFrom('inventory_item as i')
      .innerJoin('product_variant as v', 'v.id', 'i.variant_id')
      .select(['v.size', 'i.quantity'])
      .where('i.product_id', '=', tee.json.id)
      .orderBy('v.size')
      .execute();
    expect(variantStock).toEqual([
      { size: 'M', quantity: 0 },
      { size: 'S', quantity: 45 },
    ]);
    const withCode = await db
      .selectFrom('order')
      .select('id')
      .where('discount_code', '=', 'FIVE')
      .where('status', '=', 'paid')
      .execute();
    expect(withCode).toHaveLength(5);
    const used = await db.selectFrom('discount_use').select('id').where('status', '=', 'used').execute();
    expect(used).toHaveLength(5);
  }, 240_000);

  it('finalise one payment reported 10 times at once through both processes exactly once', async () => {
    const [buyer] = await registerBuyers('twice', 1);
    const { client, email } = buyer as { client: HttpClient; email: string };
    const painting = await addPainting(db, { title: 'Reported Ten Times' });
    const cartId = randomUUID();
    expect((await client.post('/api/cart', { cartId, productId: painting, item_type: 'painting' })).status).toBe(201);
    const start = await client.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: { ...ONTARIO_ADDRESS, email },
    });
    expect(start.status).toBe(200);
    const orderId = start.json.orderId as number;
    const reports = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? client.post('/api/test-gateway/confirm', { clientSecret: start.json.clientSecret, card: VISA })
          : client.put(`/api/orders/${orderId}`, { paymentIntentId: start.json.paymentIntentId, status: 'paid' }),
      ),
    );
    expect(reports.filter((r) => r.status >= 500)).toEqual([]);
    const order = await db
      .selectFrom('order')
      .select(['status', 'paid_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    const sales = await db
      .selectFrom('inventory_transaction')
      .select('quantity_change')
      .where('transaction_type', '=', 'sale')
      .where('reference_id', '=', orderId)
      .execute();
    expect(sales).toEqual([{ quantity_change: -1 }]);
    const events = await db
      .selectFrom('order_event')
      .select('to_status')
      .where('order_id', '=', orderId)
      .where('to_status', '=', 'paid')
      .execute();
    expect(events).toHaveLength(1);
    const mails = await db
      .selectFrom('mail_message')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(mails).toHaveLength(1);
  }, 120_000);

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
