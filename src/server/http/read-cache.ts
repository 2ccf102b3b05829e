import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from '../db/catalogue-version.js';

export interface ReadCacheOptions<T> {
  /** The most the kept values may weigh together, in bytes (as `sizeOf` counts them). */
  maxBytes: number;
  sizeOf: (value: T) => number;
}

/**
 * Answers worked out from the catalogue, cached per key while the catalogue version (`db/catalogue-version.ts`)
 * is unchanged; a new version drops them all. Least recently used entries go first once the values together
 * weigh more than `maxBytes`, so a flood of distinct keys pushes out only the rarely asked ones. The JSON reads,
 * the rendered pages and the sitemap all keep theirs here.
 */
export class ReadCache<T extends object | string = { etag: string; body: string }> {
  private readonly entries: LRUCache<string, T>;
  private current: string | null = null;

  constructor(
    private readonly catalogueVersion: CatalogueVersion,
    { maxBytes, sizeOf }: ReadCacheOptions<T>,
  ) {
    this.entries = new LRUCache<string, T>({
      maxSize: maxBytes,
      sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    });
  }

  /** The catalogue version now (entries kept under an older one are dropped). */
  version(): string {
    const version = this.catalogueVersion();
    if (version !== this.current) {
      this.entries.clear();
      this.current = version;
    }
    return version;
  }

  /** Resolves once version() answers from the database's current state (PostgreSQL polls it; SQLite: at once). */
  async settled(): Promise<void> {
    await this.catalogueVersion.settled?.();
  }

  /** The value kept for `key` under the current version, if any. */
  peek(key: string): T | undefined {
    this.version();
    return this.entries.get(key);
  }

  /** Keeps `value`, made from the catalogue as it was at `version`, unless the catalogue has moved on since. */
  keep(key: string, value: T, version: string): void {
    if (version === this.current) this.entries.set(key, value);
  }

  /**
   * The cached value for `key`, or the one `produce` makes, kept under the version read before it ran unless
   * `worthKeeping` says no (an answer that must not be reused, such as a failed render).
   */
  async remember(key: string, produce: () => Promise<T>, worthKeeping: (value: T) => boolean = () => true): Promise<T> {
    await this.settled();
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = await produce();
    if (worthKeeping(value)) this.keep(key, value, version);
    return value;
  }

  /** Bytes held now (as `sizeOf` counts them). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/** A catalogue read's JSON and its strong ETag. */
export function jsonAnswer(value: unknown): { etag: string; body: string } {
  const body = JSON.stringify(value ?? null);
  return { etag: `"${createHash('sha1').update(body).digest('base64url')}"`, body };
}

/** The weight of a JSON answer in the cache. */
export const jsonAnswerBytes = (answer: { etag: string; body: string }): number =>
  Buffer.byteLength(answer.body) + answer.etag.length;
