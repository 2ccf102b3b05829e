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
