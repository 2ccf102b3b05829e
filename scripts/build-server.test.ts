import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../src/server/db/postgres-server.js';
import { freePort, shopEnv } from '../src/server/ops/shop-process.js';
import { PROJECT_ROOT } from '../src/server/paths.js';
import { postgresTestServer } from '../src/server/testing/postgres.js';

/**
 * The compiled server `npm start` runs (scripts/build-server.ts), built into a folder of its own (beside whatever
 * dist/app a running shop uses) and started with plain node from another working folder on an empty database: it migrates from its own compiled
 * migrations (SQLite's, or PostgreSQL's baseline and the shared ones under `npm run test:pg`), seeds and serves.
 */
const folder = `dist/app-test-${process.pid}`;
const out = join(PROJECT_ROOT, folder);
const bundle = join(out, 'main.js');
const server = postgresTestServer();
const pgName = `wbs_compiled_${process.pid}`;
const children: ChildProcess[] = [];

beforeAll(() => {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', folder], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  if (server) return onServer(server.url, `CREATE DATABASE ${pgName}`);
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (server) await onServer(server.url, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
  rmSync(out, { recursive: true, force: true });
});

async function startCompiled(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  let log = '';
  // From another working folder: the bundle finds the project (seed images, node_modules) on its own.
  const child = spawn(process.execPath, [bundle], {
    cwd: tmpdir(),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until && child.exitCode === null) {
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The compiled shop did not start:\n${log}`);
}

describe('the compiled server', () => {
  it('is one bundle beside its compiled migrations, with no TypeScript left to load', () => {
    expect(existsSync(bundle)).toBe(true);
    expect(existsSync(join(out, 'db', 'migrations', '2026-11-22T00-00-initial-schema.js'))).toBe(true);
    expect(existsSync(join(out, 'db', 'postgres', '2026-11-24T00-99-postgres-baseline.js'))).toBe(true);
  });

  async function servesTheDemo(database: Record<string, string>): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'wbs-compiled-'));
    try {
      const url = await startCompiled(shopEnv(dir, randomBytes(32).toString('hex'), database));
      const products = (await (await fetch(`${url}/api/products`)).json()) as { name: string }[];
      expect(products.length).toBeGreaterThan(5);
      const found = (await (await fetch(`${url}/api/search?q=tee`)).json()) as { title: string }[];
      expect(found.length).toBeGreaterThan(0);
      const image = await fetch(`${url}/images/seed/tee-acid-wash.webp`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('migrates an empty SQLite database, seeds the demo and serves it', () => servesTheDemo({}), 90_000);

  it.skipIf(!server)(
    'migrates an empty PostgreSQL database (its baseline, then the shared migrations), seeds the demo and serves it',
    () => servesTheDemo({ DATABASE_URL: databaseUrl(server?.url ?? '', pgName) }),
    90_000,
  );
});
