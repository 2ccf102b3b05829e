import { type Browser, chromium } from 'playwright-core';
import { startSeededShop } from './seeded-shop.js';

/**
 * How soon a storefront page is interactive on a phone: the time from navigation until the server's page is hydrated
 * (its `<body>` loses `aria-disabled`), with FCP and LCP, on Lighthouse's mobile link (150 ms round trip, 1.6 Mbps
 * down) and a 4× slower CPU, in a fresh Chromium context each load. Not part of `npm run bench`:
 * `npx tsx scripts/bench/hydrated.ts` measures this tree's shop; with `HYDRATED_A=<url of another shop>` (the code
 * before, started from a worktree on the same seed) it alternates the two, load by load, and counts the pairs where
 * this tree's was sooner. `HYDRATED_PAGES=/,/fr/` (paths), `HYDRATED_ROUNDS=5`, `HYDRATED_CPU=4`.
 */
const ROUNDS = Number(process.env.HYDRATED_ROUNDS ?? 5);
const CPU = Number(process.env.HYDRATED_CPU ?? 4);
const OTHER = process.env.HYDRATED_A;

interface Load {
  hydrated: number;
  fcp: number;
  lcp: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { busy?: boolean; hydrated?: number; lcp?: number };
      new MutationObserver(() => {
        if (document.body?.hasAttribute('aria-disabled')) w.busy = true;
        else if (w.busy && !w.hydrated) w.hydrated = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-disabled'] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as unknown as { hydrated?: number }).hydrated, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const w = window as unknown as { hydrated: number; lcp?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return { hydrated: w.hydrated, fcp, lcp: w.lcp ?? Number.NaN };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

const shop = await startSeededShop();
const first = async (path: string) => ((await (await fetch(`${shop.url}${path}`)).json()) as { id: number }[])[0]?.id;
const product = await first('/api/products');
const painting = await first('/api/paintings');
const pages = process.env.HYDRATED_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/category/all',
  `/product/${product}`,
  `/paintings/${painting}`,
  '/fr/',
  `/fr/paintings/${painting}`,
];
const shops: [string, string][] = OTHER
  ? [
      ['before', OTHER],
      ['this', shop.url],
    ]
  : [['this', shop.url]];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`time to hydrated, FCP and LCP (ms): slow 4G, ${CPU}× CPU, medians of ${ROUNDS}`);
  for (const path of pages) {
    const runs = new Map<string, Load[]>(shops.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Alternated, each round starting with the other one, so a busy moment falls on both.
      for (const [name, base] of round % 2 ? [...shops].reverse() : shops) {
        runs.get(name)?.push(await load(browser, `${base}${path}`));
      }
    }
    const line = shops.map(([name]) => {
      const loads = runs.get(name) ?? [];
      const of = (key: keyof Load) => median(loads.map((l) => l[key]));
      return `${name}: hydrated ${of('hydrated')}, FCP ${of('fcp')}, LCP ${of('lcp')}`;
    });
    const before = runs.get('before');
    const sooner = before ? runs.get('this')?.filter((l, i) => l.hydrated < (before[i]?.hydrated ?? 0)).length : null;
    console.log(`${path.padEnd(16)} ${line.join(' | ')}${sooner === null ? '' : ` | sooner ${sooner}/${ROUNDS}`}`);
  }
} finally {
  await browser.close();
  await shop.close();
}
