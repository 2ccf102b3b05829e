/**
 * `npm run test:pg [-- vitest args]`: the server test suite against PostgreSQL. Uses TEST_DATABASE_URL when set
 * (a server's maintenance database, e.g. postgres://postgres@127.0.0.1:5432/postgres), else starts a throw-away
 * cluster with scripts/pg-cluster.sh. Migrates one template database; each test copies it (src/server/testing/postgres.ts; the server helpers are src/server/db/postgres-server.ts).
 * The files of RUN_ONCE are left out: `npm test` runs them on SQLite (TEST_PG_ALL=1 runs them here too).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, migrateToLatest } from '../src/server/db/index.js';
import { databaseUrl, onServer } from '../src/server/db/postgres-server.js';

/**
 * Test files whose engine does not matter, run once (in `npm test`, on SQLite) and not again here: the rule is in
 * the README's "Test it". Both engines run anything with SQL that differs by engine, locking, concurrency and racers,
 * migrations and reports. Here: pure code with no database (src/shared, templates, static checks), shops in their own process on a SQLite
 * file whatever the run's engine (crash safety, backup drill, drop), the mail worker over SMTP, image processing,
 * LibreOffice reading the CSV exports, and the rendered pages' HTML (page cache, French texts, page sizes).
 * Each entry is a file or folder of the repository (scripts/test-pg.test.ts checks they exist and stay engine-blind).
 */
export const RUN_ONCE: readonly string[] = [
  'src/shared/',
  'src/server/ops/crash-safety.test.ts',
  'src/server/ops/backup-drill.test.ts',
  'src/server/ops/mail-crash.test.ts',
  'src/server/drop.test.ts',
  'src/server/mail/outbox.test.ts',
  'src/server/testing/smtp-sink.test.ts',
  'src/server/http/media-upload.test.ts',
  'src/server/rest/spreadsheet.test.ts',
  'src/server/http/page-cache.test.ts',
  'src/server/http/untranslated.test.ts',
  'src/server/http/image-sets-page-size.test.ts',
  'src/server/http/category-page-size.test.ts',
  // Rendered pages and redirects by language: the page renderer and the Accept-Language rule, not the engine.
  'src/server/http/locale-pages.test.ts',
  'src/server/http/language-redirect.test.ts',
  // A fresh render entry's first painting page: when the renderer loads its lazy parts, not the engine.
  'src/server/http/painting-story-ssr.test.ts',
  // The stylesheets a page carries: the render entry and React's hoisting, not the engine.
  'src/server/http/root-styles.test.ts',
  // No database at all: pure functions, templates, static checks of the source, the Stripe client against a fake
  // Stripe, and SQLite's own files (the backup's copy of a SQLite file whatever the run's engine).
  'src/server/domain/mail/templates/',
  'src/server/domain/mail/i18n.test.ts',
  'src/server/domain/checkout/verdict.test.ts',
  'src/server/domain/sitemap.test.ts',
  'src/server/domain/stock/painting-stock.test.ts',
  // Pure cents arithmetic (a discount spread over lines, refunds of paid units) under fast-check: seconds of properties.
  'src/server/domain/discounts/allocate.test.ts',
  'src/server/http/client-manifest.test.ts',
  'src/server/rest/routes.test.ts',
  'src/server/trpc/errors.test.ts',
  'src/server/trpc/error-messages.test.ts',
  'src/server/payments/stripe-gateway.test.ts',
  'src/server/testing/unused-exports.test.ts',
  'src/server/ops/database-files.test.ts',
];

/** vitest's `--exclude` arguments for RUN_ONCE (a folder: every file under it). */
export function runOnceExcludes(): string[] {
  return RUN_ONCE.flatMap((entry) => ['--exclude', entry.endsWith('/') ? `${entry}**` : entry]);
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const serverUrl =
    process.env.TEST_DATABASE_URL ??
    execFileSync(path.join(root, 'scripts', 'pg-cluster.sh'), ['start'], { encoding: 'utf8' }).trim();
  const template = `wbs_template_${process.pid}`;

  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
  await onServer(serverUrl, `CREATE DATABASE ${template}`);
  const db = createDb(databaseUrl(serverUrl, template));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }

  const args = process.argv.slice(2);
  const once = process.env.TEST_PG_ALL === '1' ? [] : runOnceExcludes();
  if (once.length > 0)
    console.log(`test:pg leaves out ${RUN_ONCE.length} entries that npm test runs once (RUN_ONCE; TEST_PG_ALL=1: all)`);
  // A database round trip per statement instead of an in-process call: the longest tests get more time.
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', '--testTimeout', '60000', '--hookTimeout', '60000', ...once, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: serverUrl, TEST_DATABASE_TEMPLATE: template },
    },
  );
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
  process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
