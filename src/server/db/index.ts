import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { engineOf } from './dialect.js';
import type { Reader } from './flow.js';
import { MIGRATION_DIRS } from './migration-folders.js';
import type { Database } from './schema.js';
import { WriteCounter } from './write-counter.js';

export type Db = Kysely<Database>;

/**
 * The last migration written in raw SQLite DDL. PostgreSQL runs its baseline (db/postgres, equal to the schema
 * these build) instead of them; every later migration in db/migrations is shared (Kysely's schema builder).
 */
export const LAST_SQLITE_ONLY_MIGRATION = '2026-11-24T00-10-free-shipping-per-method';

async function migrationsIn(dir: string): Promise<Record<string, Migration>> {
  const files = readdirSync(dir).filter((f) => /^\d{4}-.*\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'));
  const entries = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Migration;
      return [file.replace(/\.(ts|js)$/, ''), module] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * SQLite: every file of db/migrations. PostgreSQL: the baseline of db/postgres, then the shared migrations
 * (those after LAST_SQLITE_ONLY_MIGRATION). From source through our own loader (tsx or vitest), so TypeScript loads;
 * the compiled server imports their compiled copies (db/migration-folders.ts).
 */
export function migrationProvider(db: Db): MigrationProvider {
  return {
    async getMigrations() {
      const all = await migrationsIn(MIGRATION_DIRS.shared);
      if (engineOf(db) === 'sqlite') return all;
      const shared = Object.entries(all).filter(([name]) => name > LAST_SQLITE_ONLY_MIGRATION);
      return { ...(await migrationsIn(MIGRATION_DIRS.postgres)), ...Object.fromEntries(shared) };
    },
  };
}

/** PostgreSQL's 64-bit integers (count, sum) and numerics as JS numbers, as SQLite answers them. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** Whether the database at `location` is a file of its own (SQLite on disk): what a backup copies and a pid file marks. */
export function isDatabaseFile(location: string): boolean {
  return location !== ':memory:' && !isPostgresUrl(location);
}

function createPostgresDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10), types: pgTypes });
  // An idle connection the server closed (restart, failover, a dropped test database): the pool replaces it.
  pool.on('error', () => {});
  const writes = new WriteCounter();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  writeCounters.set(db, writes);
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<object, pg.Pool>();

/** The pg pool under a PostgreSQL handle (for rate-limiter-flexible's store), undefined for SQLite. */
export function postgresPool(db: Reader): pg.Pool | undefined {
  return pools.get(db);
}

const writeCounters = new WeakMap<object, WriteCounter>();

/** How many statements have written through a PostgreSQL handle (undefined for SQLite). */
export function writeCounter(db: Reader): WriteCounter | undefined {
  return writeCounters.get(db);
}

const rawHandles = new WeakMap<object, SQLite.Database>();

/** The better-sqlite3 handle under a Kysely instance, for synchronous hot-path reads (the read cache). */
export function rawSqlite(db: Reader): SQLite.Database | undefined {
  return rawHandles.get(db);
}

/** How many prepared statements a SQLite handle keeps for reuse (the shop's queries are a few hundred shapes). */
const STATEMENT_CACHE = 1000;

/**
 * The handle Kysely runs SQLite on, preparing each distinct SQL text once: Kysely's driver prepares every query
 * it runs, and preparing (parsing and planning) cost about as much as running the shop's small queries. The
 * least recently used statement goes once the cache is full. Safe because the shop never streams a query (a
 * statement is busy only while it is iterated), and SQLite re-prepares a statement itself after a schema change.
 */
function reusingStatements(
  sqlite: SQLite.Database,
  writes: { count: number },
): { prepare: SQLite.Database['prepare']; close: () => void } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare: ((source: string) => {
      if (!READ_ONLY.test(source)) writes.count++;
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else statement = sqlite.prepare(source);
      statements.set(source, statement);
      if (statements.size > STATEMENT_CACHE) statements.delete(statements.keys().next().value as string);
      return statement;
    }) as SQLite.Database['prepare'],
    close: () => {
      statements.clear();
      sqlite.close();
    },
  };
}

/** A plain read: anything else (a write, BEGIN, COMMIT, a pragma) counts in `sqliteWrites`. */
const READ_ONLY = /^\s*select\b/i;
const sqliteWriteCounts = new WeakMap<object, { count: number }>();

/**
 * How many statements other than plain reads this process has run on a SQLite handle (counted as Kysely prepares
 * each, just before it runs): the catalogue version reads the database again only after one (or a new turn of the
 * event loop). Undefined for PostgreSQL.
 */
export function sqliteWrites(db: Reader): { readonly count: number } | undefined {
  return sqliteWriteCounts.get(db);
}

/**
 * Opens a PostgreSQL database (a postgres:// URL), or the SQLite file (or `:memory:`, or an in-memory copy of a
 * serialized database: the tests' migrated template) with the pragmas the shop relies on.
 */
export function createDb(file: string | Buffer): Db {
  if (typeof file !== 'string') return sqliteDb(new SQLite(file));
  if (isPostgresUrl(file)) return createPostgresDb(file);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return sqliteDb(new SQLite(file));
}

function sqliteDb(sqlite: SQLite.Database): Db {
  sqlite.pragma('journal_mode = WAL');
  // WAL with NORMAL: a commit is written to the WAL without an fsync (the WAL is synced at each checkpoint), so it
  // survives the process being killed, never corrupts the file, but the last commits before a power loss or a
  // kernel crash may roll back. FULL fsyncs every commit: ~9.5 ms each on this VPS's disk, with the event loop
  // blocked, which capped a drop at about a hundred commits a second (BENCHMARKS.md, drop).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = { count: 0 };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite, writes) }) });
  rawHandles.set(db, sqlite);
  sqliteWriteCounts.set(db, writes);
  return db;
}

/** Brings the schema up to date with db/migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Answers once the database does: the health check. */
export async function ping(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return rows[0]?.ok === 1;
}
