import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, SqliteDialect, sql } from 'kysely';
import { PROJECT_ROOT } from '../paths.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations');

/** Reads db/migrations/*.ts, imported through our own loader (tsx or vitest) so TypeScript files load. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'));
    const entries = await Promise.all(
      files.map(async (file) => {
        const module = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
        return [file.replace(/\.(ts|js)$/, ''), module] as const;
      }),
    );
    return Object.fromEntries(entries);
  },
};

const rawHandles = new WeakMap<Db, SQLite.Database>();

/** The better-sqlite3 handle under a Kysely instance, for synchronous hot-path reads (the read cache). */
export function rawSqlite(db: Db): SQLite.Database | undefined {
  return rawHandles.get(db);
}

/** Opens the SQLite file (or `:memory:`) with the pragmas the shop relies on. */
export function createDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  rawHandles.set(db, sqlite);
  return db;
}

/** Brings the schema up to date with db/migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Runs `fn` in a BEGIN IMMEDIATE transaction: the write lock is taken up front,
 * so what `fn` reads cannot change before it writes (stock, holds, orders,
 * payments). Inside, use only the handle `fn` is given.
 */
const inTransaction = new WeakSet<Db>();

export async function immediateTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction || inTransaction.has(db)) return fn(db);
  return db.connection().execute(async (conn) => {
    inTransaction.add(conn);
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn);
      throw error;
    }
  });
}

/** Answers once the database does: the health check. */
export async function ping(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return rows[0]?.ok === 1;
}
