import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { PAID_STATUSES } from '../../shared/order-statuses.js';
import type { Db } from '../db/index.js';
import { TEST_ADDRESS, VISA } from './buyer.js';
import { type Answer, type Crowd, pool, type Visitor, visitorAddress } from './crowd.js';

/**
 * A drop, run from outside against a real shop in another process (started with PAYMENTS=test and
 * TRUST_PROXY=1): a limited edition of prints and one original go on sale, a crowd of signed-in shoppers arrives
 * over a ramp, each opening the piece's page, adding it to a new cart, checking out over the documented REST
 * calls and paying with the test card, while a poller times the home page. `auditDrop` then reads the shop's
 * database for what was sold. The bench (scripts/bench/drop.ts) and the CI test (src/server/drop.test.ts) run it.
 */
export interface DropPieces {
  printId: number;
  originalId: number;
  editions: number;
}

/** Print size the drop's edition is sold in (the cart asks for it by `WxH`). */
const PRINT_SIZE = { width: 12, height: 16, unit: 'in', price: 80 } as const;
const PASSWORD = 'drop-shopper';

/** The admin (shopEnv's ADMIN_PASSWORD) puts the edition and the original on sale through the admin API. */
export async function createDropPieces(crowd: Crowd, editions: number): Promise<DropPieces> {
  const admin: Visitor = { cookie: '', address: '10.255.255.254' };
  const login = await crowd.send(admin, 'POST', '/api/login', { username: 'admin', password: 'admin-password' });
  if (login.status !== 200) throw new Error(`The admin could not sign in (${login.status})`);
  const create = async (fields: object): Promise<number> => {
    const made = await crowd.send(admin, 'POST', '/api/paintings', { price: 80, in_stock: true, ...fields });
    if (made.status !== 201)
      throw new Error(`Creating a drop piece answered ${made.status}: ${JSON.stringify(made.json)}`);
    return made.json.id as number;
  };
  const printId = await create({
    title: 'Drop: Bleached Horizon (limited print)',
    is_original: false,
    is_limited: true,
    limited_edition_count: editions,
    available_sizes: [PRINT_SIZE],
  });
  const originalId = await create({
    title: 'Drop: Bleached Horizon (original)',
    price: 2400,
    is_original: true,
    dimensions: { width: 24, height: 36, unit: 'in' },
  });
  return { printId, originalId, editions };
}

/**
 * `count` customer accounts written straight into the shop's database, sharing one password hashed with argon2's
 * smallest cost (the shop verifies with the cost the hash names): signing 2,000 shoppers in then costs
 * milliseconds, not the 2,000 × 0.3 s of the shop's own cost, which a drop's crowd pays long before the drop.
 */
export async function addDropShoppers(db: Db, count: number): Promise<string[]> {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const names = Array.from({ length: count }, (_, i) => `dropper${i + 1}`);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < names.length; i += 500) {
      const batch = names.slice(i, i + 500);
      await trx
        .insertInto('user')
        .values(batch.map((username) => ({ username, email: `${username}@example.com`, password_hash: hash })))
        .execute();
    }
  });
  return names;
}

/** Each shopper signs in over POST /api/login from their own address, before the drop opens. */
export async function signInShoppers(crowd: Crowd, names: string[]): Promise<Visitor[]> {
  const visitors = names.map((_, i) => ({ cookie: '', address: visitorAddress(i + 1) }));
  await pool(
    names.map((username, i) => ({ username, visitor: visitors[i] as Visitor })),
    16,
    async ({ username, visitor }) => {
      const answer = await crowd.send(visitor, 'POST', '/api/login', { username, password: PASSWORD });
      if (answer.status !== 200) throw new Error(`${username} could not sign in (${answer.status})`);
    },
  );
  return visitors;
}

export type Step = 'page' | 'add' | 'checkout' | 'pay';

export interface ShopperRun {
  target: 'print' | 'original';
  /** Each request: its step, status, duration and when it was answered (ms after the drop opened). */
  steps: { step: Step; status: number; ms: number; at: number }[];
  outcome: 'paid' | 'refused' | 'refunded' | 'declined';
}

export interface DropRun {
  shoppers: ShopperRun[];
  /** The home page as the poller saw it during the drop, `at` ms after it opened. */
  home: { status: number; ms: number; at: number }[];
  durationMs: number;
}

/**
 * The drop: shopper i arrives `rampMs * i / n` after it opens (a steady stream over the ramp); one in
 * `originalEvery` races for the original, the rest for a print. A poller loads the home page every 50 ms meanwhile.
 */
export async function runDrop(
  crowd: Crowd,
  pieces: DropPieces,
  visitors: Visitor[],
  { rampMs, originalEvery = 20 }: { rampMs: number; originalEvery?: number },
): Promise<DropRun> {
  const opened = performance.now();
  const since = () => performance.now() - opened;
  let running = true;
  const home: DropRun['home'] = [];
  const poller = (async () => {
    const visitor: Visitor = { cookie: '', address: '10.255.255.253' };
    while (running) {
      const answer = await crowd.send(visitor, 'GET', '/');
      home.push({ status: answer.status, ms: answer.ms, at: since() });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const shoppers = await Promise.all(
    visitors.map(async (visitor, i) => {
      await new Promise((r) => setTimeout(r, (rampMs * i) / visitors.length));
      return shop(crowd, visitor, pieces, i % originalEvery === 0 ? 'original' : 'print', since);
    }),
  );
  running = false;
  await poller;
  return { shoppers, home, durationMs: since() };
}

async function shop(
  crowd: Crowd,
  visitor: Visitor,
  pieces: DropPieces,
  target: ShopperRun['target'],
  since: () => number,
): Promise<ShopperRun> {
  const run: ShopperRun = { target, steps: [], outcome: 'refused' };
  const step = async (name: Step, method: string, path: string, body?: unknown): Promise<Answer> => {
    const answer = await crowd.send(visitor, method, path, body);
    run.steps.push({ step: name, status: answer.status, ms: answer.ms, at: since() });
    return answer;
  };
  const id = target === 'print' ? pieces.printId : pieces.originalId;
  await step('page', 'GET', `/paintings/${id}`);
  const cartId = randomUUID();
  const size = target === 'print' ? `${PRINT_SIZE.width}x${PRINT_SIZE.height}` : '';
  const added = await step('add', 'POST', '/api/cart', {
    cartId,
    productId: id,
    quantity: 1,
    size,
    item_type: 'painting',
  });
  if (added.status !== 201) return run;
  const started = await step('checkout', 'POST', '/api/create-payment-intent', {
    cartId,
    shippingMethod: 'us standard',
    shippingAddress: TEST_ADDRESS,
  });
  if (started.status !== 200) return run;
  const paid = await step('pay', 'POST', '/api/test-gateway/confirm', {
    clientSecret: started.json.clientSecret,
    card: VISA,
  });
  run.outcome = paid.json?.status === 'succeeded' ? 'paid' : paid.json?.status === 'refunded' ? 'refunded' : 'declined';
  return run;
}

export interface DropAudit {
  printsSold: number;
  originalsSold: number;
  /** The paid print lines' edition numbers, ascending. */
  editionNumbers: number[];
  /** Units sold beyond what exists: prints past the edition size, originals past one. */
  oversold: number;
  /** Succeeded intents whose order is not paid and got no refund. */
  lostPayments: number;
}

/** What the shop's database says was sold in the drop (read after the shop stopped, or while it runs). */
export async function auditDrop(db: Db, pieces: DropPieces): Promise<DropAudit> {
  const lines = await db
    .selectFrom('order_item as oi')
    .innerJoin('order as o', 'o.id', 'oi.order_id')
    .select(['oi.painting_id', 'oi.quantity', 'oi.edition_number'])
    .where('oi.painting_id', 'in', [pieces.printId, pieces.originalId])
    .where('o.status', 'in', [...PAID_STATUSES])
    .execute();
  const units = (id: number) => lines.filter((l) => l.painting_id === id).reduce((n, l) => n + l.quantity, 0);
  const printsSold = units(pieces.printId);
  const originalsSold = units(pieces.originalId);
  const editionNumbers = lines
    .filter((l) => l.painting_id === pieces.printId)
    .map((l) => l.edition_number ?? 0)
    .sort((a, b) => a - b);
  const lost = await db
    .selectFrom('test_payment_intent as i')
    .leftJoin('order as o', 'o.id', 'i.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('i.status', '=', 'succeeded')
    .where((eb) =>
      eb.and([
        eb.or([eb('o.status', 'is', null), eb('o.status', 'not in', [...PAID_STATUSES])]),
        eb.not(eb.exists(eb.selectFrom('test_refund as r').select('r.id').whereRef('r.intent_id', '=', 'i.id'))),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    printsSold,
    originalsSold,
    editionNumbers,
    oversold: Math.max(0, printsSold - pieces.editions) + Math.max(0, originalsSold - 1),
    lostPayments: Number(lost.n),
  };
}
