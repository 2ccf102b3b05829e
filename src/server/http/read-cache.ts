import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { type Db, rawSqlite } from '../db/index.js';

interface Entry<T> {
  version: string;
  value: T;
}

/**
 * Answers worked out from the catalogue, cached per key (a URL) while the
 * catalogue version is unchanged: the trigger-kept counter (catalogue and
 * settings writes), plus the number of holds that have expired since (an
 * expiring hold frees stock without any write). The JSON reads, the rendered
 * pages and the sitemap all keep theirs here.
 */
export class ReadCache<T = { etag: string; body: string }> {
  private readonly entries = new Map<string, Entry<T>>();
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

  /**
   * The cached value for `key`, or the one `produce` makes, cached under the version read before it ran unless
   * `keep` says no (an answer that must not be reused, such as a failed render).
   */
  async remember(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await produce();
    if (keep(value)) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { version, value });
    }
    return value;
  }

  /** A catalogue read's JSON and its strong ETag, for `key`. */
  get(key: string, produce: () => Promise<unknown>): Promise<T> {
    return this.remember(key, async () => jsonAnswer(await produce()) as T);
  }
}

function jsonAnswer(value: unknown): { etag: string; body: string } {
  const body = JSON.stringify(value ?? null);
  return { etag: `"${createHash('sha1').update(body).digest('base64url')}"`, body };
}
