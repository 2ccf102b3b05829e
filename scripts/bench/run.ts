import Fastify from 'fastify';
import { firstLoadJs } from './first-load.js';
import { measure } from './load.js';
import { startSeededShop } from './seeded-shop.js';

/**
 * npm run bench: catalogue reads against a bare Fastify route sending the same
 * bytes, side by side in one run, reported as ratios (DESIGN.md §8: ≥ 70 %).
 */
const BUDGET = 0.7;
/** Alternating rounds, best of each side: a busy machine slows both, not one. */
const ROUNDS = 3;
const shop = await startSeededShop();
const shopUrl = shop.url;

const paths = ['/api/products', '/api/paintings', '/api/categories', '/api/collections', '/api/site-settings'];
const bodies = new Map<string, string>();
for (const path of paths) bodies.set(path, await (await fetch(`${shopUrl}${path}`)).text());
const bare = Fastify({ logger: false });
for (const [path, body] of bodies)
  bare.get(path, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

let failed = false;
console.log('route                     shop req/s   bare req/s   ratio');
for (const path of paths) {
  await measure(`${bareUrl}${path}`, 300);
  await measure(`${shopUrl}${path}`, 300);
  let bareRate = 0;
  let shopRate = 0;
  for (let round = 0; round < ROUNDS; round++) {
    bareRate = Math.max(bareRate, await measure(`${bareUrl}${path}`));
    shopRate = Math.max(shopRate, await measure(`${shopUrl}${path}`));
  }
  const ratio = shopRate / bareRate;
  if (ratio < BUDGET) failed = true;
  console.log(
    `${path.padEnd(25)} ${shopRate.toFixed(0).padStart(10)} ${bareRate.toFixed(0).padStart(12)} ${(ratio * 100).toFixed(0).padStart(6)}%${ratio < BUDGET ? '  below budget' : ''}`,
  );
}
const etag = (await fetch(`${shopUrl}/api/products`)).headers.get('etag') ?? '';
const notModified = await fetch(`${shopUrl}/api/products`, { headers: { 'if-none-match': etag } });
console.log(`If-None-Match on /api/products answers ${notModified.status}`);

const JS_BUDGET_KIB = 150;
for (const { path, kib } of await firstLoadJs(shopUrl, ['/', '/category/all', '/product/1', '/paintings'])) {
  if (kib > JS_BUDGET_KIB) failed = true;
  console.log(
    `first-load JS ${path.padEnd(14)} ${kib.toFixed(1)} KiB gzip${kib > JS_BUDGET_KIB ? `  over the ${JS_BUDGET_KIB} KiB budget` : ''}`,
  );
}

await shop.close();
await bare.close();
console.log(
  failed ? `Some routes are below ${BUDGET * 100}% of bare Fastify.` : `All routes within budget (≥ ${BUDGET * 100}%).`,
);
await (await import('./checkout-throughput.js')).checkoutThroughput();
process.exit(failed ? 1 : 0);
