import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, migrateToLatest } from '../../src/server/db/index.js';
import { databaseUrl, onServer } from '../../src/server/db/postgres-server.js';
import { ONTARIO_ADDRESS, VISA } from '../../src/server/load/buyer.js';
import { HttpClient } from '../../src/server/load/http-client.js';
import { shopEnv } from '../../src/server/ops/shop-process.js';
import { startShopProcesses } from '../../src/server/ops/shop-processes.js';
import { seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import { buildIfStale } from '../build-if-stale.js';
import { cpuSeconds } from './report.js';

/**
 * npm run bench, checkout throughput: complete checkouts (a new cart, the checkout with its stock hold, the test
 * gateway's payment) per second and their p50/p99, on 1 shop process over SQLite, 1 over PostgreSQL and 2 over one
 * PostgreSQL behind one port (src/server/ops/shop-processes.ts). Real processes, real HTTP; the load generator
 * and the proxy run in this process, on the same cores as the shops. PostgreSQL: a throw-away cluster from
 * scripts/pg-cluster.sh on BENCH_PG_PORT (default 25460: below Linux's ephemeral ports, see scripts/pg-cluster.sh), stopped at the end; skipped with one line without it.
 */
const BUYERS = 40;
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 240);
const CONCURRENCY = 16;
const root = resolve(import.meta.dirname, '..', '..');
const line = { item_type: 'product', quantity: 1, size: 'M', color: 'black' };

/** A registered buyer of the run: their client (session cookie, own address), address and e-mail. */
export interface Buyer {
  client: HttpClient;
  address: string;
  email: string;
}
/** Where the setup answers: the one port in front (the round-robin proxy), and each shop process's own. */
export interface Target {
  proxy: string;
  processes: string[];
}
/** One complete checkout by `buyer` of the bench product: whether every step was taken. */
export type Buy = (target: Target, buyer: Buyer, productId: number) => Promise<boolean>;

interface Result {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU ms per checkout: the shop processes, PostgreSQL's, this process (client and proxy), the rest of the machine. */
  cpu: { shops: number; postgres: number; bench: number; other: number };
}

/** A fresh shop database: migrated, the demo seeded. */
export async function prepare(location: string): Promise<void> {
  const db = createDb(location);
  try {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db);
  } finally {
    await db.destroy();
  }
}

/** The owner (shopEnv's admin) adds the product every buyer buys, with stock to spare, over the admin API: its id. */
export async function addBenchProduct(url: string): Promise<number> {
  const owner = new HttpClient({ url }, '10.60.255.254');
  const login = await owner.post('/api/login', { username: 'admin', password: 'admin-password' });
  if (login.status !== 200) throw new Error(`The admin could not sign in (${login.status})`);
  const made = await owner.post('/api/products', {
    name: 'Bench Tee',
    price: 45,
    sizes: ['M'],
    colors: ['black'],
    stock: 100_000,
  });
  if (made.status !== 201)
    throw new Error(`Adding the bench product answered ${made.status}: ${JSON.stringify(made.json)}`);
  return made.json.id as number;
}

/** A checkout's three requests, each answering whether the shop took it (the profile runs them one kind at a time). */
export const steps = {
  cart: async (client: HttpClient, cartId: string, productId: number) =>
    (await client.post('/api/cart', { cartId, productId, ...line })).status === 201,
  start: async (client: HttpClient, cartId: string, email: string) => {
    const start = await client.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'canada standard',
      shippingAddress: { ...ONTARIO_ADDRESS, email },
    });
    return start.status === 200 ? (start.json.clientSecret as string) : null;
  },
  pay: async (client: HttpClient, clientSecret: string) =>
    (await client.post('/api/test-gateway/confirm', { clientSecret, card: VISA })).json?.status === 'succeeded',
};

/** The bench's checkout: the three requests over the client's kept-alive connections. */
const threeRequests: Buy = async (_target, { client, email }, productId) => {
  const cartId = randomUUID();
  if (!(await steps.cart(client, cartId, productId))) return false;
  const clientSecret = await steps.start(client, cartId, email);
  return clientSecret !== null && (await steps.pay(client, clientSecret));
};

/** Busy CPU seconds of the whole machine so far (Linux's /proc/stat: every state but idle and iowait). */
function machineSeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const busy = fields.reduce((n, v, i) => (i === 3 || i === 4 ? n : n + (v || 0)), 0);
  return busy / 100;
}

/** CPU seconds of the PostgreSQL cluster on `port` (its postmaster and every backend), from /proc. */
function postgresSeconds(port: string | undefined): number {
  if (!port) return 0;
  let postmaster: string;
  try {
    postmaster = (readFileSync(`/tmp/wbs-pg-${port}/data/postmaster.pid`, 'utf8').split('\n')[0] ?? '').trim();
  } catch {
    return Number.NaN;
  }
  let total = cpuSeconds(Number(postmaster));
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
      if (ppid === postmaster) total += cpuSeconds(Number(pid)) || 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function scenario(
  name: string,
  env: Record<string, string>,
  processes: number,
  buy: Buy,
  pgPort?: string,
): Promise<Result> {
  const shops = await startShopProcesses(env, processes, { compiled: true });
  try {
    const productId = await addBenchProduct(shops.url);
    const target = { proxy: shops.url, processes: shops.shops.map((shop) => shop.url) };
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const address = `10.60.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const client = new HttpClient({ url: shops.url }, address);
      const email = `bench${i}@example.com`;
      await client.post('/api/register', { username: `bench${i}`, email, password: 'secret1' });
      buyers.push({ client, address, email });
    }
    const run = async (total: number) => {
      const latencies: number[] = [];
      let failed = 0;
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < total) {
            const buyer = buyers[next++ % BUYERS] as Buyer;
            const began = performance.now();
            if (await buy(target, buyer, productId)) latencies.push(performance.now() - began);
            else failed++;
          }
        }),
      );
      return { seconds: (performance.now() - started) / 1000, latencies, failed };
    };
    await run(CONCURRENCY * 2); // warm-up: caches, connections, JIT
    const cpu = () => {
      const bench = process.cpuUsage();
      return {
        shops: shops.shops.reduce((n, shop) => n + cpuSeconds(shop.child.pid), 0),
        postgres: postgresSeconds(pgPort),
        bench: (bench.user + bench.system) / 1e6,
        machine: machineSeconds(),
      };
    };
    const before = cpu();
    const { seconds, latencies, failed } = await run(CHECKOUTS);
    const after = cpu();
    const per = (key: keyof typeof before) => ((after[key] - before[key]) * 1000) / Math.max(1, latencies.length);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const split = { shops: per('shops'), postgres: per('postgres'), bench: per('bench') };
    const other = per('machine') - split.shops - split.postgres - split.bench;
    return {
      name,
      perSecond: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      failed,
      cpu: { ...split, other },
    };
  } finally {
    await shops.close();
  }
}

function report(result: Result): void {
  const { shops, postgres, bench, other } = result.cpu;
  console.log(
    `${result.name.padEnd(26)} ${result.perSecond.toFixed(1).padStart(7)}/s ${(result.perSecond * 60).toFixed(0).padStart(6)}/min ${result.p50.toFixed(0).padStart(6)} ms ${result.p99.toFixed(0).padStart(6)} ms   ${[shops, postgres, bench, other].map((ms) => ms.toFixed(1).padStart(5)).join(' ')}${result.failed ? `  ${result.failed} refused` : ''}`,
  );
}

/**
 * The PostgreSQL cluster's URL, or null (printed why) when the binaries or the `postgres` user are missing. `options`:
 * more server options (scripts/pg-cluster.sh's PG_OPTS).
 */
export function startCluster(port: string, options = ''): string | null {
  try {
    return execFileSync(join(root, 'scripts', 'pg-cluster.sh'), ['start'], {
      encoding: 'utf8',
      env: { ...process.env, PG_PORT: port, PG_OPTS: options },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
    console.log(`checkout throughput on PostgreSQL skipped: ${reason}`);
    return null;
  }
}

export function stopCluster(port: string): void {
  execFileSync(join(root, 'scripts', 'pg-cluster.sh'), ['stop'], { env: { ...process.env, PG_PORT: port } });
}

/**
 * Runs `buy` on the three setups (1 process on SQLite, 1 and 2 on PostgreSQL) and prints their rates, latencies,
 * CPU per checkout and the issue's ratios. Answers whether the goals were met: PostgreSQL in one process at least
 * 4,500 checkouts a minute and half of SQLite's rate, two processes at least 1.3 times one.
 */
export async function compareSetups(title: string, buy: Buy): Promise<boolean> {
  buildIfStale();
  console.log(`\n${title}: ${CHECKOUTS} checkouts, ${CONCURRENCY} at a time, ${BUYERS} buyers`);
  const load = loadavg().map((n) => n.toFixed(1));
  console.log(
    `${cpus().length} cores, load average ${load.join(' ')} (other work on the machine slows every setup alike)`,
  );
  console.log(
    `${'setup'.padEnd(26)} ${'rate'.padStart(9)} ${'rate'.padStart(10)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}   CPU ms per checkout: shops, postgres, bench, other work`,
  );
  const sessionKey = randomBytes(32).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'wbs-bench-checkout-'));
  const results: Result[] = [];
  try {
    const sqliteEnv = shopEnv(dir, sessionKey, { LOG_LEVEL: 'error' });
    await prepare(sqliteEnv.DATABASE_PATH as string);
    results.push(await scenario('1 process, SQLite', sqliteEnv, 1, buy));
    report(results[0] as Result);

    const port = process.env.BENCH_PG_PORT ?? '25460';
    const server = startCluster(port);
    if (!server) return true;
    try {
      for (const processes of [1, 2]) {
        const name = `wbs_bench_${process.pid}_${processes}`;
        await onServer(server, `DROP DATABASE IF EXISTS ${name}`);
        await onServer(server, `CREATE DATABASE ${name}`);
        const url = databaseUrl(server, name);
        const env = shopEnv(dir, sessionKey, { LOG_LEVEL: 'error', DATABASE_URL: url });
        const label = `${processes} process${processes > 1 ? 'es' : ''}, PostgreSQL`;
        await prepare(url);
        results.push(await scenario(label, env, processes, buy, port));
        report(results.at(-1) as Result);
        await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } finally {
      stopCluster(port);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const [sqlite, pg1, pg2] = results.map((r) => r.perSecond) as [number, number, number];
  const goals = [
    ['1 PostgreSQL process ≥ 4,500 checkouts/min', `${(pg1 * 60).toFixed(0)}/min`, pg1 * 60 >= 4500],
    ['1 PostgreSQL process ≥ half of SQLite', `${(pg1 / sqlite).toFixed(2)}×`, pg1 / sqlite >= 0.5],
    ['2 PostgreSQL processes ≥ 1.3× one', `${(pg2 / pg1).toFixed(2)}×`, pg2 / pg1 >= 1.3],
  ] as const;
  for (const [goal, measured, met] of goals)
    console.log(`${goal.padEnd(44)} ${measured.padStart(10)}  ${met ? 'met' : 'MISSED'}`);
  return goals.every(([, , met]) => met);
}

/** npm run bench, checkout: the three requests of a checkout over kept-alive connections. */
export function checkoutThroughput(): Promise<boolean> {
  return compareSetups('checkout throughput (cart, checkout, test payment; kept-alive connections)', threeRequests);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await checkoutThroughput();
