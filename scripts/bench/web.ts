import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Db } from '../../src/server/db/index.js';
import { createUser } from '../../src/server/domain/accounts/accounts.js';
import { createProduct } from '../../src/server/domain/catalogue/admin-products.js';
import { sizeText } from '../../src/server/domain/catalogue/editions.js';
import { recordProofSale } from '../../src/server/domain/catalogue/proof-sales.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { productInput } from '../../src/shared/schemas/admin-catalogue.js';
import { startSeededShop } from './seeded-shop.js';

/**
 * npm run bench:web: Lighthouse 12 (mobile preset, simulated throttling, the local Chromium) five times on each
 * storefront page of the seeded shop and on a minimal static page served by the same server (the baseline of
 * what this machine gives at best), in rounds: every page once a round. Prints the medians and writes them into BENCHMARKS.md.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_DUMP=<folder>: each run's whole Lighthouse report there (long tasks, bootup time by script …). */
const DUMP = process.env.BENCH_DUMP;
/** BENCH_A11Y_ONLY=1: the accessibility category alone, once per page, printed (BENCHMARKS.md untouched). */
const A11Y_ONLY = process.env.BENCH_A11Y_ONLY === '1';
/**
 * BENCH_PAGES=category,painting: only those pages (by name, comma-separated), for iterating on one change; the
 * figures are printed and BENCHMARKS.md is left untouched (it holds the full run only).
 */
const ONLY = process.env.BENCH_PAGES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/**
 * BENCH_TARGET_INDEX=2000: measure as on a machine whose Lighthouse CPU benchmark index is that (issue 45: a
 * mid-range host scores 1,500–2,500; a fast one 3,500–4,000 passes the budgets a slower one misses). Lighthouse's
 * simulated 4× slowdown then scales by this machine's own index over the target (its throttling guide's
 * calibration): a run on the static baseline measures the index before each page's run (a shared host's index drifts by
 * half within minutes), and each row says what index its runs stood for (`as index`: each run's own index × 4 over
 * the slow-down it ran with).
 */
const TARGET_INDEX = process.env.BENCH_TARGET_INDEX ? Number(process.env.BENCH_TARGET_INDEX) : undefined;
/**
 * fcpRatio: a page's FCP over the static baseline's in the same run (issue 45: within 1.5×): at a slow-down, the
 * baseline's runs just before the page's (BENCH_TARGET_INDEX), else the baseline's row, run in the same rounds. An
 * absolute FCP moved with the host (the baseline alone 620–690 ms on one machine from hour to hour).
 */
const GOAL = { performance: 95, fcpRatio: 1.5, lcp: 1800, tbt: 150, cls: 0.02, seo: 100, accessibility: 100 };
/** Pages kept out of search indexes by design (`noindex`, no description: a certificate's page): no SEO goal. */
const PRIVATE = new Set(['verify', 'fr verify']);
const BASELINE_PATH = '/__bench/baseline';
const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Wild Bleach Studio</title>
<meta name="description" content="A minimal static page: the baseline of npm run bench:web."></head>
<body><h1>Wild Bleach Studio</h1><p>Hand-bleached clothing, original paintings and art prints.</p></body></html>`;

/**
 * A real certificate's `/verify/{code}`: the seeded shop sold nothing, so the owner records the first limited print's
 * artist's proof sold (giving its edition one proof if it has none), as the editions view does.
 */
async function certificateToVerify(db: Db, owner: { id: number }): Promise<string> {
  const edition = await db
    .selectFrom('painting_edition')
    .select(['id', 'painting_id', 'width', 'height', 'unit'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('painting_edition')
    .set({ proofs: 1 })
    .where('id', '=', edition.id)
    .where('proofs', '=', 0)
    .execute();
  const { proof } = await recordProofSale(
    { db, clock: () => new Date() },
    { id: edition.painting_id, size: sizeText(edition.width, edition.height, edition.unit) },
    { userId: owner.id },
  );
  return proof.verifyUrl;
}

/**
 * A tee with six photos, two per colour (issue 38's gallery: thumbnails, a colour's photos first), as an owner adds
 * it: the demo's products have one photo each.
 */
async function galleryProduct(db: Db, owner: { id: number; username: string }): Promise<number> {
  const photo = (file: string, alt: string, color: string) => ({ url: `/images/seed/${file}.webp`, alt, color });
  const product = await createProduct(
    { db, clock: () => new Date() },
    productInput.parse({
      name: 'Six-Photo Tee',
      price: 48,
      category: 'T-Shirts',
      sizes: ['S', 'M', 'L'],
      colors: ['black', 'Bleached Blue'],
      stock: 10,
      images: [
        photo('tee-acid-wash', 'Six-Photo Tee in black, front', 'black'),
        photo('collection-midnight-acid', 'Six-Photo Tee in black, back', 'black'),
        photo('hoodie-desert-dust', 'Six-Photo Tee in Bleached Blue, front', 'Bleached Blue'),
        photo('collection-vintage', 'Six-Photo Tee in Bleached Blue, back', 'Bleached Blue'),
        photo('jacket-bloom-spiral', 'Six-Photo Tee, a detail of the bleach', ''),
        photo('about-studio', 'Six-Photo Tee, worn', ''),
      ].map(({ color, ...image }) => (color ? { ...image, color } : image)),
    }),
    { userId: owner.id, username: owner.username, role: 'admin', epoch: 0 },
  );
  return product.id;
}

interface Figures {
  performance: number;
  seo: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  total: number;
  js: number;
  css: number;
  images: number;
  /** Lighthouse's measure of this machine's CPU at that run (`environment.benchmarkIndex`): a busy machine scores low. */
  benchmarkIndex: number;
  /** The CPU slow-down the run had. */
  slowdown: number;
  /** The index of the machine the run stood for: its own index, slowed down by `slowdown` against Lighthouse's 4×. */
  asIndex: number;
}

// The baseline page exists only in this script's server, never in the shop's own routes.
const shop = await startSeededShop((app) => {
  app.get(BASELINE_PATH, (_req, reply) => reply.type('text/html; charset=utf-8').send(BASELINE_HTML));
});
const first = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${shop.url}${path}`)).json()) as T[])[0] as T;
const product = await first<{ id: number }>('/api/products');
const painting = await first<{ id: number }>('/api/paintings');
const category = await first<{ slug: string }>('/api/categories');
const owner = await createUser(
  { db: shop.db },
  { username: 'bench-owner', email: 'bench-owner@example.com', password: 'bench-owner-1', role: 'admin' },
);
const verify = await certificateToVerify(shop.db, owner);
const gallery = await galleryProduct(shop.db, owner);
const pages: [string, string][] = [
  ['home', '/'],
  ['category', `/category/${category.slug}`],
  ['product', `/product/${product.id}`],
  ['gallery product', `/product/${gallery}`],
  ['paintings', '/paintings'],
  ['painting', `/paintings/${painting.id}`],
  // The French storefront (fr-CA, issue 37): the same pages under /fr.
  ['fr home', '/fr/'],
  ['fr category', `/fr/category/${category.slug}`],
  ['fr product', `/fr/product/${product.id}`],
  ['fr paintings', '/fr/paintings'],
  ['fr painting', `/fr/paintings/${painting.id}`],
  // A collector's pages (issue 43): the archive, and a certificate's verification page (the QR's target, on a phone).
  ['archive', '/paintings/archive'],
  ['fr archive', '/fr/paintings/archive'],
  ['verify', verify],
  ['fr verify', `/fr${verify}`],
  ['static baseline', BASELINE_PATH],
].filter(([name]) => !ONLY || ONLY.includes(name as string)) as [string, string][];
if (ONLY && pages.length !== ONLY.length) throw new Error(`BENCH_PAGES names an unknown page: ${ONLY.join(', ')}`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/** The accessibility audits a page fails, by page name (the same every run: they read the DOM, not timings). */
const a11yFailures = new Map<string, string[]>();

/** The CPU slow-down of every run: Lighthouse's mobile 4×, or scaled to BENCH_TARGET_INDEX (set below). */
let cpuSlowdownMultiplier = 4;

async function audit(name: string, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    throttling: { cpuSlowdownMultiplier },
    output: 'json',
    logLevel: 'error',
    onlyCategories: A11Y_ONLY ? ['accessibility'] : ['performance', 'seo', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (DUMP) writeFileSync(`${DUMP}/${name.replace(/\W+/g, '-')}-${Date.now()}.json`, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const failing = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  a11yFailures.set(name, failing);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = ((audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const bytes = (type?: string) =>
    requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: (categories.performance?.score ?? 0) * 100,
    seo: (categories.seo?.score ?? 0) * 100,
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    total: bytes(),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    images: bytes('Image'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    slowdown: cpuSlowdownMultiplier,
    asIndex: (result.lhr.environment.benchmarkIndex * 4) / cpuSlowdownMultiplier,
  };
}

/**
 * With BENCH_TARGET_INDEX: the slow-down for a page's next run, from a run on the static baseline now; then the
 * baseline's TBT and FCP at that slow-down, in the same minutes as the page's run (`baseline TBT`: what an empty
 * page scores on this host as it is then, the floor the page's TBT is read against; its FCP, the one the page's is
 * divided by).
 */
async function calibrate(): Promise<{ tbt: number; fcp: number }> {
  if (!TARGET_INDEX || A11Y_ONLY) return { tbt: Number.NaN, fcp: Number.NaN };
  const { benchmarkIndex } = await audit('calibration', `${shop.url}${BASELINE_PATH}`);
  cpuSlowdownMultiplier = Math.max(1, (4 * benchmarkIndex) / TARGET_INDEX);
  const { tbt, fcp } = await audit('calibration', `${shop.url}${BASELINE_PATH}`);
  console.log(
    `benchmark index ${benchmarkIndex.toFixed(0)}: CPU slow-down ${cpuSlowdownMultiplier.toFixed(1)}× for index ${TARGET_INDEX}; the baseline's TBT at it ${tbt.toFixed(0)} ms, FCP ${fcp.toFixed(0)} ms`,
  );
  return { tbt, fcp };
}

/** The median of the runs that measured it (Lighthouse leaves a metric out when a run fails to observe it). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const rows: { name: string; path: string; m: Figures; misses: string[]; floor: number; fcpRatio: number }[] = [];
try {
  // Round by round, every page once a round (the baseline too): a host that slows down or speeds up during the
  // bench's 15 minutes weighs on every page alike. One page's runs in a row put its drift on the pages run last: the
  // French ones, whose benchmark index was 1,630–2,014 in a run where the English pages' was 2,435–2,738.
  const runs = new Map<string, Figures[]>(pages.map(([name]) => [name, []]));
  const floors = new Map<string, { tbt: number; fcp: number }[]>(pages.map(([name]) => [name, []]));
  for (let i = 0; i < (A11Y_ONLY ? 1 : RUNS); i++) {
    for (const [name, path] of pages) {
      floors.get(name)?.push(await calibrate());
      const run = await audit(name, `${shop.url}${path}`);
      runs.get(name)?.push(run);
      if (ONLY) {
        console.log(
          `  ${name} run ${i + 1}: perf ${run.performance.toFixed(0)}, FCP ${run.fcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, benchmark index ${run.benchmarkIndex.toFixed(0)} (as index ${run.asIndex.toFixed(0)})`,
        );
      }
    }
    if (!A11Y_ONLY) console.log(`round ${i + 1} of ${RUNS} done`);
  }
  for (const [name, path] of pages) {
    const pageRuns = runs.get(name) ?? [];
    if (A11Y_ONLY) {
      console.log(
        `${name}: accessibility ${(pageRuns[0]?.accessibility ?? 0).toFixed(0)} ${a11yFailures.get(name)?.join(', ') ?? ''}`,
      );
      continue;
    }
    const m = Object.fromEntries(
      (Object.keys(pageRuns[0] as Figures) as (keyof Figures)[]).map((k) => [k, median(pageRuns.map((r) => r[k]))]),
    ) as unknown as Figures;
    const pageFloors = floors.get(name) ?? [];
    const baselineFcp = TARGET_INDEX
      ? median(pageFloors.map((f) => f.fcp))
      : median((runs.get('static baseline') ?? []).map((r) => r.fcp));
    const fcpRatio = m.fcp / baselineFcp;
    const misses = [
      m.performance < GOAL.performance && 'performance',
      fcpRatio > GOAL.fcpRatio && 'FCP',
      m.lcp > GOAL.lcp && 'LCP',
      m.tbt > GOAL.tbt && 'TBT',
      m.cls > GOAL.cls && 'CLS',
      m.seo < GOAL.seo && !PRIVATE.has(name) && 'SEO',
      m.accessibility < GOAL.accessibility && `accessibility (${a11yFailures.get(name)?.join(', ')})`,
    ].filter((x): x is string => typeof x === 'string');
    rows.push({ name, path, m, misses, floor: median(pageFloors.map((f) => f.tbt)), fcpRatio });
    console.log(
      `${name}: ${RUNS} runs, benchmark index ${m.benchmarkIndex.toFixed(0)}, as index ${m.asIndex.toFixed(0)}${misses.length ? `; misses ${misses.join(', ')}` : ''}`,
    );
  }
} finally {
  chrome.kill();
  await shop.close();
}
if (A11Y_ONLY) process.exit([...a11yFailures.values()].some((failing) => failing.length > 0) ? 1 : 0);

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const HEADER = [
  'page',
  'path',
  'perf',
  'FCP ms',
  'FCP ÷ baseline',
  'LCP ms',
  'TBT ms',
  'baseline TBT',
  'CLS',
  'SEO',
  'a11y',
  'total KiB',
  'JS KiB',
  'CSS KiB',
  'images KiB',
  'CPU index',
  'slow-down',
  'as index',
  'misses the goal on',
];
const cells = rows.map(({ name, path, m, misses, floor, fcpRatio }) => [
  name,
  `\`${path}\``,
  m.performance.toFixed(0),
  m.fcp.toFixed(0),
  Number.isFinite(fcpRatio) ? `${fcpRatio.toFixed(2)}×` : '–',
  m.lcp.toFixed(0),
  m.tbt.toFixed(0),
  Number.isFinite(floor) ? floor.toFixed(0) : '–',
  m.cls.toFixed(3),
  m.seo.toFixed(0),
  m.accessibility.toFixed(0),
  kib(m.total),
  kib(m.js),
  kib(m.css),
  kib(m.images),
  m.benchmarkIndex.toFixed(0),
  `${m.slowdown.toFixed(1)}×`,
  m.asIndex.toFixed(0),
  name === 'static baseline' ? '(baseline)' : misses.join(', ') || 'meets it',
]);
/** Columns padded as the formatter writes them: text left, figures (columns 2 to 17) right. */
const widths = HEADER.map((h, i) => Math.max(3, h.length, ...cells.map((c) => (c[i] as string).length)));
const right = (i: number) => i >= 2 && i <= 17;
const line = (row: string[]) =>
  `| ${row.map((c, i) => (right(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join(' | ')} |`;
const table = [
  line(HEADER),
  `| ${widths.map((w, i) => (right(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`,
  ...cells.map(line),
].join('\n');
console.log(`\n${table}\n`);
if (ONLY) process.exit(rows.some((r) => r.name !== 'static baseline' && r.misses.length > 0) ? 1 : 0);

const SLOWDOWN_TEXT = TARGET_INDEX
  ? `CPU slowdown: 4× scaled from this machine's benchmark index to ${TARGET_INDEX}, a mid-range phone's host, by a run on the static baseline before each run of a page`
  : '4× CPU slowdown';
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';
const section = `${START}
## Storefront in Lighthouse (\`npm run bench:web\`)

Lighthouse 12, mobile preset (simulated slow 4G, ${SLOWDOWN_TEXT}), local Chromium, seeded demo shop; medians
of ${RUNS} runs per page, run round by round (every page once a round), ${new Date().toISOString().slice(0, 10)}. CPU index: Lighthouse's benchmark index of this machine at the runs; slow-down: the CPU slow-down they had; as index: the index of the machine they stood for (CPU index × 4 ÷ slow-down). Goal: performance ≥ ${GOAL.performance}, FCP ≤ ${GOAL.fcpRatio}× the baseline's (FCP ÷ baseline),
LCP ≤ ${GOAL.lcp} ms, TBT ≤ ${GOAL.tbt} ms, CLS ≤ ${GOAL.cls}, SEO ${GOAL.seo}, accessibility (a11y) ${GOAL.accessibility}. Bytes are transferred (compressed) bytes.
The static baseline is a minimal HTML page served by the same server: what this machine gives at best${TARGET_INDEX ? "; baseline TBT, and the FCP a page's is divided by: the medians of its TBT and FCP at each page's slow-down, run just before each of the page's runs" : "; a page's FCP is divided by its row's FCP"}.

${table}
${END}`;
const file = join(PROJECT_ROOT, 'BENCHMARKS.md');
const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
const next = old.includes(START)
  ? old.slice(0, old.indexOf(START)) + section + old.slice(old.indexOf(END) + END.length)
  : `${old.trimEnd()}\n\n${section}\n`;
writeFileSync(file, next);
console.log('Written to BENCHMARKS.md.');
process.exit(rows.some((r) => r.name !== 'static baseline' && r.misses.length > 0) ? 1 : 0);
