import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { integrityCheck, markInUse, pidFileOf, restoreDatabase } from './database-files.js';

const rows = (file: string) => {
  const db = new SQLite(file);
  const n = (db.prepare('select count(*) as n from t').get() as { n: number }).n;
  db.close();
  return n;
};

describe('restoring a backup', () => {
  it('puts the backup in place and an old write-ahead log never replays over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wbs-restore-'));
    const live = join(dir, 'shop.db');
    const backup = join(dir, 'backup.db');
    const db = new SQLite(live);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (x integer); insert into t values (1)');
    db.pragma('wal_checkpoint(TRUNCATE)');
    copyFileSync(live, backup);
    // Later writes sit in the WAL only; the process then dies without checkpointing (its WAL stays behind).
    db.pragma('wal_autocheckpoint = 0');
    db.exec('insert into t values (2); insert into t values (3)');
    const staleWal = join(dir, 'stale-wal');
    copyFileSync(`${live}-wal`, staleWal);
    db.close();
    copyFileSync(staleWal, `${live}-wal`);
    expect(rows(live)).toBe(3);

    restoreDatabase(backup, live);
    expect(existsSync(`${live}-wal`)).toBe(false);
    expect(rows(live)).toBe(1);
    expect(integrityCheck(live)).toBe('ok');
  });

  it('refuses while a shop process has the database open, and refuses a damaged backup', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wbs-restore-'));
    const live = join(dir, 'shop.db');
    const backup = join(dir, 'backup.db');
    new SQLite(backup).exec('create table t (x integer)');
    writeFileSync(pidFileOf(live), String(process.ppid));
    expect(() => restoreDatabase(backup, live)).toThrow(/The shop is running \(pid \d+\)/);

    writeFileSync(pidFileOf(live), '999999999');
    const damaged = join(dir, 'damaged.db');
    writeFileSync(damaged, 'not a database at all, just some bytes'.repeat(200));
    expect(() => restoreDatabase(damaged, live)).toThrow(/is damaged/);
    restoreDatabase(backup, live);
    expect(rows(live)).toBe(0);
  });

  it('marks the database in use for as long as the shop runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wbs-restore-'));
    const live = join(dir, 'shop.db');
    const release = markInUse(live);
    expect(existsSync(pidFileOf(live))).toBe(true);
    release();
    expect(existsSync(pidFileOf(live))).toBe(false);
  });
});
