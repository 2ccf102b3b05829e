import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { signedInAdmin, TestBrowser, testConfig } from '../testing/helpers.js';
import { postgresTestServer } from '../testing/postgres.js';
import { buyOverApi } from '../testing/shoppers.js';
import { createDb, type Db, migrateToLatest } from './index.js';
import { databaseUrl, onServer } from './postgres-server.js';

/**
 * `npm run db:copy -- --to postgres://…` end to end (the real script, as an owner runs it): the demo shop and a few
 * paid orders in a SQLite file, copied into an empty PostgreSQL database, then the app on the copy answers what the
 * app on SQLite answered. Runs under `npm run test:pg` (it needs a server).
 */
const server = postgresTestServer();

describe.skipIf(!server)('npm run db:copy: a SQLite shop into an empty PostgreSQL database', () => {
  let dir = '';
  let file = '';
  const databases: string[] = [];
  /** What the shop on SQLite answered, path by path, and who asked. */
  const answers = new Map<string, unknown>();
  let buyerEmail = '';
  let lastOrderId = 0;
  const READS = ['/api/products', '/api/paintings', '/api/products/1', '/api/paintings/1', '/api/categories'];

  async function emptyDatabase(): Promise<string> {
    const name = `wbs_copy_${process.pid}_${databases.length}`;
    databases.push(name);
    await onServer(server?.url as string, `DROP DATABASE IF EXISTS ${name}`);
    await onServer(server?.url as string, `CREATE DATABASE ${name}`);
    return databaseUrl(server?.url as string, name);
  }

  function copy(to: string) {
    const { DATABASE_URL: _, ...env } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', '--to', to], {
      env: { ...env, DATABASE_PATH: file, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
  }

  async function signIn(app: FastifyInstance, username: string): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    expect((await browser.post('/api/login', { username, password: 'secret1' })).statusCode).toBe(200);
    return browser;
  }

  async function read(app: FastifyInstance, as: { admin: TestBrowser; buyer: TestBrowser }) {
    const seen = new Map<string, unknown>();
    for (const path of READS) seen.set(path, (await app.inject({ method: 'GET', url: path })).json());
    seen.set('admin /api/admin/orders', (await as.admin.get('/api/admin/orders')).json());
    seen.set('buyer /api/orders', (await as.buyer.get('/api/orders')).json());
    return seen;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wbs-copy-'));
    file = join(dir, 'shop.db');
    const db = createDb(file);
    await migrateToLatest(db);
    await seedDemoIfEmpty(db);
    const app = await buildApp({ db, config: testConfig({ DATABASE_PATH: file }), logger: false });
    await signedInAdmin(app, db);
    /** A product line in the first size and colour the demo offers it in. */
    const product = async (productId: number, quantity = 1) => {
      const v = await db
        .selectFrom('product_variant')
        .select(['size', 'color'])
        .where('product_id', '=', productId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return { productId, item_type: 'product', quantity, size: v.size, color: v.color };
    };
    const orders = [
      await buyOverApi(app, [await product(1, 2)], { prefix: 'copybuyer' }),
      await buyOverApi(app, [{ productId: 1, item_type: 'painting' }], { prefix: 'copybuyer' }),
      await buyOverApi(app, [{ productId: 7, item_type: 'painting' }, await product(3)], { prefix: 'copybuyer' }),
    ];
    buyerEmail = orders[2]?.email as string;
    lastOrderId = Math.max(...orders.map((o) => o.orderId));
    const as = { admin: await signIn(app, 'owner'), buyer: await signIn(app, buyerEmail.split('@')[0] as string) };
    for (const [path, body] of await read(app, as)) answers.set(path, body);
    await app.close();
    await db.destroy();
  }, 120_000);

  afterAll(async () => {
    for (const name of databases) await onServer(server?.url as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row in one go; the shop on the copy answers as on SQLite, and new ids follow the copied ones', async () => {
    const url = await emptyDatabase();
    const run = copy(url);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^ {2}order +3 +3$/m);
    expect(run.stdout).toMatch(/every count and sum matches/);
    expect(run.stdout).not.toMatch(/MISMATCH/);

    const db = createDb(url);
    const app = await buildApp({ db, config: testConfig(), logger: false });
    try {
      const as = { admin: await signIn(app, 'owner'), buyer: await signIn(app, buyerEmail.split('@')[0] as string) };
      const seen = await read(app, as);
      for (const [path, body] of answers) expect({ path, body: seen.get(path) }).toEqual({ path, body });
      expect((answers.get('buyer /api/orders') as unknown[]).length).toBe(1);
      expect(JSON.stringify(answers.get('admin /api/admin/orders'))).toContain(buyerEmail);
      // Search works on the copy: PostgreSQL builds its own index on the first search.
      const search = await app.inject({ method: 'GET', url: '/api/products?search=tee' });
      expect(search.statusCode).toBe(200);

      const next = await buyOverApi(app, [{ productId: 4, item_type: 'painting' }], { prefix: 'copybuyer' });
      expect(next.orderId).toBeGreaterThan(lastOrderId);
    } finally {
      await app.close();
      await db.destroy();
    }
  }, 120_000);

  it('refuses a database that already has shop rows, in one line, writing nothing', async () => {
    const url = await emptyDatabase();
    expect(copy(url).status).toBe(0);
    const again = copy(url);
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/already has shop rows \(table \w+\): db:copy only fills an empty database$/),
    ]);
  }, 60_000);

  it('refuses a URL that is not PostgreSQL, and a server it cannot reach, in one line each', () => {
    const mysql = copy('mysql://root@127.0.0.1/shop');
    expect(mysql.status).toBe(1);
    expect(mysql.stderr.trim()).toMatch(/^--to must be a PostgreSQL URL such as postgres:\/\/.+, not mysql:/);
    const nobody = copy('postgres://postgres:hunter2@127.0.0.1:1/shop');
    expect(nobody.status).toBe(1);
    expect(nobody.stderr.trim().split('\n')).toHaveLength(1);
    expect(nobody.stderr).toMatch(/^Cannot reach postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/shop: /);
  }, 60_000);

  it('rolls the whole copy back and exits 1 when a count does not add up', async () => {
    const url = await emptyDatabase();
    const target: Db = createDb(url);
    try {
      await migrateToLatest(target);
      // A fault on the target: every order event silently dropped on insert.
      await sql`CREATE FUNCTION drop_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`.execute(
        target,
      );
      await sql`CREATE TRIGGER drop_order_events BEFORE INSERT ON order_event FOR EACH ROW EXECUTE FUNCTION drop_row()`.execute(
        target,
      );
      const run = copy(url);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^ {2}order_event +\d+ +0 {2}MISMATCH$/m);
      expect(run.stderr).toMatch(/does not add up, nothing was written: order_event: SQLite \d+, PostgreSQL 0/);
      const left = await target
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(left?.n).toBe(0);
      expect(await target.selectFrom('shipping_method').select('code').execute()).toHaveLength(4);
    } finally {
      await target.destroy();
    }
  }, 60_000);
});
