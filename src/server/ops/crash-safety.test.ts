import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { PAID_STATUSES } from '../../shared/order-statuses.js';
import { createDb } from '../db/index.js';
import { handleWebhookEvent } from '../domain/checkout/payments.js';
import { buyWithTestCard, HttpClient } from '../load/http-client.js';
import { createTestGateway } from '../payments/test-gateway.js';
import { dbFingerprint } from '../testing/db-fingerprint.js';
import { type ChildShop, shopEnv, startChildShop } from './shop-process.js';

/**
 * Crash safety: the real server as a child process under concurrent checkouts, payments, webhooks, refunds,
 * cancels and purchase-order receipts, SIGKILLed at random moments and restarted on the same files. After every
 * kill the files are checked as the kernel left them; at the end, once the shop has had its restart's jobs run,
 * the money is checked against what the (test) gateway took and gave back, and every webhook is replayed.
 */
const ROUNDS = 10;
const dir = mkdtempSync(join(tmpdir(), 'wbs-crash-'));
const env = shopEnv(dir, randomBytes(32).toString('hex'), { TRUST_PROXY: '1' });
const dbPath = env.DATABASE_PATH as string;
let shop: ChildShop | undefined;
afterAll(async () => {
  await shop?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const PAID = PAID_STATUSES.map((s) => `'${s}'`).join(', ');
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What must hold in the files right after a SIGKILL, before anything runs on them again. */
function invariantsAfterKill(): string[] {
  const db = new SQLite(dbPath);
  try {
    const problems: string[] = [];
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
    const negative = db.prepare('SELECT id, quantity FROM inventory_item WHERE quantity < 0').all();
    if (negative.length) problems.push(`negative stock: ${JSON.stringify(negative)}`);
    const drift = db
      .prepare(
        `SELECT i.id, i.quantity, coalesce(sum(t.quantity_change), 0) AS ledger FROM inventory_item i
         LEFT JOIN inventory_transaction t ON t.inventory_item_id = i.id GROUP BY i.id HAVING i.quantity != ledger`,
      )
      .all();
    if (drift.length) problems.push(`stock differs from its ledger: ${JSON.stringify(drift)}`);
    const twice = db
      .prepare(
        `SELECT oi.painting_id, count(DISTINCT o.id) AS orders FROM order_item oi
         JOIN "order" o ON o.id = oi.order_id JOIN painting p ON p.id = oi.painting_id
         WHERE p.is_original = 1 AND o.status IN (${PAID}) GROUP BY oi.painting_id HAVING orders > 1`,
      )
      .all();
    if (twice.length) problems.push(`an original with two paid orders: ${JSON.stringify(twice)}`);
    // An owner's write and its audit entry commit together or not at all (db/flow.ts, beforeCommit): a category or
    // a purchase order made just before a kill has its entry, and no entry names one that was not made.
    for (const [action, table] of [
      ['admin.categories.create', 'category'],
      ['admin.purchaseOrders.create', 'purchase_order'],
    ] as const) {
      const unaudited = db
        .prepare(
          `SELECT t.id FROM ${table} t WHERE t.id NOT IN (SELECT CAST(entity_id AS INTEGER) FROM audit_log
             WHERE action = ?) ${table === 'category' ? "AND t.name LIKE 'Crash %'" : ''}`,
        )
        .all(action);
      if (unaudited.length) problems.push(`${table} rows without their audit entry: ${JSON.stringify(unaudited)}`);
      const phantom = db
        .prepare(
          `SELECT entity_id FROM audit_log WHERE action = ? AND CAST(entity_id AS INTEGER) NOT IN (SELECT id FROM ${table})`,
        )
        .all(action);
      if (phantom.length) problems.push(`audit entries of ${table} rows never made: ${JSON.stringify(phantom)}`);
    }
    return problems;
  } finally {
    db.close();
  }
}

/** What must hold once the shop has run again: every payment the gateway took is a paid order or refunded, every refund it made is recorded. */
function moneyInvariants(): string[] {
  const db = new SQLite(dbPath);
  try {
    const problems: string[] = [];
    const lost = db
      .prepare(
        `SELECT t.id, t.order_id, o.status FROM test_payment_intent t LEFT JOIN "order" o ON o.id = t.order_id
         WHERE t.status = 'succeeded' AND o.paid_at IS NULL AND t.refunded_cents < t.amount_cents`,
      )
      .all();
    if (lost.length) problems.push(`payments taken without a paid order or a refund: ${JSON.stringify(lost)}`);
    const unrecorded = db
      .prepare(
        `SELECT t.id, t.refunded_cents AS gateway, (SELECT coalesce(sum(r.amount_cents), 0) FROM refund r
           JOIN payment p ON p.id = r.payment_id WHERE p.intent_id = t.id AND r.status = 'succeeded') AS shop
         FROM test_payment_intent t WHERE gateway != shop`,
      )
      .all();
    // The test gateway keeps its refunds in the database and a retry asks it first (refunds/send.ts), so a refund
    // made just before a kill is settled after the restart, never refused or made twice.
    if (unrecorded.length)
      problems.push(`refunds the gateway made that the shop has not recorded: ${JSON.stringify(unrecorded)}`);
    const stuck = db.prepare(`SELECT id, order_id, error FROM refund WHERE status = 'pending'`).all();
    if (stuck.length) problems.push(`refunds still pending after a retry: ${JSON.stringify(stuck)}`);
    return problems;
  } finally {
    db.close();
  }
}

interface Catalogue {
  products: { id: number; sizes: string[]; colors: string[] }[];
  originals: number[];
  items: number[];
  vendorId: number;
}

/** One customer's loop: a cart, a checkout, a card; again, until told to stop. */
async function shopper(client: HttpClient, cat: Catalogue, stop: { now: boolean }) {
  while (!stop.now) {
    const line =
      Math.random() < 0.3 && cat.originals.length
        ? { productId: pick(cat.originals), item_type: 'painting' }
        : (({ id, sizes, colors }) => ({ productId: id, size: sizes[0] ?? '', color: colors[0] ?? '' }))(
            pick(cat.products),
          );
    await buyWithTestCard(client, line);
  }
}

/** The owner's loop: refunds (whole or $1), cancels, a purchase order ordered and received, a new category. */
async function owner(admin: HttpClient, cat: Catalogue, stop: { now: boolean }) {
  while (!stop.now) {
    await admin.post('/api/categories', { name: `Crash ${randomUUID()}` });
    const paid = await admin.get('/api/admin/orders?status=paid&pageSize=50');
    const order = paid.status === 200 ? pick<{ id: number }>(paid.json.items) : undefined;
    const roll = Math.random();
    if (order && roll < 0.35)
      await admin.post(`/api/admin/orders/${order.id}/refund`, roll < 0.15 ? { amount: 1 } : {});
    else if (order && roll < 0.55) await admin.put(`/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    else {
      const po = await admin.post('/api/purchase-orders', {
        vendor_id: cat.vendorId,
        lines: [{ inventory_item_id: pick(cat.items), quantity: 3, unit_cost: 2 }],
      });
      if (po.status !== 201) continue;
      await admin.put(`/api/purchase-orders/${po.json.id}/status`, { status: 'ordered' });
      await admin.post(`/api/purchase-orders/${po.json.id}/receive`, {
        lines: [{ line_id: po.json.lines[0].id, quantity: 3 }],
      });
    }
  }
}

/** Stripe-shaped webhooks, unsigned (the test gateway takes none): refused, whatever they claim. */
async function webhooks(client: HttpClient, stop: { now: boolean }) {
  while (!stop.now) {
    const res = await client.post('/api/stripe/webhook', {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_test_forged', status: 'succeeded', metadata: { orderId: '1' } } },
    });
    if (res.status !== 0 && res.status !== 400) throw new Error(`a forged webhook answered ${res.status}`);
    await sleep(20);
  }
}

it(`keeps stock, orders and money consistent through ${ROUNDS} SIGKILLs under load`, async () => {
  const base = { url: '' };
  shop = await startChildShop(env);
  base.url = shop.url;
  const admin = new HttpClient(base, '10.0.0.1');
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  const customers = await Promise.all(
    [1, 2, 3, 4].map(async (n) => {
      const client = new HttpClient(base, `10.0.1.${n}`);
      const res = await client.post('/api/register', {
        username: `crash${n}`,
        email: `crash${n}@example.com`,
        password: 'secret1',
      });
      expect(res.status).toBe(201);
      return client;
    }),
  );
  const vendor = await admin.post('/api/vendors', { name: 'Crash Supply' });
  const cat: Catalogue = {
    products: (await admin.get('/api/products')).json,
    originals: ((await admin.get('/api/paintings/originals')).json as { id: number }[]).map((p) => p.id),
    items: ((await admin.get('/api/inventory')).json as { id: number }[]).map((i) => i.id),
    vendorId: vendor.json.id,
  };
  expect(invariantsAfterKill()).toEqual([]);

  let survived = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const stop = { now: false };
    const load = [
      ...customers.map((c) => shopper(c, cat, stop)),
      owner(admin, cat, stop),
      webhooks(new HttpClient(base, '10.0.2.1'), stop),
    ];
    await sleep(300 + Math.random() * 1200);
    await shop.kill();
    stop.now = true;
    await Promise.all(load);
    expect(invariantsAfterKill(), `after kill ${round}`).toEqual([]);
    survived++;
    shop = await startChildShop(env);
    base.url = shop.url;
  }

  // The restart's jobs (reconciliation, refunds owed) run a second after the start; then the owner retries
  // whatever refund is still pending, as the admin's Retry button does.
  await sleep(2_500);
  const pending = new SQLite(dbPath, { readonly: true })
    .prepare(`SELECT id, order_id FROM refund WHERE status = 'pending'`)
    .all() as { id: number; order_id: number }[];
  for (const r of pending) await admin.post(`/api/admin/orders/${r.order_id}/refunds/${r.id}/retry`);
  await shop.stop();
  expect(invariantsAfterKill()).toEqual([]);
  expect(moneyInvariants()).toEqual([]);

  // The webhook of every payment the gateway took, replayed (the same event twice, and as a new event): the
  // shop has finalised each already, so nothing changes.
  const db = createDb(dbPath);
  try {
    const deps = { db, clock: () => new Date(), gateway: createTestGateway(db) };
    const before = await dbFingerprint(db);
    const intents = await db.selectFrom('test_payment_intent').select('id').where('status', '=', 'succeeded').execute();
    for (const { id } of intents) {
      const intent = await deps.gateway.retrieveIntent(id);
      for (const eventId of [`evt_replay_${id}`, `evt_replay_${id}`, `evt_again_${id}`]) {
        await handleWebhookEvent(deps, { id: eventId, type: 'payment_intent.succeeded', intent });
      }
    }
    expect(await dbFingerprint(db)).toBe(before);
    const paidOrders = await db.selectFrom('order').select('id').where('paid_at', 'is not', null).execute();
    console.log(
      `crash safety: ${survived} SIGKILLs survived; ${paidOrders.length} paid orders, ${intents.length} payments taken, ${pending.length} refunds retried after the last restart, ${intents.length * 3} webhooks replayed`,
    );
    expect(paidOrders.length).toBeGreaterThan(0);
  } finally {
    await db.destroy();
  }
}, 240_000);
