import { Migrator } from 'kysely';
import { createDb, type Db, migrationProvider } from '../db/index.js';
import { databaseUrl, onServer } from '../db/postgres-server.js';

/**
 * The test databases of `npm run test:pg`: TEST_DATABASE_URL names the server's maintenance database, and
 * TEST_DATABASE_TEMPLATE a database the runner migrated once (scripts/test-pg.ts). Each test gets a fresh copy
 * of the template (CREATE DATABASE … TEMPLATE: milliseconds, no migration), dropped when its handle is destroyed.
 */
export function postgresTestServer(): { url: string; template: string } | undefined {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  return url && template ? { url, template } : undefined;
}

let created = 0;

/** A fresh migrated PostgreSQL database (a copy of the template): its URL, and how to drop it. */
export async function freshPostgresDatabase(server: {
  url: string;
  template: string;
}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wbs_test_${process.pid}_${++created}_${Date.now().toString(36)}`;
  await onServer(server.url, `CREATE DATABASE ${name} TEMPLATE ${server.template}`);
  return {
    url: databaseUrl(server.url, name),
    drop: () => onServer(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh migrated PostgreSQL database for one test; `destroy()` closes its pool and drops it. */
export async function freshPostgresDb(server: { url: string; template: string }): Promise<Db> {
  const { url, drop } = await freshPostgresDatabase(server);
  const db = createDb(url);
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await drop();
  };
  return db;
}

/**
 * A database of this run's engine (under `npm run test:pg`, a new PostgreSQL database named `name`; else SQLite in
 * memory) migrated up to `migration` and no further, for a migration's own test: its handle, and how to drop it.
 */
export async function databaseMigratedTo(
  migration: string,
  name: string,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const server = postgresTestServer();
  let db: Db;
  let drop = async () => {};
  if (server) {
    const database = `${name}_${process.pid}`;
    await onServer(server.url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await onServer(server.url, `CREATE DATABASE ${database}`);
    db = createDb(databaseUrl(server.url, database));
    drop = () => onServer(server.url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } else {
    db = createDb(':memory:');
  }
  const { error } = await new Migrator({ db, provider: migrationProvider(db) }).migrateTo(migration);
  if (error) throw error;
  return { db, drop };
}
