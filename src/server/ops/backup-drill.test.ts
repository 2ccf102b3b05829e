import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { buyWithTestCard, HttpClient } from '../load/http-client.js';
import { type ChildShop, shopEnv, startChildShop } from './shop-process.js';

/**
 * The backup and restore drill: `npm run backup` taken while shoppers check out and the owner receives purchase
 * orders, `npm run restore` of it into a fresh folder, and a fresh server there that serves the same catalogue,
 * the same orders and the same logins (a customer signs in with their password).
 */
const root = mkdtempSync(join(tmpdir(), 'wbs-drill-'));
const live = join(root, 'live');
const fresh = join(root, 'fresh');
const backups = join(root, 'backups');
for (const dir of [live, fresh, backups]) mkdirSync(dir);
const shops: ChildShop[] = [];
afterAll(async () => {
  for (const shop of shops) await shop.kill();
  rmSync(root, { recursive: true, force: true });
});

/** `npm run <script> -- arg` against the database at `databasePath`; answers its output, failing on a non-zero exit. */
function npmRun(script: string, arg: string, databasePath: string): string {
  const run = spawnSync('npm', ['run', '--silent', script, '--', arg], {
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run ${script} failed (${run.status}): ${run.stdout}${run.stderr}`);
  return run.stdout;
}

const catalogue = async (client: HttpClient) => ({
  products: ((await client.get('/api/products')).json as { id: number; name: string; price: number }[]).map(
    ({ id, name, price }) => ({ id, name, price }),
  ),
  paintings: ((await client.get('/api/paintings')).json as { id: number; title: string }[]).map(({ id, title }) => ({
    id,
    title,
  })),
});

it('restores a backup taken under write load into a fresh server with the same catalogue, orders and logins', async () => {
  const liveEnv = shopEnv(live, randomBytes(32).toString('hex'), { TRUST_PROXY: '1' });
  const base = { url: '' };
  const shop = await startChildShop(liveEnv);
  shops.push(shop);
  base.url = shop.url;
  const admin = new HttpClient(base, '10.1.0.1');
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  const customer = new HttpClient(base, '10.1.0.2');
  const registered = await customer.post('/api/register', {
    username: 'drill',
    email: 'drill@example.com',
    password: 'drill-pass-1',
  });
  expect(registered.status).toBe(201);
  const [product] = (await customer.get('/api/products')).json as { id: number; sizes: string[]; colors: string[] }[];
  if (!product) throw new Error('the demo catalogue has no product');
  const tee = { productId: product.id, size: product.sizes[0] ?? '', color: product.colors[0] ?? '' };
  await buyWithTestCard(customer, tee);
  const before = await catalogue(customer);
  const myOrders = (await customer.get('/api/orders')).json as { id: number; total: number; status: string }[];
  expect(myOrders.map((o) => o.status)).toEqual(['paid']);

  // Write load while the backup runs: checkouts, and purchase orders received into stock.
  const stop = { now: false };
  const vendor = (await admin.post('/api/vendors', { name: 'Drill Supply' })).json;
  const items = (await admin.get('/api/inventory')).json as { id: number }[];
  const load = [
    (async () => {
      while (!stop.now) await buyWithTestCard(customer, tee);
    })(),
    (async () => {
      for (let i = 0; !stop.now; i++) {
        const po = await admin.post('/api/purchase-orders', {
          vendor_id: vendor.id,
          lines: [{ inventory_item_id: items[i % items.length]?.id, quantity: 2, unit_cost: 3 }],
        });
        await admin.put(`/api/purchase-orders/${po.json.id}/status`, { status: 'ordered' });
        await admin.post(`/api/purchase-orders/${po.json.id}/receive`, {
          lines: [{ line_id: po.json.lines[0].id, quantity: 2 }],
        });
      }
    })(),
  ];
  await new Promise((r) => setTimeout(r, 500));
  expect(npmRun('backup', backups, liveEnv.DATABASE_PATH as string)).toMatch(/integrity ok/);
  stop.now = true;
  await Promise.all(load);
  const [backupFile] = readdirSync(backups).filter((f) => f.endsWith('.db'));
  if (!backupFile) throw new Error('no backup written');

  // What the backup holds, read from the file itself: the restored shop must serve exactly this.
  const copy = new SQLite(join(backups, backupFile), { readonly: true });
  const orderCount = (copy.prepare('SELECT count(*) AS n FROM "order"').get() as { n: number }).n;
  const poCount = (copy.prepare('SELECT count(*) AS n FROM purchase_order').get() as { n: number }).n;
  const stock = copy.prepare('SELECT id, quantity FROM inventory_item ORDER BY id').all();
  copy.close();
  expect(poCount).toBeGreaterThan(0);

  const freshEnv = shopEnv(fresh, randomBytes(32).toString('hex'), { TRUST_PROXY: '1' });
  expect(npmRun('restore', join(backups, backupFile), freshEnv.DATABASE_PATH as string)).toMatch(/Restored/);
  const restored = await startChildShop(freshEnv);
  shops.push(restored);
  const there = { url: restored.url };

  const visitor = new HttpClient(there, '10.1.1.1');
  expect(await catalogue(visitor)).toEqual(before);
  const back = new HttpClient(there, '10.1.1.2');
  expect((await back.post('/api/login', { username: 'drill', password: 'drill-pass-1' })).status).toBe(200);
  const restoredOrders = (await back.get('/api/orders')).json as { id: number; total: number; status: string }[];
  expect(restoredOrders).toEqual(expect.arrayContaining(myOrders.map((o) => expect.objectContaining(o))));
  const owner = new HttpClient(there, '10.1.1.3');
  expect((await owner.post('/api/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  expect((await owner.get('/api/admin/orders?status=all&pageSize=1')).json.total).toBe(orderCount);
  expect((await owner.get('/api/purchase-orders')).json).toHaveLength(poCount);
  const served = ((await owner.get('/api/inventory')).json as { id: number; quantity: number }[])
    .map(({ id, quantity }) => ({ id, quantity }))
    .sort((x, y) => x.id - y.id);
  expect(served).toEqual(stock);
  console.log(
    `backup drill: restored ${orderCount} orders and ${poCount} purchase orders taken under load; logins and catalogue intact`,
  );
}, 180_000);
