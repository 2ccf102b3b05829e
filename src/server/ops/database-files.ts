import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { isDatabaseFile } from '../db/index.js';

/** The file that says a shop process has this database open: `<database>.pid`. */
export const pidFileOf = (databasePath: string) => `${databasePath}.pid`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the shop process that has this database open, or null (a stale pid file is ignored). */
function runningShop(databasePath: string): number | null {
  const file = pidFileOf(databasePath);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Marks the database as in use by this process until it exits (restore refuses to run meanwhile). */
export function markInUse(databasePath: string): () => void {
  if (!isDatabaseFile(databasePath)) return () => undefined;
  const file = pidFileOf(databasePath);
  writeFileSync(file, String(process.pid), { mode: 0o644 });
  const release = () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** SQLite's own integrity check of a database file: 'ok', or what is wrong with it. */
export function integrityCheck(file: string): string {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup in place of the shop's database: refused while a shop process
 * has the database open or when the backup fails SQLite's integrity check; the
 * old `-wal`/`-shm` files are removed first, so an old write-ahead log can never
 * replay over the restored data. The copy is written beside and renamed into
 * place, so a crash midway leaves the old database whole.
 */
export function restoreDatabase(backupFile: string, databasePath: string): void {
  const pid = runningShop(databasePath);
  if (pid !== null) throw new Error(`The shop is running (pid ${pid}) on ${databasePath}: stop it first.`);
  if (!existsSync(backupFile)) throw new Error(`No backup at ${backupFile}.`);
  const check = integrityCheck(backupFile);
  if (check !== 'ok') throw new Error(`The backup ${backupFile} is damaged: ${check}`);
  const incoming = `${databasePath}.restoring`;
  copyFileSync(backupFile, incoming);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(incoming, databasePath);
}
