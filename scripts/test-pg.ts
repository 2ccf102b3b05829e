/**
 * `npm run test:pg [-- vitest args]`: the server test suite against PostgreSQL. Uses TEST_DATABASE_URL when set
 * (a server's maintenance database, e.g. postgres://postgres@127.0.0.1:5432/postgres), else starts a throw-away
 * cluster with scripts/pg-cluster.sh. Migrates one template database; each test copies it (src/server/testing/postgres.ts; the server helpers are src/server/db/postgres-server.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createDb, migrateToLatest } from '../src/server/db/index.js';
import { databaseUrl, onServer } from '../src/server/db/postgres-server.js';

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
// A database round trip per statement instead of an in-process call: the longest tests get more time.
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--testTimeout', '60000', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: serverUrl, TEST_DATABASE_TEMPLATE: template },
});
await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
process.exit(result.status ?? 1);
