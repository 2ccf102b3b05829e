import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../domain/accounts/accounts.js';
import { search } from '../domain/search.js';
import { freshPostgresDb, postgresTestServer } from '../testing/postgres.js';
import { engineOf, exclusively, refreshPlannerStatistics, uniqueViolation } from './dialect.js';
import { lockRows, runFlow } from './flow.js';
import { createDb, type Db, migrateToLatest } from './index.js';

/** Each difference the dialect module hides, checked on SQLite and (under `npm run test:pg`) on PostgreSQL. */
const server = postgresTestServer();
const engines = server ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(engines)('the dialect module on %s', (engine) => {
  let db: Db;
  beforeEach(async () => {
    if (engine === 'postgres' && server) {
      db = await freshPostgresDb(server);
    } else {
      db = createDb(':memory:');
      await migrateToLatest(db);
    }
    expect(engineOf(db)).toBe(engine);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const product = (name: string, description = '') =>
    db.insertInto('product').values({ name, description, price_cents: 1000 }).returning('id').executeTakeFirstOrThrow();

  it('searches by word prefixes, title matches first (FTS5 / tsvector)', async () => {
    await product('Plain Shirt', 'a bleached look');
    await product('Bleached Tee');
    await product('Jeans');
    const found = await search({ db, clock: () => new Date() }, 'blea');
    expect(found.map((r) => r.title)).toEqual(['Bleached Tee', 'Plain Shirt']);
    expect((await search({ db, clock: () => new Date() }, 'blea tee')).map((r) => r.title)).toEqual(['Bleached Tee']);
    expect(await search({ db, clock: () => new Date() }, 'nothing')).toEqual([]);
  });

  it('refreshes the planner statistics (SQLite: analyses the tables that need it; PostgreSQL: autovacuum does)', async () => {
    await db
      .insertInto('product')
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `P${i}`, description: '', price_cents: 100 + i })))
      .execute();
    await refreshPlannerStatistics(db);
    if (engine === 'sqlite') {
      const { rows } = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(db);
      expect(rows.map((r) => r.tbl)).toContain('product');
    }
  });

  it('upserts with onConflict on both', async () => {
    const put = (value: string) =>
      db
        .insertInto('site_setting')
        .values({ key: 'k', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    await put('1');
    await put('2');
    expect(await db.selectFrom('site_setting').select('value').where('key', '=', 'k').execute()).toEqual([
      { value: '2' },
    ]);
  });

  it('keeps JSON as checked text', async () => {
    await expect(db.insertInto('site_setting').values({ key: 'bad', value: 'not json' }).execute()).rejects.toThrow();
    await db.insertInto('site_setting').values({ key: 'good', value: '{"a":[1]}' }).execute();
    const row = await db.selectFrom('site_setting').select('value').where('key', '=', 'good').executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ a: [1] });
  });

  it('stamps times as ISO-8601 UTC text with milliseconds, comparable as text', async () => {
    const { id } = await product('Tee');
    const row = await db.selectFrom('product').select('created_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const later = await db.selectFrom('product').select('id').where('created_at', '<', '9999').execute();
    expect(later).toHaveLength(1);
  });

  it('labels inventory items with 0/1 flags in the inventory_item_label view', async () => {
    const { id } = await product('Tee');
    const item = await db
      .insertInto('inventory_item')
      .values({ item_type: 'product', product_id: id, sku: 'TEE-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const label = () =>
      db.selectFrom('inventory_item_label').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(await label()).toMatchObject({ name: 'Tee', discontinued: 0, sold_original: 0 });
    await db.updateTable('product').set({ deleted_at: '2026-11-24T00:00:00.000Z' }).where('id', '=', id).execute();
    expect(await label()).toMatchObject({ discontinued: 1 });
  });

  it('names the column of a UNIQUE violation, names unique regardless of case', async () => {
    await db.insertInto('category').values({ name: 'Tees', slug: 'tees' }).execute();
    const error = await db
      .insertInto('category')
      .values({ name: 'TEES', slug: 'tees-2' })
      .execute()
      .catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('category.name');
    expect(uniqueViolation(new Error('something else'))).toBeUndefined();
  });

  it('never gives a deleted user id to a new account', async () => {
    const user = (n: number) =>
      createUser({ db }, { username: `user${n}`, email: `u${n}@example.com`, password: 'secret1' });
    await user(1);
    const second = await user(2);
    await db.deleteFrom('user').where('id', '=', second.id).execute();
    expect((await user(3)).id).toBeGreaterThan(second.id);
  });

  it('runs a job in one process at a time', async () => {
    let release = () => {};
    let running = () => {};
    const started = new Promise<void>((resolve) => (running = resolve));
    const first = exclusively(db, 'job', () => {
      running();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await started; // the first run holds the job: its lock is taken before it runs
    const second = await exclusively(db, 'job', async () => {});
    release();
    expect(await first).toBe(true);
    // SQLite is one process: nothing to exclude. PostgreSQL: the second run is skipped while the first holds the job.
    expect(second).toBe(engine === 'sqlite');
    expect(await exclusively(db, 'job', async () => {})).toBe(true);
  });

  it('serialises flows that lock the row they read, then write what they read', async () => {
    const { id } = await product('Counter');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        runFlow({ db }, async (tx) => {
          await lockRows(tx, 'product', [id]);
          const trx = tx.db;
          const row = await trx
            .selectFrom('product')
            .select('price_cents')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          await sql`select 1`.execute(trx);
          await trx
            .updateTable('product')
            .set({ price_cents: row.price_cents + 1 })
            .where('id', '=', id)
            .execute();
        }),
      ),
    );
    const row = await db.selectFrom('product').select('price_cents').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price_cents).toBe(1012);
  });
});
