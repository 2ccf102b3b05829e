import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../src/server/db/index.js';
import { Crowd } from '../../src/server/load/crowd.js';
import { addDropShoppers, auditDrop, createDropPieces, runDrop, signInShoppers } from '../../src/server/load/drop.js';
import { dropFigures, dropGoals } from '../../src/server/load/drop-figures.js';
import { shopEnv, startChildShop } from '../../src/server/ops/shop-process.js';
import { buildIfStale } from '../build-if-stale.js';
import { cpuSeconds, machineLoad, markdownTable, rssMiB, today, writeBenchSection } from './report.js';

/**
 * npm run bench (drop): the shop as `npm start` runs it (built client, test gateway) in a child process; a
 * limited edition of 50 prints and one original; 2,000 signed-in shoppers arriving over 60 s, each: the piece's
 * page → add to cart → POST /api/create-payment-intent → POST /api/test-gateway/confirm, the home page polled
 * meanwhile. The database is audited after. DROP_SHOPPERS, DROP_EDITIONS, DROP_RAMP_S change the size;
 * DROP_PROFILE=<dir> writes the shop's CPU profile there. Answers whether every goal was met.
 */
export async function benchDrop(): Promise<boolean> {
  const size = {
    shoppers: Number(process.env.DROP_SHOPPERS ?? 2000),
    editions: Number(process.env.DROP_EDITIONS ?? 50),
    rampMs: Number(process.env.DROP_RAMP_S ?? 60) * 1000,
  };
  buildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'wbs-drop-'));
  const profile = process.env.DROP_PROFILE;
  const shop = await startChildShop(
    shopEnv(dir, 'd'.repeat(64), {
      TRUST_PROXY: '1',
      ...(profile ? { NODE_OPTIONS: `--import ${join(import.meta.dirname, 'cpu-profile.mjs')}` } : {}),
    }),
    { compiled: true },
  );
  const crowd = new Crowd(shop.url);
  const db = createDb(join(dir, 'shop.db'));
  try {
    const pieces = await createDropPieces(crowd, size.editions);
    const visitors = await signInShoppers(crowd, await addDropShoppers(db, size.shoppers));
    await crowd.send(visitors[0] ?? { cookie: '', address: '10.0.0.1' }, 'GET', '/'); // the home page as it stands
    console.log(
      `drop: ${size.shoppers} shoppers over ${size.rampMs / 1000} s for ${size.editions} editions + 1 original…`,
    );
    const cpuBefore = cpuSeconds(shop.child.pid);
    const run = await runDrop(crowd, pieces, visitors, { rampMs: size.rampMs });
    const cpu = cpuSeconds(shop.child.pid) - cpuBefore;
    const rss = rssMiB(shop.child.pid);
    const load = machineLoad();
    console.log(
      `${load}; shop CPU during the drop: ${cpu.toFixed(1)} s (${((cpu * 1000) / size.shoppers).toFixed(1)} ms per shopper)`,
    );
    const figures = dropFigures(run, await auditDrop(db, pieces), pieces);
    const goals = dropGoals(figures, pieces);
    const table = markdownTable(
      ['figure', 'goal', 'measured', 'met'],
      goals.map((g) => [g.name, g.goal, g.figure, g.met ? 'yes' : '**no**']),
      (i) => i === 1 || i === 2,
    );
    console.log(`\n${table}\n`);
    const ok = goals.every((g) => g.met);
    writeBenchSection(
      'drop',
      `## Drop day (\`npm run bench\`, drop)

${size.shoppers} signed-in shoppers (each its own session and address) arrive evenly over ${size.rampMs / 1000} s for a limited
edition of ${size.editions} prints and one original; each opens the piece's page, adds it to a new cart, checks out
(\`POST /api/create-payment-intent\`) and pays with the test card (\`POST /api/test-gateway/confirm\`). The shop runs as
\`npm start\` runs it, in its own process, on the same 2 cores as the crowd (and as other work on this machine, so
timings are pessimistic). Sold units, edition numbers and payments are read from the database after.
"Checkout" is the two checkout calls of one shopper; ${figures.paid} paid, ${figures.refused} were refused (sold out or
reserved), ${figures.refunded} refunded; ${figures.homeLoads} home page loads; the shop used ${cpu.toFixed(1)} s of CPU
during the drop (${((cpu * 1000) / size.shoppers).toFixed(1)} ms per shopper); shop RSS after ${rss.toFixed(0)} MiB; ${load} at the end; ${today()}.

${table}`,
    );
    return ok;
  } finally {
    crowd.close();
    await db.destroy();
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
