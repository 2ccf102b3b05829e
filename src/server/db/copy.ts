import { existsSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { createDb, type Db, isPostgresUrl, migrateToLatest } from './index.js';

/**
 * `npm run db:copy -- --to postgres://…`: a shop's SQLite data into an empty PostgreSQL database, for an owner who
 * moves. The target is migrated by our PostgreSQL migrator first, then everything is written in ONE transaction:
 * tables parents first (SQLite's own foreign keys decide the order), identity sequences set past the copied ids
 * (and past ids SQLite's AUTOINCREMENT already spent, so no key is ever reused), then row counts per table, the
 * stock ledger and the order money are compared on both sides. Any difference rolls the whole copy back.
 */

/** A refusal or a failed check: one line for the owner, nothing written. */
export class CopyError extends Error {
  constructor(
    message: string,
    readonly report?: CopyReport,
  ) {
    super(message);
  }
}

export interface Comparison {
  name: string;
  sqlite: number;
  postgres: number;
}

export interface CopyReport {
  tables: Comparison[];
  sums: Comparison[];
}

/**
 * Not copied: SQLite's and Kysely's bookkeeping, the search index (FTS5 there, tsvector here: PostgreSQL rebuilds
 * it on first search because catalogue_search_state stays at its migrated -1), PostgreSQL's rate-limit store, and
 * the catalogue counter (PostgreSQL counts its own writes per connection; it only has to move, not match).
 */
const NOT_COPIED = /^(sqlite_|kysely_|rate_limit$|catalogue_version$|catalogue_search($|_))/;
/** Rows the migrations themselves write (shipping methods, content pages): replaced by the shop's. */
const MIGRATION_ROWS = new Set(['shipping_method', 'content_page']);
/**
 * Rows the target's own triggers write as the other tables are copied (the facet table, kept from the products,
 * variants and stock): copied last, over what the triggers wrote, so the copy holds SQLite's rows exactly.
 */
const KEPT_BY_TRIGGERS = new Set(['facet_row']);

/** What must add up the same on both sides besides the row counts. */
const SUMS: { name: string; table: string; column: string }[] = [
  {
    name: 'stock ledger: sum of inventory_transaction.quantity_change',
    table: 'inventory_transaction',
    column: 'quantity_change',
  },
  { name: 'stock on hand: sum of inventory_item.quantity', table: 'inventory_item', column: 'quantity' },
  ...['subtotal_cents', 'shipping_cents', 'tax_cents', 'discount_cents', 'total_cents'].map((column) => ({
    name: `orders: sum of order.${column}`,
    table: 'order',
    column,
  })),
  { name: 'payments: sum of payment.amount_cents', table: 'payment', column: 'amount_cents' },
  { name: 'refunds: sum of refund.amount_cents', table: 'refund', column: 'amount_cents' },
];

/** The URL with its password hidden, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: copies every table, whatever its schema
type AnyDb = Kysely<any>;

/** SQLite's tables to copy, parents before children (self references aside); throws on a cycle. */
async function tablesInForeignKeyOrder(source: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' order by name`.execute(source);
  const tables = rows.map((r) => r.name).filter((name) => !NOT_COPIED.test(name));
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const { rows: keys } = await sql<{ table: string }>`
      select "table" from pragma_foreign_key_list(${table})`.execute(source);
    parents.set(
      table,
      keys.map((k) => k.table).filter((parent) => parent !== table),
    );
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new CopyError(`Foreign keys form a cycle through ${table}: cannot order the copy`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function count(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function total(db: AnyDb, table: string, column: string): Promise<number> {
  const { rows } = await sql<{ s: number | null }>`
    select sum(${sql.ref(column)}) as s from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.s ?? 0);
}

/**
 * Rows go in pages (a whole table is never held in memory), each one INSERT under PostgreSQL's limit of 65,535
 * parameters, in SQLite's rowid order (parents of a self-referencing row come first).
 */
async function copyTable(source: AnyDb, target: AnyDb, table: string): Promise<void> {
  const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(source);
  const page = Math.max(1, Math.floor(60_000 / columns.length));
  for (let offset = 0; ; offset += page) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by rowid limit ${page} offset ${offset}`.execute(source);
    if (rows.length > 0) await target.insertInto(table).values(rows).execute();
    if (rows.length < page) return;
  }
}

/** Each identity column's sequence past the copied ids and past the ids SQLite has already handed out. */
async function setSequences(source: AnyDb, target: AnyDb): Promise<void> {
  const { rows: identities } = await sql<{ table: string; column: string }>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and is_identity = 'YES'`.execute(target);
  const { rows: spent } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(
    source,
  );
  const { rows: floors } = await sql<{ name: string; last_id: number }>`select name, last_id from id_floor`.execute(
    source,
  );
  for (const { table, column } of identities) {
    const copied = (
      await sql<{ m: number | null }>`select max(${sql.ref(column)}) as m from ${sql.table(table)}`.execute(target)
    ).rows[0]?.m;
    const last = Math.max(
      Number(copied ?? 0),
      Number(spent.find((s) => s.name === table)?.seq ?? 0),
      Number(floors.find((f) => f.name === table)?.last_id ?? 0),
    );
    const sequence = sql`pg_get_serial_sequence(${`"${table}"`}, ${column})`;
    // setval(seq, n, true): the next id is n + 1; with nothing to follow, the sequence starts at 1.
    if (last > 0) await sql`select setval(${sequence}, ${last}, true)`.execute(target);
    else await sql`select setval(${sequence}, 1, false)`.execute(target);
  }
}

async function compare(source: AnyDb, target: AnyDb, tables: string[]): Promise<CopyReport> {
  const report: CopyReport = { tables: [], sums: [] };
  for (const name of tables) {
    report.tables.push({ name, sqlite: await count(source, name), postgres: await count(target, name) });
  }
  for (const { name, table, column } of SUMS) {
    report.sums.push({
      name,
      sqlite: await total(source, table, column),
      postgres: await total(target, table, column),
    });
  }
  return report;
}

/** The copy's differences, one per line (none: the copy is faithful). */
function mismatches(report: CopyReport): string[] {
  return [...report.tables, ...report.sums]
    .filter((c) => c.sqlite !== c.postgres)
    .map((c) => `${c.name}: SQLite ${c.sqlite}, PostgreSQL ${c.postgres}`);
}

async function connected(url: string): Promise<Db> {
  const target = createDb(url);
  try {
    await sql`select 1`.execute(target);
    return target;
  } catch (error) {
    await target.destroy().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new CopyError(`Cannot reach ${safeUrl(url)}: ${reason || 'connection failed'}`);
  }
}

/**
 * Copies the SQLite shop at `sqlitePath` (brought up to date by the migrations first, as `npm start` would) into the
 * empty PostgreSQL database at `postgresUrl`. Answers the comparison; throws CopyError (nothing written) when the
 * target is not an empty PostgreSQL database or when any count or sum differs.
 */
export async function copySqliteToPostgres(sqlitePath: string, postgresUrl: string): Promise<CopyReport> {
  if (!isPostgresUrl(postgresUrl)) {
    throw new CopyError(
      `--to must be a PostgreSQL URL such as postgres://user:pass@host:5432/shop, not ${safeUrl(postgresUrl)}`,
    );
  }
  if (sqlitePath === ':memory:' || !existsSync(sqlitePath)) {
    throw new CopyError(`No SQLite database at ${sqlitePath} (set DATABASE_PATH to the shop's file)`);
  }
  const target = await connected(postgresUrl);
  const source = createDb(sqlitePath);
  try {
    await migrateToLatest(source);
    await migrateToLatest(target);
    const tables = await tablesInForeignKeyOrder(source);
    // One read transaction on SQLite: a consistent snapshot even if the shop is still running (stop it first anyway).
    return await source.transaction().execute((snapshot) =>
      target.transaction().execute(async (trx) => {
        for (const table of tables) {
          if (MIGRATION_ROWS.has(table)) continue;
          if ((await count(trx, table)) > 0) {
            throw new CopyError(
              `${safeUrl(postgresUrl)} already has shop rows (table ${table}): db:copy only fills an empty database`,
            );
          }
        }
        for (const table of [...MIGRATION_ROWS].reverse()) await trx.deleteFrom(table as never).execute();
        for (const table of tables) if (!KEPT_BY_TRIGGERS.has(table)) await copyTable(snapshot, trx, table);
        for (const table of tables.filter((t) => KEPT_BY_TRIGGERS.has(t))) {
          await trx.deleteFrom(table as never).execute();
          await copyTable(snapshot, trx, table);
        }
        await setSequences(snapshot, trx);
        const report = await compare(snapshot, trx, tables);
        const wrong = mismatches(report);
        if (wrong.length > 0) {
          throw new CopyError(`The copy does not add up, nothing was written: ${wrong.join('; ')}`, report);
        }
        return report;
      }),
    );
  } finally {
    await source.destroy();
    await target.destroy();
  }
}
