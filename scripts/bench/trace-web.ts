import { chromium } from 'playwright-core';
import { median, startSeededShop, storefrontPages } from './seeded-shop.js';

/**
 * Main-thread CPU per task on storefront pages, from a Chromium trace (unthrottled, like Lighthouse's simulated
 * mode): each task's thread time ×4, and the sum over 50 ms of those after first paint (an estimate of mobile TBT
 * that does not depend on how busy the machine is), beside the same sum over wall time (what Lighthouse's simulation
 * multiplies, inflated by every other process on a shared machine), and the tasks over 30 ms ×4 with what ran in
 * them. Not part of `npm run bench`: `npx tsx scripts/bench/trace-web.ts`, with TRACE_PAGES=paintings,painting,
 * TRACE_RUNS=5, TRACE_VERBOSE=1 (every run's tasks, not the last one's).
 */
const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const ONLY = process.env.TRACE_PAGES?.split(',').filter(Boolean);
const VERBOSE = process.env.TRACE_VERBOSE === '1';
/** TRACE_SLOWDOWN=7.6: the CPU slow-down to estimate with (Lighthouse's 4× by default; bench:web's BENCH_TARGET_INDEX
 * prints the one that stands for a slower machine). */
const X = Number(process.env.TRACE_SLOWDOWN ?? 4);

interface Ev {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const shop = await startSeededShop();
const pages = await storefrontPages(shop.url, ONLY);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function traceOnce(url: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const buf = await browser.stopTracing();
  await context.close();
  const events = (JSON.parse(buf.toString()) as { traceEvents: Ev[] }).traceEvents;
  // The renderer main thread that parsed the page.
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      String((e.args as { beginData?: { url?: string } })?.beginData?.url ?? '').startsWith(url),
  );
  const main = parse
    ? { pid: parse.pid, tid: parse.tid }
    : (() => {
        const t = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain') as Ev;
        return { pid: t.pid, tid: t.tid };
      })();
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? parse?.ts ?? 0;
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask');
  const rows = tasks.map((t) => {
    const cpu = (t.tdur ?? t.dur ?? 0) / 1000;
    const kids = onMain.filter(
      (e) => e !== t && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0),
    );
    const what = new Map<string, number>();
    for (const k of kids) {
      if (['RunTask', 'ThreadControllerImpl::RunTask', 'ScheduledAction::execute', 'V8.Execute'].includes(k.name))
        continue;
      const u = String(k.args?.data?.url ?? k.args?.data?.fileName ?? '')
        .replace(/^.*\//, '')
        .slice(0, 40);
      const key = `${k.name}${u ? `(${u})` : ''}`;
      what.set(key, (what.get(key) ?? 0) + (k.tdur ?? k.dur ?? 0) / 1000);
    }
    const top = [...what.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
    return { at: (t.ts - navStart) / 1000, afterFcp: t.ts >= fcp, cpu, wall: (t.dur ?? 0) / 1000, top };
  });
  const tbt = rows.filter((r) => r.afterFcp).reduce((s, r) => s + Math.max(0, r.cpu * X - 50), 0);
  const tbtWall = rows.filter((r) => r.afterFcp).reduce((s, r) => s + Math.max(0, r.wall * X - 50), 0);
  const tbtAll = rows.reduce((s, r) => s + Math.max(0, r.cpu * X - 50), 0);
  const total = rows.reduce((s, r) => s + r.cpu, 0);
  const big = rows.filter((r) => r.cpu * X > 30).sort((a, b) => b.cpu - a.cpu);
  return { tbt, tbtWall, tbtAll, total, big, fcp: (fcp - navStart) / 1000 };
}

try {
  for (const [name, path] of pages) {
    await traceOnce(`${shop.url}${path}`); // warm the server caches
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await traceOnce(`${shop.url}${path}`));
    console.log(
      `${name.padEnd(10)} est.TBT(after FCP) median ${median(runs.map((r) => r.tbt)).toFixed(0)} ms [${runs.map((r) => r.tbt.toFixed(0)).join(' ')}]` +
        `  wall-based ${median(runs.map((r) => r.tbtWall)).toFixed(0)}  all-tasks ${median(runs.map((r) => r.tbtAll)).toFixed(0)}  main CPU ${median(runs.map((r) => r.total)).toFixed(0)} ms`,
    );
    const show = VERBOSE ? runs : [runs[runs.length - 1]];
    for (const r of show)
      for (const b of r?.big ?? [])
        console.log(
          `   @${b.at.toFixed(0)}ms${b.afterFcp ? '' : ' (pre-FCP)'} wall ${b.wall.toFixed(1)} cpu ${b.cpu.toFixed(1)} (x${X} ${(b.cpu * X).toFixed(0)}) : ${b.top}`,
        );
  }
} finally {
  await browser.close();
  await shop.close();
}
