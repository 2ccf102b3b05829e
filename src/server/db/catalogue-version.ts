import type { Statement } from 'better-sqlite3';
import { sql } from 'kysely';
import type { Clock } from '../deps.js';
import type { Door } from './flow.js';
import { rawSqlite, sqliteWrites, writeCounter } from './index.js';
import type { WriteCounter } from './write-counter.js';

/**
 * The catalogue's version as the caches see it: the trigger-kept counter (catalogue and settings writes), plus
 * the number of holds that have expired since (an expiring hold frees stock without any write), plus the latest
 * release time that has passed (`domain/catalogue/published.ts`: an item goes live without any write, and every
 * cached answer and page must show it at that moment; a change of release times is a write, counted above).
 *
 * SQLite: read through a synchronous prepared statement, and kept while nothing can have moved it: no statement
 * other than a read has run on this process's handle since (`sqliteWrites`), the clock has neither reached the
 * next hold expiry or release (read with it) nor gone back, and it is younger than OTHER_PROCESSES_MS (the shop is
 * one process on its SQLite file; another one's write, a script's, shows within that). Every cached read asks for
 * it, so most answers cost a comparison instead of a query.
 */
/** Reads the version; `settled` (PostgreSQL) waits until a read would answer from a fresh poll. */
export type CatalogueVersion = (() => string) & { settled?: () => Promise<void> };

/**
 * What a version watches: the whole catalogue, or only what a search reads (`search`: the counter the search index's
 * triggers move, `catalogue_search_state.source_version`: the text, prices, images and release times it matches and
 * shows; no stock, so a checkout's hold leaves it as it is), with the releases that pass in both.
 */
export type VersionScope = 'catalogue' | 'search';
const SCOPES: Record<VersionScope, { counter: string; table: string; holds: boolean; shards: boolean }> = {
  catalogue: { counter: 'counter', table: 'catalogue_version', holds: true, shards: true },
  search: { counter: 'source_version', table: 'catalogue_search_state', holds: false, shards: false },
};

export function catalogueVersion(
  { db, clock }: { db: Door; clock: Clock },
  scope: VersionScope = 'catalogue',
): CatalogueVersion {
  const { counter, table, holds } = SCOPES[scope];
  const sqlite = rawSqlite(db);
  const local = sqliteWrites(db);
  if (!sqlite || !local) {
    const writes = writeCounter(db);
    if (!writes) throw new Error('The catalogue version needs a database opened by createDb');
    return polledVersion(db, clock, writes, SCOPES[scope]);
  }
  const query: Statement<
    { now: string },
    {
      counter: number;
      expired: number;
      product: string | null;
      painting: string | null;
      expiry: string | null;
      productAhead: string | null;
      paintingAhead: string | null;
    }
  > = sqlite.prepare(`
    select ${counter} as counter,
      ${holds ? "(select count(*) from stock_hold where status = 'active' and expires_at <= @now)" : '0'} as expired,
      (select max(publish_at) from product where publish_at <= @now) as product,
      (select max(publish_at) from painting where publish_at <= @now) as painting,
      ${holds ? "(select min(expires_at) from stock_hold where status = 'active' and expires_at > @now)" : 'null'} as expiry,
      (select min(publish_at) from product where publish_at > @now) as productAhead,
      (select min(publish_at) from painting where publish_at > @now) as paintingAhead
    from ${table} where id = 1`);
  let kept: { version: string; writes: number; from: number; until: number; readAt: number } | undefined;
  return () => {
    const now = clock();
    const at = now.getTime();
    if (
      kept &&
      kept.writes === local.count &&
      kept.from <= at &&
      at < kept.until &&
      performance.now() - kept.readAt < OTHER_PROCESSES_MS
    ) {
      return kept.version;
    }
    const row = query.get({ now: now.toISOString() });
    const version = `${row?.counter ?? 0}.${row?.expired ?? 0}.${latest([row?.product, row?.painting])}`;
    const ahead = [row?.expiry, row?.productAhead, row?.paintingAhead].filter((t): t is string => Boolean(t));
    kept = { version, writes: local.count, from: at, until: firstMoment(ahead), readAt: performance.now() };
    return version;
  };
}

/**
 * Whether two versions name the same passed releases: their last part, after the counter and the expired holds
 * (`counter.expired.latest-release`; a version that names no cacheable state names none).
 */
export function sameReleases(a: string, b: string): boolean {
  const released = (version: string) =>
    version.startsWith('uncached.') ? null : version.split('.').slice(2).join('.');
  return released(a) !== null && released(a) === released(b);
}

/** How long a kept SQLite version may miss a write by another process on the same file (not the shop's set-up). */
export const OTHER_PROCESSES_MS = 50;

/**
 * The first moment (ms) at which the clock's ISO text reaches one of `times` as the query compares them (as text):
 * their own moment for times written as the clock writes them; for any other text, none (nothing is kept).
 */
function firstMoment(times: string[]): number {
  let first = Number.POSITIVE_INFINITY;
  for (const t of times) {
    const ms = Date.parse(t);
    if (!(ms >= 0) || new Date(ms).toISOString() !== t) return Number.NEGATIVE_INFINITY;
    first = Math.min(first, ms);
  }
  return first;
}

/** The latest of some release times (ISO text compares as time), '-' for none. */
function latest(times: (string | null | undefined)[]): string {
  return times.reduce<string>((max, t) => (t && t > max ? t : max), '') || '-';
}

/**
 * PostgreSQL (shared by several processes, no synchronous read): the same version, polled. A poll reads the
 * trigger-kept counter (the catalogue's is the sum of one row per connection, so that checkouts never queue on a
 * shared row: migration 2026-11-28T02-00; being read like any row, it counts a write once committed, never before)
 * and the moments ahead at which the catalogue changes without a write: the expiry times of
 * the active holds and the release times (`publish_at`) still to come; between polls each counts once the clock
 * passes it, so every process's caches turn at the release itself, not at its next poll. Until the first poll answers, and while a catalogue write of this process is newer than
 * the last poll, the version names no cacheable state (a new value on every read): a write here shows at once.
 * A read more than a second after the last poll starts the next one: another process's write shows within about
 * a second.
 */
const POLL_MS = 1_000;

/** How often a process folds the catalogue counts of ended connections into one row (see foldCatalogueShards). */
const FOLD_MS = 10 * 60_000;
const lastFold = new WeakMap<Door, number>();

/**
 * PostgreSQL: adds the catalogue counts of connections that have ended to row 0 and removes their rows, in one
 * statement, so the counter (their sum) stays exactly what it was and the table holds about a row per open
 * connection. A connection begun after pg_stat_activity was read may lose its row too: its count moves with it, and
 * its next write makes a new row. Run by a catalogue poll at most every FOLD_MS per database handle.
 */
export async function foldCatalogueShards(db: Door): Promise<void> {
  await sql`with ended as (
      delete from catalogue_version_shard
      where backend_pid <> 0 and backend_pid not in (select pid from pg_stat_activity where pid is not null)
      returning counter)
    update catalogue_version_shard set counter = counter + (select coalesce(sum(counter), 0) from ended)
    where backend_pid = 0`.execute(db);
}

function foldNowAndThen(db: Door): void {
  const now = Date.now();
  if (now - (lastFold.get(db) ?? Number.NEGATIVE_INFINITY) < FOLD_MS) return;
  lastFold.set(db, now);
  foldCatalogueShards(db).catch(() => {}); // closed or unreachable: the next poll's turn
}

function polledVersion(
  db: Door,
  clock: Clock,
  writes: WriteCounter,
  { counter, table, holds, shards }: (typeof SCOPES)[VersionScope],
): CatalogueVersion {
  let polled:
    | { counter: number; expiries: string[]; released: string | null; releases: string[]; writes: number; at: number }
    | undefined;
  let polling: Promise<void> | undefined;
  let uncached = 0;
  const poll = () => {
    if (shards) foldNowAndThen(db);
    polling ??= (async () => {
      const startWrites = writes.writes;
      const at = Date.now();
      try {
        const now = clock().toISOString();
        const { rows } = await sql<{
          counter: number;
          expiries: string[] | null;
          released: string | null;
          releases: string[] | null;
        }>`
          select ${sql.ref(counter)} as counter, ${
            holds
              ? sql`(select array_agg(expires_at order by expires_at) from stock_hold
              where status = 'active' and expires_at > ${now})`
              : sql`null`
          } as expiries,
            greatest((select max(publish_at) from product where publish_at <= ${now}),
              (select max(publish_at) from painting where publish_at <= ${now})) as released,
            (select array_agg(t order by t) from (select publish_at as t from product where publish_at > ${now}
              union all select publish_at from painting where publish_at > ${now}) ahead) as releases
          from ${sql.table(table)} where id = 1`.execute(db);
        const row = rows[0];
        polled = {
          counter: row?.counter ?? 0,
          expiries: row?.expiries ?? [],
          released: row?.released ?? null,
          releases: row?.releases ?? [],
          writes: startWrites,
          at,
        };
      } catch {
        polled = undefined; // closed or unreachable: stay uncached until a poll answers
      } finally {
        polling = undefined;
      }
    })();
    return polling;
  };
  const current = () => polled !== undefined && polled.writes === writes.writes;
  const stale = () => !current() || Date.now() - (polled?.at ?? 0) >= POLL_MS;
  void poll();
  const version: CatalogueVersion = () => {
    if (stale()) void poll();
    if (!polled || !current()) return `uncached.${++uncached}`;
    const now = clock().toISOString();
    const expired = polled.expiries.filter((at) => at <= now).length;
    // A release passed since the poll is the latest passed: the same figure the next poll reads.
    const released = latest([polled.released, ...polled.releases.filter((at) => at <= now)]);
    return `${polled.counter}.${expired}.${released}`;
  };
  version.settled = async () => {
    if (!current()) await poll();
    if (!current()) await poll(); // a poll begun before the last write does not count
  };
  return version;
}
