import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstLoadJs } from './first-load.js';
import { measure } from './load.js';
import { markdownTable, today, writeBenchSection } from './report.js';
import { startSeededShop } from './seeded-shop.js';

/**
 * npm run bench (reads): cached catalogue reads against a bare `node:http` server sending the same bytes, side
 * by side in one run, reported as ratios (issue 28: ≥ 85 %). Also the first-load JS of the storefront's pages.
 */
const GOAL = 0.85;
/** Alternating rounds, best of each side: a busy machine slows both, not one. */
const ROUNDS = 3;
const JS_BUDGET_KIB = 150;

export async function benchReads(): Promise<boolean> {
  const shop = await startSeededShop();
  const paths = ['/api/products', '/api/paintings', '/api/categories', '/api/collections', '/api/site-settings'];
  const bodies = new Map<string, Buffer>();
  for (const path of paths) bodies.set(path, Buffer.from(await (await fetch(`${shop.url}${path}`)).arrayBuffer()));
  const bare = createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const rows: string[][] = [];
  let ok = true;
  console.log('route                     shop req/s   bare req/s   ratio');
  for (const path of paths) {
    await measure(`${bareUrl}${path}`, 300);
    await measure(`${shop.url}${path}`, 300);
    let bareRate = 0;
    let shopRate = 0;
    for (let round = 0; round < ROUNDS; round++) {
      bareRate = Math.max(bareRate, await measure(`${bareUrl}${path}`));
      shopRate = Math.max(shopRate, await measure(`${shop.url}${path}`));
    }
    const ratio = shopRate / bareRate;
    if (ratio < GOAL) ok = false;
    const kib = ((bodies.get(path)?.length ?? 0) / 1024).toFixed(1);
    rows.push([
      `\`${path}\``,
      kib,
      shopRate.toFixed(0),
      bareRate.toFixed(0),
      `${(ratio * 100).toFixed(0)} %`,
      ratio < GOAL ? '**no**' : 'yes',
    ]);
    console.log(
      `${path.padEnd(25)} ${shopRate.toFixed(0).padStart(10)} ${bareRate.toFixed(0).padStart(12)} ${(ratio * 100).toFixed(0).padStart(6)}%${ratio < GOAL ? '  below the goal' : ''}`,
    );
  }
  const etag = (await fetch(`${shop.url}/api/products`)).headers.get('etag') ?? '';
  const notModified = await fetch(`${shop.url}/api/products`, { headers: { 'if-none-match': etag } });
  console.log(`If-None-Match on /api/products answers ${notModified.status}`);

  for (const { path, kib } of await firstLoadJs(shop.url, ['/', '/category/all', '/product/1', '/paintings'])) {
    if (kib > JS_BUDGET_KIB) ok = false;
    console.log(
      `first-load JS ${path.padEnd(14)} ${kib.toFixed(1)} KiB gzip${kib > JS_BUDGET_KIB ? `  over the ${JS_BUDGET_KIB} KiB budget` : ''}`,
    );
  }
  await shop.close();
  await new Promise((resolve) => bare.close(resolve));
  const table = markdownTable(
    ['route', 'KiB', 'shop req/s', 'bare node:http req/s', 'ratio', `≥ ${GOAL * 100} %`],
    rows,
    (i) => i > 0 && i < 5,
  );
  writeBenchSection(
    'reads',
    `## Cached catalogue reads (\`npm run bench\`, reads)

The seeded demo shop against a bare \`node:http\` server sending the same bytes, in one process, 16 keep-alive
connections, best of ${ROUNDS} alternating rounds of 3,000 GETs each; goal ≥ ${GOAL * 100} % of the bare server; ${today()}.

${table}`,
  );
  return ok;
}
