import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestServer } from '../testing/postgres.js';
import { createDb, type Db, migrateToLatest } from './index.js';
import { databaseUrl, onServer } from './postgres-server.js';
import { neutralSchema } from './schema-parity.js';

/**
 * SQLite runs the landed migrations, PostgreSQL its baseline, both then the shared ones: the two schemas must stay
 * the same, table by table, column by column, index by index. Runs under `npm run test:pg` (it needs a server).
 */
const server = postgresTestServer();

describe.skipIf(!server)('a fresh SQLite and a fresh PostgreSQL, migrated', () => {
  const name = `wbs_parity_${process.pid}`;
  let sqlite: Db;
  let postgres: Db;

  beforeAll(async () => {
    if (!server) return;
    await onServer(server.url, `DROP DATABASE IF EXISTS ${name}`);
    await onServer(server.url, `CREATE DATABASE ${name}`);
    sqlite = createDb(':memory:');
    postgres = createDb(databaseUrl(server.url, name));
    await migrateToLatest(sqlite);
    await migrateToLatest(postgres);
  });

  afterAll(async () => {
    await sqlite?.destroy();
    await postgres?.destroy();
    if (server) await onServer(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('have the same tables, columns (types mapped) and indexes', async () => {
    const [lite, pg] = await Promise.all([neutralSchema(sqlite), neutralSchema(postgres)]);
    expect(Object.keys(pg.tables).sort()).toEqual(Object.keys(lite.tables).sort());
    for (const table of Object.keys(lite.tables)) {
      expect({ table, ...pg.tables[table] }).toEqual({ table, ...lite.tables[table] });
    }
    expect(pg.views).toEqual(lite.views);
  });

  it('have the same seeded rows', async () => {
    for (const table of ['shipping_method', 'content_page', 'catalogue_version', 'catalogue_search_state']) {
      const count = async (db: Db) =>
        (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0];
      expect({ table, ...(await count(postgres)) }).toEqual({ table, ...(await count(sqlite)) });
    }
    const standard = (db: Db) =>
      db.selectFrom('shipping_method').select(['code', 'free_over_threshold']).orderBy('code').execute();
    expect(await standard(postgres)).toEqual(await standard(sqlite));
  });
});
