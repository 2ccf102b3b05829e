import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { type Db, rawSqlite } from '../db/index.js';

interface Entry {
  version: string;
  etag: string;
  body: string;
}

/**
 * Serialised JSON of catalogue reads, cached per URL with a strong ETag. An
 * entry is valid while the catalogue version is unchanged: the trigger-kept
 * counter, plus the number of holds that have expired since (an expiring hold
 * frees stock without any write).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** A synchronous prepared statement: this runs on every catalogue read, so it must cost microseconds. */
  private readonly versionQuery: Statement<[string], { counter: number; expired: number }>;

  constructor(
    db: Db,
    private readonly clock: () => Date,
    private readonly maxEntries = 500,
  ) {
    const sqlite = rawSqlite(db);
    if (!sqlite) throw new Error('The read cache needs a database opened by createDb');
    this.versionQuery = sqlite.prepare(`
      select counter, (select count(*) from stock_hold where status = 'active' and expires_at <= ?) as expired
      from catalogue_version where id = 1`);
  }

  version(): string {
    const row = this.versionQuery.get(this.clock().toISOString());
    return `${row?.counter ?? 0}.${row?.expired ?? 0}`;
  }

  /** The cached answer for `key`, or the one `produce` makes (then cached under the version read before it ran). */
  async get(key: string, produce: () => Promise<unknown>): Promise<{ etag: string; body: string }> {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    const body = JSON.stringify((await produce()) ?? null);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { version, etag, body };
    this.entries.set(key, entry);
    return entry;
  }
}
