import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createDb, type Db, migrateToLatest } from '../../src/server/db/index.js';
import { loadPageRenderer } from '../../src/server/http/pages.js';
import { seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import { buildIfStale } from '../build-if-stale.js';

/**
 * The demo shop over a fresh seeded database in a temp folder, listening on a free local port
 * (with the built client, its pages server-rendered as in production). `extend` may add routes before it listens;
 * `db` prepares what a page needs (a certificate to verify); `close` removes everything.
 */
export async function startSeededShop(
  extend: (app: FastifyInstance) => void = () => {},
): Promise<{ app: FastifyInstance; db: Db; url: string; close: () => Promise<void> }> {
  buildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'wbs-bench-'));
  const db = createDb(join(dir, 'shop.db'));
  await migrateToLatest(db);
  await seedDemoIfEmpty(db);
  const config = loadConfig({
    DATABASE_PATH: join(dir, 'shop.db'),
    LOG_LEVEL: 'silent',
    UPLOADS_DIR: join(dir, 'uploads'),
  });
  const app = await buildApp({ db, config, logger: false, render: await loadPageRenderer() });
  extend(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    url,
    close: async () => {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The storefront pages the browser benches measure, by name (`trace-web.ts`, `frames.ts`): each kind a shopper opens
 * first, in English and French, with the seeded shop's first product, painting and category; `only` keeps those named.
 */
export async function storefrontPages(url: string, only?: string[]): Promise<[string, string][]> {
  const first = async <T>(path: string): Promise<T> => ((await (await fetch(`${url}${path}`)).json()) as T[])[0] as T;
  const product = await first<{ id: number }>('/api/products');
  const painting = await first<{ id: number }>('/api/paintings');
  const category = await first<{ slug: string }>('/api/categories');
  const english: [string, string][] = [
    ['home', '/'],
    ['category', `/category/${category.slug}`],
    ['product', `/product/${product.id}`],
    ['paintings', '/paintings'],
    ['painting', `/paintings/${painting.id}`],
  ];
  const pages = [...english, ...english.map(([name, path]): [string, string] => [`fr ${name}`, `/fr${path}`])];
  return pages.filter(([name]) => !only || only.includes(name));
}

/** The median of some runs' figures. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
