import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { useTestDb } from '../testing/helpers.js';
import { search } from './search.js';

let db: Db;
let now = new Date('2026-06-01T12:00:00.000Z');
const clock = () => now;
useTestDb({ clock }, (deps) => ({ db } = deps));

describe('search answers kept per catalogue version', () => {
  it('answers a repeated search from the kept answer, and works it out again after a catalogue change', async () => {
    const id = await addProduct(db, { name: 'Faded Tee' });
    const first = await search({ db, clock }, 'faded');
    expect(first.map((r) => r.title)).toEqual(['Faded Tee']);
    // The same answer, not one worked out again: a word in every description ranks the catalogue once per change.
    // (PostgreSQL's version is polled: answers are kept from its first poll after a write, the index build's too.)
    const again = async () => {
      const one = await search({ db, clock }, 'faded');
      const two = await search({ db, clock }, 'faded');
      return one === two;
    };
    await expect.poll(again, { timeout: 5_000 }).toBe(true);
    expect(await search({ db, clock }, 'faded', 5)).not.toBe(await search({ db, clock }, 'faded'));

    await db.updateTable('product').set({ name: 'Faded Hoodie' }).where('id', '=', id).execute();
    expect((await search({ db, clock }, 'faded')).map((r) => r.title)).toEqual(['Faded Hoodie']);
  });

  it('shows a scheduled product at its release moment, with no write in between', async () => {
    const at = new Date(now.getTime() + 60_000);
    const id = await addProduct(db, { name: 'Drop Tee' });
    await db.updateTable('product').set({ publish_at: at.toISOString() }).where('id', '=', id).execute();
    expect(await search({ db, clock }, 'drop')).toEqual([]);
    now = at;
    expect((await search({ db, clock }, 'drop')).map((r) => r.title)).toEqual(['Drop Tee']);
  });
});
