import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { configOrExit } from '../src/server/bootstrap.js';
import { integrityCheck } from '../src/server/ops/database-files.js';

/** npm run backup [-- DIR]: a consistent online copy of the database (safe while the shop runs). */
const config = configOrExit();
if (config.databasePath === ':memory:') {
  console.error('DATABASE_PATH is :memory:; there is nothing to back up.');
  process.exit(1);
}
const dir = process.argv[2] ?? 'backups';
mkdirSync(dir, { recursive: true });
const target = join(dir, `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.db`);
const db = new SQLite(config.databasePath, { readonly: true, fileMustExist: true });
await db.backup(target);
db.close();
const check = integrityCheck(target);
if (check !== 'ok') {
  console.error(`The backup ${target} failed its integrity check: ${check}`);
  process.exit(1);
}
console.log(`Backed up ${config.databasePath} to ${target} (integrity ok)`);
