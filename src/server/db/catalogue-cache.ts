import { LRUCache } from 'lru-cache';
import { type CatalogueVersion, catalogueVersion, type VersionScope } from './catalogue-version.js';
import type { Door } from './flow.js';

export interface CatalogueCacheOptions<T> {
  /** The most the kept values may weigh together, in bytes (as `sizeOf` counts them). */
  maxBytes: number;
  sizeOf: (value: T) => number;
  /**
   * Values kept in a pool of their own, weighing at most `maxBytes` there (not-found pages): a flood of them
   * pushes out only their like, never the others.
   */
  apart?: { holds: (value: T) => boolean; maxBytes: number };
}

/**
 * Answers worked out from the catalogue, cached per key while the catalogue version (`db/catalogue-version.ts`)
 * is unchanged; a new version drops them all. Least recently used entries go first once the values together
 * weigh more than `maxBytes`, so a flood of distinct keys pushes out only the rarely asked ones. The JSON reads,
 * the rendered pages, the sitemap and the search answers all keep theirs here.
 */
export class CatalogueCache<T extends object | string> {
  private readonly pools: { holds: (value: T) => boolean; entries: LRUCache<string, T> }[];
  private current: string | null = null;
  /** What is being made now, per key, with the version it is made under: a second asker waits for it. */
  private readonly making = new Map<string, { version: string; value: Promise<T> }>();

  constructor(
    private readonly catalogueVersion: CatalogueVersion,
    { maxBytes, sizeOf, apart }: CatalogueCacheOptions<T>,
  ) {
    const pool = (size: number) =>
      new LRUCache<string, T>({ maxSize: size, sizeCalculation: (value) => Math.max(1, sizeOf(value)) });
    this.pools = [
      ...(apart ? [{ holds: apart.holds, entries: pool(apart.maxBytes) }] : []),
      { holds: () => true, entries: pool(maxBytes) },
    ];
  }

  /**
   * The value kept for `key` under the catalogue version now, if any, and that version (entries kept under an
   * older one are dropped first): what is made on a miss is kept under it (`keep`).
   */
  lookup(key: string): { version: string; value: T | undefined } {
    const version = this.catalogueVersion();
    if (version !== this.current) {
      for (const pool of this.pools) pool.entries.clear();
      this.current = version;
    }
    let value: T | undefined;
    for (const pool of this.pools) value ??= pool.entries.get(key);
    return { version, value };
  }

  /** Resolves once lookup() answers from the database's current state (PostgreSQL polls it; SQLite: at once). */
  async settled(): Promise<void> {
    await this.catalogueVersion.settled?.();
  }

  /** Keeps `value`, made from the catalogue as it was at `version`, unless the catalogue has moved on since. */
  keep(key: string, value: T, version: string): void {
    if (version !== this.current) return;
    this.pools.find((pool) => pool.holds(value))?.entries.set(key, value);
  }

  /**
   * The cached value for `key`, or the one `produce` makes, kept under the version read before it ran unless
   * `worthKeeping` says no (an answer that must not be reused, such as a failed render). Askers of a key being made
   * under the same version share that one making: a crowd arriving on a cold key costs one answer, not one each.
   */
  async remember(key: string, produce: () => Promise<T>, worthKeeping: (value: T) => boolean = () => true): Promise<T> {
    await this.settled();
    const { version, value: hit } = this.lookup(key);
    if (hit !== undefined) return hit;
    const underway = this.making.get(key);
    if (underway?.version === version) return underway.value;
    const making = produce().then((value) => {
      if (worthKeeping(value)) this.keep(key, value, version);
      return value;
    });
    this.making.set(key, { version, value: making });
    try {
      return await making;
    } finally {
      if (this.making.get(key)?.value === making) this.making.delete(key);
    }
  }
}

const keptByDb = new WeakMap<Door, Map<string, CatalogueCache<object> | null>>();

/**
 * A domain read's kept answers (`name`: the search's, the catalogue search's), one cache per database handle,
 * kept per catalogue version of `scope`, the `entries` most recently asked: what every transport calling that
 * read (tRPC, REST, the server's page renders) shares. Null for a handle not opened by `createDb` (nothing kept).
 */
export function keptAnswers<T extends object>(
  deps: Parameters<typeof catalogueVersion>[0],
  name: string,
  scope: VersionScope,
  entries: number,
): CatalogueCache<T> | null {
  const named = keptByDb.get(deps.db) ?? new Map<string, CatalogueCache<object> | null>();
  keptByDb.set(deps.db, named);
  if (!named.has(name)) {
    let kept: CatalogueCache<object> | null = null;
    try {
      kept = new CatalogueCache<object>(catalogueVersion(deps, scope), { maxBytes: entries, sizeOf: () => 1 });
    } catch {
      // a handle not opened by createDb: nothing kept
    }
    named.set(name, kept);
  }
  return (named.get(name) ?? null) as CatalogueCache<T> | null;
}
