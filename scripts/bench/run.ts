/**
 * npm run bench: each scenario side by side with its reference, printed with its goals and written into
 * BENCHMARKS.md. `BENCH_ONLY=reads|drop|scale|checkout|probe` (comma-separated) runs only those. Exits 1 when a goal is
 * missed.
 */
const SCENARIOS: Record<string, () => Promise<boolean>> = {
  reads: async () => (await import('./reads.js')).benchReads(),
  drop: async () => (await import('./drop.js')).benchDrop(),
  scale: async () => (await import('./scale.js')).benchScale(),
  /** Issue 36's goals: PostgreSQL ≥ 4,500 checkouts a minute and ≥ half of SQLite; two processes ≥ 1.3× one. */
  checkout: async () => (await import('./checkout-throughput.js')).checkoutThroughput(),
  /** The same setups and goals, checked from outside: the documented REST calls, a new connection each. */
  probe: async () => (await import('./outside-probe.js')).outsideProbe(),
};

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !(name in SCENARIOS)) ?? [];
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: no scenario ${unknown.join(', ')} (there are ${Object.keys(SCENARIOS).join(', ')})`);
  process.exit(2);
}
const missed: string[] = [];
for (const [name, run] of Object.entries(SCENARIOS)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  const started = performance.now();
  if (!(await run())) missed.push(name);
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(missed.length > 0 ? `\nGoals missed in: ${missed.join(', ')}.` : '\nEvery goal met.');
process.exit(missed.length > 0 ? 1 : 0);

// A module (top-level await) that exports nothing: its work is the run above.
export {};
