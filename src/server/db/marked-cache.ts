import { sql } from 'kysely';
import type { Reader } from './flow.js';

/**
 * Values worth keeping while the data they were made from stays the same: each is kept per database handle and
 * key with the "mark" it was made at (a few index steps' worth of latest ids and times, read by the caller each
 * time), and made again when the mark has moved. Per handle, so every process (PostgreSQL) reads the marks itself
 * and sees another's writes at once; a transaction's handle keeps its own. A making that fails is not kept.
 */
export class MarkedCache<T> {
  readonly #held = new WeakMap<object, Map<string, { mark: string; value: Promise<T> }>>();

  get(db: object, key: string, mark: string, make: () => Promise<T>): Promise<T> {
    let byKey = this.#held.get(db);
    if (!byKey) {
      byKey = new Map();
      this.#held.set(db, byKey);
    }
    const held = byKey.get(key);
    if (held?.mark === mark) return held.value;
    const value = make();
    const kept = byKey;
    kept.set(key, { mark, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  }
}

/**
 * A mark: the largest value of each `[table, column]`, joined (one index step each, read in one statement). It moves
 * whenever a row is added to one of the tables (ids) or one of the columns is stamped later (times).
 */
export async function latestMark(
  db: Reader,
  columns: readonly (readonly [table: string, column: string])[],
): Promise<string> {
  const latest = columns.map(
    ([table, column], i) => sql`(select max(${sql.ref(column)}) from ${sql.table(table)}) as ${sql.ref(`m${i}`)}`,
  );
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(latest)}`.execute(db);
  return columns.map((_, i) => String(rows[0]?.[`m${i}`] ?? '')).join('|');
}
