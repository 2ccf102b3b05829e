import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder, addPainting, addProduct } from '../testing/fixtures.js';
import { useTestApp } from '../testing/helpers.js';
import { freshPostgresDatabase, postgresTestServer } from '../testing/postgres.js';
import { buyOverApi } from '../testing/shoppers.js';
import { catalogueVersion, foldCatalogueShards } from './catalogue-version.js';
import { createDb, type Db } from './index.js';

/**
 * What the writes of a checkout do to the counter the read caches follow (`db/catalogue-version.ts`), on
 * PostgreSQL: no row that every checkout updates, so checkouts of different items never wait for each other's
 * commit; and the counter moves for this process's caches when another connection commits, never before.
 */
const server = postgresTestServer();

/** The counter the caches poll, read through `db` (what a poll of the catalogue version reads). */
async function counter(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('counter').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.counter);
}

describe.skipIf(!server)('the catalogue counter on PostgreSQL', () => {
  let db: Db;
  let other: Db;
  let drop: () => Promise<void>;
  const clock = () => new Date();

  beforeEach(async () => {
    if (!server) return;
    const fresh = await freshPostgresDatabase(server);
    drop = fresh.drop;
    db = createDb(fresh.url);
    // Another process's pool on the same database.
    other = createDb(fresh.url);
  });
  afterEach(async () => {
    await other?.destroy();
    await db?.destroy();
    await drop?.();
  });

  /** A checkout's stock write, as the shop makes it: a hold on the item and its inventory row updated. */
  async function holdStock(conn: Db, orderId: number, itemId: number): Promise<void> {
    await sql`INSERT INTO stock_hold (order_id, inventory_item_id, quantity, expires_at)
      VALUES (${orderId}, ${itemId}, 1, '2099-01-01T00:00:00.000Z')`.execute(conn);
    await sql`UPDATE inventory_item SET quantity = quantity - 1 WHERE id = ${itemId}`.execute(conn);
  }

  async function itemOf(productId: number): Promise<number> {
    const row = await db
      .selectFrom('inventory_item')
      .select('id')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lets two checkouts of different items hold stock side by side: the second commits while the first is open', async () => {
    const [tee, hoodie] = [await itemOf(await addProduct(db)), await itemOf(await addProduct(db))];
    const [first, second] = [await addOrder(db, { status: 'pending' }), await addOrder(db, { status: 'pending' })];
    const before = await counter(db);
    // Plain BEGIN, no shop-wide write lock: only what the two transactions themselves write can make one wait.
    await db.connection().execute(async (a) => {
      await sql`BEGIN`.execute(a);
      await holdStock(a, first, tee);
      await other.connection().execute(async (b) => {
        await sql`BEGIN`.execute(b);
        // Waiting on a lock the first transaction holds fails this statement after 1 s instead of hanging.
        await sql`SET LOCAL lock_timeout = '1s'`.execute(b);
        await holdStock(b, second, hoodie);
        await sql`COMMIT`.execute(b);
      });
      // The second checkout is visible to everyone while the first is still open; the first's is not.
      expect(await counter(other)).toBe(before + 2);
      await sql`COMMIT`.execute(a);
    });
    expect(await counter(other)).toBe(before + 4);
    const holds = await db.selectFrom('stock_hold').select('inventory_item_id').orderBy('id').execute();
    expect(holds.map((h) => h.inventory_item_id)).toEqual([tee, hoodie]);
  });

  /** This process's version as a poll begun now reads it (a new reader polls at once; settled() waits for it). */
  async function freshVersion(): Promise<string> {
    const version = catalogueVersion({ db, clock });
    await version.settled?.();
    return version();
  }

  it('moves this process’s version when another process commits, not before; a write of this process at once', async () => {
    const tee = await addProduct(db);
    const version = catalogueVersion({ db, clock });
    await version.settled?.();
    const before = version();
    expect(before).toMatch(/^\d+\./);
    await other.connection().execute(async (conn) => {
      await sql`BEGIN`.execute(conn);
      await sql`UPDATE product SET name = 'Renamed elsewhere' WHERE id = ${tee}`.execute(conn);
      // Polled after the write and before its commit: a render now reads the old name, under the old version.
      expect(await freshVersion()).toBe(before);
      await sql`COMMIT`.execute(conn);
    });
    const committed = await freshVersion();
    expect(committed).not.toBe(before);
    // The reader that was already there turns at its next poll (a second after its last).
    await expect.poll(version, { timeout: 5_000 }).toBe(committed);

    await db.updateTable('product').set({ name: 'Renamed here' }).where('id', '=', tee).execute();
    const own = version();
    expect(own).not.toBe(committed);
    await version.settled?.();
    expect(version()).not.toBe(committed);
    expect(version()).toBe(await freshVersion());
  });

  it('folds the rows of connections that have ended into one: the counter stays what it was', async () => {
    await addProduct(db);
    // Two connections that have ended (no live backend has such a pid: Linux's pid_max is at most 2^22).
    await sql`INSERT INTO catalogue_version_shard (backend_pid, counter) VALUES (2000000000, 7), (2000000001, 5)`.execute(
      db,
    );
    const before = await counter(db);
    const version = await freshVersion();
    await foldCatalogueShards(db);
    expect(await counter(db)).toBe(before);
    expect(await freshVersion()).toBe(version);
    const { rows } = await sql<{ backend_pid: number; live: boolean }>`
      select backend_pid, backend_pid in (select pid from pg_stat_activity) as live
      from catalogue_version_shard order by backend_pid`.execute(db);
    expect(rows[0]?.backend_pid).toBe(0);
    expect(rows.slice(1).every((r) => r.live)).toBe(true);
    expect(rows.length).toBeGreaterThan(1); // this process's connection kept its row
  });

  it('answers one row, id 1, as the table did: the processes not yet restarted read it unchanged', async () => {
    const rows = await db.selectFrom('catalogue_version').selectAll().execute();
    expect(rows).toEqual([{ id: 1, counter: expect.any(Number) }]);
  });
});

describe('a checkout and its payment', () => {
  let app: FastifyInstance;
  let db: Db;
  useTestApp((shop) => ({ app, db } = shop));

  it('leave the search counter as they found it: they write stock and sales, nothing a search reads', async () => {
    const tee = await addProduct(db, { sizes: ['M'], colors: ['black'] });
    const original = await addPainting(db, { title: 'Low Tide' });
    const print = await addPainting(db, { title: 'High Tide', original: false, limited: { count: 50, current: 0 } });
    const source = async () =>
      (await sql<{ n: number }>`select source_version as n from catalogue_search_state`.execute(db)).rows[0]?.n;
    const [search, catalogue] = [await source(), await counter(db)];
    await buyOverApi(app, [
      { productId: tee, quantity: 1, size: 'M', color: 'black' },
      { productId: original, item_type: 'painting', quantity: 1 },
      { productId: print, item_type: 'painting', quantity: 1 },
    ]);
    expect(await source()).toBe(search);
    expect(await counter(db)).toBeGreaterThan(catalogue);
  });
});
