import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

interface Result {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** A fresh shop database: migrated, the demo seeded. */
async function prepare(location: string): Promise<void> {
  const db = createDb(location);
  try {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db);
  } finally {
    await db.destroy();
  }
}

/** The owner (shopEnv's admin) adds the product every buyer buys, with stock to spare, over the admin API: its id. */
async function addBenchProduct(url: string): Promise<number> {
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

/** One buyer's checkout, start to paid: its latency in ms, or null when any step was refused. */
async function checkout(client: HttpClient, productId: number, email: string): Promise<number | null> {
  const started = performance.now();
  const cartId = randomUUID();
  if ((await client.post('/api/cart', { cartId, productId, ...line })).status !== 201) return null;
  const start = await client.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'canada standard',
    shippingAddress: { ...ONTARIO_ADDRESS, email },
  });
  if (start.status !== 200) return null;
  const paid = await client.post('/api/test-gateway/confirm', { clientSecret: start.json.clientSecret, card: VISA });
  if (paid.json?.status !== 'succeeded') return null;
  return performance.now() - started;
}

async function scenario(name: string, env: Record<string, string>, processes: number) {
  const shops = await startShopProcesses(env, processes, { compiled: true });
  try {
    const productId = await addBenchProduct(shops.url);
    const buyers: { client: HttpClient; email: string }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const client = new HttpClient({ url: shops.url }, `10.60.${Math.floor(i / 200)}.${(i % 200) + 1}`);
      const email = `bench${i}@example.com`;
      await client.post('/api/register', { username: `bench${i}`, email, password: 'secret1' });
      buyers.push({ client, email });
    }
    const run = async (total: number) => {
      const latencies: number[] = [];
      let failed = 0;
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < total) {
            const buyer = buyers[next++ % BUYERS] as { client: HttpClient; email: string };
            const ms = await checkout(buyer.client, productId, buyer.email);
            if (ms === null) failed++;
            else latencies.push(ms);
          }
        }),
      );
      return { seconds: (performance.now() - started) / 1000, latencies, failed };
    };
    await run(CONCURRENCY * 2); // warm-up: caches, connections, JIT
    const { seconds, latencies, failed } = await run(CHECKOUTS);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { name, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failed };
  } finally {
    await shops.close();
  }
}

function report(result: Result): void {
  console.log(
    `${result.name.padEnd(30)} ${result.perSecond.toFixed(1).padStart(8)}/s ${(result.perSecond * 60).toFixed(0).padStart(7)}/min ${result.p50.toFixed(0).padStart(7)} ms ${result.p99.toFixed(0).padStart(7)} ms${result.failed ? `  ${result.failed} refused` : ''}`,
  );
}

/** The PostgreSQL cluster's URL, or null (printed why) when the binaries or the `postgres` user are missing. */
function startCluster(port: string): string | null {
  try {
    return execFileSync(join(root, 'scripts', 'pg-cluster.sh'), ['start'], {
      encoding: 'utf8',
      env: { ...process.env, PG_PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
    console.log(`checkout throughput on PostgreSQL skipped: ${reason}`);
    return null;
  }
}

export async function checkoutThroughput(): Promise<void> {
  buildIfStale();
  console.log(
    `\ncheckout throughput: ${CHECKOUTS} checkouts (cart, checkout, test payment), ${CONCURRENCY} at a time, ${BUYERS} buyers`,
  );
  const load = loadavg().map((n) => n.toFixed(1));
  console.log(
    `${cpus().length} cores, load average ${load.join(' ')} (other work on the machine slows every setup alike)`,
  );
  console.log(
    `${'setup'.padEnd(30)} ${'rate'.padStart(10)} ${'rate'.padStart(11)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`,
  );
  const sessionKey = randomBytes(32).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'wbs-bench-checkout-'));
  try {
    const sqliteEnv = shopEnv(dir, sessionKey, { LOG_LEVEL: 'error' });
    await prepare(sqliteEnv.DATABASE_PATH as string);
    report(await scenario('1 process, SQLite', sqliteEnv, 1));

    const port = process.env.BENCH_PG_PORT ?? '25460';
    const server = startCluster(port);
    if (!server) return;
    try {
      for (const processes of [1, 2]) {
        const name = `wbs_bench_${process.pid}_${processes}`;
        await onServer(server, `DROP DATABASE IF EXISTS ${name}`);
        await onServer(server, `CREATE DATABASE ${name}`);
        const url = databaseUrl(server, name);
        const env = shopEnv(dir, sessionKey, { LOG_LEVEL: 'error', DATABASE_URL: url });
        const label = `${processes} process${processes > 1 ? 'es' : ''}, PostgreSQL`;
        await prepare(url);
        report(await scenario(label, env, processes));
        await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } finally {
      execFileSync(join(root, 'scripts', 'pg-cluster.sh'), ['stop'], { env: { ...process.env, PG_PORT: port } });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await checkoutThroughput();
