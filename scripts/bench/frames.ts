import { chromium } from 'playwright-core';
import { median, startSeededShop, storefrontPages } from './seeded-shop.js';

/**
 * The long animation frames of storefront pages as the browser itself reports them (`long-animation-frame`, 50 ms and
 * over), at Lighthouse's 4× CPU slow-down, with no trace recording: what blocks a phone's main thread while a page
 * loads, and which script ran in each frame (the runtime's `import`, a React render slice, an inline script) or
 * whether it was style and layout. Lighthouse's simulation (`npm run bench:web`) multiplies each traced task's wall
 * time by 4 on a 2-core machine whose other threads (the browser's, the compositor's, the off-thread parser's) take
 * the main thread's core half the time, and recording a trace makes V8 collect source positions it otherwise never
 * would; these figures have neither. Not part of `npm run bench`: `npx tsx scripts/bench/frames.ts`, with
 * FRAMES_PAGES=home,product, FRAMES_RUNS=5, FRAMES_VERBOSE=1 (each frame of each run).
 */
const RUNS = Number(process.env.FRAMES_RUNS ?? 5);
const ONLY = process.env.FRAMES_PAGES?.split(',').filter(Boolean);
const VERBOSE = process.env.FRAMES_VERBOSE === '1';
/** How long after `load` frames are still counted: the islands far from the window are drawn 2 s after the page is ready. */
const SETTLE_MS = 4000;

interface Frame {
  start: number;
  duration: number;
  blocking: number;
  styleAndLayout: number;
  scripts: { what: string; ms: number }[];
}

const shop = await startSeededShop();
const pages = await storefrontPages(shop.url, ONLY);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function framesOf(url: string): Promise<Frame[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { __frames: unknown[] }).__frames = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          duration: number;
          blockingDuration: number;
          styleAndLayoutStart: number;
          scripts: { invokerType: string; invoker: string; sourceURL: string; duration: number }[];
        }[]) {
          seen.push({
            start: entry.startTime,
            duration: entry.duration,
            blocking: entry.blockingDuration,
            styleAndLayout: entry.styleAndLayoutStart
              ? entry.startTime + entry.duration - entry.styleAndLayoutStart
              : 0,
            scripts: entry.scripts.map((s) => ({
              what: `${s.invokerType} ${s.invoker.slice(0, 40)} ${s.sourceURL.replace(/^.*\//, '')}`.trim(),
              ms: s.duration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  } finally {
    await context.close();
  }
}

try {
  console.log(
    'page         | blocking ms (median, runs)        | longest frame | frames | scripted frames over 100 ms',
  );
  for (const [name, path] of pages) {
    await framesOf(`${shop.url}${path}`); // the server's caches warm
    const runs: Frame[][] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await framesOf(`${shop.url}${path}`));
    const blocking = runs.map((frames) => frames.reduce((sum, f) => sum + f.blocking, 0));
    const longest = runs.map((frames) => Math.max(0, ...frames.map((f) => f.duration)));
    const scripted = runs
      .flat()
      .flatMap((f) => f.scripts.filter((s) => s.ms >= 100).map((s) => `${s.what} ${s.ms.toFixed(0)}`));
    console.log(
      `${name.padEnd(12)} | ${median(blocking).toFixed(0).padStart(5)} [${blocking.map((b) => b.toFixed(0)).join(' ')}]`.padEnd(
        48,
      ) +
        ` | ${median(longest).toFixed(0).padStart(13)} | ${median(runs.map((r) => r.length))
          .toFixed(0)
          .padStart(6)} | ${scripted.join('; ') || '-'}`,
    );
    if (VERBOSE)
      for (const frames of runs) {
        console.log('  run:');
        for (const f of frames)
          console.log(
            `    @${f.start.toFixed(0)} ${f.duration.toFixed(0)} ms (blocking ${f.blocking.toFixed(0)}, style and layout ${f.styleAndLayout.toFixed(0)}) ${f.scripts.map((s) => `${s.what} ${s.ms.toFixed(0)}`).join(' | ')}`,
          );
      }
  }
} finally {
  await browser.close();
  await shop.close();
}
