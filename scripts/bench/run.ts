/**
 * npm run bench: each scenario side by side with its reference, printed with its goals and written into
 * BENCHMARKS.md. `BENCH_ONLY=reads|drop|scale|checkout` (comma-separated) runs only those. Exits 1 when a goal is missed.
 */
const SCENARIOS: Record<string, () => Promise<boolean>> = {
  reads: async () => (await import('./reads.js')).benchReads(),
  drop: async () => (await import('./drop.js')).benchDrop(),
  scale: async () => (await import('./scale.js')).benchScale(),
  /** Reported, no goal (issue 27: 2 cores, expect little gain from a second process). */
  checkout: async () => {
    await (await import('./checkout-throughput.js')).checkoutThroughput();
    return true;
  },
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
