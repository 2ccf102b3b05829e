import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addProduct } from '../testing/fixtures.js';
import { manualClock } from '../testing/helpers.js';
import { catalogueVersion, OTHER_PROCESSES_MS } from './catalogue-version.js';
import { createDb, type Db, migrateToLatest } from './index.js';

/**
 * SQLite's catalogue version is kept between reads while nothing can have moved it (every cached answer asks for
 * it): these pin down what does move it, within the same turn of the event loop, and what waits for the next.
 */
describe('the SQLite catalogue version', () => {
  let dir = '';
  let db: Db;
  let other: Db;
  const clock = manualClock();

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wbs-version-'));
    db = createDb(join(dir, 'shop.db'));
    await migrateToLatest(db);
    other = createDb(join(dir, 'shop.db'));
  });
  afterEach(async () => {
    await other.destroy();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves at once on a write through this process’s handle, in the same turn', async () => {
    const version = catalogueVersion({ db, clock: clock.now });
    const before = version();
    const id = await addProduct(db, { name: 'New' });
    const added = version();
    expect(added).not.toBe(before);
    await db.updateTable('product').set({ name: 'Renamed' }).where('id', '=', id).execute();
    expect(version()).not.toBe(added);
  });

  it('moves at the very moment a release time passes, with no write, and back when the clock goes back', async () => {
    const id = await addProduct(db);
    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    await db.updateTable('product').set({ publish_at: at }).where('id', '=', id).execute();
    const version = catalogueVersion({ db, clock: clock.now });
    const before = version();
    clock.advance(59_999);
    expect(version()).toBe(before);
    clock.advance(1);
    const released = version();
    expect(released).not.toBe(before);
    expect(released).toContain(at);
    clock.advance(-1);
    expect(version()).toBe(before);
  });

  it('reads the database again only once the kept version is old: another process’s write shows within that', async () => {
    const id = await addProduct(db);
    const version = catalogueVersion({ db, clock: clock.now });
    const before = version();
    await other.updateTable('product').set({ name: 'Written elsewhere' }).where('id', '=', id).execute();
    await new Promise((resolve) => setTimeout(resolve, OTHER_PROCESSES_MS + 5));
    expect(version()).not.toBe(before);
  });
});
