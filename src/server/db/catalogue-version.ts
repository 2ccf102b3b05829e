import type { Statement } from 'better-sqlite3';
import type { Deps } from '../deps.js';
import { rawSqlite } from './index.js';

/**
 * The catalogue's version as the caches see it: the trigger-kept counter (catalogue and settings writes), plus
 * the number of holds that have expired since (an expiring hold frees stock without any write). Read through a
 * synchronous prepared statement: it runs on every cached read, so it must cost microseconds.
 */
export function catalogueVersion({ db, clock }: Pick<Deps, 'db' | 'clock'>): () => string {
  const sqlite = rawSqlite(db);
  if (!sqlite) return uncachedVersion();
  const query: Statement<[string], { counter: number; expired: number }> = sqlite.prepare(`
    select counter, (select count(*) from stock_hold where status = 'active' and expires_at <= ?) as expired
    from catalogue_version where id = 1`);
  return () => {
    const row = query.get(clock().toISOString());
    return `${row?.counter ?? 0}.${row?.expired ?? 0}`;
  };
}

/**
 * A database without a synchronous handle (PostgreSQL, shared by several processes): a new version on every read,
 * so the read and page caches never answer from a catalogue another process may have changed.
 */
function uncachedVersion(): () => string {
  let reads = 0;
  return () => `uncached.${++reads}`;
}
