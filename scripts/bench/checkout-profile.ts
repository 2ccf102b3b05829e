import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { databaseUrl, onServer } from '../../src/server/db/postgres-server.js';
import { HttpClient } from '../../src/server/load/http-client.js';
import { shopEnv } from '../../src/server/ops/shop-process.js';
import { startShopProcesses } from '../../src/server/ops/shop-processes.js';
import { buildIfStale } from '../build-if-stale.js';
import { addBenchProduct, prepare, startCluster, steps, stopCluster } from './checkout-throughput.js';

/**
 * What one checkout costs on PostgreSQL, by request kind: `npx tsx scripts/bench/checkout-profile.ts`. One shop
 * process (compiled) on a throw-away cluster with pg_stat_statements (port BENCH_PROFILE_PG_PORT, default 25461);
 * N checkouts done one kind at a time (N carts, then N starts, then N payments), one request at a time, the
 * statistics reset before each kind: statements per request, their time in PostgreSQL, the busiest statements.
 * An idle stretch gives what the shop runs on its own (the catalogue poll, the jobs). With CHECKOUT_PROFILE=<dir>
 * the shop also writes its CPU profile there (scripts/bench/cpu-profile.mjs), summarised by package at the end.
 */
const N = Number(process.env.BENCH_PROFILE_CHECKOUTS ?? 40);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 12);

interface Stat {
  query: string;
  calls: number;
  ms: number;
  toplevel: boolean;
}

async function statements(client: pg.Client): Promise<Stat[]> {
  const { rows } = await client.query<Stat>(
    `select query, calls::int as calls, total_exec_time as ms, toplevel from pg_stat_statements
     where query not ilike '%pg_stat_statements%' order by calls desc`,
  );
  return rows;
}

/** What the shop's background jobs run (the mail worker's claims and marks, the jobs' locks), not the request. */
const BACKGROUND =
  /"mail_message" set "status"|from "mail_message" where|pg_try_advisory_lock|pg_advisory_unlock\(|catalogue_search_state/;

function summarise(kind: string, stats: Stat[], per: number): void {
  const count = (list: Stat[]) => list.reduce((n, s) => n + s.calls, 0);
  const top = stats.filter((s) => s.toplevel);
  const background = top.filter((s) => BACKGROUND.test(s.query));
  // Each mail worker's mark is a flow of its own: its BEGIN and COMMIT are the background's too.
  const backgroundFlows = count(background.filter((s) => /"mail_message" set/.test(s.query)));
  const sent = count(top) - count(background) - 2 * backgroundFlows;
  const ms = stats.reduce((n, s) => n + s.ms, 0);
  console.log(
    `\n${kind}: ${(sent / per).toFixed(1)} statements sent per request (${(count(stats.filter((s) => !s.toplevel)) / per).toFixed(1)} more run inside them: foreign-key checks, triggers; background jobs ${((count(background) + 2 * backgroundFlows) / per).toFixed(1)}), ${(ms / per).toFixed(2)} ms in PostgreSQL per request`,
  );
  for (const s of stats.slice(0, TOP)) {
    const text = s.query.replace(/\s+/g, ' ').slice(0, 110);
    const where = s.toplevel ? (BACKGROUND.test(s.query) ? 'job' : '') : 'in';
    console.log(
      `  ${(s.calls / per).toFixed(2).padStart(6)} × ${(s.ms / s.calls).toFixed(3)} ms ${where.padEnd(3)} ${text}`,
    );
  }
}

/** Self time of a .cpuprofile by where the code lives (a package, the shop's bundle, node's internals, GC, idle). */
function summariseCpu(dir: string): void {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      nodes: { id: number; callFrame: { functionName: string; url: string } }[];
      samples: number[];
    };
    const where = new Map<number, string>();
    const fn = new Map<number, string>();
    for (const node of profile.nodes) {
      const { url, functionName } = node.callFrame;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
      const place =
        pkg ?? (url.includes('dist/') ? url.split('/').slice(-2).join('/') : url ? 'node internals' : functionName);
      where.set(node.id, place);
      fn.set(node.id, `${functionName || '(anonymous)'} ${url.split('/').slice(-1)[0] ?? ''}`);
    }
    const byPlace = new Map<string, number>();
    const byFn = new Map<string, number>();
    for (const id of profile.samples) {
      const place = where.get(id) ?? '?';
      byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
      const name = fn.get(id) ?? '?';
      byFn.set(name, (byFn.get(name) ?? 0) + 1);
    }
    const idle = (place: string) => place === '(idle)' || place === '(program)';
    const busy = profile.samples.filter((id) => !idle(where.get(id) ?? '')).length;
    console.log(`\nCPU profile ${file}: ${busy} busy samples; self time by place (share of busy):`);
    const top = (map: Map<string, number>) => [...map].filter(([k]) => !idle(k.trim())).sort((a, b) => b[1] - a[1]);
    for (const [place, n] of top(byPlace).slice(0, 12))
      console.log(`  ${((100 * n) / busy).toFixed(1).padStart(5)} %  ${place}`);
    console.log('  top functions:');
    for (const [name, n] of top(byFn).slice(0, 15))
      console.log(`  ${((100 * n) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
}

async function checkoutProfile(): Promise<void> {
  buildIfStale();
  const port = process.env.BENCH_PROFILE_PG_PORT ?? '25461';
  const server = startCluster(port, '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all');
  if (!server) return;
  const dir = mkdtempSync(join(tmpdir(), 'wbs-bench-profile-'));
  const cpuDir = process.env.CHECKOUT_PROFILE;
  try {
    const name = `wbs_profile_${process.pid}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    const url = databaseUrl(server, name);
    await prepare(url);
    const env = shopEnv(dir, randomBytes(32).toString('hex'), {
      LOG_LEVEL: 'error',
      DATABASE_URL: url,
      // cpu-profile.mjs writes where DROP_PROFILE says.
      ...(cpuDir
        ? { NODE_OPTIONS: `--import ${join(import.meta.dirname, 'cpu-profile.mjs')}`, DROP_PROFILE: cpuDir }
        : {}),
    });
    const shops = await startShopProcesses(env, 1, { compiled: true });
    const stats = new pg.Client({ connectionString: url });
    await stats.connect();
    try {
      await stats.query('create extension if not exists pg_stat_statements');
      const productId = await addBenchProduct(shops.url);
      const buyers: { client: HttpClient; email: string; cartId: string; secret: string }[] = [];
      for (let i = 0; i < N; i++) {
        const client = new HttpClient({ url: shops.url }, `10.61.${Math.floor(i / 200)}.${(i % 200) + 1}`);
        const email = `profile${i}@example.com`;
        await client.post('/api/register', { username: `profile${i}`, email, password: 'secret1' });
        buyers.push({ client, email, cartId: randomUUID(), secret: '' });
      }
      // Warm-up: each buyer once through (JIT, the pool's connections, the caches).
      for (const b of buyers) {
        const cartId = randomUUID();
        await steps.cart(b.client, cartId, productId);
        await steps.pay(b.client, (await steps.start(b.client, cartId, b.email)) ?? '');
      }
      const phase = async (kind: string, each: (b: (typeof buyers)[number]) => Promise<boolean>) => {
        await stats.query('select pg_stat_statements_reset()');
        let ok = 0;
        for (const b of buyers) if (await each(b)) ok++;
        if (ok !== N) throw new Error(`${kind}: ${N - ok} of ${N} refused`);
        summarise(kind, await statements(stats), N);
      };
      console.log(`checkout profile: ${N} checkouts on PostgreSQL, one request at a time, one kind at a time`);
      await phase('cart (POST /api/cart)', (b) => steps.cart(b.client, b.cartId, productId));
      await phase('start (POST /api/create-payment-intent)', async (b) => {
        b.secret = (await steps.start(b.client, b.cartId, b.email)) ?? '';
        return b.secret !== '';
      });
      await phase('pay (POST /api/test-gateway/confirm)', (b) => steps.pay(b.client, b.secret));
      await stats.query('select pg_stat_statements_reset()');
      await new Promise((resolve) => setTimeout(resolve, 5000));
      summarise('idle (per second, the shop on its own)', await statements(stats), 5);
      if (cpuDir) {
        // For the CPU profile: the buyers check out 8 at a time, 5 rounds, so the checkout dominates the samples.
        for (let round = 0; round < 5; round++) {
          await Promise.all(
            buyers.map(async (b, i) => {
              await new Promise((resolve) => setTimeout(resolve, (i % 8) * 5));
              const cartId = randomUUID();
              await steps.cart(b.client, cartId, productId);
              await steps.pay(b.client, (await steps.start(b.client, cartId, b.email)) ?? '');
            }),
          );
        }
      }
    } finally {
      await stats.end();
      await shops.close();
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    if (cpuDir) summariseCpu(cpuDir);
  } finally {
    stopCluster(port);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await checkoutProfile();
