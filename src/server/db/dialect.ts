import {
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  type QueryExecutorProvider,
  type RawBuilder,
  sql,
} from 'kysely';

/**
 * Where SQLite and PostgreSQL need different SQL. Every engine branch of the shop is in db/ (here; also the
 * connections and migrations of index.ts and migration-folders.ts, the catalogue version, the copy to PostgreSQL, the
 * schema comparison and the PostgreSQL server helpers): code outside db/ calls these helpers with its handle (a
 * transaction's handle answers like the database's), they decide, and it stays one code for both engines
 * (`testing/import-graph.test.ts` fails on an `engineOf` outside db/).
 * - search: FTS5 `match` + bm25 vs a `tsvector` column + `to_tsquery` prefix terms + ts_rank;
 * - upserts: Kysely's `onConflict` compiles to `ON CONFLICT` on both (no `INSERT OR REPLACE`), see the test;
 * - JSON: kept as text on both; the DDL check is `json_valid(x)` vs a cast to jsonb;
 * - dates: ISO-8601 UTC text on both, the default `strftime(...)` vs `to_char(now() at time zone 'UTC', ...)`;
 * - the `inventory_item_label` view: SQLite's 0/1 arithmetic vs PostgreSQL's booleans cast to integer;
 * - how a flow's transaction begins (db/flow.ts), which aborts run it again, new user ids, what a UNIQUE violation says.
 */
export type Engine = 'sqlite' | 'postgres';

/** The engine under any handle: the database, a flow's transaction, a migration's `Kysely<any>`. */
export function engineOf(db: QueryExecutorProvider): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A new table's own key, never reused: SQLite's AUTOINCREMENT, PostgreSQL's identity column (migrations). */
// biome-ignore lint/suspicious/noExplicitAny: migrations build tables of any schema
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return engineOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * The statements that open a flow's transaction (db/flow.ts): SQLite's `BEGIN IMMEDIATE` takes its one write lock
 * up front (one writer at a time is its nature); PostgreSQL's plain `BEGIN` (read committed), each flow then locking
 * the rows it touches, so flows of different items run side by side.
 */
export function beginFlow(engine: Engine): RawBuilder<unknown>[] {
  return engine === 'sqlite' ? [sql`BEGIN IMMEDIATE`] : [sql`BEGIN`];
}

/**
 * Whether an error is PostgreSQL aborting a transaction that may succeed when run again: a deadlock (40P01) or a
 * serialization failure (40001). Flows run again on these (db/flow.ts).
 */
export function retryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** The id a new user row takes: SQLite computes one above every id used or deleted; PostgreSQL's identity never reuses. */
export function nextUserId(db: QueryExecutorProvider): RawBuilder<number> | undefined {
  if (engineOf(db) === 'postgres') return undefined;
  return sql<number>`(SELECT max(
    coalesce((SELECT max(id) FROM user), 0),
    coalesce((SELECT last_id FROM id_floor WHERE name = 'user'), 0)
  ) + 1)`;
}

/** The `table.column` a UNIQUE violation names (SQLite's wording, PostgreSQL's error fields), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const sqlite = /UNIQUE constraint failed: (.+)$/.exec(error.message);
  if (sqlite) return sqlite[1];
  const pg = error as Error & { code?: string; table?: string; detail?: string };
  if (pg.code !== '23505') return undefined;
  const columns = /^Key \((.+?)\)=/.exec(pg.detail ?? '')?.[1] ?? '';
  return columns
    .split(',')
    .map((c) => `${pg.table}.${c.trim().replace(/^lower\((.+)\)$/, '$1')}`)
    .join(', ');
}

/** A handle of any kind whose engine the helpers below read: the database, a transaction's handle, a migration's. */
type Handle = Parameters<typeof engineOf>[0];

/** The words of a search as the engine's query: every word a prefix ('blea tee' finds 'Bleached Tee'). */
export function searchQuery(db: Handle, words: string[]): string {
  return engineOf(db) === 'sqlite' ? words.map((w) => `"${w}"*`).join(' ') : words.map((w) => `${w}:*`).join(' & ');
}

/** For `catalogue_search` aliased `s`: the row matches `query` (from searchQuery). */
export function searchMatches(db: Handle, query: string): RawBuilder<boolean> {
  return engineOf(db) === 'sqlite'
    ? sql<boolean>`catalogue_search match ${query}`
    : sql<boolean>`s.document @@ to_tsquery('simple', ${query})`;
}

/** For `catalogue_search` aliased `s`: a match's score, lowest best (title weighs 5, body 1). */
export function searchScore(db: Handle, query: string): RawBuilder<number> {
  return engineOf(db) === 'sqlite'
    ? sql<number>`bm25(catalogue_search, 0, 0, 5, 1)`
    : sql<number>`-ts_rank('{0.1, 0.1, 0.2, 1.0}', s.document, to_tsquery('simple', ${query}))`;
}

/** A column default (DDL text): the current time as ISO-8601 UTC text with milliseconds, as every time is kept. */
export function nowDefault(engine: Engine): string {
  return engine === 'sqlite'
    ? `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
    : `(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

/** A CHECK that `column` holds valid JSON text. */
export function jsonCheck(engine: Engine, column: string): string {
  return engine === 'sqlite' ? `json_valid(${column})` : `(${column})::jsonb IS NOT NULL`;
}

/** Aggregates text values joined by `separator` (SQLite's group_concat, PostgreSQL's string_agg). */
export function groupConcat(db: Handle, expression: string, separator: string): string {
  return engineOf(db) === 'sqlite'
    ? `group_concat(${expression}, '${separator}')`
    : `string_agg(${expression}, '${separator}')`;
}

/** The view naming what each inventory item counts (name, picture, discontinued 0/1, sold original 0/1). */
export function inventoryItemLabelView(engine: Engine): string {
  const flag = (condition: string) => (engine === 'sqlite' ? condition : `(${condition})::integer`);
  return `CREATE VIEW inventory_item_label AS
    SELECT i.id,
      coalesce(p.name, pt.title, '') AS name,
      coalesce(p.image_url, pt.preview_image_url, pt.image_url) AS image_url,
      ${flag('p.deleted_at IS NOT NULL OR pt.deleted_at IS NOT NULL')} AS discontinued,
      ${engine === 'sqlite' ? 'coalesce(pt.is_original = 1 AND pt.is_sold = 1, 0)' : 'coalesce((pt.is_original = 1 AND pt.is_sold = 1)::integer, 0)'} AS sold_original
    FROM inventory_item i
    LEFT JOIN product p ON p.id = i.product_id
    LEFT JOIN painting pt ON pt.id = i.painting_id`;
}

/**
 * Runs a background job's tick unless another process sharing the database is running the same job (PostgreSQL:
 * a session advisory lock per job name, held on one connection while `run` works); answers false when skipped.
 * SQLite has one process: it just runs.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export async function exclusively(db: Kysely<any>, job: string, run: () => Promise<unknown>): Promise<boolean> {
  if (engineOf(db) === 'sqlite') {
    await run();
    return true;
  }
  return db.connection().execute(async (conn) => {
    const key = sql<number>`hashtext(${`wbs-job:${job}`})`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
    if (!rows[0]?.locked) return false;
    try {
      await run();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

/**
 * Keeps the query planner's statistics current, so it picks the index that fits the data (SQLite without them
 * read the dashboard's 30 days through `order_status`, every paid order, instead of `order_paid`: 33 ms instead of
 * 6 ms at 50,000 orders). SQLite: `PRAGMA optimize` analyses only tables never analysed or grown tenfold since, and
 * fully (`analysis_limit = 0`: a sampled analysis misjudged the status index); about 70 ms at 10,000 products and
 * 50,000 orders, then nothing until the shop grows. PostgreSQL's autovacuum analyses by itself: nothing to do.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export async function refreshPlannerStatistics(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  await sql`PRAGMA analysis_limit = 0`.execute(db);
  await sql`PRAGMA optimize = 0x10002`.execute(db);
}
