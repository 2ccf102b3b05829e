import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { refreshPlannerStatistics } from '../../src/server/db/dialect.js';
import { createDb, migrateToLatest } from '../../src/server/db/index.js';
import { catalogueSearch } from '../../src/server/domain/catalogue/facets.js';
import { seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import { catalogueSearchInput } from '../../src/shared/schemas/catalogue-search.js';
import { seedScale } from './scale-seed.js';

/**
 * Issue 39's filtered category page, uncached, in process on SQLite: `npx tsx scripts/bench/facets-cpu.ts FILE N
 * [ROUNDS]` seeds FILE as the scale bench does at N products (once: an existing FILE is reused), then asks the
 * bench's 40 filter sets (`scale.ts`) ROUNDS times, never from the kept answers, and prints the CPU time per answer
 * (steadier than wall time on a shared machine) and the wall time, p50/p90/p99.
 */
const [file = '/tmp/facets-cpu.db', size = '10000', rounds = '3'] = process.argv.slice(2);

function filtered(k: number) {
  const size = ['S', 'M', 'L'][k % 3];
  const color = ['black', 'white'][Math.floor(k / 3) % 2];
  const price = ['under-50', '50-100', '100-150', 'over-150'][Math.floor(k / 6) % 4];
  const sort = ['newest', 'price-asc', 'price-desc', 'alphabetical'][Math.floor(k / 10) % 4];
  return { category: 't-shirts', size, color, price, inStock: 'true', sort, page: String((k % 2) + 1) };
}

const fresh = !existsSync(file);
const db = createDb(file);
if (fresh) {
  await migrateToLatest(db);
  await seedDemoIfEmpty(db);
  await seedScale(db, Number(size));
}
await refreshPlannerStatistics(db);
// A handle not opened by createDb keeps no answers (`keptAnswers`): every ask is counted in SQL.
const uncached = db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => a.result });
const cpu: number[] = [];
const wall: number[] = [];
for (let ask = 0; ask < 40 * Number(rounds); ask++) {
  const input = catalogueSearchInput.parse(filtered(ask % 40));
  const [started, used] = [performance.now(), process.cpuUsage()];
  await catalogueSearch({ db: uncached as typeof db, clock: () => new Date() }, input);
  const spent = process.cpuUsage(used);
  cpu.push((spent.user + spent.system) / 1000);
  wall.push(performance.now() - started);
}
const at = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]?.toFixed(1);
const line = (values: number[]) => `p50 ${at(values, 0.5)} p90 ${at(values, 0.9)} p99 ${at(values, 0.99)} ms`;
console.log(`N=${size}, ${cpu.length} uncached answers: CPU ${line(cpu)}; wall ${line(wall)}; load ${loadavg()[0]}`);
await db.destroy();
